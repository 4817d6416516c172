import Game
import Music

extension HistoryError {
    /// Why an entry of `history import` (a line, or a game of a JSON array) is not a game: the format
    /// it was read in and what does not hold.
    public indirect enum EntryProblem: Hashable, Sendable {
        /// The entry is not JSON text.
        case notJSON
        /// The line is both valid column digits and a valid data string (the import's format decides).
        case ambiguous(line: String)
        /// The line, read as column digits, is not a game.
        case moves(MoveRecordError)
        /// The line, read as a data string, is not a saved game.
        case dataString(SavedGameError)
        /// The line, in no format given, is neither; it looks most like a data string, and as one it is not a saved game.
        case lookedLikeData(SavedGameError)
        /// The JSON object's `key` (`moves`, `players[0].name`; nil: the object itself) does not hold.
        case json(key: String?, JSONProblem)
    }

    /// What does not hold in a value of a game's JSON object.
    public indirect enum JSONProblem: Hashable, Sendable {
        /// The entry is not an object.
        case notAGame
        /// A player is not an object.
        case notAnObject
        /// `moves` is not a string.
        case notColumnDigits
        /// `moves` is not a game.
        case moves(MoveRecordError)
        /// `players` is not an array of two.
        case notTwoPlayers
        /// `finished` is set, but the game is still going after `moves` moves.
        case finishedButGoing(moves: Int)
        /// `winner` is not the one the moves give (nil: no winner yet); `given` as JSON gave it.
        case winner(given: String, moves: String?)
        /// `winningCells` are not the cells the moves win with (`expected`, as JSON).
        case winningCells(expected: String)
        /// `music` is not a music string.
        case music(MusicStringError)
        /// The value is not a string.
        case notAString
        /// The value is not `true` or `false`.
        case notABool
        /// A player's name is refused.
        case name(HistoryError)
        /// A colour that is not one of `colours`.
        case notAColour(colours: [String])
        /// A bot level that is not one of `levels`.
        case notALevel(String, levels: [String])
        /// A player's kind is neither `human` nor `bot`.
        case notAKind
        /// A time that is not ISO 8601.
        case notATime(String)
        /// A time that is not a string.
        case notATimeString
    }
}
