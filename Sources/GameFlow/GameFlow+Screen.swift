import Game

extension GameFlow {
    /// The earliest moment after `now` when the screen or the sound changes without an event: a
    /// falling disc passing a row, a flash phase, the bot's slot, the ending, a demo's next game.
    ///
    /// - Returns: nil when nothing is scheduled (the caller waits for a key or an answer).
    public func nextDeadline(after now: FlowTime) -> FlowTime? {
        var candidates: [FlowTime] = []
        if let due = botDue, botAnswer != nil { candidates.append(due) }
        if let (time, _) = endingDue { candidates.append(time) }
        if let time = nextGameDue { candidates.append(time) }
        if let time = quitDue { candidates.append(time) }
        if let drop = lastDrop {
            let landing = drop.time + fallTime(to: drop.cell.row)
            if now < landing {
                candidates.append(drop.time + settings.rowFall * ((now - drop.time).whole(settings.rowFall) + 1))
            }
        }
        if let flash {
            let end = flash.start + settings.flashPhase * (2 * flash.count)
            if now < flash.start {
                candidates.append(flash.start)
            } else if now < end {
                candidates.append(flash.start + settings.flashPhase * ((now - flash.start).whole(settings.flashPhase) + 1))
            }
        }
        return candidates.filter { $0 > now }.min() ?? candidates.min()
    }

    /// What the screen shows at `now`.
    public func screen(at now: FlowTime) -> FlowScreen {
        var falling: FlowScreen.Falling?
        var hidden: Cell?
        if let drop = lastDrop {
            let passed = (now - drop.time).whole(settings.rowFall)
            let row = Position.height - 1 - passed
            if row > drop.cell.row {
                falling = .init(player: drop.player, column: drop.cell.column, row: row)
                hidden = drop.cell
            }
        }
        let over = game.outcome.isOver && falling == nil
        let winning = Set(game.winningCells)
        var discs = [[FlowScreen.Disc?]](repeating: .init(repeating: nil, count: Position.width),
                                          count: Position.height)
        for (index, cell) in game.cells.enumerated() where cell != hidden {
            discs[cell.row][cell.column] = .init(player: Player.playing(moveIndex: index),
                                                 moveNumber: index + 1,
                                                 isWinning: over && winning.contains(cell))
        }
        var status: FlowScreen.Status = switch game.outcome {
        case .ongoing: .toMove(game.playerToMove, thinking: isBotToMove)
        case .win(let player): .won(player)
        case .draw: .draw
        }
        // The end is announced when the last disc lands, not while it falls.
        if let falling, game.outcome.isOver {
            status = .toMove(falling.player, thinking: !seats[falling.player].isHuman)
        }
        return FlowScreen(
            discs: discs, falling: falling,
            cursor: game.outcome == .ongoing && !isBotToMove ? cursor : nil,
            seats: seats, status: status, flash: flashColour(at: now), hints: hints,
            showsMoveNumbers: over, message: message, prompt: falling != nil && game.outcome.isOver ? nil : prompt,
            moveCount: game.moves.count)
    }

    /// The flash's colour when `now` falls in one of its "on" phases.
    func flashColour(at now: FlowTime) -> PieceColour? {
        guard let flash, now >= flash.start else { return nil }
        let phase = (now - flash.start).whole(settings.flashPhase)
        return phase < 2 * flash.count && phase.isMultiple(of: 2) ? flash.colour : nil
    }
}
