/// Every column's score, and the best columns: the analyses `solve --analyze`, the hints and the reviews
/// need, built on ``Solver/solve(_:weak:atLeast:nodeLimit:)``.
extension Solver {
    /// The score of every move in `position`, column 0 first: `nil` for a full column.
    ///
    /// A move that wins at once gets the winning score `22 - k` of the player to move.
    /// - Parameters:
    ///   - position: a position where the game is not over.
    ///   - weak: when true, only signs (-1, 0, 1).
    /// - Returns: seven scores from the point of view of the player to move.
    /// - Complexity: up to seven calls of ``solve(_:weak:)``.
    public func analyze(_ position: Position, weak: Bool = false) -> [Int?] {
        analyze(position, weak: weak, nodeLimit: .max)!
    }

    /// Like ``analyze(_:weak:)``, but gives up after searching `nodeLimit` positions in all.
    ///
    /// - Returns: the seven scores, or nil when the budget ran out.
    public func analyze(_ position: Position, weak: Bool = false, nodeLimit: Int) -> [Int?]? {
        precondition(!position.isFull && !position.isWonByLastMover, "the game is over")
        let start = nodeCount
        var scores = [Int?](repeating: nil, count: Position.width)
        for column in 0..<Position.width where position.canPlay(column) {
            if let score = position.scoreWithoutSearch(playing: column) {
                scores[column] = weak ? score.signum() : score
                continue
            }
            var child = position
            child.play(column)
            let budget = nodeLimit == .max ? .max : nodeLimit - (nodeCount - start)
            guard budget > 0, let score = solve(child, weak: weak, nodeLimit: budget) else {
                return nil
            }
            scores[column] = -score
        }
        return scores
    }

    /// ``analyze(_:weak:)`` taking each column's score from `book` where it determines it
    /// (``OpeningBook/score(of:)``) and solving only the others.
    ///
    /// - Complexity: up to seven calls of ``solve(_:weak:)``, one per column the book leaves open.
    /// Where the book knows the position's own score `s` (a complete book's deepest level), each
    /// column is solved knowing it scores at most `s`.
    public func analyze(_ position: Position, weak: Bool = false, book: OpeningBook?) -> [Int?] {
        precondition(!position.isFull && !position.isWonByLastMover, "the game is over")
        let known = book?.score(of: position)
        return (0..<Position.width).map { column in
            guard position.canPlay(column) else { return nil }
            var score = position.scoreWithoutSearch(playing: column)
            if score == nil {
                var child = position
                child.play(column)
                score = book?.score(of: child).map { -$0 }
                    ?? -solve(child, weak: weak, atLeast: known.map { -$0 } ?? .min, nodeLimit: .max)!
            }
            return weak ? score?.signum() : score
        }
    }

    /// The best exact score in `position` and every column that achieves it.
    ///
    /// Cheaper than ``analyze(_:weak:)``: one full solve, then one null-window search per
    /// column to test whether it reaches that score.
    /// - Parameters:
    ///   - position: a position where the game is not over.
    ///   - known: the position's exact score when it is known (a review knows it from the move
    ///     before: minus the score of the move that led here); then it is not solved again.
    ///   - verdict: given the position's score, whether a column keeps it when that is known without a
    ///     search (e.g. from the book, ``OpeningBook/score(of:)`` and ``OpeningBook/lowerBound(of:)``),
    ///     else nil: a column it answers is not searched.
    /// - Returns: the score of the position and the 0-based columns of its best moves, in order.
    /// - Complexity: one ``solve(_:weak:)`` (none when the score is known) and up to seven
    ///   null-window searches.
    public func bestMoves(in position: Position, score known: Int? = nil,
                          verdict: (_ column: Int, _ score: Int) -> Bool? = { _, _ in nil }) -> (score: Int, columns: [Int]) {
        precondition(!position.isFull && !position.isWonByLastMover, "the game is over")
        let playable = (0..<Position.width).filter(position.canPlay)
        let winning = playable.filter(position.isWinningMove)
        if !winning.isEmpty {
            return (position.scoreOfWinningNow, winning)
        }
        let score = known ?? solve(position)
        let verdicts = playable.map { keeps($0, in: position, score: score, verdict: verdict) }
        var best: [Int] = []
        for (index, column) in playable.enumerated() {
            // Some column keeps the score: the last one that may, when none before it did.
            let keeps = verdicts[index]
                ?? (best.isEmpty && verdicts[(index + 1)...].allSatisfy { $0 == false } || isBest(column, in: position, score: score))
            if keeps { best.append(column) }
        }
        return (score, best)
    }

    /// The first column in `order` that keeps the best score of `position`, and that score: what a line of
    /// perfect play needs, one best move, for fewer null-window searches than ``bestMoves(in:score:verdict:)``
    /// (it stops at the first best column; a winning column comes first whatever the order).
    ///
    /// - Parameters:
    ///   - position: a position where the game is not over.
    ///   - known: the position's exact score when it is known.
    ///   - order: the columns to try, in order (every playable column must be in it).
    ///   - verdict: given the position's score, whether a column keeps it when that is known without a
    ///     search, else nil (as in ``bestMoves(in:score:verdict:)``).
    public func bestMove(in position: Position, score known: Int? = nil, order: [Int],
                         verdict: (_ column: Int, _ score: Int) -> Bool? = { _, _ in nil }) -> (score: Int, column: Int) {
        precondition(!position.isFull && !position.isWonByLastMover, "the game is over")
        let playable = order.filter(position.canPlay)
        if let winning = playable.first(where: position.isWinningMove) {
            return (position.scoreOfWinningNow, winning)
        }
        let score = known ?? solve(position)
        let verdicts = playable.map { keeps($0, in: position, score: score, verdict: verdict) }
        for (index, column) in playable.enumerated() {
            // The columns before this one do not keep the score, and some column does: this one, when no
            // column after it may.
            if verdicts[index] ?? (verdicts[(index + 1)...].allSatisfy { $0 == false } || isBest(column, in: position, score: score)) {
                return (score, column)
            }
        }
        preconditionFailure("no column keeps the score \(score)")
    }

    /// Whether `column` keeps `score`, the exact score of `position` (where no column wins at once), when that
    /// is known without a search: the move lets the opponent win at once or fills the board (the child's
    /// exact score is known), or `verdict` tells; nil when only a search can tell.
    private func keeps(_ column: Int, in position: Position, score: Int, verdict: (Int, Int) -> Bool?) -> Bool? {
        var child = position
        child.play(column)
        if child.canWinNext { return -(Position.cellCount - position.moveCount) / 2 == score }
        if child.isFull { return score == 0 }
        return verdict(column, score)
    }

    /// Whether `column` keeps `score`, the exact score of `position` (where no column wins at once).
    private func isBest(_ column: Int, in position: Position, score: Int) -> Bool {
        var child = position
        child.play(column)
        if child.canWinNext { return -(Position.cellCount - position.moveCount) / 2 == score }
        if child.isFull { return score == 0 }
        // The child's score is at least -score; the move is best when it is not more: every reply must be
        // searched, so a helper thread takes them from the other end.
        return !scoreIsAtLeast(child, -score + 1, splitsRoot: true)
    }
}
