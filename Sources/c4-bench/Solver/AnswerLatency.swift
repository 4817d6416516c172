import Foundation
import Game

/// `c4-bench answers`: how long a running program (the hint panel, a review, `solve` after start-up)
/// takes to answer a position, in-process, the way `c4-audio solve` answers it: the score from the
/// book where it determines it (``OpeningBook/score(of:)``), else solved; every column's score
/// from the book where it determines them (``OpeningBook/analysis(of:weak:)``), else
/// ``Solver/analyze(_:weak:book:)``. The table is cleared before each answer, as in a new process.
enum AnswerLatency {
    /// One position's two answer times.
    struct Sample {
        var stones: Int
        var score: Duration
        var analysis: Duration
    }

    /// Times both answers for every position of `moves` (column digits, 1-based).
    static func measure(_ moves: [String], solver: Solver, book: OpeningBook?) throws -> [Sample] {
        let clock = ContinuousClock()
        return try moves.map { moves in
            let position = try MoveRecord.parse(moves).position
            solver.clearTable()
            var start = clock.now
            let score = book?.score(of: position) ?? solver.solve(position)
            let scoreTime = clock.now - start
            solver.clearTable()
            start = clock.now
            let scores = book?.analysis(of: position) ?? solver.analyze(position, book: book)
            let analysisTime = clock.now - start
            // The two answers agree: the position's score is its best column's.
            precondition(scores.compactMap { $0 }.max() == score, "\(moves): score \(score), analysis \(scores)")
            return Sample(stones: moves.count, score: scoreTime, analysis: analysisTime)
        }
    }

    /// Times both answers for every position of `moves` as whole processes, as a person or a script
    /// meets them: `app solve MOVES` and `app solve --analyze MOVES`, each from the spawn to its exit
    /// (start-up, the book's mapping and the answer), output to `/dev/null`. The fastest of `runs`.
    static func measureProcesses(_ moves: [String], app: String, runs: Int) throws -> [Sample] {
        let clock = ContinuousClock()
        func time(_ arguments: [String]) throws -> Duration {
            var fastest = Duration.seconds(1_000)
            for _ in 0..<max(1, runs) {
                let start = clock.now
                let status = try spawnAndWait(app, arguments)
                fastest = min(fastest, clock.now - start)
                guard status == 0 else { throw BenchError("\(app) \(arguments.joined(separator: " ")): exit \(status)") }
            }
            return fastest
        }
        return try moves.map { moves in
            Sample(stones: moves.count, score: try time(["solve", moves]), analysis: try time(["solve", "--analyze", moves]))
        }
    }

    /// Runs `path` with `arguments` (standard output to `/dev/null`) and returns its exit status.
    private static func spawnAndWait(_ path: String, _ arguments: [String]) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchError("\(path): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status >> 8) & 0xff
    }

    /// The table `make bench-solver` prints: per stone count, n and p50/p95/max of each answer in
    /// milliseconds; then the issue's line for the positions of at most `bookDepth` stones.
    static func report(_ samples: [Sample], bookDepth: Int, budget: Duration = .milliseconds(10),
                       how: String = "in-process") -> String {
        func ms(_ d: Duration) -> Double {
            Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15
        }
        func stats(_ times: [Duration]) -> String {
            let sorted = times.sorted()
            func quantile(_ q: Double) -> Duration {
                sorted[min(sorted.count - 1, Int((q * Double(sorted.count)).rounded(.up)) - 1)]
            }
            return String(format: "%9.3f %9.3f %9.3f", ms(quantile(0.5)), ms(quantile(0.95)), ms(sorted.last!))
        }
        var lines = ["stones     n   score p50       p95       max   analysis p50  p95       max   (ms)"]
        for stones in Set(samples.map(\.stones)).sorted() {
            let of = samples.filter { $0.stones == stones }
            lines.append(String(format: "%6d %5d ", stones, of.count) + stats(of.map(\.score)) + "    "
                         + stats(of.map(\.analysis)))
        }
        // A position's analysis needs the scores one stone deeper, so the book answers it up to one
        // stone less than its depth; both limits are printed.
        let scored = samples.filter { $0.stones <= bookDepth }.map(\.score).max() ?? .zero
        let analysed = samples.filter { $0.stones < bookDepth }.map(\.analysis).max() ?? .zero
        let atDepth = samples.filter { $0.stones == bookDepth }.map(\.analysis).max() ?? .zero
        let met = scored <= budget && analysed <= budget
        lines.append(String(format: "Done when: answers %@, score max %.3f ms (0-%d stones), analysis max %.3f ms "
                            + "(0-%d stones; %.0f ms at %d stones) <= %.0f ms: %@", how, ms(scored), bookDepth,
                            ms(analysed), bookDepth - 1, ms(atDepth), bookDepth, ms(budget),
                            met ? "met" : "NOT met"))
        return lines.joined(separator: "\n")
    }
}

/// A benchmark that cannot go on: the message names what failed.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
