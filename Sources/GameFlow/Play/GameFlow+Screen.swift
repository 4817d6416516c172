import Game

extension GameFlow {
    /// The earliest moment after `now` when the screen or the sound changes without an event: a
    /// falling disc passing a row, a flash phase, the bot's slot, the ending.
    ///
    /// - Returns: nil when nothing is scheduled (the caller waits for a key or an answer).
    public func nextDeadline(after now: FlowTime) -> FlowTime? {
        var candidates: [FlowTime] = []
        if let due = botDue, botAnswer != nil { candidates.append(due) }
        if let (time, _) = endingDue { candidates.append(time) }
        if let step = lastDrop?.nextStep(after: now, rowFall: settings.rowFall) { candidates.append(step) }
        if let change = flash?.nextChange(after: now, phase: settings.flashPhase) { candidates.append(change) }
        return candidates.filter { $0 > now }.min() ?? candidates.min()
    }

    /// What the screen shows at `now`.
    public func screen(at now: FlowTime) -> FlowScreen {
        let falling = lastDrop?.screen(at: now, rowFall: settings.rowFall)
        let over = game.outcome.isOver && falling == nil
        let discs = FlowScreen.board(of: game, pieces: game.moves.count, hiding: falling == nil ? nil : lastDrop?.cell,
                                     showsWinning: over)
        var status: FlowScreen.Status = switch game.outcome {
        case .ongoing: .toMove(game.playerToMove, thinking: isBotToMove)
        case .win(let player): .won(player)
        case .draw: .draw
        }
        // The end is announced when the last disc lands, not while it falls.
        if let falling, game.outcome.isOver {
            status = .toMove(falling.player, thinking: !seats[falling.player].isHuman)
        }
        var screen = FlowScreen(
            discs: discs, falling: falling,
            cursor: game.outcome == .ongoing && !isBotToMove ? cursor : nil,
            seats: seats, status: status, flash: flash?.colour(at: now, phase: settings.flashPhase), hints: hints,
            showsMoveNumbers: over, message: message, prompt: falling != nil && game.outcome.isOver ? nil : prompt,
            moveCount: game.moves.count)
        screen.overlay = overlay
        screen.sound = sound
        screen.score = score
        screen.hintsOn = hintsOn
        if over, reviewRequest != nil {
            screen.review = FlowScreen.Review(moves: reviewed, total: game.moves.count, turningPoints: turningPoints)
            if let inspected, let points = turningPoints { screen.show(inspected, of: points, in: game) }
        }
        return screen
    }
}
