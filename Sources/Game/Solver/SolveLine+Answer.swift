extension SolveLine {
    /// What `solve` prints for a position.
    public enum Question: Sendable, Equatable {
        /// The position's score (or its sign when weak).
        case score
        /// The score of every column (1 to 7) for the player to move (signs when weak); a full column has none.
        case analysis
    }

    /// The output line, `MOVES SCORE` or `MOVES S1 … S7` (`-` for a full column): from the opening book when
    /// it determines the answer (the position or the positions after it are in the book; see
    /// ``OpeningBook/score(of:)``), else solved by `solver`.
    ///
    /// - Parameters:
    ///   - weak: only the outcome: 1 win, 0 draw, -1 loss.
    ///   - whileSolving: runs the search it is given, when the book cannot answer (e.g. with a progress
    ///     line shown); the book's answers never reach it.
    public func answer(_ question: Question, weak: Bool, solver: Solver, book: OpeningBook?,
                       whileSolving: (() -> Void) -> Void = { $0() }) -> String {
        let position = game.position
        switch question {
        case .analysis:
            var scores = book?.analysis(of: position, weak: weak)
            if scores == nil { whileSolving { scores = solver.analyze(position, weak: weak, book: book) } }
            return ([moves] + (scores ?? []).map { $0.map(String.init) ?? "-" }).joined(separator: " ")
        case .score:
            var score = book?.score(of: position).map { weak ? $0.signum() : $0 }
            if score == nil { whileSolving { score = solver.solve(position, weak: weak) } }
            return "\(moves) \(score ?? 0)"
        }
    }
}
