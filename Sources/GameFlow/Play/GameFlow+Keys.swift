import Game
import Music

extension GameFlow {
    /// What a key does: it depends on the prompt, whose turn it is, and whether the game is over.
    mutating func press(_ key: FlowKey, at now: FlowTime) -> [FlowEffect] {
        if key == .quit { return [.stopSound, .quit] }
        switch prompt {
        case .confirmNewGame:
            prompt = nil
            return key == .yes ? startNewGame(at: now) : []
        case .anotherGame:
            return key == .newGame || key == .drop || key == .yes ? startNewGame(at: now) : []
        case .replayAgain, nil:  // a replay's prompt, never a game's
            break
        }
        message = nil
        switch key {
        case .left:
            cursor = max(0, cursor - 1)
        case .right:
            cursor = min(Position.width - 1, cursor + 1)
        case .drop:
            return dropByPerson(in: cursor, at: now)
        case .dropIn(let column):
            guard (0..<Position.width).contains(column) else { return [] }
            cursor = column
            return dropByPerson(in: column, at: now)
        case .hint:
            return toggleHints()
        case .undo:
            return undo(at: now)
        case .newGame:
            guard game.outcome == .ongoing, !game.moves.isEmpty else { return startNewGame(at: now) }
            prompt = .confirmNewGame
        case .yes, .quit:
            break
        }
        return []
    }

    /// A person's drop: only on their turn, into a column with room.
    mutating func dropByPerson(in column: Int, at now: FlowTime) -> [FlowEffect] {
        guard !isBotToMove else {
            message = "Wait for the bot's move."
            return []
        }
        guard game.position.canPlay(column) else {
            message = "Column \(column + 1) is full."
            return []
        }
        return drop(in: column, at: now)
    }

    /// `?`: shows the hints of the person to move (asking the solver), or hides them.
    mutating func toggleHints() -> [FlowEffect] {
        if hints != nil {
            hints = nil
            hintRequest = nil
            return []
        }
        guard !isBotToMove, !game.outcome.isOver else {
            message = "Hints come on your turn."
            return []
        }
        hints = (0..<Position.width).map { game.position.canPlay($0) ? nil : .full }
        let id = nextRequestID
        nextRequestID += 1
        hintRequest = id
        return [.requestHints(HintRequest(id: id, game: game))]
    }

    /// `u`: takes back the person's last move and the bot's reply to it (one move between two
    /// people; just the person's move while the bot is still thinking about it).
    mutating func undo(at now: FlowTime) -> [FlowEffect] {
        guard !game.outcome.isOver else { return [] }
        // Back to the last position where a person was to move, at least one move back.
        var count = 0
        repeat {
            count += 1
        } while count < game.moves.count && !seats[Player.playing(moveIndex: game.moves.count - count)].isHuman
        let target = game.moves.count - count
        guard count <= game.moves.count, seats[Player.playing(moveIndex: target)].isHuman else {
            message = "Nothing to undo."
            return []
        }
        game = try! Game(columns: game.moves.prefix(target))
        music = target == 0 ? .empty : try! MusicString(notes: Array(music.notes.prefix(target)))
        clearTurnState()
        message = "Took back \(count) move\(count == 1 ? "" : "s")."
        return [.stopSound, target == 0 ? .abandon : .save(record)]
    }

    /// Forgets the animation, the bot's pending move, hints and flashes.
    mutating func clearTurnState() {
        lastDrop = nil
        botRequest = nil
        botAnswer = nil
        botDue = nil
        hints = nil
        hintRequest = nil
        flash = nil
    }
}
