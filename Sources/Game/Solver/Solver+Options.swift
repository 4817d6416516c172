extension Solver {
    /// How a solver searches: switches that change its speed, never its answers.
    ///
    /// Each solver keeps the options it was made with, so two solvers in one process can compare
    /// them (`c4-bench` turns each off for comparison: `C4_FORCED_CHAINS=0`, `C4_PREFETCH=0`).
    public struct Options: Sendable, Equatable {
        /// Whether a position with a single move that does not lose at once plays it without probing
        /// or writing the table (Steininger's forced-move chains). About 3.5 % more positions but 15–25 %
        /// less CPU time on Pons' Test_L2_R2 and Test_L1_R2 (one thread).
        public var forcedMoveChains: Bool
        /// Whether the searches prefetch the table buckets they will read soon (their own, the
        /// children's where they look for a transposition cutoff, the children's they rank deeper down).
        public var prefetchesTable: Bool

        /// The options every solver in c4-audio uses: both switches on.
        public init(forcedMoveChains: Bool = true, prefetchesTable: Bool = true) {
            self.forcedMoveChains = forcedMoveChains
            self.prefetchesTable = prefetchesTable
        }
    }
}
