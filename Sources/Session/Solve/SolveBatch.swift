import Dispatch
import Game
import Synchronization
import TableMemory
import Wording

/// `solve` over several positions (arguments, or lines of standard input): two at a time, each on a solver
/// and a table of its own, the answers handed out in the order the positions came in.
///
/// Two positions at once keep both cores busy with no coordination between them, where one position's
/// helper thread buys a little time for much more CPU; a file of positions takes about half the time.
/// Each answer is handed out as soon as it and every answer before it are known, so a script that writes a
/// position and waits for its line gets it at once (the other worker is then waiting for the next line).
/// On a terminal the progress line (``SolveProgress``) follows the position the output waits for.
public final class SolveBatch: @unchecked Sendable {
    /// A position to answer and how an error names it (`line 3`, `argument 2`, as the caller words it).
    public struct Input: Sendable {
        public var text: String
        public var label: String

        public init(text: String, label: String) {
            self.text = text
            self.label = label
        }
    }

    /// An answer: the output line, or why the input's line cannot be solved.
    public enum Answer: Sendable, Equatable {
        case line(String)
        case error(label: String, SolveLineError)
    }

    /// Positions being solved at once.
    public let workers: Int

    // `inputLock` guards `source` and `taken`; `outputLock` guards everything else below.
    private let inputLock = Mutex(())
    private let outputLock = Mutex(())
    private var source: () -> Input?
    private var taken = 0
    private var answers: [Int: Answer] = [:]
    private var handedOut = 0
    private var running: [Int: String] = [:]
    private var progress: SolveProgress?
    private var failed = false
    private let makeSolver: @Sendable () -> Solver

    /// A batch reading its positions from `source` (nil: no more), which is called by one thread at a time.
    ///
    /// - Parameters:
    ///   - workers: positions solved at once (2, one per core).
    ///   - makeSolver: each worker's solver (by default one thread and a table of 128 MiB).
    public init(source: @escaping () -> Input?, workers: Int = 2,
                makeSolver: @escaping @Sendable () -> Solver = { Solver(table: TableMemory.table(), threads: 1) }) {
        self.source = source
        self.workers = workers
        self.makeSolver = makeSolver
    }

    /// Answers every position with `answer` (given the parsed line and the worker's solver) and hands each
    /// answer to `deliver`, in the order of the input, one at a time; returns whether any line failed.
    public func run(_ answer: @escaping @Sendable (SolveLine, Solver) -> String,
                    deliver: @escaping @Sendable (Answer) -> Void) -> Bool {
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let solver = makeSolver()
            while let (index, input) = next() {
                let result: Answer
                switch Result(catching: { () throws(SolveLineError) in try SolveLine(parsing: input.text) }) {
                case .success(let line):
                    begin(index, label: line.solvingWords)
                    result = .line(answer(line, solver))
                case .failure(let error):
                    result = .error(label: input.label, error)
                }
                finish(index, result, deliver)
            }
        }
        return outputLock.withLock { _ in failed }
    }

    /// The next position and its place in the input, nil at the end.
    private func next() -> (Int, Input)? {
        inputLock.withLock { _ in
            guard let input = source() else { return nil }
            defer { taken += 1 }
            return (taken, input)
        }
    }

    /// Notes that position `index` is being solved; the progress line starts if the output waits for it.
    private func begin(_ index: Int, label: String) {
        outputLock.withLock { _ in
            running[index] = label
            if index == handedOut, progress == nil { progress = SolveProgress(label: label) }
        }
    }

    /// Keeps `answer` for position `index` and hands out every answer that is now next in order.
    private func finish(_ index: Int, _ answer: Answer, _ deliver: (Answer) -> Void) {
        outputLock.withLock { _ in
            running[index] = nil
            answers[index] = answer
            while let ready = answers.removeValue(forKey: handedOut) {
                progress?.stop()
                progress = nil
                if case .error = ready { failed = true }
                deliver(ready)
                handedOut += 1
            }
            if progress == nil, let label = running[handedOut] { progress = SolveProgress(label: label) }
        }
    }
}
