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
           c4-bench line-book [--roots-depth D] [--checkpoint F] [--out F] [--write-only]
                                                        generate (or resume) the lines book: the
                                                        positions of the lines of perfect play from
                                                        every position of at most D stones (default
                                                        5) that the other books do not answer
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
           c4-bench underrun [--device PCM] [--stall S] [--times N]
                                                        a device run dry N times on purpose:
                                                        its underruns and buffer after each
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

let tableLog2 = option("--table-log2").flatMap(Int.init) ?? 24
let threads = option("--threads").flatMap(Int.init) ?? 2
guard let command = args.first else { print(usage); exit(64) }
if flag("--help") || flag("-h") { print(usage); exit(0) }
args.removeFirst()

// A failure is one line on standard error and exit status 1, not a crash report.
do {
    switch command {
    case "pons":
        // Options first: what is left are the files.
        let limit = option("--limit").flatMap(Int.init) ?? Int.max, weak = flag("--weak")
        try SolverBench.pons(paths: args, limit: limit, weak: weak, tableLog2: tableLog2, threads: threads)
    case "best":
        let limit = option("--limit").flatMap(Int.init) ?? Int.max, warm = flag("--warm")
        try SolverBench.best(paths: args, limit: limit, warm: warm, tableLog2: tableLog2, threads: threads)
    case "empty":
        SolverBench.empty(strong: flag("--strong"), tableLog2: tableLog2, threads: threads)
    case "plytimes":
        SolverBench.plyTimes(games: option("--games").flatMap(Int.init) ?? 5, from: option("--from").flatMap(Int.init) ?? 8,
                             seed: UInt64(option("--seed").flatMap(Int.init) ?? 1), tableLog2: tableLog2, threads: threads)
    case "bot":
        let names = (option("--levels") ?? "perfect,perfect").split(separator: ",").map(String.init)
        guard names.count == 2, let a = BotLevel(rawValue: names[0]), let b = BotLevel(rawValue: names[1])
        else { print(usage); exit(64) }
        try BotBench(levels: (a, b), games: option("--games").flatMap(Int.init) ?? 100,
                     seed: UInt64(option("--seed").flatMap(Int.init) ?? 1),
                     bookPath: option("--book") ?? "Resources/book/perfect.c4book",
                     openingPlies: option("--opening-plies").flatMap(Int.init) ?? 0,
                     slowMove: option("--report-slower").flatMap(Double.init) ?? .infinity,
                     tableLog2: tableLog2, threads: threads).run()
    case "save":
        guard let path = option("--db") else { print(usage); exit(64) }
        try SaveBenchmark.run(path: path, games: option("--games").flatMap(Int.init) ?? 200,
                              seed: option("--seed").flatMap(UInt64.init) ?? 1)
    case "audio":
        try AudioBench.run(device: option("--device") ?? "default",
                           seconds: option("--seconds").flatMap(Double.init) ?? 60,
                           latency: option("--latency").flatMap(Double.init) ?? 0.02, trace: flag("--trace"))
    case "underrun":
        try UnderrunBench.run(device: option("--device") ?? "default", stall: option("--stall").flatMap(Double.init) ?? 0.2,
                              times: option("--times").flatMap(Int.init) ?? 3)
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
        let solver = Solver(table: TableMemory.table(sizeLog2: tableLog2), threads: threads, options: BenchSolverOptions.options)
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
    case "line-book":
        // The books as the app loads them, without the lines book this rewrites.
        let perfect = try OpeningBook(bytes: try Data(contentsOf: URL(fileURLWithPath: "Resources/book/perfect.c4book")))
        let complete = try OpeningBook(bytes: try Data(contentsOf: URL(fileURLWithPath: "Resources/book/complete.c4book")))
        try generateLineBook(rootDepth: option("--roots-depth").flatMap(Int.init) ?? 5,
                             books: perfect.consulting(LazyBook { complete }),
                             checkpoint: option("--checkpoint") ?? "Resources/book/lines.checkpoint",
                             output: option("--out") ?? "Resources/book/lines.c4book",
                             tableLog2: tableLog2, threads: threads, writeOnly: flag("--write-only"))
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
