import Game
import History
import SessionFacts

/// A puzzle as it is set: its ID, the position and every column's score (``Puzzle``), and who plays it.
public struct SetPuzzle: Hashable, Sendable {
    /// Which puzzle.
    public var id: PuzzleID
    /// The position, its scores and the rule for right answers.
    public var puzzle: Puzzle
    /// Who played the game it comes from (a seeded one: "Player 1" red, "Player 2" yellow).
    public var seats: Seats

    /// A puzzle with its ID and players.
    public init(id: PuzzleID, puzzle: Puzzle, seats: Seats) {
        self.id = id
        self.puzzle = puzzle
        self.seats = seats
    }

    /// The number of the move to find (from 1).
    public var move: Int { puzzle.moves.count + 1 }

    /// The game up to the position.
    public var game: Game { Self.played(puzzle.moves) }

    /// The game at the end of `answer`'s line: the position, the answer, then perfect play.
    public func end(of answer: PuzzleAnswer) -> Game { Self.played(puzzle.moves + [answer.column] + answer.line) }

    private static func played(_ columns: [Int]) -> Game {
        var game = Game()
        for column in columns { _ = try? game.play(column) }
        return game
    }
}


/// Which puzzle: the position before a person's mistake in a stored game (`12:7`: game 12, before move 7,
/// as `play --from` names it), or a seeded position (`seed:3`, the same on every run).
public enum PuzzleID: Hashable, Sendable, CustomStringConvertible {
    /// The position before move `move` (from 1) of stored game `game`.
    case stored(game: GameID, move: Int)
    /// The position a seeded random game reaches (``SeededPuzzle``).
    case seeded(UInt64)

    /// `12:7` or `seed:3`.
    ///
    /// - Throws: ``PuzzleError/badID(_:)`` for anything else.
    public init(parsing text: String) throws(PuzzleError) {
        if text.hasPrefix("seed:"), let seed = UInt64(text.dropFirst(5)), text.allSatisfy(\.isASCII) {
            self = .seeded(seed)
        } else if let point = StartingPoint(parsing: text) {
            self = .stored(game: point.id, move: point.move)
        } else {
            throw .badID(text)
        }
    }

    /// `12:7` or `seed:3`: the form the history keeps and `puzzle ID` takes.
    public var description: String {
        switch self {
        case .stored(let game, let move): "\(game):\(move)"
        case .seeded(let seed): "seed:\(seed)"
        }
    }

    /// The stored game, for a stored puzzle.
    public var game: GameID? {
        if case .stored(let game, _) = self { return game }
        return nil
    }
}
