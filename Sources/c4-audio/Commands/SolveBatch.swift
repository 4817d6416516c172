import Dispatch
import Game
import Synchronization
import TableMemory
import TerminalUI
import Wording

/// `solve` over several positions (arguments, or lines of standard input): two at a time, each on a solver
/// and a table of its own, the answers printed in the order the positions came in.
///
/// Two positions at once keep both cores busy with no coordination between them, where one position's
/// helper thread buys a little time for much more CPU; a file of positions takes about half the time.
/// Each answer is printed as soon as it and every answer before it are known, so a script that writes a
/// position and waits for its line gets it at once (the other worker is then waiting for the next line).
/// On a terminal the progress line (``SolveProgress``) follows the position the output waits for.
final class SolveBatch: @unchecked Sendable {
    /// A position to answer and how an error names it (`line 3`, `argument 2`).
    struct Input {
        var text: String
        var label: String
    }

    /// An answer: the line for standard output, or the error line for standard error.
    private enum Answer {
        case line(String)
        case error(String)
    }

    /// Positions being solved at once.
    static let workers = 2

    // `inputLock` guards `source` and `taken`; `outputLock` guards everything else below.
    private let inputLock = Mutex(())
    private let outputLock = Mutex(())
    private var source: () -> Input?
    private var taken = 0
    private var answers: [Int: Answer] = [:]
    private var printed = 0
    private var running: [Int: String] = [:]
    private var progress: SolveProgress?
    private var failed = false

    /// A batch reading its positions from `source` (nil: no more), which is called by one thread at a time.
    init(source: @escaping () -> Input?) {
        self.source = source
    }

    /// Answers every position with `answer` (given the parsed line and the worker's solver) and prints the
    /// answers in order; returns whether any line failed.
    func run(_ answer: @escaping @Sendable (SolveLine, Solver) -> String) -> Bool {
        DispatchQueue.concurrentPerform(iterations: Self.workers) { _ in
            let solver = Solver(table: TableMemory.table(), threads: 1)
            while let (index, input) = next() {
                let result: Answer
                do {
                    let line = try SolveLine(parsing: input.text)
                    begin(index, label: line.moves.isEmpty ? tr("solving the empty board") : tr("solving {moves}", ["moves": line.moves]))
                    result = .line(answer(line, solver))
                } catch {
                    result = .error(LineKind.error.line("\(input.label): \(error)"))
                }
                finish(index, result)
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
            if index == printed, progress == nil { progress = SolveProgress(label: label) }
        }
    }

    /// Keeps `answer` for position `index` and prints every answer that is now next in order.
    private func finish(_ index: Int, _ answer: Answer) {
        outputLock.withLock { _ in
            running[index] = nil
            answers[index] = answer
            while let ready = answers.removeValue(forKey: printed) {
                progress?.stop()
                progress = nil
                switch ready {
                case .line(let line): Text.write(line + "\n", to: Text.standardOutput)
                case .error(let line):
                    failed = true
                    Console.printError(line)
                }
                printed += 1
            }
            if progress == nil, let label = running[printed] { progress = SolveProgress(label: label) }
        }
    }
}
