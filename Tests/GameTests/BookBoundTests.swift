import Music
import Testing
@testable import Game

/// ``OpeningBook/lowerBound(of:)``: the bound the book's positions one stone earlier give never exceeds
/// the true score, and often settles it. Checked where the complete book also knows the true score (its
/// 9-stone positions, bounded from the 8-stone ones), on seeded random games.
@Suite struct BookBoundTests {
    @Test func theBoundNeverExceedsTheScore() throws {
        let book = try CompleteBookTests.committedBook()
        let depth = book.maxMoveCount
        var random = SeededGenerator(seed: 40)
        var checked = 0, exact = 0, attempts = 0
        while checked < 300 && attempts < 3_000 {
            attempts += 1
            var position = Position()
            while position.moveCount < depth {
                let columns = (0..<Position.width).filter { position.canPlay($0) && !position.isWinningMove($0) }
                guard let column = columns.randomElement(using: &random) else { break }
                position.play(column)
            }
            guard position.moveCount == depth, !position.canWinNext, let score = book.score(of: position) else { continue }
            let bound = try #require(book.lowerBound(of: position), "the parents of \(position.key) are in the book")
            #expect(bound <= score, "position \(position.key)")
            checked += 1
            if bound == score { exact += 1 }
        }
        #expect(checked == 300)
        // The bound is worth asking: it settles a good share of the scores.
        #expect(exact > 0)
    }

    @Test func noBoundBeyondTheBook() throws {
        let book = try CompleteBookTests.committedBook()
        var position = Position()
        for column in [3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2] { position.play(column) }
        #expect(position.moveCount > book.maxMoveCount + 1)
        #expect(book.lowerBound(of: position) == nil)
    }
}
