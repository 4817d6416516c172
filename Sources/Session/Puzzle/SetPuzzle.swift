import Game
import History

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
