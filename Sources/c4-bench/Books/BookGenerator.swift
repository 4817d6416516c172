import Foundation
import Game
import TableMemory

/// Generates the `perfect` bot's opening book, resumably.
///
/// The book holds every position with at most `maxPly` stones that a perfect bot can meet when
/// it plays from the book: the bot moving first (its turns at even stone counts) or second (odd),
/// following only its best moves, the opponent any move. Positions are handled a stone count at
/// a time, since the best moves at one level decide which positions the next level holds.
///
/// `threads` threads solve positions side by side, each with a one-thread solver and a table of
/// its own. Right after solving a position, a thread
/// also solves the bot's next positions under it (two stones deeper) while its table still
/// holds what the first search learnt: that halves their cost. Each result is appended to the
/// checkpoint file (`KEY BESTMASK SCORE`, decimal, canonical orientation) at once; a rerun reads
/// it back and only solves what is missing. The book file is rewritten from the checkpoint at
/// the end of each level.
func generateBook(maxPly: Int, checkpoint: String, output: String, tableLog2: Int,
                  writeOnly: Bool, threads: Int) throws {
    var known: [UInt64: OpeningBook.Entry] = [:]
    if let text = try? String(contentsOfFile: checkpoint, encoding: .utf8) {
        for line in text.split(separator: "\n") {
            let f = line.split(separator: " ")
            guard f.count == 3, let key = UInt64(f[0]), let mask = UInt8(f[1]), let score = Int(f[2])
            else { continue }  // a line cut short by a stop
            known[key] = OpeningBook.Entry(key: key, bestColumns: mask, score: score)
        }
    }
    print("book: \(known.count) positions already in \(checkpoint)")
    func write(_ entries: [UInt64: OpeningBook.Entry]) throws {
        let book = OpeningBook(entries: entries.values, maxMoveCount: maxPly)
        try Data(book.serialized()).write(to: URL(fileURLWithPath: output))
        print("book: wrote \(book.count) positions to \(output)")
    }
    if writeOnly { return try write(known) }

    if !FileManager.default.fileExists(atPath: checkpoint) {
        _ = FileManager.default.createFile(atPath: checkpoint, contents: nil)
    }
    let log = try FileHandle(forWritingTo: URL(fileURLWithPath: checkpoint))
    try log.seekToEnd()
    let store = BookStore(known: known, log: log)
    let workers = (0..<max(1, threads)).map { _ in
        BookWorker(solver: Solver(table: TableMemory.table(sizeLog2: tableLog2), threads: 1, options: BenchSolverOptions.options), maxPly: maxPly)
    }
    let clock = ContinuousClock()

    // The bot's first positions: the empty board (bot first) and its children (bot second).
    var odd: [UInt64: Position] = [:]
    for column in 0..<Position.width {
        var p = Position()
        p.play(column)
        odd[canonical(p).key] = canonical(p)
    }
    var byPly: [Int: [UInt64: Position]] = [0: [0: Position()], 1: odd]
    for ply in 0...maxPly {
        let level = byPly[ply] ?? [:]
        let start = clock.now
        let before = store.solvedCount
        let queue = BookQueue(level.keys.sorted().map { level[$0]! })
        let running = workers.map { worker in Thread { worker.run(queue, store: store) } }
        for thread in running { thread.start() }
        queue.waitUntilDone(workerCount: running.count)

        let entries = store.entries
        if ply + 2 <= maxPly {
            var next: [UInt64: Position] = [:]
            for key in level.keys.sorted() {
                for position in botPositions(after: level[key]!, entries[key]!) {
                    next[position.key] = position
                }
            }
            byPly[ply + 2] = next
        }
        print("book: ply \(ply): \(level.count) positions, \(store.solvedCount - before) solved "
              + "now (with some of ply \(ply + 2)) in \(clock.now - start)")
        fflush(nil)
        try write(entries)
    }
}

/// `position` in the orientation of its canonical key.
private func canonical(_ position: Position) -> Position {
    position.canonicalKey.isMirrored ? position.mirrored : position
}

/// The bot's next positions under `position` (canonical): after each of its best moves, every
/// reply of the opponent, leaving out games that are over.
private func botPositions(after position: Position, _ entry: OpeningBook.Entry) -> [Position] {
    var result: [Position] = []
    for best in 0..<Position.width where entry.bestColumns & (1 << UInt8(best)) != 0 {
        if position.isWinningMove(best) { continue }
        var reply = position
        reply.play(best)
        if reply.isFull { continue }
        for column in 0..<Position.width where reply.canPlay(column) {
            if reply.isWinningMove(column) { continue }
            var child = reply
            child.play(column)
            if !child.isFull { result.append(canonical(child)) }
        }
    }
    return result
}

/// Every solved position, shared by the generator's threads, and the checkpoint it goes to.
private final class BookStore: @unchecked Sendable {
    private let lock = NSLock()
    private var known: [UInt64: OpeningBook.Entry]
    private var claimed: Set<UInt64> = []
    private let log: FileHandle
    /// Positions solved by this run.
    private(set) var solvedCount = 0

    init(known: [UInt64: OpeningBook.Entry], log: FileHandle) {
        self.known = known
        self.log = log
    }

    /// Everything solved so far.
    var entries: [UInt64: OpeningBook.Entry] {
        lock.withLock { known }
    }

    /// The entry of `key` when it is solved.
    func entry(_ key: UInt64) -> OpeningBook.Entry? {
        lock.withLock { known[key] }
    }

    /// True when the caller is the first to take `key` and it is not solved yet.
    func claim(_ key: UInt64) -> Bool {
        lock.withLock { known[key] == nil && claimed.insert(key).inserted }
    }

    /// Records a solved position and appends it to the checkpoint at once.
    func record(_ entry: OpeningBook.Entry) {
        lock.withLock {
            known[entry.key] = entry
            solvedCount += 1
            log.write(Data("\(entry.key) \(entry.bestColumns) \(entry.score)\n".utf8))
        }
    }
}

/// The positions of one level, handed out one at a time.
private final class BookQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private let positions: [Position]
    private var nextIndex = 0
    private var finishedWorkers = 0

    init(_ positions: [Position]) { self.positions = positions }

    /// The next position, or nil when none is left (the caller then calls `finish()`).
    func take() -> Position? {
        condition.lock()
        defer { condition.unlock() }
        guard nextIndex < positions.count else { return nil }
        nextIndex += 1
        return positions[nextIndex - 1]
    }

    /// Called by a worker once `take()` gave nil.
    func finish() {
        condition.lock()
        finishedWorkers += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Blocks until `workerCount` workers have finished.
    func waitUntilDone(workerCount: Int) {
        condition.lock()
        while finishedWorkers < workerCount { condition.wait() }
        condition.unlock()
    }
}

/// One generator thread: a solver with a table of its own.
private final class BookWorker: @unchecked Sendable {
    let solver: Solver
    let maxPly: Int

    init(solver: Solver, maxPly: Int) {
        self.solver = solver
        self.maxPly = maxPly
    }

    /// Solves the queue's positions and, with a warm table, the bot's positions under them.
    func run(_ queue: BookQueue, store: BookStore) {
        while let position = queue.take() {
            let entry = store.claim(position.key) ? solve(position, store: store) : store.entry(position.key)
            guard let entry, position.moveCount + 2 <= maxPly else { continue }
            for next in botPositions(after: position, entry) where store.claim(next.key) {
                _ = solve(next, store: store)
            }
        }
        queue.finish()
    }

    private func solve(_ position: Position, store: BookStore) -> OpeningBook.Entry {
        let start = ContinuousClock.now
        let (score, columns) = solver.bestMoves(in: position)
        let mask = columns.reduce(UInt8(0)) { $0 | 1 << UInt8($1) }
        let entry = OpeningBook.Entry(key: position.key, bestColumns: mask, score: score)
        store.record(entry)
        let time = ContinuousClock.now - start
        if time > .seconds(5) {
            print("book: ply \(position.moveCount) position \(position.key) took \(time)")
            fflush(nil)
        }
        return entry
    }
}
