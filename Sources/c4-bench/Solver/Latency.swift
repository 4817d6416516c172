import Foundation
import Game
import Music

/// The pieces of `make bench-solver`'s latency part (scripts/bench-solver.sh times the processes).
enum Latency {
    /// `count` positions reached by random play (uniform over the legal moves), seeded: position
    /// `i` has `i % (maxStones + 1)` stones, so every stone count gets its share. A walk that ends
    /// the game, or reaches a position whose mover wins at once (no search needed), starts again.
    static func positions(count: Int, seed: UInt64, maxStones: Int) -> [String] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { index in
            let stones = index % (maxStones + 1)
            while true {
                var position = Position()
                var moves = ""
                var over = false
                for _ in 0..<stones {
                    let column = (0..<Position.width).filter(position.canPlay).randomElement(using: &random)!
                    if position.isWinningMove(column) {
                        over = true
                        break
                    }
                    position.play(column)
                    moves += String(column + 1)
                }
                if !over && !position.canWinNext { return moves }
            }
        }
    }

    /// One timed run: `MODE STONES WALL CPU STATUS` (seconds; STATUS `ok` or `timeout`), then
    /// optionally c4solver's `WALL CPU STATUS` for the same position.
    struct Run {
        var mode: String
        var stones: Int
        /// Wall-clock and CPU seconds.
        var times: [Double]
        var finished: Bool
        var reference: (times: [Double], finished: Bool)?

        init?(_ line: Substring) {
            let f = line.split(separator: " ")
            guard f.count >= 5, let stones = Int(f[1]), let wall = Double(f[2]), let cpu = Double(f[3])
            else { return nil }
            mode = String(f[0])
            self.stones = stones
            times = [wall, cpu]
            finished = f[4] == "ok"
            if f.count >= 8, let wall = Double(f[5]), let cpu = Double(f[6]) {
                reference = ([wall, cpu], f[7] == "ok")
            }
        }
    }

    /// The stone-count buckets of the summary.
    static let buckets: [ClosedRange<Int>] = [0...4, 5...8, 9...12, 13...16, 17...20, 21...25, 26...30]

    /// The table `make bench-solver` prints: per measure (wall-clock, CPU), mode and bucket, the
    /// count, p50, p95 and max (a run stopped at the limit counts as the limit; `>limit` says how
    /// many), and the ratio to c4solver: our total over its total on the positions both finished.
    static func summary(_ text: String, limit: Double) -> String {
        let runs = text.split(separator: "\n").compactMap(Run.init)
        var lines: [String] = []
        for (measure, name) in ["wall-clock", "CPU"].enumerated() {
            lines.append("\(name) seconds")
            lines.append("mode      stones     n       p50       p95       max  >limit   vs c4solver (n)")
            for mode in ["solve", "analyze"] {
                let ofMode = runs.filter { $0.mode == mode }
                for bucket in buckets + [0...Int.max] {
                    let runs = ofMode.filter { bucket.contains($0.stones) }
                    guard !runs.isEmpty else { continue }
                    let times = runs.map { $0.finished ? $0.times[measure] : max($0.times[measure], limit) }.sorted()
                    func quantile(_ q: Double) -> Double {
                        times[min(times.count - 1, Int((q * Double(times.count)).rounded(.up)) - 1)]
                    }
                    let both = runs.filter { $0.finished && $0.reference?.finished == true }
                    let ours = both.reduce(0) { $0 + $1.times[measure] }
                    let theirs = both.reduce(0) { $0 + $1.reference!.times[measure] }
                    let ratio = both.isEmpty || theirs == 0 ? "-"
                        : String(format: "%.2f (%d of %d)", ours / theirs, both.count, runs.count)
                    let label = bucket.upperBound == .max ? "all" : "\(bucket.lowerBound)-\(bucket.upperBound)"
                    func padded(_ text: String, _ width: Int) -> String {
                        text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0)
                    }
                    lines.append(padded(mode, 9) + " " + padded(label, 6) + String(
                        format: " %5d %9.3f %9.3f %9.3f %7d   ", runs.count, quantile(0.5), quantile(0.95),
                        times.last!, runs.count { !$0.finished }) + ratio)
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}
