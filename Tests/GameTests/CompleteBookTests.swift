import Foundation
import Music
import Synchronization
import Testing
@testable import Game

/// The committed complete book (`Resources/book/complete.c4book`, `c4-bench complete-book`) holds
/// exact scores: each derived position agrees with its children, and a seeded sample agrees with
/// the solver. A book consulting it reads it only when a lookup needs it.
@Suite struct CompleteBookTests {
    static func committedBook() throws -> OpeningBook {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Resources/book/complete.c4book")
        return try OpeningBook(bytes: try Data(contentsOf: url))
    }

    /// The position of a key (`current + mask`: a column of `h` stones holds a value in
    /// `2^h - 1 ... 2^(h+1) - 2`).
    static func position(key: UInt64) -> Position {
        var mask: UInt64 = 0
        for column in 0..<Position.width {
            let bits = (key >> UInt64(column * (Position.height + 1))) & 0x7F
            let height = 63 - (bits + 1).leadingZeroBitCount
            mask |= ((1 << UInt64(height)) - 1) << UInt64(column * (Position.height + 1))
        }
        return Position(current: key &- mask, mask: mask)
    }

    @Test func derivedScoresFollowFromTheChildren() throws {
        let book = try Self.committedBook()
        #expect(book.count > 0)
        for entry in book.entries where entry.bestColumns != 0 {
            let position = Self.position(key: entry.key)
            #expect(position.moveCount < book.maxMoveCount)
            var best = Int.min
            var mask: UInt8 = 0
            for column in 0..<Position.width where position.canPlay(column) {
                var child = position
                child.play(column)
                let score = position.scoreWithoutSearch(playing: column)
                    ?? (child.canWinNext ? -child.scoreOfWinningNow : book.storedScore(of: child).map { -$0 })
                let known = try #require(score, "a child of \(entry.key) is missing")
                if known > best { (best, mask) = (known, 0) }
                if known == best { mask |= 1 << UInt8(column) }
            }
            #expect(best == entry.score && mask == entry.bestColumns)
        }
    }

    @Test func aSeededSampleAgreesWithTheSolver() throws {
        let book = try Self.committedBook()
        let entries = book.entries
        var generator = SeededGenerator(seed: 2026)
        let solver = Solver(tableSizeLog2: 20, threads: 1)
        var verified = 0, drawn = 0
        // Debug builds are slow: a position the budget does not settle is left out, and drawing goes
        // on (up to 60) until five are settled, whatever part of the book is committed.
        while verified < 5 && drawn < 60 {
            drawn += 1
            let entry = entries.randomElement(using: &generator)!
            let position = Self.position(key: entry.key)
            guard let score = solver.solve(position, nodeLimit: 300_000) else { continue }
            #expect(score == entry.score, "\(entry.key)")
            verified += 1
        }
        #expect(verified == 5, "\(verified) of \(drawn) drawn settled")
    }

    /// `Fixtures/complete-book-pons-depthD.txt`: `c4-bench book-sample --depth D --count 1000 --seed 1` (a
    /// seeded draw of the positions of `D` stones), all 1,000 lines scored by Pons' `c4solver` (`MOVES SCORE`).
    /// Every position of it the committed book holds has Pons' score; a book complete to `D` holds them all.
    /// Depth 8 was the book's deepest level before the ninth was generated; both stay checked.
    @Test(arguments: [8, 9]) func theBookAgreesWithPonsSolverOnASeededSample(depth: Int) throws {
        let book = try Self.committedBook()
        let url = try #require(Bundle.module.url(forResource: "Fixtures/complete-book-pons-depth\(depth).txt",
                                                 withExtension: nil))
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1000)
        var found = 0
        for line in lines {
            let fields = line.split(separator: " ")
            let columns = try #require(fields.first).compactMap { $0.wholeNumberValue.map { $0 - 1 } }
            let pons = try #require(Int(fields[1]))
            let position = Position(columns: columns)
            #expect(position.moveCount == depth, "\(line)")
            guard let score = book.storedScore(of: position) else { continue }
            #expect(score == pons, "\(line): the book says \(score)")
            found += 1
        }
        // The committed book is complete to its deepest level: every drawn position is in it.
        #expect(book.maxMoveCount >= depth)
        #expect(found == lines.count)
    }

    @Test func theCompleteBookIsReadOnlyWhenNeeded() {
        var position = Position()
        for column in [3, 3, 2, 4] { position.play(column) }
        let complete = OpeningBook(entries: [.init(key: position.canonicalKey.key, bestColumns: 0, score: 5)],
                                   maxMoveCount: 4)
        let loads = Atomic<Int>(0)
        let book = OpeningBook(entries: [], maxMoveCount: 0).consulting(LazyBook {
            loads.add(1, ordering: .relaxed)
            return complete
        })
        #expect(loads.load(ordering: .relaxed) == 0)
        #expect(book.score(of: position) == 5)
        #expect(book.storedBestMoves(in: position) == nil)
        #expect(book.score(of: position.mirrored) == 5)
        #expect(loads.load(ordering: .relaxed) == 1)
    }
}
