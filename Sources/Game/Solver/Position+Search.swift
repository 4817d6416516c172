/// Bitboard helpers the solver's search needs on top of the rules.
///
/// These follow parts 10 and 11 of Pascal Pons' tutorial "Solving Connect 4"
/// (blog.gamesolver.org): anticipating losing moves and ordering moves by the threats they make.
extension Position {
    /// The moves (one bit per column, at the cell where the stone would land) that do not let
    /// the opponent win on their next move.
    ///
    /// When the opponent threatens to win in two places at once there is no such move and the
    /// result is 0; when they threaten one cell the only candidate is to block it. A move just
    /// below an opponent's winning cell is excluded too, since it would let them play there.
    ///
    /// - Precondition: the player to move cannot win at once (check ``canWinNext`` first).
    /// - Complexity: O(1).
    @inline(__always)
    public var possibleNonLosingMoves: UInt64 {
        possibleNonLosingMoves(opponentWins: opponentWinningCells)
    }

    /// ``possibleNonLosingMoves`` given ``opponentWinningCells`` (which the solver's search
    /// already knows from ranking the previous move).
    @inline(__always)
    func possibleNonLosingMoves(opponentWins: UInt64) -> UInt64 {
        var moves = possible
        let forced = moves & opponentWins
        if forced != 0 {
            // Two forced blocks at once cannot both be made: every move loses.
            if forced & (forced &- 1) != 0 { return 0 }
            moves = forced
        }
        return moves & ~(opponentWins >> 1)
    }

    /// How promising the move `move` (a landing-cell bit) is: the number of cells that would
    /// then complete a line of four for the player making it (Pons, part 10).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    public func threatCount(after move: UInt64) -> Int {
        Self.openLines(of: current | move, mask: mask).nonzeroBitCount
    }

    /// The position seen in a mirror: column `c` becomes column `6 - c`.
    ///
    /// The mirror image has the same score, and the same best moves mirrored.
    /// - Complexity: O(1).
    public var mirrored: Position {
        var result = self
        result.setBitboards(current: Self.mirror(current), mask: Self.mirror(mask))
        return result
    }

    /// `bits` with its columns swapped left to right.
    @inline(__always)
    public static func mirror(_ bits: UInt64) -> UInt64 {
        let column: UInt64 = (1 << UInt64(height + 1)) - 1
        let step = UInt64(height + 1)
        var result: UInt64 = 0
        result |= (bits & column) << (6 * step)
        result |= (bits & (column << step)) << (4 * step)
        result |= (bits & (column << (2 * step))) << (2 * step)
        result |= bits & (column << (3 * step))
        result |= (bits & (column << (4 * step))) >> (2 * step)
        result |= (bits & (column << (5 * step))) >> (4 * step)
        result |= (bits & (column << (6 * step))) >> (6 * step)
        return result
    }

    /// The key of the position or of its mirror image, whichever is smaller, and whether it
    /// was the mirror's.
    ///
    /// Both a position and its mirror image get the same canonical key, so the solver can
    /// share what it learns about them.
    /// - Complexity: O(1).
    @inline(__always)
    public var canonicalKey: (key: UInt64, isMirrored: Bool) {
        // No carry crosses a column in `current + mask`, so the mirror's key is the key's mirror.
        let k = key
        let m = Self.mirror(k)
        return m < k ? (m, true) : (k, false)
    }

    /// Cells of rows 1, 3 and 5 (counted from 1 at the bottom).
    static let oddRows: UInt64 = 0x54A9_52A5_4A95

    /// An upper bound on the score by Allis' claimeven rule, or nil when it does not apply.
    ///
    /// When the first player is to move, an even number of columns have odd heights. The second
    /// player can then answer every move until the board is full: right on top of it in a column
    /// of even height, and in the lowest empty cell of another column of odd height (taken in
    /// pairs) when the first player starts one of those. The first player thus gets at most the
    /// empty cells of rows 1, 3 and 5 plus the lowest empty cells of the odd columns; the second
    /// player at least the other empty cells of rows 2, 4 and 6. If the first player has no line
    /// of four within theirs, they cannot win (bound 0); if the second player then has one within
    /// theirs, the second player wins (bound -1).
    /// - Complexity: O(1).
    @inline(__always)
    var claimevenBound: Int? {
        guard moveCount & 1 == 0 else { return nil }
        let empty = Self.boardMask & ~mask
        // The lowest empty cells of the columns of odd height (they lie on rows 2, 4 and 6).
        let low = possible & ~Self.oddRows
        if Self.hasFour(current | (empty & Self.oddRows) | low) { return nil }
        return Self.hasFour((current ^ mask) | (empty & ~Self.oddRows & ~low)) ? -1 : 0
    }

    /// An upper bound on the second player's score (they are to move) by Allis' odd-threat
    /// zugzwang, or nil when it does not apply.
    ///
    /// With the second player to move, an odd number of columns have odd heights. The rule applies
    /// when the first player has a winning cell `t` on row 1, 3 or 5 of one of them, `c`. The first
    /// player then answers every move: right on top of it in `c` and in the columns of even height,
    /// and in the lowest empty cell of another odd column (the others taken in pairs) when the
    /// second player starts one of those. The second player thus gets at most the empty cells of
    /// rows 1, 3 and 5 outside `c`, the lowest empty cells of the other odd columns, and in `c` the
    /// cells of rows 2, 4 and 6 below `t`: once the rest of the board is full the second player
    /// must play right below `t`, and the first player wins there. Unless the second player
    /// completes a line first: the rule holds only when those cells give them no line of four.
    ///
    /// The first player then wins at the latest with the stone on `t`, when only the cells above
    /// `t` are empty: on row 3 with their 20th stone (score 2), on row 5 with their 21st (score 1).
    /// The bound is minus the best such score.
    /// - Complexity: O(1).
    @inline(__always)
    var oddThreatBound: Int? {
        oddThreatBound(firstPlayerWins: opponentWinningCells)
    }

    /// ``oddThreatBound`` given the first player's winning cells (the opponent's
    /// ``opponentWinningCells``), which the search often knows already.
    @inline(__always)
    func oddThreatBound(firstPlayerWins: UInt64) -> Int? {
        guard moveCount & 1 == 1 else { return nil }
        // The lowest empty cells of the columns of odd height.
        let low = possible & ~Self.oddRows
        let empty = Self.boardMask & ~mask
        var bound: Int? = nil
        // The first player's winning cells on rows 1, 3 and 5, lowest bit first: within a
        // column the lowest gives the second player the fewest cells.
        var threats = firstPlayerWins & Self.oddRows
        while threats != 0 {
            let threat = threats & (0 &- threats)
            threats &= threats &- 1
            let column = Self.columnMask(threat.trailingZeroBitCount / (Self.height + 1))
            // Only a column of odd height will do.
            if low & column == 0 { continue }
            let below = threat &- 1
            let secondCells = current | (empty & Self.oddRows & ~column) | (low & ~column)
                | (empty & column & ~Self.oddRows & below)
            if Self.hasFour(secondCells) { continue }
            // Row r (0-based, even) of t: the first player's stone on t is their (19 + r/2)th.
            let row = threat.trailingZeroBitCount % (Self.height + 1)
            bound = min(bound ?? 0, -(3 - row / 2))
        }
        return bound
    }

    /// Whether the player who made the last move has four in a row (the game is won).
    public var isWonByLastMover: Bool { Self.hasFour(current ^ mask) }

    /// Whether the board is full.
    public var isFull: Bool { moveCount == Self.cellCount }
}
