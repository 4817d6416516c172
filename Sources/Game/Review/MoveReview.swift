/// One move of a reviewed game: where it went, the exact scores before and after it for the player
/// who made it, and the verdict they give (see ``MoveVerdict``).
///
/// Scores follow Pons' convention (see ``Solver``): 0 a draw; `22 - k` when the player wins with
/// their `k`-th stone; minus the opponent's such score when the player loses. ``before`` is the
/// best score the position allowed; ``after`` is the score the move kept (for a move that wins at
/// once, the winning score; for the 42nd stone without a win, 0).
///
/// Columns are 0-based, as everywhere in `Game`; views add 1.
public struct MoveReview: Hashable, Sendable {
    /// The move's 0-based index in the game (move number - 1).
    public var index: Int
    /// The column played, 0-based.
    public var column: Int
    /// The best score the position allowed the mover (Pons' convention).
    public var before: Int
    /// The score the move kept for the mover (Pons' convention); at most ``before``.
    public var after: Int
    /// Every column (0-based, in order) that kept ``before``; holds ``column`` when the move was best.
    public var bestColumns: [Int]
    /// The score of every column for the mover, column 0 first (nil for a full column), when the
    /// position was analysed column by column; nil when the book's stored score and best columns
    /// answered it (see ``GameReviewer``).
    public var columnScores: [Int?]?

    /// The review of the move `column` (0-based) at `index`, from the analysis of the position
    /// before it.
    ///
    /// - Parameters:
    ///   - index: the move's 0-based index in the game.
    ///   - column: the column played; `scores[column]` must be known.
    ///   - scores: every column's score for the mover (``Solver/analyze(_:weak:book:)``), nil for a
    ///     full column.
    public init(index: Int, column: Int, scores: [Int?]) {
        guard let after = scores[column], let before = scores.compactMap({ $0 }).max() else {
            preconditionFailure("the column played must be playable")
        }
        self.index = index
        self.column = column
        self.before = before
        self.after = after
        bestColumns = scores.indices.filter { scores[$0] == before }
        columnScores = scores
    }

    /// The review of a move from its scores and the position's best columns, without an analysis of
    /// every column (what the opening book stores).
    ///
    /// - Parameters:
    ///   - index: the move's 0-based index in the game.
    ///   - column: the column played.
    ///   - before: the best score the position allowed the mover.
    ///   - after: the score of the move for the mover; at most `before`.
    ///   - bestColumns: the columns that keep `before`, in order.
    public init(index: Int, column: Int, before: Int, after: Int, bestColumns: [Int]) {
        precondition(after <= before, "a move cannot score more than the position allowed")
        self.index = index
        self.column = column
        self.before = before
        self.after = after
        self.bestColumns = bestColumns
        columnScores = nil
    }

    /// The move's number in the game, from 1.
    public var number: Int { index + 1 }

    /// The player who made the move.
    public var player: Player { Player.playing(moveIndex: index) }

    /// How good the move was.
    public var verdict: MoveVerdict { MoveVerdict(before: before, after: after) }

    /// Whether the move kept the best score.
    public var isBest: Bool { after == before }
}
