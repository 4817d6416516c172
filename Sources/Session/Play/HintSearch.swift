import Game

/// Works out the hint of every column of a position, the quick ones first: full columns, wins
/// at once, a child position the opening book knows, a full board; then the solver, column by
/// column, in slices of positions so that a newer request can stop it.
public struct HintSearch {
    let position: Position
    let solver: Solver
    let book: OpeningBook?

    /// The search of `position`'s hints with `solver`, the opening book first when there is one.
    public init(position: Position, solver: Solver, book: OpeningBook?) {
        self.position = position
        self.solver = solver
        self.book = book
    }
    /// Positions one slice of a solve may search before checking whether it is still wanted.
    static let slice = 2_000_000

    /// Reports each column's hint through `report` as soon as it is known.
    ///
    /// - Parameter isCancelled: asked between slices; true stops the search.
    public func run(isCancelled: () -> Bool, report: (Int, Hint) -> Void) {
        let count = position.moveCount
        var slow: [Int] = []
        for column in 0..<Position.width {
            if let score = quickScore(column) {
                report(column, Hint(score: score, moveCount: count))
            } else if !position.canPlay(column) {
                report(column, .full)
            } else {
                slow.append(column)
            }
        }
        // The middle columns are the likeliest moves: solve them first.
        slow.sort { abs($0 - 3) < abs($1 - 3) }
        for column in slow {
            var child = position
            child.play(column)
            var budget = Self.slice
            while true {
                if isCancelled() { return }
                if let score = solver.solve(child, nodeLimit: budget) {
                    report(column, Hint(score: -score, moveCount: count))
                    break
                }
                // The table keeps what the slice learnt, so the next, larger one starts ahead.
                budget *= 2
            }
        }
    }

    /// The score of playing `column` when it needs no search, else nil.
    func quickScore(_ column: Int) -> Int? {
        if let score = position.scoreWithoutSearch(playing: column) { return score }
        guard position.canPlay(column) else { return nil }
        var child = position
        child.play(column)
        if let score = book?.score(of: child) { return -score }
        return nil
    }
}
