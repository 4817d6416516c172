import Game

/// The positions of a complete book and the scores that follow from its deepest level.
///
/// A complete book of depth `D` holds the exact score of every legal position with at most `D`
/// stones (a position and its mirror image once; positions whose mover wins at once are left
/// out, since ``OpeningBook/score(of:)`` answers them without the book). Only the positions of
/// level `D` are solved; every shallower one follows from its children (negamax), so a
/// position's score is known as soon as all positions below it at level `D` are.
enum CompleteBookLevels {
    /// The columns in the order a depth-first walk takes them: centre first.
    static let walkOrder = [3, 2, 4, 1, 5, 0, 6]

    /// Every canonical position of each level `0...depth` (the game not over, the mover unable to
    /// win at once), each level in depth-first order from the empty board, centre columns first:
    /// consecutive positions of the deepest level share their ancestors, so a run that solves
    /// them in this order completes whole subtrees (and so shallower scores) as it goes.
    static func levels(depth: Int) -> [[Position]] {
        var levels = [[Position]](repeating: [], count: depth + 1)
        var seen = [Set<UInt64>](repeating: [], count: depth + 1)
        func walk(_ position: Position) {
            let ply = position.moveCount
            guard seen[ply].insert(position.canonicalKey.key).inserted else { return }
            levels[ply].append(canonical(position))
            guard ply < depth else { return }
            for column in walkOrder where position.canPlay(column) && !position.isWinningMove(column) {
                var child = position
                child.play(column)
                if !child.canWinNext { walk(child) }
            }
        }
        walk(Position())
        return levels
    }

    /// The least score each position of the deepest level is known to reach, by canonical key: a
    /// position whose score `s` `book` holds scores the most of its children's negated scores, so each
    /// child scores at least `-s` (the best one exactly `-s`). A solve given that bound
    /// (``Solver/solve(_:weak:atLeast:nodeLimit:)``) tests fewer scores.
    static func lowerBounds(levels: [[Position]], book: OpeningBook?) -> [UInt64: Int] {
        guard let book, levels.count >= 2 else { return [:] }
        var bounds: [UInt64: Int] = [:]
        for parent in levels[levels.count - 2] {
            guard let score = book.storedScore(of: parent) else { continue }
            for column in 0..<Position.width where parent.canPlay(column) && !parent.isWinningMove(column) {
                var child = parent
                child.play(column)
                let key = child.canonicalKey.key
                bounds[key] = max(bounds[key] ?? .min, -score)
            }
        }
        return bounds
    }

    /// `position` in the orientation of its canonical key.
    static func canonical(_ position: Position) -> Position {
        position.canonicalKey.isMirrored ? position.mirrored : position
    }

    /// The score of playing `column` in `position` when it is known: a move that ends the game
    /// (``Position/scoreWithoutSearch(playing:)``), one after which the opponent wins at once, or
    /// one whose position is in `known` (canonical key → score).
    static func childScore(_ position: Position, _ column: Int, known: [UInt64: Int]) -> Int? {
        if let score = position.scoreWithoutSearch(playing: column) { return score }
        var child = position
        child.play(column)
        if child.canWinNext { return -child.scoreOfWinningNow }
        return known[child.canonicalKey.key].map { -$0 }
    }

    /// The book's entries: the solved scores of the deepest level (best columns unknown: 0) and
    /// every shallower position whose children are all known, with its best columns.
    ///
    /// - Parameters:
    ///   - levels: from ``levels(depth:)``.
    ///   - solved: canonical key → exact score of positions of the deepest level (others ignored).
    ///   - kept: a book whose scores (and best columns) stand in for shallower positions whose children
    ///     are not all known yet: the book the run extends (a depth-9 run keeps the finished depth 8).
    static func entries(levels: [[Position]], solved: [UInt64: Int], kept: OpeningBook? = nil) -> [OpeningBook.Entry] {
        var known: [UInt64: Int] = [:]
        var entries: [OpeningBook.Entry] = []
        for position in levels[levels.count - 1] {
            guard let score = solved[position.key] else { continue }
            known[position.key] = score
            entries.append(OpeningBook.Entry(key: position.key, bestColumns: 0, score: score))
        }
        for ply in stride(from: levels.count - 2, through: 0, by: -1) {
            for position in levels[ply] {
                var best = Int.min
                var mask: UInt8 = 0
                var complete = true
                for column in 0..<Position.width where position.canPlay(column) {
                    guard let score = childScore(position, column, known: known) else {
                        complete = false
                        break
                    }
                    if score > best {
                        best = score
                        mask = 0
                    }
                    if score == best { mask |= 1 << UInt8(column) }
                }
                if !complete {
                    guard let score = kept?.storedScore(of: position) else { continue }
                    best = score
                    mask = kept?.storedBestMoves(in: position)?.reduce(0) { $0 | 1 << UInt8($1) } ?? 0
                }
                known[position.key] = best
                entries.append(OpeningBook.Entry(key: position.key, bestColumns: mask, score: best))
            }
        }
        return entries
    }
}
