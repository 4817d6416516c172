import Music
import Testing
@testable import Game

/// A solve told a score the position reaches (`atLeast`, from the score of the position before it)
/// gives the same answer as one that is not, strong and weak; and an analysis whose book knows the
/// position's own score gives every column the score an analysis without the book gives it.
@Suite struct BoundedSolveTests {
    @Test func aKnownLowerBoundChangesNoScore() {
        let solver = Solver(tableSizeLog2: 16)
        var generator = SeededGenerator(seed: 4242)
        var checked = 0
        while checked < 60 {
            guard let position = randomPosition(empty: 14 + checked % 6, using: &generator),
                  !position.canWinNext else { continue }
            checked += 1
            solver.clearTable()
            let score = solver.solve(position)
            for lower in [Int.min, score - 4, score - 1, score] {
                solver.clearTable()
                #expect(solver.solve(position, atLeast: lower, nodeLimit: .max) == score, "\(lower)")
                solver.clearTable()
                #expect(solver.solve(position, weak: true, atLeast: lower, nodeLimit: .max) == score.signum(),
                        "weak, \(lower)")
            }
        }
    }

    @Test func anAnalysisBoundedByTheBookAgreesWithOneWithout() {
        let solver = Solver(tableSizeLog2: 16)
        var generator = SeededGenerator(seed: 4343)
        var checked = 0
        while checked < 30 {
            guard let position = randomPosition(empty: 15 + checked % 5, using: &generator) else { continue }
            checked += 1
            let plain = solver.analyze(position)
            let score = plain.compactMap { $0 }.max()!
            // A book holding only this position's score (as the complete book's deepest level does).
            let book = OpeningBook(entries: [.init(key: position.canonicalKey.key, bestColumns: 0, score: score)],
                                   maxMoveCount: position.moveCount)
            solver.clearTable()
            #expect(solver.analyze(position, book: book) == plain)
            solver.clearTable()
            #expect(solver.analyze(position, weak: true, book: book) == plain.map { $0?.signum() })
        }
    }
}
