import Foundation
import Game
import TableMemory

/// Generates the `perfect` bot's opening book, resumably.
///
/// The book holds every position with at most `maxPly` stones that a perfect bot can meet when
/// it plays from the book: the bot moving first (its turns at even stone counts) or second (odd),
/// following only its best moves, the opponent any move. Positions are handled a stone count at
/// a time, since the best moves at one level decide which positions the next level holds. Each
/// result is appended to the checkpoint file (`KEY BESTMASK SCORE`, decimal, canonical
/// orientation) and flushed at once; a rerun reads it back and only solves what is missing. The
/// book file is rewritten from the checkpoint at the end of each level.
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
    func write() throws {
        let book = OpeningBook(entries: known.values, maxMoveCount: maxPly)
        try Data(book.serialized()).write(to: URL(fileURLWithPath: output))
        print("book: wrote \(book.count) positions to \(output)")
    }
    if writeOnly { return try write() }

    if !FileManager.default.fileExists(atPath: checkpoint) {
        FileManager.default.createFile(atPath: checkpoint, contents: nil)
    }
    let log = try FileHandle(forWritingTo: URL(fileURLWithPath: checkpoint))
    try log.seekToEnd()

    let clock = ContinuousClock()
    func canonical(_ p: Position) -> Position { p.canonicalKey.isMirrored ? p.mirrored : p }
    let workers = (0..<max(1, threads)).map { _ in
        BookWorker(solver: Solver(table: TableMemory.table(sizeLog2: tableLog2)))
    }

    // Bot positions by stone count: the empty board (bot first) and its children (bot second).
    var level: [UInt64: Position] = [0: Position()]
    var odd: [UInt64: Position] = [:]
    for column in 0..<Position.width {
        var p = Position()
        p.play(column)
        let c = canonical(p)
        odd[c.key] = c
    }
    var byPly: [Int: [UInt64: Position]] = [0: level, 1: odd]
    for ply in 0...maxPly {
        level = byPly[ply] ?? [:]
        let start = clock.now
        // Solve what the checkpoint lacks, one position at a time per thread, each thread with a
        // table of its own; results are appended to the checkpoint as they come.
        let missing = level.keys.sorted().filter { known[$0] == nil }.map { level[$0]! }
        let queue = BookQueue(positions: missing, log: log)
        let threads = workers.map { worker in
            Thread { worker.run(queue, ply: ply) }
        }
        for thread in threads { thread.start() }
        queue.waitUntilDone(workerCount: threads.count)
        for entry in queue.results { known[entry.key] = entry }
        let solved = queue.results.count
        var next: [UInt64: Position] = [:]
        for key in level.keys.sorted() {
            let position = level[key]!
            let entry = known[key]!
            guard ply + 2 <= maxPly else { continue }
            for best in 0..<Position.width where entry.bestColumns & (1 << UInt8(best)) != 0 {
                if position.isWinningMove(best) { continue }
                var reply = position
                reply.play(best)
                if reply.isFull { continue }
                for column in 0..<Position.width where reply.canPlay(column) {
                    if reply.isWinningMove(column) { continue }
                    var child = reply
                    child.play(column)
                    if child.isFull { continue }
                    let c = canonical(child)
                    next[c.key] = c
                }
            }
        }
        if ply + 2 <= maxPly { byPly[ply + 2] = next }
        print("book: ply \(ply): \(level.count) positions, \(solved) solved now in \(clock.now - start)")
        fflush(nil)
        try write()
    }
}

/// The positions of one level still to solve, shared by the generator's threads.
private final class BookQueue: @unchecked Sendable {
    private let lock = NSCondition()
    private let positions: [Position]
    private var nextIndex = 0
    private var finishedWorkers = 0
    private let log: FileHandle
    /// What the threads solved so far.
    private(set) var results: [OpeningBook.Entry] = []

    init(positions: [Position], log: FileHandle) {
        self.positions = positions
        self.log = log
    }

    /// The next position to solve, or nil when none is left (the caller then finishes).
    func take() -> Position? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < positions.count else { return nil }
        nextIndex += 1
        return positions[nextIndex - 1]
    }

    /// Records a solved position and appends it to the checkpoint at once.
    func record(_ entry: OpeningBook.Entry) {
        lock.lock()
        defer { lock.unlock() }
        results.append(entry)
        log.write(Data("\(entry.key) \(entry.bestColumns) \(entry.score)\n".utf8))
    }

    /// Called by a worker when `take()` gave nil.
    func finish() {
        lock.lock()
        finishedWorkers += 1
        lock.broadcast()
        lock.unlock()
    }

    /// Blocks until `workerCount` workers have finished.
    func waitUntilDone(workerCount: Int) {
        lock.lock()
        while finishedWorkers < workerCount { lock.wait() }
        lock.unlock()
    }
}

/// One generator thread: a solver with a table of its own.
private final class BookWorker: @unchecked Sendable {
    let solver: Solver

    init(solver: Solver) { self.solver = solver }

    func run(_ queue: BookQueue, ply: Int) {
        let clock = ContinuousClock()
        while let position = queue.take() {
            let t0 = clock.now
            let (score, columns) = solver.bestMoves(in: position)
            let mask = columns.reduce(UInt8(0)) { $0 | 1 << UInt8($1) }
            queue.record(OpeningBook.Entry(key: position.key, bestColumns: mask, score: score))
            let t = clock.now - t0
            if t > .seconds(5) { print("book: ply \(ply) position \(position.key) took \(t)") }
        }
        queue.finish()
    }
}
