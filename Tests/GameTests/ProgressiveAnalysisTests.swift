import Music
import Synchronization
import Testing
@testable import Game

/// ``ProgressiveAnalysis`` tells each column's outcome before its exact score, and the exact scores
/// are the solver's, on one thread or two.
@Suite struct ProgressiveAnalysisTests {
    @Test(arguments: [1, 2])
    func outcomesComeFirstAndScoresAreExact(threads: Int) {
        var generator = SeededGenerator(seed: 2323 + UInt64(threads))
        let reference = Solver(tableSizeLog2: 18, threads: 1)
        var checked = 0
        while checked < 6 {
            guard let position = randomPosition(empty: 22, using: &generator), !position.isWonByLastMover
            else { continue }
            let updates = Mutex<[ProgressiveAnalysis.Update]>([])
            ProgressiveAnalysis(position: position, book: nil, table: TranspositionTable(sizeLog2: 18))
                .run(threads: threads, isCancelled: { false }) { update in updates.withLock { $0.append(update) } }
            let expected = reference.analyze(position)
            let seen = updates.withLock { $0 }
            for column in 0..<Position.width {
                let exact = seen.firstIndex { if case .exact(column, _) = $0 { true } else { false } }
                let outcome = seen.firstIndex { if case .outcome(column, _) = $0 { true } else { false } }
                guard let score = expected[column] else {
                    #expect(exact == nil && outcome == nil)
                    continue
                }
                #expect(seen.filter { if case .exact(column, _) = $0 { true } else { false } }.count == 1)
                #expect(exact.map { seen[$0] } == .exact(column: column, score: score))
                if let outcome {
                    #expect(outcome < exact!)
                    #expect(seen[outcome] == .outcome(column: column, sign: score.signum()))
                }
            }
            checked += 1
        }
    }

    @Test func aCancelledRunStops() {
        let position = Position(columns: [3, 3, 2])
        let updates = Mutex(0)
        ProgressiveAnalysis(position: position, book: nil, table: TranspositionTable(sizeLog2: 16))
            .run(threads: 2, isCancelled: { true }) { _ in updates.withLock { $0 += 1 } }
        #expect(updates.withLock { $0 } == 0)
    }
}
