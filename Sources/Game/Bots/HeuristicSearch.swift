/// A depth-limited alpha-beta search with a static evaluation, for the bot levels below
/// `perfect`: it sees immediate wins and blocks, and judges the rest by open threats.
///
/// Values are from the player to move: ±(1000 + cells left) for a forced win or loss inside the
/// horizon (sooner is bigger), and small numbers from ``evaluate(_:)`` otherwise.
struct HeuristicSearch {
    /// Positions searched.
    var nodes = 0

    /// Columns from the centre out: the usual good order for Connect 4.
    static let centreOrder = [3, 2, 4, 1, 5, 0, 6]

    /// Bits of the three middle columns.
    static let centreColumns: UInt64 =
        Position.columnMask(2) | Position.columnMask(3) | Position.columnMask(4)

    /// A guess at how good `position` is for the player to move.
    ///
    /// Each open threat (an empty cell completing a four) is worth 4, a stone in the three middle
    /// columns 1 (the middle one twice), both for the player to move and against the opponent.
    static func evaluate(_ position: Position) -> Int {
        let mine = position.current
        let theirs = position.current ^ position.mask
        let centre = Position.columnMask(3)
        let threats = position.winningCells.nonzeroBitCount - position.opponentWinningCells.nonzeroBitCount
        let middle = (mine & centreColumns).nonzeroBitCount - (theirs & centreColumns).nonzeroBitCount
            + (mine & centre).nonzeroBitCount - (theirs & centre).nonzeroBitCount
        return 4 * threats + middle
    }

    /// The value of `position` searched `depth` plies deep.
    ///
    /// - Precondition: the game is not over.
    mutating func value(_ position: Position, depth: Int, alpha alphaIn: Int, beta: Int) -> Int {
        nodes += 1
        let left = Position.cellCount - position.moveCount
        if position.canWinNext { return 1000 + left }
        let next = position.possibleNonLosingMoves
        if next == 0 { return -(1000 + left - 1) }
        if left <= 2 { return 0 }
        if depth <= 0 { return Self.evaluate(position) }
        var alpha = alphaIn
        var best = Int.min
        for column in Self.centreOrder {
            let move = next & Position.columnMask(column)
            guard move != 0 else { continue }
            var child = position
            child.play(move: move)
            let score = -value(child, depth: depth - 1, alpha: -beta, beta: -alpha)
            best = max(best, score)
            alpha = max(alpha, score)
            if alpha >= beta { break }
        }
        return best
    }

    /// The value of every column (nil when full) after `depth` plies, from the player to move.
    ///
    /// - Precondition: the game is not over.
    mutating func columnValues(_ position: Position, depth: Int) -> [Int?] {
        let left = Position.cellCount - position.moveCount
        return (0..<Position.width).map { column -> Int? in
            guard position.canPlay(column) else { return nil }
            if position.isWinningMove(column) { return 1000 + left }
            var child = position
            child.play(column)
            if child.isFull { return 0 }
            return -value(child, depth: depth - 1, alpha: -10_000, beta: 10_000)
        }
    }
}
