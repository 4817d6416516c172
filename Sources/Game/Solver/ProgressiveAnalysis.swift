import Synchronization

/// Every column's score, told as it becomes known: what needs no search and what the book knows
/// at once, then each column's outcome (win, draw or loss), then its exact score; two threads
/// share the work when ``run(threads:isCancelled:report:)`` is given two.
///
/// Outcomes come first because a weak solve (the sign only) is much cheaper than an exact one
/// near the start of a game; the exact solves then reuse what the weak ones left in the shared
/// table. The work is a queue — each slow column's outcome, centre columns first, then each
/// one's exact score — taken by the caller's thread and a helper; once the queue is empty, an
/// idle thread joins a solve still running (both search the same position through the one
/// table, the first to finish reports). Solves run in slices of ``slice`` positions, between
/// which `isCancelled` is asked.
public struct ProgressiveAnalysis: Sendable {
    /// One piece of news about a column (0-based).
    public enum Update: Hashable, Sendable {
        /// The column's outcome for the player to move: 1 win, 0 draw, -1 loss (its exact score
        /// follows later, unless it came at once).
        case outcome(column: Int, sign: Int)
        /// The column's exact score (Pons' convention, for the player to move); no more news of it.
        case exact(column: Int, score: Int)
    }

    /// Positions a slice of a solve searches before `isCancelled` is asked again.
    public static let slice = 1 << 20

    let position: Position
    let book: OpeningBook?
    let table: TranspositionTable

    /// The analysis of `position` (the game not over), the book first when there is one, solving
    /// with `table` (shared by both threads; e.g. the game's own table, kept warm between moves).
    public init(position: Position, book: OpeningBook?, table: TranspositionTable) {
        precondition(!position.isFull && !position.isWonByLastMover, "the game is over")
        self.position = position
        self.book = book
        self.table = table
    }

    /// Reports every playable column's outcome and exact score through `report` (full columns
    /// get nothing), from the caller's thread and, when `threads` is 2, a helper's.
    ///
    /// - Parameters:
    ///   - threads: 1 or 2.
    ///   - isCancelled: asked between slices, from either thread; true ends the run early.
    ///   - report: called once per news, never twice at the same time; an `.exact` follows the
    ///     column's `.outcome` (which may be left out when the exact score was known at once).
    /// - Returns: when every column is exact or the run was cancelled, and the helper is done.
    public func run(threads: Int = 2, isCancelled: @escaping @Sendable () -> Bool,
                    report: @escaping @Sendable (Update) -> Void) {
        var jobs: [ProgressiveWork.Job] = []
        var immediate: [Update] = []
        for column in 0..<Position.width where position.canPlay(column) {
            if let score = quickScore(column) {
                immediate.append(.exact(column: column, score: score))
            } else {
                jobs.append(.init(column: column, weak: true))
            }
        }
        for update in immediate { report(update) }
        jobs.sort { abs($0.column - 3) < abs($1.column - 3) }
        jobs += jobs.map { .init(column: $0.column, weak: false) }
        if jobs.isEmpty { return }
        // The position's own score, where the book knows it, bounds every column's from above.
        let work = ProgressiveWork(jobs: jobs, childAtLeast: book?.score(of: position).map { -$0 } ?? .min,
                                   report: report, isCancelled: isCancelled)
        let (position, table) = (self.position, self.table)
        // Two solvers share the table: it must not grow while they run.
        table.growToFullSize()
        if threads >= 2 {
            Task.detached {
                // The helper may start late, or never on a busy pool: it runs only if the caller
                // has not finished first (state 0 → 1), and says when it is done (2).
                let (started, _) = work.helperState.compareExchange(expected: 0, desired: 1,
                                                                    ordering: .acquiringAndReleasing)
                guard started else { return }
                work.drain(position, Solver(table: table, threads: 1))
                work.helperState.store(2, ordering: .releasing)
            }
        }
        work.drain(position, Solver(table: table, threads: 1))
        // A helper that has not started never will (3); one that has ends its slice soon.
        let (cancelled, _) = work.helperState.compareExchange(expected: 0, desired: 3,
                                                              ordering: .acquiringAndReleasing)
        if threads >= 2 && !cancelled {
            while work.helperState.load(ordering: .acquiring) != 2 {}
        }
    }

    /// The score of playing `column` without a search: a win at once, the last cell, or the book.
    func quickScore(_ column: Int) -> Int? {
        if let score = position.scoreWithoutSearch(playing: column) { return score }
        var child = position
        child.play(column)
        return book?.score(of: child).map { -$0 }
    }
}
