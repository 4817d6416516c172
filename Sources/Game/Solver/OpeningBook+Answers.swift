/// What follows from the book, beyond the positions it stores: a position whose every move ends
/// the game or leads to a position the book can answer has the best of those scores.
///
/// This is the one lookup that `solve`, the hints, the bots and reviews share: it is exact
/// (negamax over the children) and costs at most `7 + 7²` binary searches, so it answers in
/// microseconds wherever it answers at all.
extension OpeningBook {
    /// How many plies below a position its answer may be derived from: 2 answers a position whose
    /// grandchildren are all in the book (or end the game).
    public static let derivationDepth = 2

    /// The exact score of `position` for the player to move, from the book: stored, or derived
    /// from the positions up to ``derivationDepth`` moves on.
    ///
    /// - Parameter position: a position where the game is not over.
    /// - Returns: the score (Pons' convention), or nil when the book does not determine it.
    /// - Complexity: O(49 log n).
    public func score(of position: Position) -> Int? {
        score(of: position, depth: Self.derivationDepth)
    }

    /// The score of every column of `position` (column 0 first; nil for a full column), as
    /// ``Solver/analyze(_:weak:)`` gives it, or nil when the book does not determine them all.
    ///
    /// - Parameters:
    ///   - position: a position where the game is not over.
    ///   - weak: when true, only signs (-1, 0, 1).
    /// - Complexity: O(49 log n).
    public func analysis(of position: Position, weak: Bool = false) -> [Int?]? {
        guard let scores = analysis(of: position, depth: Self.derivationDepth - 1) else { return nil }
        return weak ? scores.map { $0?.signum() } : scores
    }

    /// The best columns (0-based) of `position`: stored, or those of the best score in
    /// ``analysis(of:weak:)``; nil when the book does not determine them.
    ///
    /// - Complexity: O(49 log n).
    public func bestMoves(in position: Position) -> [Int]? {
        if let stored = storedBestMoves(in: position) { return stored }
        guard let scores = analysis(of: position, depth: Self.derivationDepth - 1),
              let best = scores.compactMap({ $0 }).max() else { return nil }
        return (0..<Position.width).filter { scores[$0] == best }
    }

    /// ``score(of:)`` deriving at most `depth` plies on.
    private func score(of position: Position, depth: Int) -> Int? {
        if let stored = storedScore(of: position) { return stored }
        if position.canWinNext { return position.scoreOfWinningNow }
        // Nothing below the book's deepest level plus `depth` can be derived.
        guard depth > 0, position.moveCount <= answerDepth + depth else { return nil }
        return analysis(of: position, depth: depth - 1)?.compactMap { $0 }.max()
    }

    /// Every column's score, each child's derived at most `depth` plies on.
    private func analysis(of position: Position, depth: Int) -> [Int?]? {
        guard position.moveCount <= answerDepth + depth + 1 else { return nil }
        var scores = [Int?](repeating: nil, count: Position.width)
        for column in 0..<Position.width where position.canPlay(column) {
            if let score = position.scoreWithoutSearch(playing: column) {
                scores[column] = score
                continue
            }
            var child = position
            child.play(column)
            guard let score = score(of: child, depth: depth) else { return nil }
            scores[column] = -score
        }
        return scores
    }
}
