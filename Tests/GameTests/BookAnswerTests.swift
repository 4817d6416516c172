import Music
import Testing
@testable import Game

/// Answers that follow from the book (``OpeningBook/score(of:)``, ``OpeningBook/analysis(of:weak:)``,
/// ``OpeningBook/bestMoves(in:)``) agree with the solver, and are refused where the book is silent.
@Suite struct BookAnswerTests {
    /// A book holding every position `plies` moves after `position` (scores from the solver).
    static func book(below position: Position, plies: Int, solver: Solver) -> OpeningBook {
        var entries: [OpeningBook.Entry] = []
        var level = [position]
        for _ in 0..<plies {
            var next: [Position] = []
            for parent in level {
                for column in 0..<Position.width where parent.canPlay(column) && !parent.isWinningMove(column) {
                    var child = parent
                    child.play(column)
                    if !child.isFull { next.append(child) }
                }
            }
            level = next
        }
        for child in level {
            entries.append(.init(key: child.canonicalKey.key, bestColumns: 0, score: solver.solve(child)))
        }
        return OpeningBook(entries: entries, maxMoveCount: position.moveCount + plies)
    }

    @Test(arguments: [1, 2])
    func derivedAnswersMatchTheSolver(plies: Int) {
        var generator = SeededGenerator(seed: 23 + UInt64(plies))
        let solver = Solver(tableSizeLog2: 18, threads: 1)
        var checked = 0
        while checked < 12 {
            guard let position = randomPosition(empty: 16, using: &generator), !position.canWinNext
            else { continue }
            let book = Self.book(below: position, plies: plies, solver: solver)
            #expect(book.storedScore(of: position) == nil)
            #expect(book.score(of: position) == solver.solve(position))
            #expect(book.analysis(of: position) == solver.analyze(position))
            #expect(book.analysis(of: position, weak: true) == solver.analyze(position, weak: true))
            #expect(book.bestMoves(in: position) == solver.bestMoves(in: position).columns)
            checked += 1
        }
    }

    @Test func aMissingPositionLeavesTheAnswerToTheSolver() {
        var generator = SeededGenerator(seed: 5)
        let solver = Solver(tableSizeLog2: 18, threads: 1)
        var checked = 0
        while checked < 6 {
            guard let position = randomPosition(empty: 16, using: &generator), !position.canWinNext
            else { continue }
            let full = Self.book(below: position, plies: 1, solver: solver)
            // Drop a child that does not follow from the game's rules alone (one where the other
            // player cannot simply win at once whatever is played).
            let empty = OpeningBook(entries: [], maxMoveCount: position.moveCount + 1)
            guard let column = (0..<Position.width).first(where: { column in
                guard position.canPlay(column), !position.isWinningMove(column) else { return false }
                var child = position
                child.play(column)
                return empty.score(of: child) == nil
            }) else { continue }
            var child = position
            child.play(column)
            let key = child.canonicalKey.key
            let entries = (0..<Position.width).compactMap { other -> OpeningBook.Entry? in
                var next = position
                guard position.canPlay(other), !position.isWinningMove(other) else { return nil }
                next.play(other)
                let nextKey = next.canonicalKey.key
                guard nextKey != key, let score = full.storedScore(of: next) else { return nil }
                return .init(key: nextKey, bestColumns: 0, score: score)
            }
            let partial = OpeningBook(entries: entries, maxMoveCount: position.moveCount + 1)
            #expect(partial.score(of: position) == nil)
            #expect(partial.analysis(of: position) == nil)
            #expect(partial.bestMoves(in: position) == nil)
            #expect(full.score(of: position) != nil)
            checked += 1
        }
    }
}
