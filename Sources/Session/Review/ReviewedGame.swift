import Game
import History
import SessionFacts

/// A game to review and who played it: a stored game (`c4-audio review ID`), or moves given as text
/// (`review --moves MOVES`, players "Player 1" in red and "Player 2" in yellow).
///
/// ```swift
/// let subject = try ReviewedGame(stored: store.game(id: 12))
/// let review = try subject.review(with: GameReviewer(solver: solver, book: book))
/// print(ReviewView(subject, review).text(renderer: renderer))
/// ```
public struct ReviewedGame {
    /// The game (over or not; at least one move).
    public var game: Game
    /// Who played each side.
    public var seats: Seats
    /// The stored game's ID; nil for moves given as text.
    public var id: GameID?
    /// Whether hints were asked for during the game (stored games only).
    public var hinted: Bool

    /// A game with its players.
    public init(game: Game, seats: Seats, id: GameID? = nil, hinted: Bool = false) {
        self.game = game
        self.seats = seats
        self.id = id
        self.hinted = hinted
    }

    /// A stored game, finished or not.
    ///
    /// - Throws: ``SessionError/nothingToReview(_:)`` when it has no moves yet.
    public init(stored: StoredGame) throws(SessionError) {
        guard !stored.game.moves.isEmpty else { throw .noMoves(.stored(stored.id), .review) }
        self.init(game: stored.game, seats: stored.players, id: stored.id, hinted: stored.hinted)
    }

    /// The game of `moves` in column digits, as `--moves` gives it.
    ///
    /// - Throws: ``SessionError/badGame(source:reason:)`` (`--moves: move 7: column 4 is full`) for
    ///   a bad record or one with no moves.
    public init(moves: String) throws(SessionError) {
        let game: Game
        do {
            game = try MoveRecord.parse(moves)
        } catch {
            throw .badMoves(error)
        }
        guard !game.moves.isEmpty else {
            throw .noMoves(.given, .review)
        }
        self.init(game: game, seats: Seats(first: .person(Seat.numberedPersonName(1), colour: .red),
                                           second: .person(Seat.numberedPersonName(2), colour: .yellow)))
    }

    /// Reviews the game with `reviewer` (see ``GameReviewer/review(_:progress:)``).
    ///
    /// - Throws: `CancellationError` when the current task is cancelled.
    public func review(with reviewer: GameReviewer,
                       progress: (_ reviewed: Int, _ total: Int) -> Void = { _, _ in }) throws(CancellationError) -> GameReview {
        try reviewer.review(game, progress: progress)
    }

    /// The turning points of `review`, this game's review, with their lines (``GameReviewer/turningPoints(of:in:)``).
    ///
    /// - Throws: `CancellationError` when the current task is cancelled.
    public func turningPoints(of review: GameReview, with reviewer: GameReviewer) throws(CancellationError) -> [TurningPoint] {
        try reviewer.turningPoints(of: game, in: review)
    }
}
