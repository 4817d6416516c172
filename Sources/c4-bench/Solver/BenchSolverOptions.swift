import Foundation
import Game

/// The solver options every benchmark's solvers use: each switch on unless the environment turns it
/// off for comparison (`C4_FORCED_CHAINS=0`, `C4_PREFETCH=0`).
enum BenchSolverOptions {
    static let options = Solver.Options(
        forcedMoveChains: ProcessInfo.processInfo.environment["C4_FORCED_CHAINS"] != "0",
        prefetchesTable: ProcessInfo.processInfo.environment["C4_PREFETCH"] != "0")
}
