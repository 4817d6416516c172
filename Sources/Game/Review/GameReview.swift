/// The review of a whole game: every move with its scores and verdict (``MoveReview``), a summary
/// per player, and the move that decided the game.
///
/// Made by ``GameReviewer`` from the solver and the opening book, or from the analyses of the
/// positions directly (``init(game:analyses:)``), which needs no search.
///
/// ```swift
/// let review = try GameReviewer(solver: solver, book: book).review(game)
/// for move in review.moves where !move.isBest {
///     print(move.number, move.verdict, move.bestColumns.map { $0 + 1 })
/// }
/// review.summary(of: .first).count(of: .blunder)
/// ```
public struct GameReview: Hashable, Sendable {
    /// Every move, in order.
    public var moves: [MoveReview]

    /// A review of these moves.
    public init(moves: [MoveReview]) {
        self.moves = moves
    }

    /// The review of `game` from the analysis of each position before a move.
    ///
    /// - Parameters:
    ///   - game: the game (over or not).
    ///   - analyses: for each move, the score of every column in the position before it, for the
    ///     player to move (``Solver/analyze(_:weak:book:)``); as many as the game has moves.
    public init(game: Game, analyses: [[Int?]]) {
        precondition(analyses.count == game.moves.count, "one analysis per move")
        moves = zip(game.moves.indices, game.moves).map { index, column in
            MoveReview(index: index, column: column, scores: analyses[index])
        }
    }

    /// The move that decided the game: the last one that changed its outcome under perfect play
    /// (a ``MoveVerdict/mistake`` or a ``MoveVerdict/blunder``). Nil when no move did: the game
    /// ended as the empty board's perfect play does (the first player wins).
    public var decidingMove: MoveReview? {
        moves.last { $0.verdict.changesOutcome }
    }

    /// What `player`'s moves came to.
    public func summary(of player: Player) -> Summary {
        var counts: [MoveVerdict: Int] = [:]
        for move in moves where move.player == player { counts[move.verdict, default: 0] += 1 }
        let deciding = decidingMove.flatMap { $0.player == player ? $0 : nil }
        return Summary(player: player, counts: counts, decidingMove: deciding)
    }

    /// One player's part of a review: how many moves got each verdict, and the move that decided the
    /// game when it was theirs.
    public struct Summary: Hashable, Sendable {
        /// The player summed up.
        public var player: Player
        /// Moves per verdict; a verdict no move got is absent (``count(of:)`` gives 0).
        public var counts: [MoveVerdict: Int]
        /// The game's ``GameReview/decidingMove`` when this player made it, else nil.
        public var decidingMove: MoveReview?

        /// How many of the player's moves got `verdict`.
        public func count(of verdict: MoveVerdict) -> Int { counts[verdict] ?? 0 }

        /// How many moves the player made.
        public var moveCount: Int { counts.values.reduce(0, +) }
    }
}
