/// Reviews games move by move with exact scores, and judges each move by ``MoveVerdict``.
///
/// A move needs three facts: the best score of the position before it, its best columns, and the
/// score of the column played. Each comes from the opening book first, else from the solver:
/// 1. the book's analysis of every column (``OpeningBook/analysis(of:weak:)``), as `solve --analyze`
///    gives it;
/// 2. else the book's score and best columns of the position (``OpeningBook/score(of:)``,
///    ``OpeningBook/bestMoves(in:)``) and its score of the position after the move: the book stores
///    the `perfect` bot's positions with their best columns, but not the positions after the bot's
///    other moves, which step 1 needs (solving those took 30 s for one 4-stone position of a game
///    between `hard` and `perfect`);
/// 3. else the solver: the position's score and best columns (``Solver/bestMoves(in:)``: one solve and a
///    null-window test per column) and the played column's score (solved only when it is not among the
///    best) — the same facts as the analysis of every column `solve --analyze` gives, for a third of the work.
///    A column the book settles is not searched (``bookVerdict(_:in:score:)``: the book scores the position
///    after it, or bounds it from the positions one stone earlier, ``OpeningBook/lowerBound(of:)``).
///
/// A position the book answers costs microseconds; one it does not may take seconds to minutes in
/// the first dozen moves of a game the `perfect` bot's book never saw (a game against `easy`, or
/// between two people). Hence the progress callback, and cancellation between positions.
///
/// ```swift
/// let reviewer = GameReviewer(solver: Solver(), book: book)
/// let review = try reviewer.review(game) { done, total in print("\(done) of \(total)") }
/// ```
///
/// Not thread-safe, like its ``Solver``; the solver's table is reused from position to position.
public struct GameReviewer {
    /// The solver for positions the book does not answer.
    public let solver: Solver
    /// The opening book, consulted first.
    public let book: OpeningBook?

    /// A reviewer using `solver`, and `book` first when there is one.
    public init(solver: Solver, book: OpeningBook?) {
        self.solver = solver
        self.book = book
    }

    /// The review of every move of `game` from move index `first` on.
    ///
    /// - Parameters:
    ///   - game: the game to review (over or not; no moves gives an empty review).
    ///   - first: the 0-based index of the first move to review (0: the whole game; the moves
    ///     before it are played, not reviewed).
    ///   - progress: called with the number of moves reviewed so far (counting the skipped ones)
    ///     and the game's move count: once before any work, then after each move.
    /// - Returns: the review of the moves from `first` on.
    /// - Throws: `CancellationError` when the current task is cancelled, checked between positions.
    /// - Complexity: per move reviewed, at most two exact solves and seven null-window searches.
    public func review(_ game: Game, from first: Int = 0,
                       progress: (_ reviewed: Int, _ total: Int) -> Void = { _, _ in }) throws(CancellationError) -> GameReview {
        let total = game.moves.count
        precondition((0...total).contains(first), "no such move")
        var moves: [MoveReview] = []
        moves.reserveCapacity(total - first)
        progress(first, total)
        var reviews = reviews(of: game, from: first)
        while true {
            if Task.isCancelled { throw CancellationError() }
            guard let move = reviews.next() else { break }
            moves.append(move)
            progress(move.index + 1, total)
        }
        return GameReview(moves: moves)
    }

    /// The reviews of `game`'s moves from index `first` on, each worked out when the iteration
    /// reaches it (a caller may stop between two). Each position's own score comes from the
    /// review of the move before it (minus that move's score), so it is never solved twice.
    public func reviews(of game: Game, from first: Int = 0) -> MoveReviews {
        precondition((0...game.moves.count).contains(first), "no such move")
        var position = Position()
        for column in game.moves[..<first] { position.play(column) }
        return MoveReviews(reviewer: self, moves: game.moves, index: first, position: position)
    }

    /// The review of `column` played in `position` as move `index`: from the book when it has the
    /// facts (see the type's documentation), else from the solver.
    ///
    /// - Parameter score: the exact score of `position` for the player to move, when known (see
    ///   ``reviews(of:from:)``); the solver then does not solve it again.
    public func review(_ column: Int, at index: Int, in position: Position, score: Int? = nil) -> MoveReview {
        if let book {
            if let scores = book.analysis(of: position) {
                return MoveReview(index: index, column: column, scores: scores)
            }
            var child = position
            child.play(column)
            if let before = book.score(of: position), let best = book.bestMoves(in: position),
               let after = position.scoreWithoutSearch(playing: column) ?? book.score(of: child).map({ -$0 }) {
                return MoveReview(index: index, column: column, before: before, after: after, bestColumns: best)
            }
        }
        // The position's score and best columns (one solve, then a null-window test per column), and the
        // played column's score: the best score when it is among the best, else known without search, from
        // the book, or solved. The same facts as an analysis of every column, for about a third of the work.
        let (before, best) = solver.bestMoves(in: position, score: score ?? book?.score(of: position),
                                              verdict: { column, score in bookVerdict(column, in: position, score: score) })
        var after = before
        if !best.contains(column) {
            var child = position
            child.play(column)
            after = position.scoreWithoutSearch(playing: column) ?? book?.score(of: child).map { -$0 }
                ?? -solver.solve(child, atLeast: book?.lowerBound(of: child) ?? .min, nodeLimit: .max)!
        }
        return MoveReview(index: index, column: column, before: before, after: after, bestColumns: best)
    }
}

extension GameReviewer {
    /// Whether `column` keeps `score`, the exact score of `position`, when the book tells: it scores the
    /// position after the move (``OpeningBook/score(of:)``), or its bound on that position
    /// (``OpeningBook/lowerBound(of:)``) exceeds `-score`; nil otherwise. Exact, so skipping the search of
    /// such a column changes no answer.
    func bookVerdict(_ column: Int, in position: Position, score: Int) -> Bool? {
        guard let book, !position.isWinningMove(column) else { return nil }
        var child = position
        child.play(column)
        if let exact = book.score(of: child) { return -exact == score }
        if let bound = book.lowerBound(of: child), bound > -score { return false }
        return nil
    }
}

/// The reviews of a game's moves, one at a time (``GameReviewer/reviews(of:from:)``).
public struct MoveReviews: Sequence, IteratorProtocol {
    let reviewer: GameReviewer
    let moves: [Int]
    var index: Int
    var position: Position
    /// The score of ``position`` for the player to move, once a move before it was reviewed.
    var score: Int?

    init(reviewer: GameReviewer, moves: [Int], index: Int, position: Position) {
        (self.reviewer, self.moves, self.index, self.position) = (reviewer, moves, index, position)
    }

    public mutating func next() -> MoveReview? {
        guard index < moves.count else { return nil }
        let review = reviewer.review(moves[index], at: index, in: position, score: score)
        position.play(moves[index])
        score = -review.after
        index += 1
        return review
    }
}
