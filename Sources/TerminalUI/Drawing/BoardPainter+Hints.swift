import Game
import GameFlow
import Wording

extension BoardPainter {
    /// A hint's short code under its column: `W3` (win with your 3rd move), `D`, `L5`, `-` (full),
    /// `…` (still being worked out).
    func code(_ hint: Hint?) -> String {
        switch hint {
        case nil: policy.glyphs.ellipsis
        case .full?: "-"
        case .draw?: trc("hint code", "D")
        case .win(let moves)?: trc("hint code", "W{moves}", ["moves": moves])
        case .loss(let moves)?: trc("hint code", "L{moves}", ["moves": moves])
        case .winning?: trc("hint code", "W") + policy.glyphs.ellipsis
        case .losing?: trc("hint code", "L") + policy.glyphs.ellipsis
        }
    }

    /// A hint's colour: green wins, yellow draws, red losses; the best column(s) bold and underlined.
    func hintStyle(_ hint: Hint?, isBest: Bool) -> String {
        guard mode != .none else { return "" }
        let colour = switch hint {
        case .win?, .winning?: "32"
        case .draw?: "33"
        case .loss?, .losing?: "31"
        case .full?, nil: "2"
        }
        return isBest ? "1;4;" + colour : colour
    }

    /// The hints in one line under the board, each centred under its column; the best marked `*`.
    func compactHints(_ screen: FlowScreen) -> [Run] {
        if let replay = screen.replay { return replayLine(replay) }
        guard let hints = screen.hints else {
            return screen.hintsOn && screen.cursor == nil && screen.prompt == nil
                ? [Run(" " + tr("Hints come on your turn."), style: mode == .none ? "" : "2")] : []
        }
        let best = Hint.best(of: hints) ?? []
        var runs = [Run(" ")]
        for (column, hint) in hints.enumerated() {
            let text = (best.contains(column) ? "*" : "") + code(hint)
            runs.append(Run(centred(text), style: hintStyle(hint, isBest: best.contains(column))))
        }
        return runs
    }

    /// The hint panel beside the board (a wide terminal): one line per column, the best marked.
    func panelLines(_ hints: [Hint?], screen: FlowScreen) -> [[Run]] {
        let best = Hint.best(of: hints) ?? []
        return [[Run(tr("Hints for {name}:", ["name": moverName(screen)]), style: "1")]]
            + hints.enumerated().map { column, hint in
                let isBest = best.contains(column)
                let text = hint.map { $0.words + ($0.isExact ? "" : " " + policy.glyphs.ellipsis) } ?? policy.glyphs.ellipsis
                return [Run("  \(column + 1)  "), Run(text, style: hintStyle(hint, isBest: isBest))]
                    + (isBest ? [Run("  " + trc("hint", "best"), style: mode == .none ? "" : "1")] : [])
            }
    }
}
