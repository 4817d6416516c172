import Foundation
import Music
import Testing
@testable import Game

/// The committed lines book (`Resources/book/lines.c4book`, `c4-bench line-book`) holds exact scores and
/// best columns, agreeing with the solver on a seeded sample; with it, the lines of perfect play from the
/// first stones are read from the books to the game's end; and a book consulting it answers from it only
/// after its own entries and the complete book's.
@Suite struct LineBookTests {
    static func committed(_ name: String) throws -> OpeningBook {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Resources/book/\(name)")
        return try OpeningBook(bytes: try Data(contentsOf: url))
    }

    /// The three committed books, consulted in the app's order.
    static func committedBooks() throws -> OpeningBook {
        let perfect = try committed("perfect.c4book"), complete = try committed("complete.c4book")
        let lines = try committed("lines.c4book")
        return perfect.consulting(LazyBook { complete }).consulting(lines: LazyBook { lines })
    }

    @Test func aSeededSampleAgreesWithTheSolver() throws {
        let entries = try Self.committed("lines.c4book").entries
        var generator = SeededGenerator(seed: 40)
        let solver = Solver(tableSizeLog2: 20, threads: 1)
        var verified = 0, drawn = 0
        // Debug builds are slow: a position whose columns the budget does not settle is left out, and
        // drawing goes on (up to 80) until eight are settled.
        sample: while verified < 8 && drawn < 80 {
            drawn += 1
            let entry = entries.randomElement(using: &generator)!
            let position = CompleteBookTests.position(key: entry.key)
            var best = Int.min
            var mask: UInt8 = 0
            for column in 0..<Position.width where position.canPlay(column) {
                var child = position
                child.play(column)
                let score = position.scoreWithoutSearch(playing: column) ?? solver.solve(child, nodeLimit: 200_000).map { -$0 }
                guard let score else { continue sample }
                if score > best { (best, mask) = (score, 0) }
                if score == best { mask |= 1 << UInt8(column) }
            }
            #expect(best == entry.score && mask == entry.bestColumns, "\(entry.key)")
            verified += 1
        }
        #expect(verified == 8, "\(verified) of \(drawn) drawn settled")
    }

    /// Every line from the positions of up to two stones (the generator's roots go at least that deep) is
    /// answered by the books at every step: the best column nearest the centre, as a review's line takes it.
    @Test func theLinesFromTheFirstStonesAreInTheBooks() throws {
        let book = try Self.committedBooks()
        var roots = [Position()]
        for _ in 0..<2 {
            roots += roots.filter { $0.moveCount == roots.last!.moveCount }.flatMap { position in
                (0..<Position.width).filter { position.canPlay($0) && !position.isWinningMove($0) }.map { column in
                    var child = position
                    child.play(column)
                    return child
                }
            }
        }
        #expect(roots.count == 57)
        for root in roots {
            var position = root
            while !position.isFull && !position.isWonByLastMover {
                let order = GameReviewer.centreFirst
                if let winning = order.first(where: { position.canPlay($0) && position.isWinningMove($0) }) {
                    position.play(winning)
                    continue
                }
                let best = try #require(book.bestMoves(in: position), "\(root.moveCount) stones, then \(position.key)")
                #expect(book.score(of: position) != nil)
                position.play(order.first(where: best.contains)!)
            }
        }
    }

    @Test func theLinesBookAnswersAfterTheOtherBooks() {
        var position = Position()
        for column in [3, 3, 2, 4, 1] { position.play(column) }
        let key = position.canonicalKey.key
        // Best columns in the canonical orientation: column 0 there is column 6 in the mirror image.
        let lines = OpeningBook(entries: [.init(key: key, bestColumns: 0b0000_0001, score: -3)], maxMoveCount: 5)
        let own = OpeningBook(entries: [], maxMoveCount: 0)
        let alone = own.consulting(lines: LazyBook { lines })
        #expect(alone.storedScore(of: position) == -3)
        let mirrored = position.canonicalKey.isMirrored
        #expect(alone.storedBestMoves(in: position) == [mirrored ? 6 : 0])
        #expect(alone.storedBestMoves(in: position.mirrored) == [mirrored ? 0 : 6])
        // The complete book's score comes first; where it stores no best columns, the lines book's count.
        let complete = OpeningBook(entries: [.init(key: key, bestColumns: 0, score: 5)], maxMoveCount: 5)
        let both = own.consulting(LazyBook { complete }).consulting(lines: LazyBook { lines })
        #expect(both.storedScore(of: position) == 5)
        #expect(both.storedBestMoves(in: position) == [mirrored ? 6 : 0])
        let perfect = OpeningBook(entries: [.init(key: key, bestColumns: 0b0000_0010, score: 5)], maxMoveCount: 5)
        let all = perfect.consulting(LazyBook { complete }).consulting(lines: LazyBook { lines })
        #expect(all.storedBestMoves(in: position) == [mirrored ? 5 : 1])
    }
}
