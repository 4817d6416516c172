import Game
import Music

extension GameFlow {
    /// What a key does: a prompt takes only the keys it names, the help screen and the options panel
    /// theirs; otherwise it depends on whose turn it is and whether the game is over.
    mutating func press(_ key: FlowKey, at now: FlowTime) -> [FlowEffect] {
        if key == .quit && (prompt == nil || prompt == .anotherGame) { return [.stopSound, .quit] }
        switch overlay {
        case .help?:
            if key == .escape || key == .help || key == .drop { overlay = nil }
            return []
        case .options(let choices, let row)?:
            return pressInOptions(key, choices: choices, row: row)
        case nil:
            break
        }
        switch prompt {
        case .confirmNewGame:
            switch key {
            case .yes: return startNewGame(at: now)
            case .escape, .newGame: prompt = nil
            default: break
            }
            return []
        case .anotherGame:
            switch key {
            case .turningPoint: stepTurningPoint(); return []
            case .escape where inspected != nil: inspected = nil; return []
            case .yes, .drop, .newGame: return startNewGame(at: now)
            case .escape: prompt = nil; return []
            case .undo: return undo(at: now)
            default: return []
            }
        case .replayAgain, nil:  // a replay's prompt, never a game's
            break
        }
        message = nil
        switch key {
        case .left: return moveCursor(to: cursor - 1)
        case .right: return moveCursor(to: cursor + 1)
        case .home: return moveCursor(to: 0)
        case .end: return moveCursor(to: Position.width - 1)
        case .drop, .down: return game.outcome.isOver ? [] : dropByPerson(in: cursor, at: now)
        case .dropIn(let column):
            guard (0..<Position.width).contains(column), !game.outcome.isOver else { return [] }
            cursor = column
            return dropByPerson(in: column, at: now)
        case .hints: return toggleHints()
        case .help: overlay = .help
        case .options: overlay = .options(choices, selected: .level)
        case .mute: return toggleMute()
        case .undo: return undo(at: now)
        case .newGame:
            guard game.outcome == .ongoing, !game.moves.isEmpty else { return startNewGame(at: now) }
            prompt = .confirmNewGame
        case .turningPoint: stepTurningPoint()
        case .escape where inspected != nil: inspected = nil
        case .escape: message = .howToQuit
        case .yes, .up, .quit: break
        }
        return []
    }

    /// Moves the cursor to `column` (kept on the board) and, with the cues on, plays the column it is on
    /// (also when it stays at an edge: the player hears where it is).
    mutating func moveCursor(to column: Int) -> [FlowEffect] {
        cursor = min(Position.width - 1, max(0, column))
        return settings.cues ? [.playBoardCue(BoardCue.column(cursor, in: game))] : []
    }

    /// A person's drop: only on their turn, into a column with room.
    mutating func dropByPerson(in column: Int, at now: FlowTime) -> [FlowEffect] {
        guard !isBotToMove else {
            message = .waitForBot
            return []
        }
        guard game.position.canPlay(column) else {
            message = .columnFull(column)
            return []
        }
        return drop(in: column, at: now)
    }

    /// `t`: hints on or off. While on, every turn of a person shows what each column leads to, the
    /// solver asked as the turn begins (so pressing it during the bot's turn is not lost).
    mutating func toggleHints() -> [FlowEffect] {
        hintsOn.toggle()
        guard hintsOn else {
            hints = nil
            hintRequest = nil
            return []
        }
        if game.outcome.isOver { message = .hintsNextTurn }
        return requestHintsIfWanted()
    }

    /// The hints given as a line (`h` in scripted play and in the screen-reader mode): from now on the game
    /// counts as played with hints, as when they are shown on the screen; not after the end, nor on the bot's turn.
    public mutating func noteHintsGiven() {
        if !isBotToMove && !game.outcome.isOver { hinted = true }
    }

    /// Asks for the hints of the position now when they are on and a person is to move.
    mutating func requestHintsIfWanted() -> [FlowEffect] {
        guard hintsOn, hints == nil, !isBotToMove, !game.outcome.isOver else { return [] }
        hinted = true
        hints = (0..<Position.width).map { game.position.canPlay($0) ? nil : .full }
        let id = nextRequestID
        nextRequestID += 1
        hintRequest = id
        return [.requestHints(HintRequest(id: id, game: game))]
    }

    /// `m`: the sound off or on (a machine without sound says why instead).
    mutating func toggleMute() -> [FlowEffect] {
        switch sound {
        case .unavailable(let reason):
            message = .noSound(reason: reason)
            return []
        case .on:
            sound = .muted
            choices.soundOn = false
            return [.setMuted(true), .remember(choices)]
        case .muted:
            sound = .on
            choices.soundOn = true
            return [.setMuted(false), .remember(choices)]
        }
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
        reviewRequest = nil
        reviewed = []
        turningPoints = nil
        inspected = nil
    }
}
