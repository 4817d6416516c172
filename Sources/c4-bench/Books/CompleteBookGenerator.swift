import Foundation
import Game
import TableMemory

/// Generates (or resumes) the complete book: the exact score of every position with at most
/// `depth` stones (see ``CompleteBookLevels``).
///
/// Only the deepest level is solved, in depth-first order, by `threads` threads, each with a
/// one-thread solver and a table of its own (kept warm from one position to the next, which
/// share most of their subtrees), each position from the lower bound its parents' scores in the
/// book being extended give (``CompleteBookLevels/lowerBounds(levels:book:)``). Each score is appended to the checkpoint (`KEY SCORE`, decimal,
/// canonical key) at once, so a stop loses only the positions being solved; a rerun reads it back
/// and solves only what is missing. Scores the `perfect` bot's book already holds are taken from
/// it. Every `writeEvery` and at the end, the book file is rewritten (whole, through a rename)
/// with what is exact so far: the solved positions and every shallower one whose children are all
/// known, and every other position of `output` as it was (see ``CompleteBookLevels/entries(levels:solved:kept:)``).
func generateCompleteBook(depth: Int, checkpoint: String, output: String, seedBook: String?,
                          tableLog2: Int, threads: Int, writeOnly: Bool, writeEvery: Duration,
                          stopAfter: Int) throws {
    let clock = ContinuousClock()
    let levels = CompleteBookLevels.levels(depth: depth)
    let deepest = levels[depth]
    print("complete book: depth \(depth), positions per level \(levels.map(\.count)), "
          + "\(deepest.count) to solve")
    var solved: [UInt64: Int] = [:]
    if let text = try? String(contentsOfFile: checkpoint, encoding: .utf8) {
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            // A line cut short by a stop is skipped.
            guard fields.count == 2, let key = UInt64(fields[0]), let score = Int(fields[1]) else { continue }
            solved[key] = score
        }
    }
    let fromCheckpoint = solved.count
    if let seedBook, let bytes = try? Data(contentsOf: URL(fileURLWithPath: seedBook)),
       let book = try? OpeningBook(bytes: bytes) {
        for position in deepest where solved[position.key] == nil {
            if let score = book.storedScore(of: position) { solved[position.key] = score }
        }
    }
    print("complete book: \(fromCheckpoint) scores from \(checkpoint), "
          + "\(solved.count - fromCheckpoint) from \(seedBook ?? "no book")")
    // The book this run extends: what it holds stays until the run derives it anew (a deeper run
    // over a finished book never writes a smaller one).
    let kept = (try? Data(contentsOf: URL(fileURLWithPath: output))).flatMap { try? OpeningBook(bytes: $0) }
    if let kept {
        // A shallower run would write the deeper level's positions out of the book.
        guard kept.maxMoveCount <= depth else {
            throw BenchError("\(output) holds every position of up to \(kept.maxMoveCount) stones; "
                             + "--depth \(depth) would drop the deepest (give --depth \(kept.maxMoveCount) or more)")
        }
        print("complete book: keeping the \(kept.count) positions of \(output) until they are derived anew")
    }
    var store: CompleteBookStore?
    func write() throws {
        let snapshot = store?.scores ?? solved
        let entries = CompleteBookLevels.entries(levels: levels, solved: snapshot, kept: kept)
        let book = OpeningBook(entries: entries, maxMoveCount: depth)
        let temporary = output + ".partial"
        try Data(book.serialized()).write(to: URL(fileURLWithPath: temporary))
        _ = rename(temporary, output)
        let complete = levels.indices.filter { ply in
            levels[ply].allSatisfy { book.storedScore(of: $0) != nil }
        }.last
        print("complete book: wrote \(book.count) positions to \(output) (\(snapshot.count) of "
              + "\(deepest.count) at depth \(depth); complete through ply \(complete.map(String.init) ?? "none"))")
        fflush(nil)
    }
    if writeOnly { return try write() }

    if !FileManager.default.fileExists(atPath: checkpoint) {
        _ = FileManager.default.createFile(atPath: checkpoint, contents: nil)
    }
    let log = try FileHandle(forWritingTo: URL(fileURLWithPath: checkpoint))
    try log.seekToEnd()
    let missing = deepest.filter { solved[$0.key] == nil }.prefix(stopAfter)
    let bounds = CompleteBookLevels.lowerBounds(levels: levels, book: kept)
    print("complete book: \(missing.filter { bounds[$0.key] != nil }.count) of the \(missing.count) to solve "
          + "have a lower bound from the level above")
    let shared = CompleteBookStore(scores: solved, log: log, queue: Array(missing))
    store = shared
    let start = clock.now
    var running: [Thread] = []
    for _ in 0..<max(1, threads) {
        nonisolated(unsafe) let solver = Solver(table: TableMemory.table(sizeLog2: tableLog2), threads: 1, options: BenchSolverOptions.options)
        let thread = Thread {
            while let position = shared.take() {
                shared.record(position.key, solver.solve(position, atLeast: bounds[position.key] ?? .min, nodeLimit: .max)!)
            }
            shared.finish()
        }
        thread.start()
        running.append(thread)
    }
    var lastWrite = clock.now
    while !shared.waitUntilDone(workerCount: running.count, timeout: 10) {
        if clock.now - lastWrite >= writeEvery {
            lastWrite = clock.now
            let done = shared.solvedCount
            let rate = Double(done) / max(1e-9, seconds(clock.now - start))
            print(String(format: "complete book: %d solved this run (%.2f/s), %d left", done, rate,
                         missing.count - done))
            try write()
        }
    }
    print("complete book: \(shared.solvedCount) solved this run in \(clock.now - start)")
    try write()
}

/// The scores shared by the generator's threads, the checkpoint they go to and the positions
/// still to solve.
private final class CompleteBookStore: @unchecked Sendable {
    private let condition = NSCondition()
    private var known: [UInt64: Int]
    private let log: FileHandle
    private let queue: [Position]
    private var next = 0
    private var finished = 0
    /// Positions solved by this run.
    private(set) var solvedCount = 0

    init(scores: [UInt64: Int], log: FileHandle, queue: [Position]) {
        known = scores
        self.log = log
        self.queue = queue
    }

    /// Every score known so far.
    var scores: [UInt64: Int] { condition.withLock { known } }

    /// The next position to solve, or nil when none is left.
    func take() -> Position? {
        condition.withLock {
            guard next < queue.count else { return nil }
            next += 1
            return queue[next - 1]
        }
    }

    /// Records a score and appends it to the checkpoint at once.
    func record(_ key: UInt64, _ score: Int) {
        condition.withLock {
            known[key] = score
            solvedCount += 1
            log.write(Data("\(key) \(score)\n".utf8))
        }
    }

    /// Called by a worker when the queue is empty.
    func finish() {
        condition.withLock {
            finished += 1
            condition.broadcast()
        }
    }

    /// True once `workerCount` workers have finished; false after `timeout` seconds.
    func waitUntilDone(workerCount: Int, timeout: Double) -> Bool {
        condition.withLock {
            if finished < workerCount { _ = condition.wait(until: Date(timeIntervalSinceNow: timeout)) }
            return finished >= workerCount
        }
    }
}
