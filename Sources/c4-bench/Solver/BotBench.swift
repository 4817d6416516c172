import Foundation
import Game
import Music
import TableMemory

/// `c4-bench bot`: bot-against-bot games, their results (the strength ladder) and each level's move times.
struct BotBench {
    /// The first and second bot's levels (they alternate who starts).
    let levels: (BotLevel, BotLevel)
    let games: Int
    let seed: UInt64
    /// The opening book both bots use (none when it cannot be read).
    let bookPath: String
    /// Seeded random plies (never a move that wins at once) before the bots take over.
    let openingPlies: Int
    /// A move slower than this many seconds is printed.
    let slowMove: Double
    let tableLog2: Int
    let threads: Int

    /// Plays the games, printing progress and then the results and move times.
    func run() throws {
        let (a, b) = levels
        let clock = ContinuousClock()
        var generator = SeededGenerator(seed: seed)
        let book = (try? Data(contentsOf: URL(fileURLWithPath: bookPath))).flatMap { try? OpeningBook(bytes: $0) }
        print("book: \(book.map { "\($0.count) positions" } ?? "none")")
        // Each bot has a solver and table of its own, as in a game against a person: neither warms
        // the other's table. A third one checks what perfect play guarantees.
        let bots = [a, b].map {
            Bot(level: $0, solver: Solver(table: TableMemory.table(sizeLog2: tableLog2), threads: threads, options: BenchSolverOptions.options), book: book)
        }
        let solver = Solver(table: TableMemory.table(sizeLog2: tableLog2), threads: threads, options: BenchSolverOptions.options)
        var times: [[Double]] = [[], []]
        var wins = [0, 0], draws = 0, firstWins = [0, 0]
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
    }
}
