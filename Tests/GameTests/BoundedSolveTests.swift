import Testing
@testable import Game

/// A solve told a score the position reaches (`atLeast`, from the score of the position before it)
/// gives the same answer as one that is not, strong and weak; and an analysis whose book knows the
/// position's own score gives every column the score an analysis without the book gives it.
@Suite struct BoundedSolveTests {
    @Test func aKnownLowerBoundChangesNoScore() {
        let solver = Solver(tableSizeLog2: 16)
        for position in randomPositions(60, seed: 4242, empty: { 14 + $0 % 6 }, accepted: { !$0.canWinNext }) {
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
        for position in randomPositions(30, seed: 4343, empty: { 15 + $0 % 5 }) {
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
