import Game
import GameFlow
import SessionFacts
import Speech

// A session's refusals in words: the game or line at fault and what is wrong with it, the sound or the
// terminal that failed, a render's output that cannot be. What a person named for the run is called by the
// front end's own name (``FrontEnd``: `--moves`, `-o`), and its advice ends a line where it has some.

extension SessionError {
    /// "--moves: move 7: column 4 is full", "line 3: 'x' is not a column (1-7), u, h or q".
    public func words(in frontEnd: FrontEnd = .current) -> String {
        switch self {
        case .badMoves(let error):
            return "\(frontEnd.name(.moves)): \(error.words)"
        case .badMusic(let error):
            return "\(frontEnd.name(.music)): \(error)"
        case .noMoves(.given, .play):
            return "\(frontEnd.name(.moves)): " + tr("the game has no moves, so there is nothing to play")
        case .noMoves(.given, .review):
            return "\(frontEnd.name(.moves)): " + tr("the game has no moves, so there is nothing to review")
        case .noMoves(.stored(let id), .play):
            return tr("game {id} has no moves yet, so there is nothing to play", ["id": id])
        case .noMoves(.stored(let id), .review):
            return tr("game {id} has no moves yet, so there is nothing to review", ["id": id])
        case .noSuchMove(let id, let move, let count):
            return "\(frontEnd.name(.from)): " + trn("game {id} has {count} move; give a move from 1 to {count}, not {move}",
                                                    "game {id} has {count} moves; give a move from 1 to {count}, not {move}", count,
                                                    ["id": id, "move": move])
        case .unplayable(let id, let cause):
            return tr("game {id}: {reason}", ["id": id, "reason": "\(cause)"])
        case .badLine(let line, let problem):
            return tr("line {line}: {problem}", ["line": line, "problem": problem.words])
        case .bank(let error):
            return error.words(in: frontEnd)
        case .audio(let error):
            return error.words
        case .soundStopped:
            return tr("the sound stopped before the end of the game")
        case .terminal(let error):
            return "\(error)"
        case .notSaved(let moves, let cause):
            return tr("the history database is busy and the move could not be kept beside it ({reason}): game moves {moves} not saved",
                      ["reason": "\(cause)", "moves": moves.isEmpty ? tr("(none)") : moves])
        case .standardOutputIsTerminal:
            let line = "\(frontEnd.name(.output)) -: " + tr("standard output is a terminal; WAV data is not written to one")
            return frontEnd.advice(.pipeOrFile).map { "\(line) (\($0))" } ?? line
        case .unknownExtension(let path):
            return tr("{path}: unknown extension (use .wav, .flac, .ogg, .mp3 or .mid, or - for WAV on standard output)",
                      ["path": path])
        case .sampleRate(let rate, .outOfRange(let range)):
            return "\(frontEnd.name(.sampleRate)) \(rate): "
                + tr("must be between {low} and {high} Hz", ["low": range.lowerBound, "high": range.upperBound])
        case .sampleRate(let rate, .notAmong(let rates, let format)):
            return "\(frontEnd.name(.sampleRate)) \(rate): "
                + tr("{format} takes only {rates} Hz", ["format": format.rawValue.uppercased(), "rates": ListWords.either(rates.map(String.init))])
        case .file(let error) where error.path == nil && error.function == "write":
            // The same words as every other command's failed standard output.
            return "\(error.placeWords): \(error.problem.words)"
        case .file(let error):
            return error.words
        case .speech(let error as SynthesisError):
            return "\(frontEnd.name(.speak)): " + error.words
        case .speech(let error):
            return "\(frontEnd.name(.speak)): \(error)"
        }
    }

    /// `line`, then the front end's advice after a semicolon when it has one.
    static func advised(_ line: String, _ advice: String?) -> String {
        advice.map { "\(line); \($0)" } ?? line
    }
}

extension SessionError.LineProblem {
    /// "'x' is not a column (1-7), u, h or q", "column 4 is full".
    public var words: String {
        switch self {
        case .notAMove(let text):
            tr("'{text}' is not a column (1-7), u, h or q", ["text": SafeText.shown(text)])
        case .columnFull(let column):
            tr("column {column} is full", ["column": column])
        case .cannotUndo(let notice):
            // The flow's notice as a clause: "nothing to undo" (its sentence without capital and stop).
            Self.clause(notice.words)
        case .tooLong(let maximum):
            tr("longer than {maximum} bytes; one move a line (1-7, u, h or q)", ["maximum": maximum])
        }
    }

    static func clause(_ sentence: String) -> String {
        var text = sentence
        if text.hasSuffix(".") { text.removeLast() }
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
