import Game
import GameFlow

extension BoardPainter {
    func disc(_ player: Player, _ seats: Seats) -> Run {
        mode == .none ? Run(player == .first ? "X" : "O") : Run("●", style: mode.parameters(seats[player].colour))
    }

    func title(_ screen: FlowScreen) -> [Run] {
        func side(_ player: Player) -> [Run] {
            let seat = screen.seats[player]
            let level = seat.botLevel.map { ", \($0)" } ?? ""
            return [Run("\(SafeText.visible(seat.name)) "), disc(player, screen.seats), Run(" (\(seat.colour)\(level))")]
        }
        return [Run("c4-audio  ", style: "1")] + side(.first) + [Run("  vs  ")] + side(.second)
    }

    func cursorLine(_ screen: FlowScreen) -> [Run] {
        guard let cursor = screen.cursor, case .toMove(let player, _) = screen.status else { return [] }
        let marker = mode == .none ? "v" : "▼"
        let style = mode == .none ? "" : mode.parameters(screen.seats[player].colour)
        return [Run(String(repeating: " ", count: 1 + cursor * Self.cellWidth + 2)), Run(marker, style: style)]
    }

    func cell(_ screen: FlowScreen, row: Int, column: Int) -> Run {
        if let falling = screen.falling, falling.row == row, falling.column == column {
            let d = disc(falling.player, screen.seats)
            return Run("  \(d.text)  ", style: d.style)
        }
        guard let stone = screen.discs[row][column] else {
            return Run("  ·  ", style: mode == .none ? "" : "2")
        }
        let d = disc(stone.player, screen.seats)
        var text = d.text
        if screen.showsMoveNumbers { text += String(stone.moveNumber) }
        if stone.isWinning {
            text = "[" + text + "]"
        } else {
            text = " " + text
        }
        text += String(repeating: " ", count: max(0, Self.cellWidth - text.count))
        if !screen.showsMoveNumbers && !stone.isWinning { text = "  \(d.text)  " }
        let style = stone.isWinning && mode != .none ? "1;4;" + d.style : d.style
        return Run(text, style: style)
    }

    func centred(_ text: String) -> String {
        let left = (Self.cellWidth - text.count) / 2
        return String(repeating: " ", count: left) + text
            + String(repeating: " ", count: max(0, Self.cellWidth - text.count - left))
    }

    func compactHints(_ screen: FlowScreen) -> [Run] {
        if let replay = screen.replay { return replayLine(replay) }
        guard let hints = screen.hints else { return [] }
        let codes = hints.map { hint -> String in
            switch hint {
            case nil: "…"
            case .full?: "-"
            case .draw?: "D"
            case .win(let moves)?: "W\(moves)"
            case .loss(let moves)?: "L\(moves)"
            }
        }
        return [Run(" " + codes.map(centred).joined()), Run("  W win, L loss in moves, D draw", style: mode == .none ? "" : "2")]
    }

    func moverName(_ screen: FlowScreen) -> String {
        if case .toMove(let player, _) = screen.status { return SafeText.visible(screen.seats[player].name) }
        return ""
    }

    func statusLine(_ screen: FlowScreen) -> [Run] {
        let text: String
        let player: Player?
        switch screen.status {
        case .toMove(let mover, _) where screen.replay != nil:
            text = "Next: \(SafeText.visible(screen.seats[mover].name)) (move \(min(screen.moveCount + 1, screen.replay!.pieces)) of \(screen.replay!.pieces))"
            player = mover
        case .toMove(let mover, let thinking):
            let name = SafeText.visible(screen.seats[mover].name)
            text = thinking ? "\(name) is thinking…"
                : name == "You" ? "Your move (move \(screen.moveCount + 1))"
                : "\(name) to move (move \(screen.moveCount + 1))"
            player = mover
        case .unfinished(let mover):
            text = "Unfinished after \(screen.moveCount) moves; \(SafeText.visible(screen.seats[mover].name)) to move."
            player = mover
        case .won(let winner):
            let name = SafeText.visible(screen.seats[winner].name)
            text = name == "You" ? "You win with move \(screen.moveCount)!" : "\(name) wins with move \(screen.moveCount)."
            player = winner
        case .draw:
            text = "Draw: the board is full."
            player = nil
        }
        var runs: [Run] = []
        if let player { runs += [disc(player, screen.seats), Run(" ")] }
        guard let flash = screen.flash else { return runs + [Run(" \(text) ", style: "1")] }
        if mode == .none { return runs + [Run(">\(text)<")] }
        return runs + [Run(" \(text) ", style: "1;30;" + mode.parameters(flash, background: true))]
    }

    func messageLine(_ screen: FlowScreen) -> [Run] {
        switch screen.prompt {
        case .anotherGame?: return [Run("Another game? Enter/n: yes, q: quit", style: "1")]
        case .confirmNewGame?: return [Run("New game? This one stays kept. y: yes, other keys: no", style: "1")]
        case .replayAgain?: return [Run("Replay again? r: yes, q: quit", style: "1")]
        case nil: return screen.message.map { [Run($0)] } ?? []
        }
    }

    /// The keys, in lines that fit the board's width (autowrap is off, so longer lines are cut).
    func helpLines(_ screen: FlowScreen, columns: Int) -> [[Run]] {
        let style = mode == .none ? "" : "2"
        let lines = switch screen.replay?.isDemo {
        case true?: ["Bots play each other: any key quits"]
        case false?: ["Space pause / go on   → next piece", "+/- speed   r again   q quit"]
        case nil where screen.prompt == .anotherGame:
            // The game is over: the prompt above names the only keys that still do anything.
            [String]()
        case nil: ["←/→ h/l move   Enter Space ↓ drop", "1-7 drop in column   ? hints", "u undo   n new game   q quit"]
        }
        return lines.map { [Run($0, style: style)] }
    }

    /// The line under a replay's board: its speed, and whether it is paused.
    func replayLine(_ replay: FlowScreen.Replay) -> [Run] {
        guard !replay.isDemo else { return [] }
        var speed = "\(replay.speed)"
        if speed.hasSuffix(".0") { speed.removeLast(2) }
        return [Run(" Replay at ×\(speed)" + (replay.isPaused ? ", paused" : ""), style: mode == .none ? "" : "1")]
    }

    func pad(_ runs: [Run], to width: Int) -> [Run] {
        let used = runs.reduce(0) { $0 + $1.width }
        return runs + [Run(String(repeating: " ", count: max(0, width - used)))]
    }
}
