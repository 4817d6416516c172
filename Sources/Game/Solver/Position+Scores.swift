/// Scores that need no search, in Pons' convention (positive: the player to move wins; the sooner,
/// the higher): the one place they are worked out, for the solver, the opening book's answers and
/// the hints.
extension Position {
    /// The score of the player to move winning with their next piece: `(43 − moves) / 2`.
    public var scoreOfWinningNow: Int { (Self.cellCount + 1 - moveCount) / 2 }

    /// The exact score of playing `column` when it needs no search: a win at once
    /// (``scoreOfWinningNow``) or the board's last cell (a draw, 0); nil when it needs a search or
    /// the column is full.
    public func scoreWithoutSearch(playing column: Int) -> Int? {
        guard canPlay(column) else { return nil }
        if isWinningMove(column) { return scoreOfWinningNow }
        if moveCount + 1 == Self.cellCount { return 0 }
        return nil
    }
}
