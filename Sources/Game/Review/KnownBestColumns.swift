/// The best columns nearest the centre that the lines of one game's turning points already know, with
/// the scores of their positions: what ``GameReviewer/turningPoints(of:in:)`` shares between its lines
/// instead of searching the same positions again.
///
/// Two sources, each giving the column ``GameReviewer/line(from:score:)`` would find by searching:
/// - the review: a reviewed move's position has its exact score and every best column, so the line's
///   move there is the best column nearest the centre (a winning column, when there is one, is then the
///   only kind of best column). Only positions whose best columns the book does not give are taken, as
///   a line asks the book first there;
/// - the lines already worked out: consecutive turning points often share one (the line after one move
///   is the best line of the next turning point, but for its first move).
///
/// ```swift
/// var known = KnownBestColumns(game: game, review: review, book: book)
/// known.record(position, column: 3, score: 2)
/// known[position]  // (column: 3, score: 2)
/// ```
struct KnownBestColumns {
    /// The best column nearest the centre and the score, by position key (``Position/key``).
    private var known: [UInt64: (column: Int, score: Int)] = [:]

    /// Nothing known yet.
    init() {}

    /// The best columns of `review`'s positions in `game` that `book` does not answer.
    ///
    /// - Parameters:
    ///   - game: the reviewed game.
    ///   - review: its review, of the whole game or of its last moves.
    ///   - book: the book a line consults first, if any.
    init(game: Game, review: GameReview, book: OpeningBook?) {
        for move in review.moves {
            let position = Position(columns: game.moves[..<move.index])
            if book?.bestMoves(in: position) == nil,
               let column = GameReviewer.centreFirst.first(where: move.bestColumns.contains) {
                known[position.key] = (column, move.before)
            }
        }
    }

    /// The best column nearest the centre of `position` and its score, when known.
    subscript(position: Position) -> (column: Int, score: Int)? { known[position.key] }

    /// Remembers that `column` is the best column nearest the centre of `position`, whose score is `score`.
    mutating func record(_ position: Position, column: Int, score: Int) {
        known[position.key] = (column, score)
    }
}
