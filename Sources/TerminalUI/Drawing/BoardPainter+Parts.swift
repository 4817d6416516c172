import Game
import GameFlow
import Wording

extension BoardPainter {
    func disc(_ player: Player, _ seats: Seats) -> Run { board.disc(player, seats[player].colour) }

    /// The two sides: name, disc, colour, and the level where the name does not say it ("Bot hard" does).
    func title(_ screen: FlowScreen) -> [Run] {
        func side(_ player: Player) -> [Run] {
            let seat = screen.seats[player]
            let level = seat.botLevel.flatMap { seat.name == Seat.botName(level: $0) ? nil : ", \($0.words)" } ?? ""
            return [Run("\(player == .first ? "" : " ")\(seat.shownName) ", style: "1"), disc(player, screen.seats), Run(" (\(seat.colour.words)\(level))")]
        }
        return side(.first) + [Run("  " + tr("vs") + " ")] + side(.second)
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
                                      isLast: $0.isLast && !screen.showsMoveNumbers && screen.falling == nil,
                                      isGhost: $0.isGhost) }
            }
        }
        if let falling = screen.falling {
            pieces[falling.row][falling.column] = DrawnPiece(player: falling.player, colour: screen.seats[falling.player].colour)
        }
        return pieces
    }

    func centred(_ text: String) -> String { board.centred(text) }

    func moverName(_ screen: FlowScreen) -> String {
        if case .toMove(let player, _) = screen.status { return screen.seats[player].shownName }
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
            let name = screen.seats[mover].shownName
            text = replay.isDemo ? tr("Next: {name} (move {number})", ["name": name, "number": number])
                : tr("Next: {name} (move {number} of {pieces})", ["name": name, "number": number, "pieces": replay.pieces])
            player = mover
        case .toMove(let mover, let thinking):
            let name = screen.seats[mover].shownName
            text = thinking ? tr("{name} is thinking{ellipsis}", ["name": name, "ellipsis": policy.glyphs.ellipsis])
                : mover == addressee.player(in: screen.seats) ? tr("Your move (move {number})", ["number": screen.moveCount + 1])
                : tr("{name} to move (move {number})", ["name": name, "number": screen.moveCount + 1])
            player = mover
        case .unfinished(let mover):
            text = trn("Unfinished after {count} move; {name} to move.", "Unfinished after {count} moves; {name} to move.", screen.moveCount,
                       ["name": screen.seats[mover].shownName])
            player = mover
        case .won(let winner):
            let name = screen.seats[winner].shownName
            text = winner == addressee.player(in: screen.seats) ? tr("You win with move {number}!", ["number": screen.moveCount])
                : tr("{name} won with move {number}.", ["name": name, "number": screen.moveCount])
            player = winner
        case .draw:
            text = tr("Draw: the board is full.")
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
        case .anotherGame?: return [Run(tr("Another game? y/Enter: yes, Esc: no"), style: "1")]
        case .confirmNewGame?: return [Run(tr("New game (this one is kept)? y: yes, Esc: no"), style: "1")]
        case .replayAgain?: return [Run(tr("Replay again? r: yes, q: quit"), style: "1")]
        case nil:
            let text = [screen.aside, screen.message?.words].compactMap(\.self).joined(separator: " ")
            return text.isEmpty ? [] : [Run(text)]
        }
    }

    /// The keys, in lines that fit the board's width (autowrap is off, so longer lines are cut).
    func helpLines(_ screen: FlowScreen, columns: Int) -> [[Run]] {
        let style = mode == .none ? "" : "2"
        let lines = switch screen.replay?.isDemo {
        case true?: [tr("Bots play each other: any key quits")]
        case false? where screen.inspection != nil:
            [tr("p next   r again   q quit")]
        case false? where screen.prompt == .replayAgain && screen.review?.turningPoints?.isEmpty == false:
            [tr("{back} step back   r again   q quit", ["back": policy.glyphs.backKey]), tr("p turning points")]
        case false? where screen.prompt == .replayAgain:
            [tr("{back} step back   r again   q quit", ["back": policy.glyphs.backKey])]
        case false?: [tr("Space pause   {back}/{next} step", ["back": policy.glyphs.backKey, "next": policy.glyphs.nextKey]),
                       tr("+/- speed   r again   q quit")]
        case nil where screen.overlay != nil || screen.prompt == .confirmNewGame:
            // The overlay or the prompt names the only keys that do anything now.
            [String]()
        case nil where screen.inspection != nil:
            [tr("p next   Esc back to the end   q quit")]
        case nil where screen.prompt == .anotherGame && screen.review?.turningPoints?.isEmpty == false:
            [tr("p turning points   u undo   q quit")]
        case nil where screen.prompt == .anotherGame:
            [tr("u undo   q quit")]
        case nil where screen.status.isOver && screen.review?.turningPoints?.isEmpty == false:
            [tr("n new game   u undo   q quit"), tr("p turning points   ? help   o options")]
        case nil where screen.status.isOver:
            [tr("n new game   u undo   q quit"), tr("? help   o options")]
        case nil: [tr("{leftRight} move   Enter drop   1-7 column", ["leftRight": policy.glyphs.leftRight]),
                   tr("t hints   u undo   n new   o options"), tr("m sound   ? help   q quit")]
        }
        return lines.map { [Run($0, style: style)] }
    }

    /// The line under a replay's board: its speed, and whether it is paused.
    func replayLine(_ replay: FlowScreen.Replay) -> [Run] {
        guard !replay.isDemo else { return [] }
        var speed = "\(replay.speed)"
        if speed.hasSuffix(".0") { speed.removeLast(2) }
        let text = replay.isPaused ? tr("Replay at {times}{speed}, paused", ["times": policy.glyphs.times, "speed": speed])
            : tr("Replay at {times}{speed}", ["times": policy.glyphs.times, "speed": speed])
        return [Run(" " + text, style: mode == .none ? "" : "1")]
    }

    func pad(_ runs: [Run], to width: Int) -> [Run] {
        let used = runs.reduce(0) { $0 + $1.width }
        return runs + [Run(String(repeating: " ", count: max(0, width - used)))]
    }
}
