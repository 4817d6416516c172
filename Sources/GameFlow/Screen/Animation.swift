import Game

/// A disc on its way down: dropped at `time` above the top row, it passes one row every `rowFall`
/// until it lands in `cell`. The game and the replay animate their pieces with it.
struct DiscFall: Hashable, Sendable {
    /// When the piece was dropped (its note sounds then).
    var time: FlowTime
    /// Where it lands.
    var cell: Cell
    /// Whose piece it is.
    var player: Player

    /// How long a disc takes from above the top row to `row`.
    static func duration(to row: Int, rowFall: FlowTime) -> FlowTime {
        rowFall * (Position.height - 1 - row)
    }

    /// When the disc lands.
    func landing(rowFall: FlowTime) -> FlowTime {
        time + Self.duration(to: cell.row, rowFall: rowFall)
    }

    /// The row the disc is passing at `now` (5 = top), nil once it has landed (or before it is dropped).
    func row(at now: FlowTime, rowFall: FlowTime) -> Int? {
        guard now >= time else { return nil }
        let row = Position.height - 1 - (now - time).whole(rowFall)
        return row > cell.row ? row : nil
    }

    /// The next moment after `now` the disc moves a row (or lands), nil once it has landed.
    func nextStep(after now: FlowTime, rowFall: FlowTime) -> FlowTime? {
        guard now < landing(rowFall: rowFall) else { return nil }
        guard now >= time else { return time }
        return time + rowFall * ((now - time).whole(rowFall) + 1)
    }

    /// The falling disc as the screen shows it at `now`, nil once landed.
    func screen(at now: FlowTime, rowFall: FlowTime) -> FlowScreen.Falling? {
        row(at: now, rowFall: rowFall).map { FlowScreen.Falling(player: player, column: cell.column, row: $0) }
    }
}

/// A colour flashing `count` times from `start`: on for one `phase`, off for one, and so on.
struct Flash: Hashable, Sendable {
    /// When the first "on" phase begins.
    var start: FlowTime
    /// How many times it lights up.
    var count: Int
    /// The colour it flashes.
    var colour: PieceColour

    /// The colour when `now` falls in an "on" phase, else nil.
    func colour(at now: FlowTime, phase: FlowTime) -> PieceColour? {
        guard now >= start else { return nil }
        let index = (now - start).whole(phase)
        return index < 2 * count && index.isMultiple(of: 2) ? colour : nil
    }

    /// The next moment after `now` the flash turns on or off, nil once it is over.
    func nextChange(after now: FlowTime, phase: FlowTime) -> FlowTime? {
        if now < start { return start }
        guard now < start + phase * (2 * count) else { return nil }
        return start + phase * ((now - start).whole(phase) + 1)
    }
}

extension FlowScreen {
    /// The board after the first `pieces` moves of `game`, `hidden` left out (a disc still falling);
    /// the winning line marked when `showsWinning`.
    static func board(of game: Game, pieces: Int, hiding hidden: Cell?, showsWinning: Bool) -> [[Disc?]] {
        let winning = showsWinning ? Set(game.winningCells) : []
        var discs = [[Disc?]](repeating: .init(repeating: nil, count: Position.width), count: Position.height)
        for (index, cell) in game.cells.prefix(pieces).enumerated() where cell != hidden {
            discs[cell.row][cell.column] = Disc(player: Player.playing(moveIndex: index), moveNumber: index + 1,
                                                isWinning: winning.contains(cell), isLast: index == pieces - 1)
        }
        return discs
    }
}
