extension GameReview {
    /// The moves that changed the outcome for the player who made them (a ``MoveVerdict/mistake`` or a
    /// ``MoveVerdict/blunder``), in order: the turning points, whose lines ``GameReviewer/turningPoints(of:in:)``
    /// adds. The last of them is the ``decidingMove``.
    public var turningMoves: [MoveReview] { moves.filter { $0.verdict.changesOutcome } }

    /// The outcome graph's values: for every move, the exact score of the position after it for the first
    /// player (Pons' convention: positive the first player wins, and the larger the sooner; negative the
    /// second player wins; 0 a draw).
    public var firstPlayerScores: [Int] { moves.map(\.firstPlayerScore) }
}

extension MoveReview {
    /// The exact score of the position after the move for the first player (Pons' convention).
    public var firstPlayerScore: Int { player == .first ? after : -after }
}

extension GameReview.Summary {
    /// The share of the player's moves that kept the outcome (best moves and inaccuracies), from 0 to 1;
    /// nil when the player made no move.
    public var accuracy: Double? {
        guard moveCount > 0 else { return nil }
        return Double(count(of: .best) + count(of: .inaccuracy)) / Double(moveCount)
    }
}
