import Game
import GameFlow
import Wording

extension BoardPainter {
    /// Every key of the game, as the help screen lists them (keys in the terminal's glyphs).
    /// The keys themselves are mapped by the session's `KeyMap`; the two change together.
    var keyHelp: [(keys: String, meaning: String)] {
        let glyphs = policy.glyphs
        return [
            ("\(glyphs.leftRight) h l", tr("move the cursor")),
            ("Home End", tr("first / last column")),
            ("Enter Space \(glyphs.downKey)", tr("drop a piece")),
            (tr("1-7, a click"), tr("drop in that column")),
            ("t", tr("hints on / off")),
            ("u", tr("undo, also after the end")),
            ("p", tr("after a game: its turning points")),
            ("n", tr("new game")),
            ("o", tr("options: level, sound{ellipsis}", ["ellipsis": glyphs.ellipsis])),
            ("m", tr("sound off / on")),
            ("? F1", tr("this help")),
            ("Ctrl-Z", tr("suspend (fg: back)")),
            ("q", tr("quit (the game is kept)")),
        ]
    }

    /// The lines that cover the board: the help screen or the options panel.
    func overlayLines(_ overlay: FlowScreen.Overlay) -> [[Run]] {
        switch overlay {
        case .help:
            let width = keyHelp.map(\.keys.count).max() ?? 0
            return [[Run(tr("Keys"), style: "1"), Run("  " + tr("(Esc or ? closes)"))]]
                + keyHelp.map { [Run(" " + padded($0.keys, to: width), style: "1"), Run("  " + $0.meaning)] }
        case .options(let choices, let selected):
            let width = GameChoices.Row.allCases.map(\.label.count).max() ?? 0
            var lines: [[Run]] = [[Run(tr("Options"), style: "1"), Run("  " + tr("(Esc closes)"))], []]
            for row in GameChoices.Row.allCases {
                let chosen = row == selected
                let label = padded(row.label, to: width)
                let marker = chosen ? ">" : " "
                let value = chosen ? "< \(choices.value(of: row)) >" : "  \(choices.value(of: row))"
                lines.append([Run(" \(marker) \(label)  "), Run(value, style: chosen && mode != .none ? "7" : "")])
            }
            lines.append([])
            lines.append([Run(tr("{upDown} choose, {leftRight} change.", ["upDown": policy.glyphs.upDown, "leftRight": policy.glyphs.leftRight]))])
            lines.append([Run(tr("Level, first move and opponent"))])
            lines.append([Run(tr("apply from the next game."))])
            return lines
        }
    }

    /// The line under the title: the session's score, the sound, whether hints are on.
    func sessionLine(_ screen: FlowScreen) -> [Run] {
        if screen.replay != nil { return replayVerdictLine(screen) }
        var parts: [[Run]] = []
        if let score = screen.score, !score.isEmpty {
            let wins = score.wins.map { "\(Seat.shownName($0.name)) \($0.count)" }
            parts.append([Run(tr("Score: {scores}", ["scores": (wins + (score.draws > 0 ? [tr("draws {count}", ["count": score.draws])] : [])).joined(separator: ", ")]))])
        }
        switch screen.sound {
        case .on?: parts.append([Run(tr("sound on"))])
        case .muted?: parts.append([Run(tr("muted (m)"), style: mode == .none ? "" : "2")])
        case .unavailable(let reason)?: parts.append([Run(tr("no sound: {reason}", ["reason": reason]), style: mode == .none ? "" : "2")])
        case nil: break
        }
        if screen.hintsOn { parts.append([Run(tr("hints on"), style: mode == .none ? "" : "32")]) }
        return parts.enumerated().flatMap { $0.offset == 0 ? $0.element : [Run("  ")] + $0.element }
    }
}

/// `text` followed by spaces up to `width` characters.
func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
}
