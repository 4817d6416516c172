import Game
import Synchronization
import Testing
@testable import Session

/// ``SolveBatch``: two workers, the answers handed out in the order of the input, one at a time.
@Suite struct SolveBatchSchedulerTests {
    /// Positions whose solves take very different times (an endgame, a mid-game position, a bad line)
    /// come back in the order they went in, each with its own answer.
    @Test func answersComeInInputOrder() {
        let texts = ["4453", "x", "44444", "", "1234567", "4444 3", "4 5 6", "445566"]
        let inputs = texts.enumerated().map { SolveBatch.Input(text: $0.element, label: "#\($0.offset)") }
        let delivered = Mutex<[SolveBatch.Answer]>([])
        var iterator = inputs.makeIterator()
        let batch = SolveBatch(source: { iterator.next() }, makeSolver: { Solver(tableSizeLog2: 16, threads: 1) })
        let failed = batch.run({ line, _ in "answer \(line.moves)" }, deliver: { answer in delivered.withLock { $0.append(answer) } })
        #expect(failed)
        let expected: [SolveBatch.Answer] = [
            .line("answer 4453"),
            .error(label: "#1", .moves(.invalidCharacter("x", move: 1))),
            .line("answer 44444"),
            .line("answer "),
            .line("answer 1234567"),
            .line("answer 4444"),
            .error(label: "#6", .extraFields(3)),
            .line("answer 445566"),
        ]
        #expect(delivered.withLock { $0 } == expected)
    }

    /// Many real solves with answers that take uneven times keep the order, and a batch without errors has
    /// not failed.
    @Test func realSolvesKeepTheirOrder() {
        var positions: [String] = []
        for index in 0..<40 {
            let length = 12 + index % 9
            let digits = (0..<length).map { String(1 + ($0 * 3 + index) % 7) }.joined()
            if (try? SolveLine(parsing: digits)) != nil { positions.append(digits) }
        }
        var iterator = positions.map { SolveBatch.Input(text: $0, label: $0) }.makeIterator()
        let delivered = Mutex<[String]>([])
        let batch = SolveBatch(source: { iterator.next() }, makeSolver: { Solver(tableSizeLog2: 18, threads: 1) })
        let failed = batch.run({ (line: SolveLine, solver: Solver) -> String in
                                   line.answer(SolveLine.Question.score, weak: false, solver: solver, book: nil)
                               }, deliver: { answer in
                                   if case .line(let line) = answer { delivered.withLock { $0.append(line) } }
                               })
        #expect(!failed)
        let reference = Solver(tableSizeLog2: 18, threads: 1)
        let expected = positions.map { try! SolveLine(parsing: $0).answer(.score, weak: false, solver: reference, book: nil) }
        #expect(delivered.withLock { $0 } == expected)
    }

    @Test func anEmptyInputAnswersNothing() {
        let batch = SolveBatch(source: { nil }, makeSolver: { Solver(tableSizeLog2: 10, threads: 1) })
        let count = Mutex(0)
        let failed = batch.run({ _, _ in "" }, deliver: { _ in count.withLock { $0 += 1 } })
        #expect(!failed)
        #expect(count.withLock { $0 } == 0)
    }
}
