/// A lower bound on the score of a position one stone deeper than the book answers, from the book's
/// scores of the positions that lead to it.
///
/// A position `C` can be reached from every position `P'` that is `C` without one of the top stones of
/// the player who moved last: that player, to move in `P'`, may play that stone, so `P'` scores at least
/// `-score(C)`, and `C` scores at least `-score(P')`. Where the book answers the `P'` (the complete book
/// holds every position of up to 9 stones), this proves at once that many a 10-stone position is better
/// for its player to move than its parent's score requires: a line of perfect play or a review then
/// skips the null-window search that would prove the same of that column, and when every other column
/// is settled so, the one left keeps the score without the search that proves it (the costliest kind:
/// every reply refuted). An exact solve starts from the bound.
///
/// ```swift
/// var child = position  // 9 stones, the score `s` known
/// child.play(3)
/// if let bound = book.lowerBound(of: child), bound > -s { /* column 3 does not keep the score */ }
/// ```
extension OpeningBook {
    /// The best lower bound on the score of `position` (for the player to move) that the book's answers for
    /// the positions one stone earlier give, or nil when the book answers none of them.
    ///
    /// - Parameter position: a position where the game is not over.
    /// - Complexity: up to seven ``score(of:)`` lookups; none when `position` is more than one stone
    ///   deeper than the book's deepest level.
    public func lowerBound(of position: Position) -> Int? {
        guard position.moveCount > 0, position.moveCount <= answerDepth + 1 else { return nil }
        // The last mover's stones, and every stone; the last mover is to move in each earlier position.
        let mover = position.current ^ position.mask
        var bound: Int?
        for column in 0..<Position.width {
            let stones = position.mask & Position.columnMask(column)
            if stones == 0 { continue }
            // The column's top stone: the highest set bit of its cells.
            let top: UInt64 = 1 << UInt64(63 - stones.leadingZeroBitCount)
            guard mover & top != 0 else { continue }
            let earlier = Position(current: mover & ~top, mask: position.mask & ~top)
            // Neither player has four in `earlier` (its stones are among `position`'s, where the game goes
            // on and the last mover's move did not win), so the book may be asked about it.
            guard let score = score(of: earlier) else { continue }
            bound = max(bound ?? -score, -score)
        }
        return bound
    }
}
