import Synchronization

/// What the threads of one parallel solve share besides the table: the bounds proved so far on
/// the score, a stop flag, and the helper thread's life cycle.
///
/// Two threads bisect the same score range at once ("parallel windows" over a shared table):
/// the main thread tests the score ``Solver`` would test alone, the helper a score in the other
/// part of the range, and each result narrows the shared bounds for both. A thread whose test
/// has become pointless (its score left the range) or that is told to stop gives up at its next
/// checkpoint; everything either thread stored before that is valid and helps the other.
/// Once at most three scores are left, both test the same score and split its moves one stone
/// below the root between them (see ``helperProbe(low:high:)``).
final class ParallelSolve: Sendable {
    /// `low + 64` in bits 0...15, `high + 64` in bits 16...31: the score lies in [low, high].
    private let bounds: Atomic<Int>
    /// Set by the main thread when the solve is over.
    let stop = Atomic<Bool>(false)
    /// The helper's state: 0 not started, 1 running, 2 finished, 3 cancelled before it started.
    let helperState = Atomic<Int>(0)
    /// Positions the helper searched, written before it finishes.
    let helperNodes = Atomic<Int>(0)

    init(low: Int, high: Int) {
        bounds = Atomic(Self.pack(low: low, high: high))
    }

    private static func pack(low: Int, high: Int) -> Int { (low + 64) | (high + 64) << 16 }

    /// The score lies in `low...high`.
    var range: (low: Int, high: Int) {
        let packed = bounds.load(ordering: .relaxed)
        return ((packed & 0xFFFF) - 64, (packed >> 16) - 64)
    }

    /// Records the result of a null-window search around `tested`: an upper bound when
    /// `result <= tested`, else a lower bound.
    func record(result: Int, tested: Int) {
        var packed = bounds.load(ordering: .relaxed)
        while true {
            var low = (packed & 0xFFFF) - 64
            var high = (packed >> 16) - 64
            if result <= tested { high = min(high, result) } else { low = max(low, result) }
            let (exchanged, original) = bounds.compareExchange(
                expected: packed, desired: Self.pack(low: low, high: high), ordering: .relaxed)
            if exchanged { return }
            packed = original
        }
    }

    /// Whether a thread testing `score` should give up: the solve is over, or the test can no
    /// longer narrow the range.
    func isPointless(_ score: Int) -> Bool {
        if stop.load(ordering: .relaxed) { return true }
        let (low, high) = range
        return score < low || score >= high
    }

    /// The score `t` in `low..<high` to test next ("is the score above `t`?").
    ///
    /// While the range is wider than 8: a bisection biased towards 0 (Pons, part 12), whose
    /// first tests, far from the true score, are cheap. Then the sign first (`t = 0`) and
    /// outwards from 0 in growing steps (±1, ±2, ±4, …; never past the middle). Tests near the
    /// true score cost the most, and the scores a perfect bot meets before the middle game lie
    /// near 0: a score of ±1 now takes five tests instead of eight. (Going outwards from 0 as
    /// soon as the range is narrower than 16 saves a few more tests there, but costs Pons'
    /// Test_L1_R2 a fifth more positions.)
    static func probe(low: Int, high: Int) -> Int {
        var middle = low + (high - low) / 2
        if high - low > 8 {
            if middle <= 0 && low / 2 < middle {
                middle = low / 2
            } else if middle >= 0 && high / 2 > middle {
                middle = high / 2
            }
            return middle
        }
        if low <= 0 && 0 < high { return 0 }
        if low > 0 { return min(2 * low - 1, middle) }
        return max(-max(1, -2 * high), middle)
    }

    /// The helper's score to test: the main thread's next test in one of the two outcomes of
    /// its current test (the one farther from 0, else the other).
    ///
    /// When at most three scores are left (a weak solve's -1...1), the same score as the main
    /// thread: the other outcome's test would be about as costly and rarely needed. The helper
    /// then splits the work with the main thread instead (``Search/reversed``): weakly solving
    /// the empty board, the main thread searched 202 M positions instead of 408 M alone.
    static func helperProbe(low: Int, high: Int) -> Int {
        let main = probe(low: low, high: high)
        if high - low <= 2 { return main }
        let above = main + 1 < high ? probe(low: main + 1, high: high) : nil
        let below = low < main ? probe(low: low, high: main) : nil
        return (main >= 0 ? above ?? below : below ?? above) ?? main
    }
}
