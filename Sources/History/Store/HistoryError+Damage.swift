import Game
import Music

extension HistoryError {
    /// What does not hold in a stored game's row (edited by hand, or written by a buggy version): the
    /// column and the value it holds.
    public indirect enum DamagedGame: Hashable, Sendable {
        /// The column digits are not a game.
        case moves(String, MoveRecordError)
        /// The music is not a music string.
        case music(String, MusicStringError)
        /// The start is not an ISO 8601 time.
        case startedNotATime(String)
        /// The finish is not an ISO 8601 time.
        case finishedNotATime(String)
        /// A player's colour is not one of the palette's.
        case colourNotInPalette(Int)
        /// A bot's level is not one this version knows.
        case unknownBotLevel(String)
        /// A player's kind is neither `human` nor `bot`.
        case unknownPlayerKind(String)
        /// The game breaks one of the store's rules (``StoredGame/check()``).
        case breaksRule(HistoryError)
        /// The stored winner is not the one the moves give (nil: no winner yet).
        case winner(stored: String, moves: String?)
    }

    /// What does not hold in a stored player's row.
    public enum DamagedPlayer: Hashable, Sendable {
        /// The name is not valid UTF-8.
        case nameNotUTF8
        /// A result column does not hold a whole number from 0.
        case notACount(column: String, value: StoredValue)
    }

    /// A value as SQLite holds it, to show: a number or text as it is, or which kind it is.
    public enum StoredValue: Hashable, Sendable {
        case text(String)
        case bytes
        case null
    }
}
