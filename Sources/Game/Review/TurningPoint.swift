/// A move that changed the game's outcome for the player who made it (a ``MoveVerdict/mistake`` or a
/// ``MoveVerdict/blunder``), with the lines that show why: what perfect play does after the move
/// played, and after the best move instead.
///
/// Both lines are principal variations (``GameReviewer/line(from:score:)``): each of their moves is a
/// best move for its side, to the end of the game, so ``line`` ends in the outcome ``MoveReview/after``
/// says and ``bestLine`` in the one ``MoveReview/before`` says.
///
/// ```swift
/// for point in try reviewer.turningPoints(of: game, in: review) {
///     print(point.move.number, point.line.map { $0 + 1 }, point.bestLine.map { $0 + 1 })
/// }
/// ```
public struct TurningPoint: Hashable, Sendable {
    /// The move and its scores.
    public var move: MoveReview
    /// The perfect continuation after the move played, the opponent's reply first (columns, 0-based);
    /// empty when the move ended the game.
    public var line: [Int]
    /// The best move (the one of ``MoveReview/bestColumns`` nearest the centre) and the perfect
    /// continuation after it (columns, 0-based).
    public var bestLine: [Int]

    /// A turning point of `move`, with its lines.
    public init(move: MoveReview, line: [Int], bestLine: [Int]) {
        self.move = move
        self.line = line
        self.bestLine = bestLine
    }

    /// The game as it ends after the move played and ``line``, from the moves before the turning point.
    public func endOfLine(in game: Game) -> Game { Self.played(game.moves[..<move.index] + [move.column] + line) }

    /// The game as it ends after ``bestLine``, from the moves before the turning point.
    public func endOfBestLine(in game: Game) -> Game { Self.played(game.moves[..<move.index] + bestLine) }

    private static func played(_ columns: some Sequence<Int>) -> Game {
        var game = Game()
        for column in columns { _ = try? game.play(column) }
        return game
    }
}
