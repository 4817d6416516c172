import Game
import Music

extension GameFlow {
    /// Drops the mover's piece in `column`: its note, its save (or the finish), then the next
    /// turn: a request to the bot, or the person's flash.
    mutating func drop(in column: Int, at now: FlowTime) -> [FlowEffect] {
        let player = game.playerToMove, before = game
        let cell = try! game.play(column)
        composer.extend(&music)
        var effects: [FlowEffect] = [.playNote(music.notes.last!, column: column)]
        if settings.cues, case let threats = BoardCue.newlyPlayable(before: before, after: game), !threats.isEmpty {
            effects.append(.playBoardCue(.threats(threats)))
        }
        lastDrop = DiscFall(time: now, cell: cell, player: player)
        botRequest = nil
        botAnswer = nil
        botDue = nil
        hints = nil
        hintRequest = nil
        message = nil
        flash = nil
        let landed = lastDrop!.landing(rowFall: settings.rowFall)
        if let ending = Ending(outcome: game.outcome, humans: seats.humans) {
            music.finish(with: ending)
            score.count(game.outcome, seats: seats)
            effects.append(.finish(record))
            endingDue = (now + settings.interval, ending)
            if let winner = game.outcome.winner {
                flash = Flash(start: landed, count: settings.winFlashes, colour: seats[winner].colour)
            }
            prompt = .anotherGame
            let id = nextRequestID
            nextRequestID += 1
            reviewRequest = id
            reviewed = []
            return effects + [.requestReview(ReviewRequest(id: id, game: game))]
        }
        effects.append(.save(record))
        if isBotToMove {
            effects.append(requestBot(due: now + settings.interval))
        } else {
            flash = Flash(start: landed, count: settings.turnFlashes, colour: seats[game.playerToMove].colour)
        }
        return effects + requestHintsIfWanted()
    }

    /// Asks for the bot's move in the game now, to be dropped no earlier than `due`.
    mutating func requestBot(due: FlowTime) -> FlowEffect {
        let id = nextRequestID
        nextRequestID += 1
        botRequest = id
        botAnswer = nil
        botDue = due
        return .requestBotMove(BotRequest(id: id, game: game, level: seats[game.playerToMove].botLevel!,
                                          seed: generator.next()))
    }

    /// Starts a new game: stops the old sound, sets an unfinished game aside (kept, resumable), decides
    /// who moves first.
    mutating func startNewGame(at now: FlowTime) -> [FlowEffect] {
        var effects: [FlowEffect] = [.stopSound]
        if game.outcome == .ongoing && !game.moves.isEmpty { effects.append(.setAside) }
        game = Game()
        music = .empty
        clearTurnState()
        prompt = nil
        message = nil
        endingDue = nil
        isResumed = false
        hinted = false
        switch settings.firstMover {
        case .me: seats = players
        case .bot: seats = players.swapped
        case .random: seats = Bool.random(using: &generator) ? players : players.swapped
        }
        score.meet(seats)
        if isBotToMove {
            effects.append(requestBot(due: now))
        } else {
            flash = Flash(start: now, count: settings.turnFlashes, colour: seats.first.colour)
        }
        return effects + requestHintsIfWanted()
    }

    /// Does what has come due by `now`: the bot's drop, the ending theme.
    mutating func advance(to now: FlowTime) -> [FlowEffect] {
        var effects: [FlowEffect] = []
        if let due = botDue, let column = botAnswer, due <= now, isBotToMove {
            // The drop keeps its slot's time, so a late tick does not push later notes off the grid.
            effects += drop(in: column, at: due)
        }
        if let (time, ending) = endingDue, time <= now {
            endingDue = nil
            effects.append(.playEnding(ending))
        }
        return effects
    }
}
