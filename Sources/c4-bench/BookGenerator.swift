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
                  writeOnly: Bool) throws {
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

    let solver = Solver(table: TableMemory.table(sizeLog2: tableLog2))
    let clock = ContinuousClock()
    func canonical(_ p: Position) -> Position { p.canonicalKey.isMirrored ? p.mirrored : p }

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
        var solved = 0
        var next: [UInt64: Position] = [:]
        for key in level.keys.sorted() {
            let position = level[key]!
            let entry: OpeningBook.Entry
            if let found = known[key] {
                entry = found
            } else {
                let t0 = clock.now
                let (score, columns) = solver.bestMoves(in: position)
                let mask = columns.reduce(UInt8(0)) { $0 | 1 << UInt8($1) }
                entry = OpeningBook.Entry(key: key, bestColumns: mask, score: score)
                known[key] = entry
                log.write(Data("\(key) \(mask) \(score)\n".utf8))
                solved += 1
                let t = clock.now - t0
                if t > .seconds(5) { print("book: ply \(ply) position \(key) took \(t)") }
            }
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
