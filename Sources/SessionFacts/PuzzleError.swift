import History
import Music

/// Why a puzzle or an answer to one was refused (`c4-audio puzzle`). Facts only: the wording layer says them
/// (``Music/Phrases``).
public enum PuzzleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text is not a puzzle's ID (`12:7` or `seed:3`).
    case badID(String)
    /// Move `move` of game `game` is not a mistake or a blunder of a person, so no puzzle has that ID.
    case notAPuzzle(game: GameID, move: Int)
    /// The answer is not a column from 1 to 7.
    case badColumn(String)
    /// The column is full in the puzzle's position.
    case fullColumn(Int)

    /// The error in words (``Music/Phrases``).
    public var description: String { Phrases.of(self) }
}
