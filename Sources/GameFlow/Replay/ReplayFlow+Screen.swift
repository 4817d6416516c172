import Game

extension ReplayFlow {
    /// The pieces on the board at `now`: those whose time has come.
    func shownPieces(at now: FlowTime) -> Int {
        times.prefix { $0 <= now }.count
    }

    /// The last piece shown at `now`, as a falling disc (landed or not).
    func lastFall(at now: FlowTime) -> DiscFall? {
        let shown = shownPieces(at: now)
        guard shown > 0 else { return nil }
        return DiscFall(time: times[shown - 1], cell: game.cells[shown - 1], player: Player.playing(moveIndex: shown - 1))
    }

    /// The winner's flash, once the last disc has landed.
    func winnerFlash(at now: FlowTime) -> Flash? {
        guard shownPieces(at: now) == pieces, let winner = game.outcome.winner, let fall = lastFall(at: now) else { return nil }
        return Flash(start: fall.landing(rowFall: settings.rowFall), count: settings.winFlashes, colour: seats[winner].colour)
    }

    /// The earliest moment after `now` when the screen or the sound changes without a key: a note to
    /// hand over, a piece whose time comes, a falling disc passing a row, a flash phase, a demo's end.
    ///
    /// - Returns: nil when nothing is scheduled (paused, or the replay over).
    public func nextDeadline(after now: FlowTime) -> FlowTime? {
        var candidates: [FlowTime] = []
        // A note whose hand-over is already due (the caller came late: a loaded machine) is due at once,
        // not dropped: dropped, nothing else might be scheduled and the replay would wait for a key.
        if let time = nextTime { candidates.append(max(time - settings.lead, now + .nanoseconds(1))) }
        if let time = times.first(where: { $0 > now }) { candidates.append(time) }
        if let step = lastFall(at: now)?.nextStep(after: now, rowFall: settings.rowFall) { candidates.append(step) }
        if let change = winnerFlash(at: now)?.nextChange(after: now, phase: settings.flashPhase) { candidates.append(change) }
        if settings.atEnd != .prompt, !ended, let end = finishTime { candidates.append(end) }
        return candidates.filter { $0 > now }.min()
    }

    /// What the screen shows at `now`.
    public func screen(at now: FlowTime) -> FlowScreen {
        let shown = shownPieces(at: now)
        let fall = lastFall(at: now)
        let falling = fall?.screen(at: now, rowFall: settings.rowFall)
        let over = shown == pieces && falling == nil
        let status: FlowScreen.Status
        if !over {
            // While the last disc falls, its side stays on the turn line: the result comes as it lands.
            let mover = falling != nil && shown == pieces ? falling!.player : Player.playing(moveIndex: shown)
            status = .toMove(mover, thinking: false)
        } else {
            switch game.outcome {
            case .win(let player): status = .won(player)
            case .draw: status = .draw
            case .ongoing: status = .unfinished(game.playerToMove)
            }
        }
        var note = message
        if note == nil && isPaused {
            note = .paused(atEnd: shown == pieces)
        }
        return FlowScreen(
            discs: FlowScreen.board(of: game, pieces: shown, hiding: falling == nil ? nil : fall?.cell, showsWinning: over),
            falling: falling, cursor: nil, seats: seats, status: status,
            flash: winnerFlash(at: now)?.colour(at: now, phase: settings.flashPhase), hints: nil,
            showsMoveNumbers: over, message: note,
            prompt: over && isComplete && settings.atEnd == .prompt ? .replayAgain : nil,
            moveCount: shown,
            replay: FlowScreen.Replay(speed: speed, isPaused: isPaused, pieces: pieces, isDemo: settings.atEnd != .prompt))
    }
}
