import Foundation
import Music
import Testing
@testable import Game

/// The naive oracle: plain minimax over the whole tree, memoised on the position key only to
/// keep the test fast. No pruning, no move ordering, no bounds: nothing to get wrong.
struct NaiveSolver {
    var memo: [UInt64: Int] = [:]

    mutating func score(_ position: Position) -> Int {
        if let known = memo[position.key] { return known }
        var best = Int.min
        for column in 0..<Position.width where position.canPlay(column) {
            if position.isWinningMove(column) {
                best = (Position.cellCount + 1 - position.moveCount) / 2
                break
            }
            var child = position
            child.play(column)
            best = max(best, child.isFull ? 0 : -score(child))
        }
        memo[position.key] = best
        return best
    }
}

/// A random position with `empty` empty cells where the game is not over: random moves that
/// never complete a four. Nil when every move available would win.
func randomPosition(empty: Int, using generator: inout SeededGenerator) -> Position? {
    var position = Position()
    while position.moveCount < Position.cellCount - empty {
        let columns = (0..<Position.width).filter { position.canPlay($0) && !position.isWinningMove($0) }
        guard let column = columns.randomElement(using: &generator) else { return nil }
        position.play(column)
    }
    return position
}

/// `count` seeded random positions (``randomPosition(empty:using:)``), the `n`-th with `empty(n)` empty cells,
/// each one `accepted`.
func randomPositions(_ count: Int, seed: UInt64, empty: (Int) -> Int,
                     accepted: (Position) -> Bool = { _ in true }) -> [Position] {
    var generator = SeededGenerator(seed: seed)
    var positions: [Position] = []
    while positions.count < count {
        if let position = randomPosition(empty: empty(positions.count), using: &generator), accepted(position) {
            positions.append(position)
        }
    }
    return positions
}

/// Lines `MOVES SCORE` of a fixture file.
func fixture(_ name: String) throws -> [(moves: String, score: Int)] {
    let url = try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.split(separator: "\n").map { line in
        let parts = line.split(separator: " ")
        return (String(parts[0]), Int(parts[1])!)
    }
}

@Suite struct SolverTests {
    @Test func agreesWithNaiveMinimaxOnShortEndgames() {
        let solver = Solver(tableSizeLog2: 16)
        for position in randomPositions(2_000, seed: 2024, empty: { 6 + $0 % 5 }) {
            var oracle = NaiveSolver()
            let expected = oracle.score(position)
            let strong = solver.solve(position)
            #expect(strong == expected, "position \(position)")
            #expect(solver.solve(position, weak: true) == expected.signum())
        }
    }

    /// Allis' claimeven rule, which the search uses as a bound, against the naive oracle: on
    /// seeded positions where it applies, the true score never exceeds the bound.
    @Test func claimevenBoundHoldsAgainstTheOracle() {
        var generator = SeededGenerator(seed: 77)
        var applied = [0: 0, -1: 0]
        var tight = 0
        while applied.values.reduce(0, +) < 300 {
            // 8 or 10 empty cells: the first player is to move.
            guard let position = randomPosition(empty: 8 + 2 * Int.random(in: 0...1, using: &generator),
                                                using: &generator),
                  !position.canWinNext, let bound = position.claimevenBound else { continue }
            var oracle = NaiveSolver()
            let score = oracle.score(position)
            #expect(score <= bound, "position \(position)")
            applied[bound, default: 0] += 1
            if score.signum() == bound { tight += 1 }
        }
        // Both outcomes of the rule were exercised, and it is often exact in sign.
        #expect(applied[0]! > 20 && applied[-1]! > 20, "\(applied)")
        #expect(tight > 100)
    }

    /// Allis' odd-threat zugzwang against the naive oracle: on seeded positions (second player
    /// to move) where the rule applies, the second player's score never exceeds its bound (a loss,
    /// at the latest when the first player's threat on row 3 or 5 is filled).
    @Test func oddThreatBoundHoldsAgainstTheOracle() {
        var generator = SeededGenerator(seed: 78)
        var applied = [-1: 0, -2: 0]
        var tried = 0
        while applied.values.reduce(0, +) < 200 {
            // 9 or 11 empty cells: the second player is to move.
            guard let position = randomPosition(empty: 9 + 2 * Int.random(in: 0...1, using: &generator),
                                                using: &generator),
                  !position.canWinNext else { continue }
            tried += 1
            guard let bound = position.oddThreatBound else { continue }
            var oracle = NaiveSolver()
            #expect(oracle.score(position) <= bound, "position \(position)")
            applied[bound, default: 0] += 1
        }
        // The rule is not vacuous: it applied to a fair share of the positions tried, with both
        // bounds.
        #expect(tried < 100 * 200, "200 of \(tried)")
        #expect(applied[-1]! > 10 && applied[-2]! > 10, "\(applied)")
    }

    @Test(arguments: ["Test_L3_R1.first100", "Test_L2_R1.first100", "Test_L1_R1.first100"])
    func agreesWithPonsBenchmark(file: String) throws {
        let solver = Solver(tableSizeLog2: 20)
        for (moves, score) in try fixture(file) {
            let position = try MoveRecord.parse(moves).position
            #expect(solver.solve(position) == score, "\(moves)")
            #expect(solver.solve(position, weak: true) == score.signum(), "\(moves) weak")
        }
    }

    /// Prefetching table buckets (``Solver/Options/prefetchesTable``) may change the search's speed only:
    /// on seeded positions of 16-22 stones, whose searches cross the transposition cutoff's levels
    /// (below 28 stones) and the levels under them, each solve gives the same score after the same
    /// number of positions with and without it.
    @Test func prefetchingChangesNothingButTime() {
        let positions = randomPositions(12, seed: 29, empty: { 20 + $0 % 7 }) { !$0.canWinNext }
        for position in positions {
            for weak in [false, true] {
                var results: [(score: Int, nodes: Int)] = []
                for prefetching in [true, false] {
                    let solver = Solver(tableSizeLog2: 18, threads: 1, options: Solver.Options(prefetchesTable: prefetching))
                    let score = solver.solve(position, weak: weak)
                    results.append((score, solver.nodeCount))
                }
                #expect(results[0].score == results[1].score && results[0].nodes == results[1].nodes,
                        "\(position.moveCount) stones, weak \(weak): \(results)")
            }
        }
    }

    @Test func analyzeGivesEveryMoveItsScore() throws {
        let solver = Solver(tableSizeLog2: 16)
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            guard let position = randomPosition(empty: 9, using: &generator) else { continue }
            var oracle = NaiveSolver()
            let scores = solver.analyze(position)
            for column in 0..<Position.width {
                guard position.canPlay(column) else {
                    #expect(scores[column] == nil)
                    continue
                }
                var child = position
                child.play(column)
                let expected = position.isWinningMove(column)
                    ? (Position.cellCount + 1 - position.moveCount) / 2
                    : child.isFull ? 0 : -oracle.score(child)
                #expect(scores[column] == expected)
            }
            #expect(scores.compactMap { $0 }.max() == solver.solve(position))
        }
    }

    @Test func mirrorImagesHaveEqualScoresAndKeys() {
        var generator = SeededGenerator(seed: 11)
        let solver = Solver(tableSizeLog2: 16)
        for _ in 0..<50 {
            guard let position = randomPosition(empty: 12, using: &generator) else { continue }
            let mirror = position.mirrored
            #expect(mirror.mirrored == position)
            #expect(mirror.canonicalKey.key == position.canonicalKey.key)
            #expect(Position.mirror(position.key) == mirror.key)
            #expect(solver.solve(mirror) == solver.solve(position))
        }
    }

    @Test func scoresOfKnownPositions() throws {
        let solver = Solver(tableSizeLog2: 20)
        // The first player wins with their 4th stone: 22 - 4 = 18.
        #expect(solver.solve(try MoveRecord.parse("112233").position) == 18)
        // Two open ends: the second player to move loses to the first player's 4th stone.
        #expect(solver.solve(try MoveRecord.parse("22334").position) == -18)
        #expect(solver.solve(try MoveRecord.parse("22334").position, weak: true) == -1)
    }
}

@Suite struct PositionMaskTests {
    @Test func literalMasksMatchTheLayout() {
        var bottom: UInt64 = 0
        for column in 0..<Position.width { bottom |= Position.bottomMask(column) }
        #expect(Position.bottom == bottom)
        #expect(Position.boardMask == bottom &* 0b111111)
    }
}
