extension GameReviewer {
    /// The principal variation from `position`: a best move for the player to move, then a best reply,
    /// and so on to the game's end (the four that wins, or the full board of a draw).
    ///
    /// Every move of the line keeps the exact score of the position it is played in, so the line ends
    /// in the outcome the position's score says, with the winner's stone the score counts. Among equal
    /// best columns the one nearest the centre is taken (a winning stone first of all), so the line is
    /// the same on every run.
    ///
    /// - Parameters:
    ///   - position: a position where the game is not over.
    ///   - score: the position's exact score for the player to move when known (saves one solve).
    /// - Returns: the columns of the line, 0-based; empty for a position where the game is over.
    /// - Complexity: per move, one null-window search per column tried, from the centre out until one keeps
    ///   the score (``Solver/bestMove(in:score:order:verdict:)``, skipping the columns the book settles); the
    ///   book answers first, and the solver's table carries what it learnt from one move to the next.
    public func line(from position: Position, score: Int? = nil) -> [Int] {
        var known = KnownBestColumns()
        return line(from: position, score: score, known: &known)
    }

    /// ``line(from:score:)``, taking each move from `known` where it holds the position, and recording
    /// there the moves it searched for.
    func line(from position: Position, score: Int?, known: inout KnownBestColumns) -> [Int] {
        var position = position
        var score = score
        var line: [Int] = []
        while !position.isFull && !position.isWonByLastMover {
            let column: Int
            if let fact = known[position] {
                (column, score) = (fact.column, fact.score)
            } else {
                column = bestColumn(in: position, score: &score)
                if let score { known.record(position, column: column, score: score) }
            }
            line.append(column)
            position.play(column)
            score = score.map { -$0 }
        }
        return line
    }

    /// The best column of `position` nearest the centre, and the position's score in `score`.
    private func bestColumn(in position: Position, score: inout Int?) -> Int {
        if let book, let best = book.bestMoves(in: position), let known = score ?? book.score(of: position) {
            if let winning = Self.centreFirst.first(where: { position.canPlay($0) && position.isWinningMove($0) }) {
                score = position.scoreOfWinningNow
                return winning
            }
            score = known
            return Self.centreFirst.first(where: best.contains)!
        }
        let (known, column) = solver.bestMove(in: position, score: score ?? book?.score(of: position), order: Self.centreFirst,
                                              verdict: { column, score in bookVerdict(column, in: position, score: score) })
        score = known
        return column
    }

    /// The columns from the centre outwards, the left one first: 3, 2, 4, 1, 5, 0, 6 (the order a line
    /// takes among equal best columns; `c4-bench line-book` follows it too).
    public static let centreFirst = [3, 2, 4, 1, 5, 0, 6]

    /// The turning points of `game`, whose review is `review`: each move that changed the outcome for
    /// the player who made it, with the line after it and the line after the best move.
    ///
    /// - Parameters:
    ///   - game: the reviewed game.
    ///   - review: its review (``review(_:from:progress:)``), of the whole game or of its last moves.
    /// - Throws: `CancellationError` when the current task is cancelled, checked between turning points.
    public func turningPoints(of game: Game, in review: GameReview) throws(CancellationError) -> [TurningPoint] {
        // The review's best columns, and each line's moves for the lines after it (see KnownBestColumns).
        var known = KnownBestColumns(game: game, review: review, book: book)
        return try review.turningMoves.map { move throws(CancellationError) in
            if Task.isCancelled { throw CancellationError() }
            var position = Position(columns: game.moves[..<move.index])
            let best = Self.centreFirst.first(where: move.bestColumns.contains)!
            var after = position
            after.play(move.column)
            let line = after.isFull || after.isWonByLastMover ? [] : self.line(from: after, score: -move.after, known: &known)
            position.play(best)
            let bestLine = [best] + (position.isFull || position.isWonByLastMover ? [] : self.line(from: position, score: -move.before, known: &known))
            return TurningPoint(move: move, line: line, bestLine: bestLine)
        }
    }
}
