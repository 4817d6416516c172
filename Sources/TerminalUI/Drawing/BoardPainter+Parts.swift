import Game
import GameFlow

extension BoardPainter {
    func disc(_ player: Player, _ seats: Seats) -> Run { board.disc(player, seats[player].colour) }

    /// The two sides: name, disc, colour, and the level where the name does not say it ("Bot hard" does).
    func title(_ screen: FlowScreen) -> [Run] {
        func side(_ player: Player) -> [Run] {
            let seat = screen.seats[player]
            let level = seat.botLevel.flatMap { seat.name == Seat.botName(level: $0) ? nil : ", \($0)" } ?? ""
            return [Run("\(player == .first ? "" : " ")\(SafeText.visible(seat.name)) ", style: "1"), disc(player, screen.seats), Run(" (\(seat.colour)\(level))")]
        }
        return side(.first) + [Run("  vs ")] + side(.second)
    }

    func cursorLine(_ screen: FlowScreen) -> [Run] {
        guard let cursor = screen.cursor, case .toMove(let player, _) = screen.status else { return [] }
        let marker = policy.glyphs.cursor
        let style = Palette.parameters(screen.seats[player].colour, mode)
        return [Run(String(repeating: " ", count: 1 + cursor * cellWidth + cellWidth / 2)), Run(marker, style: style)]
    }

    /// The board's pieces, the falling disc among them, with move numbers when the screen shows them.
    func pieces(_ screen: FlowScreen) -> [[DrawnPiece?]] {
        var pieces = screen.discs.map { row in
            row.map { disc in
                disc.map { DrawnPiece(player: $0.player, colour: screen.seats[$0.player].colour,
                                      moveNumber: screen.showsMoveNumbers ? $0.moveNumber : nil, isWinning: $0.isWinning,
                                      isLast: $0.isLast && !screen.showsMoveNumbers && screen.falling == nil) }
            }
        }
        if let falling = screen.falling {
            pieces[falling.row][falling.column] = DrawnPiece(player: falling.player, colour: screen.seats[falling.player].colour)
        }
        return pieces
    }

    func centred(_ text: String) -> String { board.centred(text) }

    func moverName(_ screen: FlowScreen) -> String {
        if case .toMove(let player, _) = screen.status { return SafeText.visible(screen.seats[player].name) }
        return ""
    }

    func statusLine(_ screen: FlowScreen) -> [Run] {
        let text: String
        let player: Player?
        switch screen.status {
        case .toMove(let mover, _) where screen.replay != nil:
            // A demo does not say how long its game will be: that would tell how it ends.
            let replay = screen.replay!
            let number = min(screen.moveCount + 1, replay.pieces)
            text = "Next: \(SafeText.visible(screen.seats[mover].name)) (move \(number)" + (replay.isDemo ? ")" : " of \(replay.pieces))")
            player = mover
        case .toMove(let mover, let thinking):
            let name = SafeText.visible(screen.seats[mover].name)
            text = thinking ? "\(name) is thinking\(policy.glyphs.ellipsis)"
                : mover == addressee.player(in: screen.seats) ? "Your move (move \(screen.moveCount + 1))"
                : "\(name) to move (move \(screen.moveCount + 1))"
            player = mover
        case .unfinished(let mover):
            text = "Unfinished after \(screen.moveCount) move\(screen.moveCount == 1 ? "" : "s"); \(SafeText.visible(screen.seats[mover].name)) to move."
            player = mover
        case .won(let winner):
            let name = SafeText.visible(screen.seats[winner].name)
            text = winner == addressee.player(in: screen.seats) ? "You win with move \(screen.moveCount)!" : "\(name) won with move \(screen.moveCount)."
            player = winner
        case .draw:
            text = "Draw: the board is full."
            player = nil
        }
        var runs: [Run] = []
        if let player { runs += [disc(player, screen.seats), Run(" ")] }
        guard let flash = screen.flash else { return runs + [Run(" \(text) ", style: "1")] }
        if mode == .none { return runs + [Run(">\(text)<")] }
        return runs + [Run(" \(text) ", style: "1;30;" + Palette.parameters(flash, mode, background: true))]
    }

    func messageLine(_ screen: FlowScreen) -> [Run] {
        switch screen.prompt {
        case .anotherGame?: return [Run("Another game? y/Enter: yes, Esc: no", style: "1")]
        case .confirmNewGame?: return [Run("New game (this one is kept)? y: yes, Esc: no", style: "1")]
        case .replayAgain?: return [Run("Replay again? r: yes, q: quit", style: "1")]
        case nil: return screen.message.map { [Run($0)] } ?? []
        }
    }

    /// The keys, in lines that fit the board's width (autowrap is off, so longer lines are cut).
    func helpLines(_ screen: FlowScreen, columns: Int) -> [[Run]] {
        let style = mode == .none ? "" : "2"
        let lines = switch screen.replay?.isDemo {
        case true?: ["Bots play each other: any key quits"]
        case false? where screen.prompt == .replayAgain:
            ["\(policy.glyphs.backKey) step back   r again   q quit"]
        case false?: ["Space pause   \(policy.glyphs.backKey)/\(policy.glyphs.nextKey) step", "+/- speed   r again   q quit"]
        case nil where screen.overlay != nil || screen.prompt == .confirmNewGame:
            // The overlay or the prompt names the only keys that do anything now.
            [String]()
        case nil where screen.prompt == .anotherGame:
            ["u undo   q quit"]
        case nil where screen.status.isOver:
            ["n new game   u undo   q quit", "? help   o options"]
        case nil: ["\(policy.glyphs.leftRight) move   Enter drop   1-7 column",
                   "t hints   u undo   n new   o options", "m sound   ? help   q quit"]
        }
        return lines.map { [Run($0, style: style)] }
    }

    /// The line under a replay's board: its speed, and whether it is paused.
    func replayLine(_ replay: FlowScreen.Replay) -> [Run] {
        guard !replay.isDemo else { return [] }
        var speed = "\(replay.speed)"
        if speed.hasSuffix(".0") { speed.removeLast(2) }
        return [Run(" Replay at \(policy.glyphs.times)\(speed)" + (replay.isPaused ? ", paused" : ""), style: mode == .none ? "" : "1")]
    }

    func pad(_ runs: [Run], to width: Int) -> [Run] {
        let used = runs.reduce(0) { $0 + $1.width }
        return runs + [Run(String(repeating: " ", count: max(0, width - used)))]
    }
}
