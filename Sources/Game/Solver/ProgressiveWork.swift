import Synchronization

/// The shared queue of a ``ProgressiveAnalysis`` run: which jobs are taken, which columns are
/// settled, and the one place reports go out (under the lock, so never two at once).
final class ProgressiveWork: Sendable {
    /// One solve: a column's outcome (`weak`) or its exact score.
    struct Job: Hashable, Sendable {
        var column: Int
        var weak: Bool
    }

    private struct State {
        var jobs: [Job]
        var next = 0
        /// Jobs finished (or made moot by a finished exact solve of their column).
        var finished: Set<Job> = []
        /// Columns whose outcome was reported.
        var told: Set<Int> = []
    }

    private let state: Mutex<State>
    private let report: @Sendable (ProgressiveAnalysis.Update) -> Void
    private let isCancelled: @Sendable () -> Bool
    /// The helper thread: 0 not started, 1 draining the queue, 2 done, 3 never to start.
    let helperState = Atomic<Int>(0)

    /// A score every position after the analysed one is known to reach (`.min`: none known).
    private let childAtLeast: Int

    init(jobs: [Job], childAtLeast: Int = .min, report: @escaping @Sendable (ProgressiveAnalysis.Update) -> Void,
         isCancelled: @escaping @Sendable () -> Bool) {
        state = Mutex(State(jobs: jobs))
        self.childAtLeast = childAtLeast
        self.report = report
        self.isCancelled = isCancelled
    }

    /// The next job: the first not yet taken, else one still running on the other thread (both
    /// then search it through the shared table), else nil when all are finished.
    private func take() -> Job? {
        state.withLock { state in
            if state.next < state.jobs.count {
                state.next += 1
                return state.jobs[state.next - 1]
            }
            return state.jobs.first { !state.finished.contains($0) }
        }
    }

    private func isFinished(_ job: Job) -> Bool {
        state.withLock { $0.finished.contains(job) }
    }

    /// Records a result and reports what is new.
    private func finish(_ job: Job, score: Int) {
        state.withLock { state in
            guard !state.finished.contains(job) else { return }
            state.finished.insert(job)
            if job.weak {
                state.told.insert(job.column)
                report(.outcome(column: job.column, sign: score.signum()))
                return
            }
            if state.told.insert(job.column).inserted {
                // The exact score came first: its outcome is news too, and the weak job is moot.
                state.finished.insert(Job(column: job.column, weak: true))
                report(.outcome(column: job.column, sign: score.signum()))
            }
            report(.exact(column: job.column, score: score))
        }
    }

    /// Takes and solves jobs with `solver` until none is left or the run is cancelled.
    func drain(_ position: Position, _ solver: Solver) {
        while let job = take() {
            var child = position
            child.play(job.column)
            var budget = ProgressiveAnalysis.slice
            while true {
                if isCancelled() || isFinished(job) { break }
                if let score = solver.solve(child, weak: job.weak, atLeast: childAtLeast, nodeLimit: budget) {
                    finish(job, score: -score)
                    break
                }
                // The table keeps what the slice learnt, so the next, larger one starts ahead.
                budget = min(budget * 2, ProgressiveAnalysis.slice * 4)
            }
            if isCancelled() { return }
        }
    }
}
