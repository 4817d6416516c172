import History

/// Why a session (a game, a replay, the demo) could not go on; its description is the one line the
/// command prints after `error: `.
public enum SessionError: Error, Equatable, CustomStringConvertible {
    /// A game given as text that cannot be played: `--moves: move 7: column 4 is full`.
    case badGame(source: String, reason: String)
    /// A stored game with no moves yet: nothing to play.
    case emptyGame(GameID)
    /// A stored game with no moves yet: nothing to review.
    case nothingToReview(GameID)
    /// A stored game whose record cannot be played on: `game 3: …`.
    case unplayable(GameID, reason: String)
    /// A line of scripted play that is not a move: `line 3: 'x' is not a column (1-7), u, h or q`.
    case badLine(Int, String)
    /// The sound device failed, or stopped before the end.
    case sound(String)
    /// The terminal cannot show the session.
    case terminal(String)
    /// A move that could be neither saved nor kept beside the database (a full disk while it was busy).
    case notSaved(String)
    /// A value the session cannot use: `--sample-rate 4000: must be between 8000 and 192000 Hz`.
    case invalid(String)
    /// A file that cannot be written.
    case file(String)

    /// The message.
    public var description: String {
        switch self {
        case .badGame(let source, let reason): "\(source): \(reason)"
        case .emptyGame(let id): "game \(id) has no moves yet, so there is nothing to play"
        case .nothingToReview(let id): "game \(id) has no moves yet, so there is nothing to review"
        case .unplayable(let id, let reason): "game \(id): \(reason)"
        case .badLine(let line, let reason): "line \(line): \(reason)"
        case .sound(let reason), .terminal(let reason), .notSaved(let reason), .invalid(let reason), .file(let reason): reason
        }
    }
}
