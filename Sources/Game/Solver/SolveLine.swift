import Music

/// One position to solve, as written on a line of `solve`'s input or in an argument: `MOVES`, or
/// `MOVES SCORE` as in Pascal Pons' benchmark files (the score must be an integer, and is ignored).
public struct SolveLine: Sendable {
    /// The moves as written (column digits; empty for the empty board).
    public var moves: String
    /// The game they lead to (not over).
    public var game: Game

    /// Reads `MOVES` or `MOVES SCORE`, fields split by white space.
    ///
    /// - Throws: ``SolveLineError``: more than two fields, a second field that is not an integer, moves the
    ///   rules refuse, or a game that is already over.
    public init(parsing text: String) throws(SolveLineError) {
        let fields = text.split(whereSeparator: \.isWhitespace)
        guard fields.count <= 2 else { throw .extraFields(fields.count) }
        if fields.count == 2, Int(fields[1]) == nil { throw .badScore(String(fields[1])) }
        moves = fields.first.map(String.init) ?? ""
        do {
            game = try MoveRecord.parse(moves)
        } catch {
            throw .moves(error)
        }
        switch game.outcome {
        case .ongoing: break
        case .draw: throw .boardFull
        case .win: throw .alreadyWon
        }
    }
}

/// Why a line cannot be solved: the facts, worded by the wording layer (``Phrases``).
public enum SolveLineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The moves are not a game (a character that is not a column, a move the rules refuse).
    case moves(MoveRecordError)
    /// More than `MOVES SCORE`: this many fields.
    case extraFields(Int)
    /// The second field, which is not an integer.
    case badScore(String)
    /// The moves fill the board.
    case boardFull
    /// The moves end in a four.
    case alreadyWon

    /// The problem in words, as the wording layer says it.
    public var description: String { Phrases.of(self) }
}
