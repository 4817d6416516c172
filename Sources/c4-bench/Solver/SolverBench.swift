import Foundation
import Game
import Music
import TableMemory

/// Seconds in `d`, as a `Double`.
func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

/// `c4-bench pons`, `best`, `empty` and `plytimes`: the solver alone, in this process.
enum SolverBench {
    static let clock = ContinuousClock()

    /// Solves each line of Pons' benchmark files (`MOVES SCORE`, the first `limit`), checking the scores.
    static func pons(paths: [String], limit: Int, weak: Bool, tableLog2: Int, threads: Int) throws {
        let solver = Solver(table: TableMemory.table(sizeLog2: tableLog2), threads: threads, options: BenchSolverOptions.options)
        print("file            positions  mismatches  mean time    mean nodes   nodes/s   main-thread nodes")
        for path in paths {
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
    }

    /// The perfect bot's live cost: `bestMoves` (one solve plus the null-window tests per move) on each
    /// line's first field; the table cleared before each unless `warm`.
    static func best(paths: [String], limit: Int, warm: Bool, tableLog2: Int, threads: Int) throws {
        let solver = Solver(table: TableMemory.table(sizeLog2: tableLog2), threads: threads, options: BenchSolverOptions.options)
        var total = Duration.zero
        var totalNodes = 0, totalMain = 0, count = 0
        for path in paths {
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
    }

    /// The empty board from scratch, weak or strong.
    static func empty(strong: Bool, tableLog2: Int, threads: Int) {
        let solver = Solver(table: TableMemory.table(sizeLog2: tableLog2), threads: threads, options: BenchSolverOptions.options)
        let start = clock.now
        let score = solver.solve(Position(), weak: !strong)
        let t = seconds(clock.now - start)
        print(String(format: "empty board %@: score %d in %.2f s, %d nodes (%.2fM nodes/s), %d by the main thread",
                     strong ? "strong" : "weak", score, t, solver.nodeCount,
                     Double(solver.nodeCount) / t / 1e6, solver.nodeCount - solver.helperNodeCount))
    }

    /// How long a perfect move takes without a book, by number of stones (what picks the book's depth):
    /// seeded random games, timed from `fromPly` stones on.
    static func plyTimes(games: Int, from fromPly: Int, seed: UInt64, tableLog2: Int, threads: Int) {
        var generator = SeededGenerator(seed: seed)
        let solver = Solver(table: TableMemory.table(sizeLog2: tableLog2), threads: threads, options: BenchSolverOptions.options)
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
    }
}
