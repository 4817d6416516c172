import Game
import Synchronization

/// Works out the hint of every column of a position, the quick ones first (full columns, wins at
/// once, what the opening books know), then each other column's outcome (win, draw or loss: a
/// weak solve, much cheaper in the opening), then its exact distance (``ProgressiveAnalysis``, on
/// both cores), in slices of positions so that a newer request can stop it.
public struct HintSearch {
    let position: Position
    let solver: Solver
    let book: OpeningBook?

    /// The search of `position`'s hints with `solver`'s table, the opening book first when there is one.
    public init(position: Position, solver: Solver, book: OpeningBook?) {
        self.position = position
        self.solver = solver
        self.book = book
    }

    /// Reports each column's hint through `report` as soon as it is known: a full column at once, an
    /// outcome (``Hint/winning``, ``Hint/draw``, ``Hint/losing``) as soon as it is known, then the exact hint.
    ///
    /// - Parameter isCancelled: asked between slices; true stops the search.
    public func run(isCancelled: @escaping @Sendable () -> Bool, report: @escaping @Sendable (Int, Hint) -> Void) {
        let count = position.moveCount
        for column in 0..<Position.width where !position.canPlay(column) { report(column, .full) }
        ProgressiveAnalysis(position: position, book: book, table: solver.table)
            .run(threads: 2, isCancelled: isCancelled) { update in
                switch update {
                case .outcome(let column, let sign): report(column, Hint(sign: sign))
                case .exact(let column, let score): report(column, Hint(score: score, moveCount: count))
                }
            }
    }

    /// Every column's exact hint, waiting for them all (scripted play's `h`).
    public func all() -> [Hint] {
        let hints = Mutex([Hint](repeating: .full, count: Position.width))
        run(isCancelled: { false }) { column, hint in hints.withLock { $0[column] = hint } }
        return hints.withLock { $0 }
    }
}
