// c4-bench: the solver benchmark (release build). See `usage` below.
import Assets
import Foundation
import Game
import Music
import TableMemory

let usage = """
    usage: c4-bench pons FILE... [--limit N] [--weak]   solve Pons' benchmark files
           c4-bench empty [--strong]                    solve the empty board from scratch
           c4-bench best FILE... [--limit N] [--warm]   time Solver.bestMoves on each line's
                                                        first field (moves); the table is
                                                        cleared before each unless --warm
           c4-bench bot [--games N] [--levels A,B] [--seed N] [--opening-plies K] [--book F]
                        [--report-slower SEC]
                                                        bot games: results and move times
           c4-bench plytimes [--games N] [--from PLY]   perfect move times without a book
           c4-bench book [--max-ply P] [--checkpoint F] [--out F] [--write-only]
                                                        generate (or resume) the opening book
           c4-bench positions [--count N] [--seed S] [--max-stones M]
                                                        seeded random-play positions (stone
                                                        counts 0..M in turn), one a line
           c4-bench answers [--count N] [--seed S] [--max-stones M] [--depth D]
                                                        in-process answer times (score and every
                                                        column's score, book first, as `solve`
                                                        gives them) of seeded random-play
                                                        positions; D: the book's depth (default:
                                                        the installed books' deepest level)
                        [--process APP [--runs N]]      and as whole `APP solve` processes
           c4-bench latency-summary FILE [--limit SEC]  p50/p95/max per stone-count bucket of
                                                        the times bench-solver.sh recorded
           c4-bench complete-book [--depth D] [--checkpoint F] [--out F] [--seed-book F]
                        [--write-every SEC] [--stop-after N] [--write-only]
                                                        generate (or resume) the complete book:
                                                        every position of at most D stones
                                                        (default 9)
           c4-bench book-sample [--depth D] [--count N] [--seed S] [--scores F]
                                                        a seeded sample of the complete book's
                                                        deepest positions (D, default 9), as
                                                        moves, one a line;
                                                        --scores: only those book F holds, each
                                                        with its score
           c4-bench save --db FILE [--games N] [--seed S]
                                                        time saving moves (one transaction each)
                                                        into the history store
           c4-bench audio [--device PCM] [--seconds S] [--latency S] [--trace]
                                                        the live engine's latency and xruns
           c4-bench gaps FILE [--channels N] [--rate HZ] [--min-ms MS]
                                                        dropouts (runs of digital silence) in a
                                                        raw S16 capture of the audio benchmark
           c4-bench phrasing [--games N] [--seed S] [--midi DIR] [--quiet]
                                                        the loudness shape of seeded games (LU per
                                                        note); --midi writes each game's .mid
           c4-bench room [--seconds S] [--runs N] [--seed S] [--block FRAMES]
                                                        the room alone (reflections and late
                                                        reverberation) over a seeded signal:
                                                        ms a run, ns a frame, output checksum
           c4-bench levels FILE...                      each audio file's loudness (BS.1770), peak
                                                        and trailing digital silence
       every command takes --table-log2 N (default 24: 2^24 entries, 128 MiB) and
       --threads N (1 or 2, default 2: a helper thread joins long solves; for book, the number of
       solving threads, each with a one-thread solver and a table of its own)
    """

func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

var args = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
    guard let i = args.firstIndex(of: name), i + 1 < args.count else { return nil }
    let value = args[i + 1]
    args.removeSubrange(i...i + 1)
    return value
}
@MainActor func flag(_ name: String) -> Bool {
    guard let i = args.firstIndex(of: name) else { return false }
    args.remove(at: i)
    return true
}

Solver.forcedMoveChains = ProcessInfo.processInfo.environment["C4_FORCED_CHAINS"] != "0"
Solver.prefetchesTable = ProcessInfo.processInfo.environment["C4_PREFETCH"] != "0"
let tableLog2 = option("--table-log2").flatMap(Int.init) ?? 24
let threads = option("--threads").flatMap(Int.init) ?? 2
guard let command = args.first else { print(usage); exit(64) }
if flag("--help") || flag("-h") { print(usage); exit(0) }
args.removeFirst()
let clock = ContinuousClock()

// A failure is one line on standard error and exit status 1, not a crash report.
do {
    switch command {
    case "pons":
        let limit = option("--limit").flatMap(Int.init) ?? Int.max
        let weak = flag("--weak")
        let solver = Solver(table: TableMemory.table(sizeLog2: tableLog2), threads: threads)
        print("file            positions  mismatches  mean time    mean nodes   nodes/s   main-thread nodes")
        for path in args {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let lines = text.split(separator: "\n").prefix(limit)
            var mismatches = 0
            var total = Duration.zero
            solver.resetNodeCount()
            for line in lines {
                let parts = line.split(separator: " ")
                let game = try MoveRecord.parse(parts[0])
                let expected = Int(parts[1])!
                let start = clock.now
                let score = solver.solve(game.position, weak: weak)
                total += clock.now - start
                let want = weak ? expected.signum() : expected
                if score != want {
                    mismatches += 1
                    FileHandle.standardError.write(Data("mismatch: \(line) got \(score)\n".utf8))
                }
            }
            let n = Double(lines.count)
            let t = seconds(total)
            let name = (path as NSString).lastPathComponent
            print(String(format: "%-14@  %9d  %10d  %9.3f ms  %11.0f  %8.2fM  %11.0f",
                         name as NSString, lines.count, mismatches, t / n * 1000,
                         Double(solver.nodeCount) / n, Double(solver.nodeCount) / t / 1e6,
                         Double(solver.nodeCount - solver.helperNodeCount) / n))
            fflush(nil)
        }
    case "best":
        // The perfect bot's live cost: bestMoves (one solve plus the null-window tests per move).
        let limit = option("--limit").flatMap(Int.init) ?? Int.max
        let warm = flag("--warm")
        let solver = Solver(table: TableMemory.table(sizeLog2: tableLog2), threads: threads)
        var total = Duration.zero
        var totalNodes = 0, totalMain = 0, count = 0
        for path in args {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            for line in text.split(separator: "\n").prefix(limit) {
                let moves = line.split(separator: " ")[0]
                let position = try MoveRecord.parse(moves).position
                if !warm { solver.clearTable() }
                solver.resetNodeCount()
                let start = clock.now
                let (score, columns) = solver.bestMoves(in: position)
                let t = clock.now - start
                total += t
                totalNodes += solver.nodeCount
                totalMain += solver.nodeCount - solver.helperNodeCount
                count += 1
                print(String(format: "%@ score %d best %@: %.3f s, %d nodes, %d by the main thread",
                             String(moves), score, columns.map { String($0 + 1) }.joined(),
                             seconds(t), solver.nodeCount, solver.nodeCount - solver.helperNodeCount))
                fflush(nil)
            }
        }
        print(String(format: "%d positions: mean %.3f s, total %.2f s, mean nodes %.0f, main-thread %.0f",
                     count, seconds(total) / Double(max(count, 1)), seconds(total),
                     Double(totalNodes) / Double(max(count, 1)), Double(totalMain) / Double(max(count, 1))))
    case "empty":
        let strong = flag("--strong")
        let solver = Solver(table: TableMemory.table(sizeLog2: tableLog2), threads: threads)
        let start = clock.now
        let score = solver.solve(Position(), weak: !strong)
        let t = seconds(clock.now - start)
        print(String(format: "empty board %@: score %d in %.2f s, %d nodes (%.2fM nodes/s), %d by the main thread",
                     strong ? "strong" : "weak", score, t, solver.nodeCount,
                     Double(solver.nodeCount) / t / 1e6, solver.nodeCount - solver.helperNodeCount))
    case "plytimes":
        // How long a perfect move takes without a book, by number of stones: picks the book depth.
        let games = option("--games").flatMap(Int.init) ?? 5
        let fromPly = option("--from").flatMap(Int.init) ?? 8
        var generator = SeededGenerator(seed: UInt64(option("--seed").flatMap(Int.init) ?? 1))
        let solver = Solver(table: TableMemory.table(sizeLog2: tableLog2), threads: threads)
        var worst = [Double](repeating: 0, count: 43)
        for game in 0..<games {
            var position = Position()
            while !position.isFull && !position.isWonByLastMover {
                if position.moveCount >= fromPly {
                    let start = clock.now
                    _ = solver.bestMoves(in: position)
                    let t = seconds(clock.now - start)
                    worst[position.moveCount] = max(worst[position.moveCount], t)
                    print("game \(game) ply \(position.moveCount): \(String(format: "%.3f", t)) s")
                    fflush(nil)
                }
                let legal = (0..<7).filter { position.canPlay($0) && !position.isWinningMove($0) }
                guard let column = legal.randomElement(using: &generator) else { break }
                position.play(column)
            }
        }
        for ply in fromPly..<43 where worst[ply] > 0 {
            print(String(format: "ply %2d: worst %.3f s", ply, worst[ply]))
        }
    case "bot":
        // Bot-against-bot games: results (the strength ladder) and each level's move times.
        let games = option("--games").flatMap(Int.init) ?? 100
        let names = (option("--levels") ?? "perfect,perfect").split(separator: ",").map(String.init)
        guard names.count == 2, let a = BotLevel(rawValue: names[0]), let b = BotLevel(rawValue: names[1])
        else { print(usage); exit(64) }
        var generator = SeededGenerator(seed: UInt64(option("--seed").flatMap(Int.init) ?? 1))
        let bookPath = option("--book") ?? "Resources/book/perfect.c4book"
        let book = (try? Data(contentsOf: URL(fileURLWithPath: bookPath))).flatMap { try? OpeningBook(bytes: $0) }
        print("book: \(book.map { "\($0.count) positions" } ?? "none")")
        // Each bot has a solver and table of its own, as in a game against a person: neither warms
        // the other's table. A third one checks what perfect play guarantees.
        let bots = [a, b].map {
            Bot(level: $0, solver: Solver(table: TableMemory.table(sizeLog2: tableLog2), threads: threads), book: book)
        }
        let solver = Solver(table: TableMemory.table(sizeLog2: tableLog2), threads: threads)
        var times: [[Double]] = [[], []]
        var wins = [0, 0], draws = 0, firstWins = [0, 0]
        let openingPlies = option("--opening-plies").flatMap(Int.init) ?? 0
        let slowMove = option("--report-slower").flatMap(Double.init) ?? .infinity
        var perfectShortfalls = 0
        for game in 0..<games {
            let firstIndex = game % 2  // a first in even games
            var g = Game()
            // Optionally start from a seeded random opening (never a move that wins at once).
            while g.moves.count < openingPlies {
                let safe = g.legalColumns.filter { !g.position.isWinningMove($0) }
                try g.play(safe.randomElement(using: &generator)!)
            }
            // What perfect play guarantees from here, for each perfect bot in the game.
            var guaranteed: [Int: Int] = [:]
            if openingPlies > 0 {
                let value = solver.solve(g.position, weak: true)  // for the player to move
                let toMove = g.moves.count % 2 == 0 ? firstIndex : 1 - firstIndex
                if bots[toMove].level == .perfect { guaranteed[toMove] = value }
                if bots[1 - toMove].level == .perfect { guaranteed[1 - toMove] = -value }
            }
            while !g.outcome.isOver {
                let index = g.moves.count % 2 == 0 ? firstIndex : 1 - firstIndex
                let start = clock.now
                let column = bots[index].move(in: g.position, using: &generator)
                let time = seconds(clock.now - start)
                times[index].append(time)
                if time >= slowMove {
                    print(String(format: "slow move: %@ after %@ (ply %d): %.2f s", bots[index].level.rawValue,
                                 MoveRecord.encode(g), g.moves.count, time))
                    fflush(nil)
                }
                try g.play(column)
            }
            var result = [0, 0]
            if case .win(let player) = g.outcome {
                let winner = player == .first ? firstIndex : 1 - firstIndex
                result[winner] = 1
                result[1 - winner] = -1
                wins[winner] += 1
                if player == .first { firstWins[winner] += 1 }
            } else {
                draws += 1
            }
            for (index, value) in guaranteed where result[index] < value {
                perfectShortfalls += 1
                print("perfect fell short of its guaranteed outcome: \(MoveRecord.encode(g))")
            }
            if a == .perfect && b != .perfect && firstIndex == 0 && openingPlies == 0 && result[0] != 1 {
                print("perfect did not win a game it started: \(MoveRecord.encode(g))")
            }
            if games <= 200 && (game + 1) % 10 == 0 {
                print("after \(game + 1) games: \(a) \(wins[0]), \(b) \(wins[1]), draws \(draws)")
                fflush(nil)
            }
        }
        if openingPlies > 0 {
            print("games from \(openingPlies)-ply random openings; perfect fell short of its guaranteed outcome in \(perfectShortfalls)")
        }
        let decided = wins[0] + wins[1]
        print(String(format: "%@ vs %@: %d games, %@ wins %d (%d first), %@ wins %d (%d first), draws %d; %@ %.1f%% of decided",
                     a.rawValue, b.rawValue, games, a.rawValue, wins[0], firstWins[0], b.rawValue, wins[1],
                     firstWins[1], draws, a.rawValue, decided == 0 ? 0 : Double(wins[0]) * 100 / Double(decided)))
        for (index, level) in [a, b].enumerated() where !(index == 1 && a == b) {
            var t = index == 0 && a == b ? times[0] + times[1] : times[index]
            t.sort()
            guard !t.isEmpty else { continue }
            let p99 = t[min(t.count - 1, Int(Double(t.count) * 0.99))]
            print(String(format: "%@ move times over %d moves: median %.2f ms, p99 %.2f ms, max %.2f ms",
                         level.rawValue, t.count, t[t.count / 2] * 1000, p99 * 1000, t.last! * 1000))
        }
    case "save":
        guard let path = option("--db") else { print(usage); exit(64) }
        try SaveBenchmark.run(path: path, games: option("--games").flatMap(Int.init) ?? 200,
                              seed: option("--seed").flatMap(UInt64.init) ?? 1)
    case "audio":
        try AudioBench.run(device: option("--device") ?? "default",
                           seconds: option("--seconds").flatMap(Double.init) ?? 60,
                           latency: option("--latency").flatMap(Double.init) ?? 0.02, trace: flag("--trace"))
    case "phrasing":
        try PhrasingBench.run(games: option("--games").flatMap(Int.init) ?? 50, seed: option("--seed").flatMap(UInt64.init) ?? 1,
                              midiDirectory: option("--midi"), quiet: flag("--quiet"))
    case "room":
        RoomBench.run(duration: option("--seconds").flatMap(Double.init) ?? 42.734, runs: option("--runs").flatMap(Int.init) ?? 20,
                      seed: option("--seed").flatMap(UInt64.init) ?? 1, blockFrames: option("--block").flatMap(Int.init) ?? 16_384)
    case "levels":
        try LevelsBench.run(paths: args)
    case "gaps":
        let channels = option("--channels").flatMap(Int.init) ?? 2, rate = option("--rate").flatMap(Int.init) ?? 44_100
        let minimum = (option("--min-ms").flatMap(Double.init) ?? 0.5) / 1000
        guard let path = args.first else { print(usage); exit(64) }
        try GapScan.run(path: path, channels: channels, rate: rate, minimumSeconds: minimum)
    case "book":
        try generateBook(maxPly: option("--max-ply").flatMap(Int.init) ?? 9,
                         checkpoint: option("--checkpoint") ?? "Resources/book/perfect.checkpoint",
                         output: option("--out") ?? "Resources/book/perfect.c4book",
                         tableLog2: tableLog2, writeOnly: flag("--write-only"),
                         threads: threads)
    case "positions":
        let count = option("--count").flatMap(Int.init) ?? 62
        let seed = option("--seed").flatMap(UInt64.init) ?? 1
        let maxStones = option("--max-stones").flatMap(Int.init) ?? 30
        for moves in Latency.positions(count: count, seed: seed, maxStones: maxStones) { print(moves) }
    case "answers":
        let book = try OpeningBookFile.load()
        let depth = option("--depth").flatMap(Int.init) ?? book?.completeDepth ?? 0
        let maxStones = option("--max-stones").flatMap(Int.init) ?? depth
        let positions = Latency.positions(count: option("--count").flatMap(Int.init) ?? 30 * (maxStones + 1),
                                          seed: option("--seed").flatMap(UInt64.init) ?? 1, maxStones: maxStones)
        let solver = Solver(table: TableMemory.table(sizeLog2: tableLog2), threads: threads)
        let samples = try AnswerLatency.measure(positions, solver: solver, book: book)
        print(AnswerLatency.report(samples, bookDepth: depth))
        // --process APP: the same answers as whole `APP solve` processes (the fastest of --runs).
        if let app = option("--process") {
            let runs = option("--runs").flatMap(Int.init) ?? 3
            let processes = try AnswerLatency.measureProcesses(positions, app: app, runs: runs)
            print("answers as whole processes (\(app) solve [--analyze] MOVES, the fastest of \(runs) runs each):")
            print(AnswerLatency.report(processes, bookDepth: depth, how: "as whole processes"))
        }
    case "latency-summary":
        let limit = option("--limit").flatMap(Double.init) ?? 10
        print(Latency.summary(try String(contentsOfFile: args[0], encoding: .utf8), limit: limit))
    case "complete-book":
        let depth = option("--depth").flatMap(Int.init) ?? 9
        try generateCompleteBook(depth: depth,
                                 checkpoint: option("--checkpoint") ?? "Resources/book/complete-depth\(depth).checkpoint",
                                 output: option("--out") ?? "Resources/book/complete.c4book",
                                 seedBook: option("--seed-book") ?? "Resources/book/perfect.c4book",
                                 tableLog2: tableLog2, threads: threads, writeOnly: flag("--write-only"),
                                 writeEvery: .seconds(option("--write-every").flatMap(Int.init) ?? 600),
                                 stopAfter: option("--stop-after").flatMap(Int.init) ?? Int.max)
    case "book-sample":
        let sample = CompleteBookSample.moves(depth: option("--depth").flatMap(Int.init) ?? 9,
                                              count: option("--count").flatMap(Int.init) ?? 1000,
                                              seed: option("--seed").flatMap(UInt64.init) ?? 1)
        if let path = option("--scores") {
            let book = try OpeningBook(bytes: try Data(contentsOf: URL(fileURLWithPath: path)))
            for moves in sample {
                let position = Position(columns: moves.compactMap { $0.wholeNumberValue.map { $0 - 1 } })
                if let score = book.storedScore(of: position) { print(moves, score) }
            }
        } else {
            for moves in sample { print(moves) }
        }
    default:
        print(usage)
        exit(64)
    }
} catch {
    FileHandle.standardError.write(Data("c4-bench: \(error)\n".utf8))
    exit(1)
}
