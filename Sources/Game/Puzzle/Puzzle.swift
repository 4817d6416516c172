/// A position set as an exercise: find a move that keeps the outcome the position allows.
///
/// The outcome class is the sign of the position's exact score for the player to move (a win, a draw or a
/// loss under perfect play). **The rule:** an answer is right exactly when its column keeps that class: in a
/// won position every move that still wins (however slowly, not only the quickest), in a drawn one every
/// move that still draws. The scores come from the opening book where it has them, else from the solver,
/// one per column, as `solve --analyze` gives them.
///
/// ```swift
/// let puzzle = Puzzle(moves: [3, 3, 4], solver: solver, book: book)
/// puzzle.accepted                 // the columns (0-based) that keep the outcome
/// puzzle.answer(2, reviewer: reviewer).isRight
/// ```
public struct Puzzle: Hashable, Sendable {
    /// The moves that lead to the position, 0-based columns.
    public var moves: [Int]
    /// Every column's exact score for the player to move (Pons' convention), nil for a full column.
    public var scores: [Int?]

    /// A puzzle of the position after `moves`, with every column's score already known.
    public init(moves: [Int], scores: [Int?]) {
        precondition(scores.count == Position.width && scores.contains { $0 != nil }, "a position where a move is possible")
        self.moves = moves
        self.scores = scores
    }

    /// A puzzle of the position after `moves` (the game not over), each column scored by `book` where it
    /// answers, else by `solver`.
    public init(moves: [Int], solver: Solver, book: OpeningBook?) {
        let position = Position(columns: moves)
        self.init(moves: moves, scores: book?.analysis(of: position) ?? solver.analyze(position, book: book))
    }

    /// The position to solve.
    public var position: Position { Position(columns: moves) }

    /// The player to move.
    public var player: Player { Player.playing(moveIndex: moves.count) }

    /// The best score the position allows the player to move.
    public var bestScore: Int { scores.compactMap { $0 }.max()! }

    /// The outcome to keep, for the player to move: 1 a win, 0 a draw, -1 a loss.
    public var outcome: Int { bestScore.signum() }

    /// The right answers: every column (0-based, in order) whose score keeps ``outcome``.
    public var accepted: [Int] { scores.indices.filter { scores[$0]?.signum() == outcome } }

    /// Whether `column` can be played in the position.
    public func isPlayable(_ column: Int) -> Bool { scores.indices.contains(column) && scores[column] != nil }

    /// Whether at least one column loses the outcome: a position worth setting as a puzzle.
    public var hasWrongAnswer: Bool { accepted.count < scores.compactMap { $0 }.count }

    /// The verdict on `column` (0-based, playable): right or wrong, what it leads to, and the perfect line
    /// after it (``GameReviewer/line(from:score:)``).
    public func answer(_ column: Int, reviewer: GameReviewer) -> PuzzleAnswer {
        precondition(isPlayable(column), "a playable column")
        let score = scores[column]!
        var after = position
        after.play(column)
        let line = after.isFull || after.isWonByLastMover ? [] : reviewer.line(from: after, score: -score)
        return PuzzleAnswer(column: column, score: score, hint: Hint(score: score, moveCount: moves.count),
                            isRight: score.signum() == outcome, line: line)
    }
}

/// The verdict on one answer to a ``Puzzle``.
public struct PuzzleAnswer: Hashable, Sendable {
    /// The column answered, 0-based.
    public var column: Int
    /// Its exact score for the player who answered (Pons' convention).
    public var score: Int
    /// What it leads to, in the hints' terms (wins in N moves, draw, loses in N moves).
    public var hint: Hint
    /// Whether it keeps the puzzle's outcome.
    public var isRight: Bool
    /// Perfect play after it, the opponent's reply first (0-based columns); empty when it ends the game.
    public var line: [Int]
}
