import Testing
@testable import Game

/// ``Solver/Options``: switches of speed, kept by each solver, never changing an answer.
@Suite struct SolverOptionsTests {
    @Test func theDefaultTurnsEverySwitchOn() {
        #expect(Solver.Options() == Solver.Options(forcedMoveChains: true, prefetchesTable: true))
        #expect(Solver(tableSizeLog2: 10).options == Solver.Options())
    }

    @Test func eachSolverKeepsItsOwnOptions() {
        let plain = Solver.Options(forcedMoveChains: false, prefetchesTable: false)
        let first = Solver(tableSizeLog2: 10, options: plain)
        let second = Solver(tableSizeLog2: 10)
        #expect(first.options == plain)
        #expect(second.options == Solver.Options())
    }

    /// Every combination of switches gives the scores of the default, on seeded endgames.
    @Test(arguments: [(false, false), (false, true), (true, false)])
    func everyCombinationGivesTheSameScores(forced: Bool, prefetch: Bool) {
        let options = Solver.Options(forcedMoveChains: forced, prefetchesTable: prefetch)
        let solver = Solver(tableSizeLog2: 16, options: options)
        let reference = Solver(tableSizeLog2: 16)
        for position in randomPositions(300, seed: 38, empty: { 10 + $0 % 8 }) {
            #expect(solver.solve(position) == reference.solve(position), "position \(position)")
            #expect(solver.solve(position, weak: true) == reference.solve(position, weak: true))
        }
    }
}
