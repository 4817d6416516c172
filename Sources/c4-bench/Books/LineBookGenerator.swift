import Foundation
import Game
import TableMemory

/// Generates the lines book (`Resources/book/lines.c4book`), resumably: every position of the lines
/// of perfect play from the positions of at most `rootDepth` stones that the `perfect` and complete books
/// do not answer, with its exact score and best columns.
///
/// A line is the one a review draws (``GameReviewer/line(from:score:)``): at every step the best column
/// nearest the centre (``GameReviewer/centreFirst``, the left one first among two), a winning stone first
/// of all. Lines from a position and from its mirror image may differ, so the roots are every position
/// of 0 to `rootDepth` stones as played, not one per mirror pair. A step takes its column from the books
/// where they answer (stored, or derived from the positions after it, as a review asks them), else from
/// the entries solved so far, else it solves the position (``Solver/bestMoves(in:score:verdict:)``, from
/// the score the step before gave) and records it. Each solved position is appended to the checkpoint
/// (`KEY BESTMASK SCORE`, decimal, canonical orientation) at once, so a rerun solves only what is
/// missing; the book is rewritten from the checkpoint after every root.
///
/// - Parameters:
///   - books: the `perfect` book consulting the complete book, as the app loads them (not the lines book).
func generateLineBook(rootDepth: Int, books: OpeningBook, checkpoint: String, output: String,
                      tableLog2: Int, threads: Int, writeOnly: Bool) throws {
    var known = try readLineCheckpoint(checkpoint)
    print("line-book: \(known.count) positions already in \(checkpoint)")
    func write() throws {
        let book = OpeningBook(entries: known.values, maxMoveCount: known.values.map { stoneCount(key: $0.key) }.max() ?? 0)
        try Data(book.serialized()).write(to: URL(fileURLWithPath: output), options: .atomic)
    }
    if writeOnly {
        try write()
        return print("line-book: wrote \(known.count) positions to \(output)")
    }
    if !FileManager.default.fileExists(atPath: checkpoint) {
        _ = FileManager.default.createFile(atPath: checkpoint, contents: nil)
    }
    let log = try FileHandle(forWritingTo: URL(fileURLWithPath: checkpoint))
    try log.seekToEnd()
    let solver = Solver(table: TableMemory.table(sizeLog2: tableLog2), threads: threads, options: BenchSolverOptions.options)
    let clock = ContinuousClock()
    let roots = lineRoots(depth: rootDepth)
    for (number, root) in roots.enumerated() {
        let start = clock.now
        var position = root
        var score: Int?
        var solved = 0
        while !position.isFull && !position.isWonByLastMover {
            let order = GameReviewer.centreFirst
            let column: Int
            if let winning = order.first(where: { position.canPlay($0) && position.isWinningMove($0) }) {
                column = winning
                score = position.scoreOfWinningNow
            } else if let best = books.bestMoves(in: position), let exact = books.score(of: position) {
                column = order.first(where: best.contains)!
                score = exact
            } else {
                let (key, mirrored) = position.canonicalKey
                let entry: OpeningBook.Entry
                if let stored = known[key] {
                    entry = stored
                } else {
                    let (exact, best) = solver.bestMoves(in: position, score: score)
                    let mask = best.reduce(UInt8(0)) { $0 | 1 << UInt8(mirrored ? 6 - $1 : $1) }
                    entry = OpeningBook.Entry(key: key, bestColumns: mask, score: exact)
                    known[key] = entry
                    log.write(Data("\(key) \(mask) \(exact)\n".utf8))
                    solved += 1
                }
                column = order.first { entry.bestColumns & (1 << UInt8(mirrored ? 6 - $0 : $0)) != 0 }!
                score = entry.score
            }
            position.play(column)
            score = score.map { -$0 }
        }
        if solved > 0 { try write() }
        print("line-book: root \(number + 1) of \(roots.count) (\(root.moveCount) stones): \(solved) solved in \(clock.now - start); \(known.count) in all")
        fflush(nil)
    }
    try write()
    print("line-book: wrote \(known.count) positions to \(output)")
}

/// Every position of 0 to `depth` stones where the game goes on, once each (mirror images apart), in
/// order of stone count and then of columns played.
func lineRoots(depth: Int) -> [Position] {
    var roots: [Position] = [Position()]
    var seen: Set<UInt64> = [Position().key]
    var level = roots
    for _ in 0..<depth {
        var next: [Position] = []
        for position in level {
            for column in 0..<Position.width where position.canPlay(column) && !position.isWinningMove(column) {
                var child = position
                child.play(column)
                if seen.insert(child.key).inserted { next.append(child) }
            }
        }
        roots += next
        level = next
    }
    return roots
}

/// The solved positions in a lines book checkpoint (`KEY BESTMASK SCORE` a line; a line cut short by a
/// stop is left out); none when the file does not exist.
private func readLineCheckpoint(_ path: String) throws -> [UInt64: OpeningBook.Entry] {
    guard FileManager.default.fileExists(atPath: path) else { return [:] }
    var known: [UInt64: OpeningBook.Entry] = [:]
    for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
        let fields = line.split(separator: " ")
        guard fields.count == 3, let key = UInt64(fields[0]), let mask = UInt8(fields[1]), let score = Int(fields[2])
        else { continue }
        known[key] = OpeningBook.Entry(key: key, bestColumns: mask, score: score)
    }
    return known
}

/// The number of stones of the position whose key is `key` (a column of `h` stones holds a value in
/// `2^h - 1 ... 2^(h+1) - 2`).
private func stoneCount(key: UInt64) -> Int {
    (0..<Position.width).reduce(0) { count, column in
        let bits = (key >> UInt64(column * (Position.height + 1))) & 0x7F
        return count + 63 - (bits + 1).leadingZeroBitCount
    }
}
