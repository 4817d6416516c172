/// An exact Connect 4 solver: the score of any position under perfect play by both sides.
///
/// ## Scores
/// Scores follow Pascal Pons' convention (tutorial "Solving Connect 4", blog.gamesolver.org,
/// part 1, and `Solver.hpp`), always from the point of view of the player to move:
/// - `0`: a draw;
/// - positive: the player to move wins, `22 - k` where `k` is the number of stones *that player*
///   has on the board once their winning stone is played (so 21 means winning with one's first
///   stone, 1 means winning with one's 21st, the very last);
/// - negative: the player to move loses, minus the opponent's winning score.
///
/// The earlier the win, the larger the score. A *weak* solve only tells the sign.
///
/// ## Method
/// The search is Pons' negamax with alpha-beta pruning (parts 3–12 of the tutorial) and what John
/// Tromp's Fhourstones adds:
/// - bitboards (``Position``), and anticipation of losing moves: only moves that do not hand
///   the opponent an immediate win are searched (``Position/possibleNonLosingMoves``);
/// - a transposition table (``TranspositionTable``) holding a lower and an upper bound and the
///   best move per position, keyed on the position or its mirror image, whichever is smaller,
///   while fewer than ``symmetryDepth`` stones are down;
/// - move ordering: the table's best move first, then moves by the number of useful threats
///   they create (Pons, part 10; not right above an opponent's threat), then centre columns
///   first; when the window is near 0, threats that cannot be played at once and threats on the
///   mover's good rows (Allis: odd rows for the first player, even for the second) count more;
/// - bounds from knowledge (Allis, "A knowledge-based approach of connect-four", 1988): the
///   claimeven rule (``Position/claimevenBound``) bounds the first player's score when they are to
///   move, and the odd-threat zugzwang (``Position/oddThreatBound``) the second
///   player's; each also cuts off the other player's search when one of their moves leads there.
///   A player with no line of four left open cannot win. Weakly solving the empty board on one
///   thread, these rules cut the positions searched from 408 M to 117 M;
/// - iterative deepening on the score: a series of null-window searches that bisect the range
///   of possible scores, biased towards the middle (Pons, part 12).
///
/// - on two threads, once a solve has taken ``parallelThreshold`` positions alone: a helper
///   thread (a detached task) tests another score of the range at the same time, sharing the
///   table and the bounds proved so far (``ParallelSolve``); once at most three scores are left
///   (always, for a weak solve), it tests the same score and takes the moves one stone below the
///   root from the other end.
///
/// A solver is not thread-safe (one caller at a time); it waits for its helper before returning.
/// Its table is reused from one call to the next, which speeds up the solving of related
/// positions.
public final class Solver {
    /// The table of what is already known; reused across calls.
    public let table: TranspositionTable
    /// Positions searched since the solver was made (or since ``resetNodeCount()``), by all
    /// threads.
    public private(set) var nodeCount: Int = 0
    /// The part of ``nodeCount`` searched by helper threads.
    public private(set) var helperNodeCount: Int = 0

    /// How this solver searches (forced-move chains, prefetching); the answers are the same either way.
    public let options: Options

    /// Positions with fewer stones than this use the mirror-symmetric key in the table.
    public static let symmetryDepth = 20

    /// A solver with a table of `2^tableSizeLog2` entries of 8 bytes (default 128 MiB).
    ///
    /// - Parameters:
    ///   - tableSizeLog2: log2 of the table's entry count, 10...30.
    ///   - threads: 1 to search on the caller's thread only, 2 (the default) to let a helper
    ///     join long solves.
    ///   - options: how to search (``Options``; the default has every switch on).
    /// - Complexity: O(2^tableSizeLog2) to clear the table.
    public init(tableSizeLog2: Int = 24, threads: Int = 2, options: Options = Options()) {
        table = TranspositionTable(sizeLog2: tableSizeLog2)
        self.threads = threads
        self.options = options
    }

    /// A solver using `table`, e.g. one in huge pages made by the app.
    ///
    /// - Parameters:
    ///   - table: the transposition table to use and reuse.
    ///   - threads: 1 or 2, as in ``init(tableSizeLog2:threads:options:)``.
    ///   - options: how to search (``Options``).
    public init(table: TranspositionTable, threads: Int = 2, options: Options = Options()) {
        self.table = table
        self.threads = threads
        self.options = options
    }

    /// Threads a long solve uses: 1 or 2 (the main thread plus one helper).
    public let threads: Int

    /// Positions a solve searches alone before a helper thread joins: below this, starting one
    /// costs more than it saves.
    public static let parallelThreshold = 1 << 16

    /// Sets ``nodeCount`` back to 0.
    public func resetNodeCount() {
        nodeCount = 0
        helperNodeCount = 0
    }

    /// Forgets what the table knows (for measuring a solve from scratch).
    ///
    /// - Complexity: O(table size).
    public func clearTable() { table.clear() }

    /// The exact score of `position` for the player to move (or its sign when `weak`).
    ///
    /// - Parameters:
    ///   - position: a position where the game is not over (no four in a row, board not full).
    ///   - weak: when true, only the outcome is computed: 1 win, 0 draw, -1 loss.
    /// - Returns: the score in Pons' convention (see the type's documentation).
    /// - Complexity: exponential in the number of empty cells in the worst case; from the
    ///   empty board a strong solve visits some 10^9–10^10 positions.
    public func solve(_ position: Position, weak: Bool = false) -> Int {
        solve(position, weak: weak, nodeLimit: .max)!
    }

    /// Like ``solve(_:weak:)``, but gives up after searching `nodeLimit` positions.
    ///
    /// - Parameters:
    ///   - position: a position where the game is not over.
    ///   - weak: when true, only the sign is computed.
    ///   - lower: a score `position` is known to reach (the position before it has a known score
    ///     `s`, so every position after it scores at least `-s`): fewer scores to test, none when it
    ///     settles the sign of a weak solve.
    ///   - nodeLimit: the most positions to search (about 8 million take a second).
    /// - Returns: the score, or nil when the budget ran out (the table keeps only valid results).
    public func solve(_ position: Position, weak: Bool = false, atLeast lower: Int = .min,
                      nodeLimit: Int) -> Int? {
        precondition(!position.isFull && !position.isWonByLastMover, "the game is over")
        if position.canWinNext {
            return weak ? 1 : position.scoreOfWinningNow
        }
        var low = -(Position.cellCount - position.moveCount) / 2
        var high = (Position.cellCount + 1 - position.moveCount) / 2
        if weak {
            low = -1
            high = 1
        }
        low = min(high, max(low, weak ? min(1, lower) : lower))
        guard let (score, _) = narrow(position, low: low, high: high, nodeLimit: nodeLimit) else {
            return nil
        }
        // A weak search may prove more than the sign (bounds from the table); keep the sign.
        return weak ? score.signum() : score
    }

    /// Narrows `low...high`, which holds the score of `position`, to one value by null-window
    /// searches, or until `low >= high` (a result may overshoot the range).
    ///
    /// Alone at first. While the table is not at full size, it grows each time the solve passes
    /// the number of positions its size allows (``TranspositionTable/nextGrowth``): the search
    /// gives up, the table grows, and the search starts again, finding what it stored. Once the
    /// table is at full size and the solve has taken ``parallelThreshold`` positions, a helper
    /// thread joins when the solver has ``threads`` > 1 and no node limit (see ``ParallelSolve``).
    /// - Parameter splitsRoot: whether a helper takes the root's moves from the other end rather
    ///   than those one stone below (``Search/reversed``): for a test whose root must search all its moves.
    /// - Returns: the final bounds, or nil when `nodeLimit` ran out.
    func narrow(_ position: Position, low lowIn: Int, high highIn: Int,
                nodeLimit: Int, splitsRoot: Bool = false) -> (low: Int, high: Int)? {
        var low = lowIn
        var high = highIn
        let parallel = threads > 1 && nodeLimit == .max
        var spent = 0
        while true {
            let growth = table.nextGrowth
            if growth == nil && parallel && spent >= Self.parallelThreshold {
                return narrowInParallel(position, low: low, high: high, splitsRoot: splitsRoot)
            }
            // Positions this stage may take, counted from the start of the solve.
            let stageEnd = growth?.afterNodes ?? (parallel ? Self.parallelThreshold : .max)
            let limit = min(stageEnd, nodeLimit)
            var search = Search(table: table, nodeLimit: limit == .max ? .max : limit - spent,
                                options: options)
            Self.bisect(&search, position, low: &low, high: &high)
            nodeCount &+= search.nodes
            spent &+= search.nodes
            if !search.isAborted { return (low, high) }
            if limit == nodeLimit { return nil }
            if let growth { table.grow(toSizeLog2: growth.sizeLog2) }
        }
    }

    /// Null-window searches on one thread until `low >= high` or the search gives up.
    private static func bisect(_ search: inout Search, _ position: Position, low: inout Int, high: inout Int) {
        while low < high {
            let middle = ParallelSolve.probe(low: low, high: high)
            let result = search.negamax(position, alpha: middle, beta: middle + 1)
            if search.isAborted { return }
            if result <= middle { high = result } else { low = result }
        }
    }

    /// ``narrow(_:low:high:nodeLimit:)`` with a helper thread, without a node limit.
    private func narrowInParallel(_ position: Position, low: Int, high: Int, splitsRoot: Bool) -> (low: Int, high: Int) {
        let state = ParallelSolve(low: low, high: high)
        let helperTable = table
        let options = options
        Task.detached {
            Solver.help(table: helperTable, position: position, state: state, splitsRoot: splitsRoot, options: options)
        }
        var search = Search(table: table, shared: state, options: options)
        Self.bisect(&search, position, state, helper: false)
        state.stop.store(true, ordering: .relaxed)
        nodeCount &+= search.nodes
        let (cancelled, _) = state.helperState.compareExchange(expected: 0, desired: 3,
                                                               ordering: .acquiringAndReleasing)
        if !cancelled {
            // The helper looks at the stop flag every few thousand positions.
            while state.helperState.load(ordering: .acquiring) != 2 {}
            nodeCount &+= state.helperNodes.load(ordering: .relaxed)
            helperNodeCount &+= state.helperNodes.load(ordering: .relaxed)
        }
        return state.range
    }

    /// The helper thread's work in a parallel solve.
    private static func help(table: TranspositionTable, position: Position, state: ParallelSolve,
                             splitsRoot: Bool, options: Options) {
        // The helper may start late (or never, on a busy pool): then it must not touch the
        // table once the main thread is done.
        let (started, _) = state.helperState.compareExchange(expected: 0, desired: 1,
                                                             ordering: .acquiringAndReleasing)
        if !started { return }
        var search = Search(table: table, shared: state, helper: true,
                            rootMoveCount: position.moveCount, splitsRoot: splitsRoot, options: options)
        bisect(&search, position, state, helper: true)
        state.helperNodes.store(search.nodes, ordering: .relaxed)
        state.helperState.store(2, ordering: .releasing)
    }

    /// One thread's share of a parallel solve: test scores until the shared range is closed.
    private static func bisect(_ search: inout Search, _ position: Position, _ state: ParallelSolve,
                               helper: Bool) {
        while !state.stop.load(ordering: .relaxed) {
            let (low, high) = state.range
            if low >= high { return }
            let score = helper ? ParallelSolve.helperProbe(low: low, high: high)
                : ParallelSolve.probe(low: low, high: high)
            search.begin(testing: score)
            let result = search.negamax(position, alpha: score, beta: score + 1)
            if !search.isAborted { state.record(result: result, tested: score) }
        }
    }

    /// Whether the true score of `position` is at least `bound`: one null-window search.
    ///
    /// - Parameters:
    ///   - position: a position where the game is not over and the player to move cannot win at
    ///     once.
    ///   - bound: the score to test.
    ///   - splitsRoot: whether a helper thread takes the root's moves from the other end (see
    ///     ``Search/reversed``): for a test expected to fail, where every move of `position` must be
    ///     searched (is a move best? its child must score no more than the position allows).
    /// - Returns: true when the score is ≥ `bound`.
    public func scoreIsAtLeast(_ position: Position, _ bound: Int, splitsRoot: Bool = false) -> Bool {
        precondition(!position.canWinNext)
        return narrow(position, low: bound - 1, high: bound, nodeLimit: .max, splitsRoot: splitsRoot)!.low >= bound
    }
}
