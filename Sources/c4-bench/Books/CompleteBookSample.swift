import Game
import Music

/// A seeded sample of the complete book's deepest level as move strings (1-based columns, the
/// form Pons' `c4solver` reads), for checking the book against another solver: what
/// `c4-bench book-sample` prints. The committed golden files
/// `Tests/GameTests/Fixtures/complete-book-pons-depthD.txt` (D = 8, 9; seed 1) are this sample scored by `c4solver`.
enum CompleteBookSample {
    /// `count` positions of `depth` stones, drawn with `seed` from the positions
    /// ``CompleteBookLevels/levels(depth:)`` holds at that depth (one orientation of each), in the
    /// generator's order, so that a sample scored while the book grows meets its solved part first.
    static func moves(depth: Int, count: Int, seed: UInt64) -> [String] {
        var seen = [Set<UInt64>](repeating: [], count: depth + 1)
        var deepest: [String] = []
        // The same walk as CompleteBookLevels.levels, carrying the moves that reach each position.
        func walk(_ position: Position, _ moves: String) {
            let ply = position.moveCount
            guard seen[ply].insert(position.canonicalKey.key).inserted else { return }
            guard ply < depth else { return deepest.append(moves) }
            for column in CompleteBookLevels.walkOrder
            where position.canPlay(column) && !position.isWinningMove(column) {
                var child = position
                child.play(column)
                if !child.canWinNext { walk(child, moves + String(column + 1)) }
            }
        }
        walk(Position(), "")
        var generator = SeededGenerator(seed: seed)
        var drawn = Array(deepest.indices)
        drawn.shuffle(using: &generator)
        return drawn.prefix(count).sorted().map { deepest[$0] }
    }
}
