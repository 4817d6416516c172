import Music

/// What a move leads to under perfect play, in words the game shows as a hint.
///
/// "Moves" always counts the moves of the player who asks, starting with the move the hint is
/// about: "wins in 1 move" means this move wins at once; "wins in 3 moves" means this move and
/// two more of theirs, the last of which makes four; "loses in 2 moves" means the player makes
/// this move and one more before the opponent's winning stone (the opponent moves twice).
public enum Hint: Hashable, Sendable, CustomStringConvertible {
    /// The column is full.
    case full
    /// Perfect play from both sides ends in a draw.
    case draw
    /// The player wins with their `moves`-th move from now (this one counted as the first).
    case win(moves: Int)
    /// The opponent wins after the player has made `moves` moves (this one included).
    case loss(moves: Int)
    /// The player wins; how soon is still being worked out.
    case winning
    /// The opponent wins; how soon is still being worked out.
    case losing

    /// The hint of an outcome known before its distance: `sign` 1 a win, 0 a draw (already exact), -1 a loss.
    public init(sign: Int) {
        self = sign > 0 ? .winning : sign < 0 ? .losing : .draw
    }

    /// Whether the hint is final (a distance, a draw or a full column), not only an outcome.
    public var isExact: Bool { self != .winning && self != .losing }

    /// The hint for a move whose exact score (Pons' convention, for the player making it) is
    /// `score`, in a position where `moveCount` stones were on the board before it.
    ///
    /// - Parameters:
    ///   - score: the score of the move for the player to move, or nil for a full column.
    ///   - moveCount: stones on the board before the move.
    public init(score: Int?, moveCount: Int) {
        guard let score else {
            self = .full
            return
        }
        // The player to move has played moveCount / 2 stones, the opponent the rest.
        let own = moveCount / 2
        let opponent = moveCount - own
        if score > 0 {
            self = .win(moves: 22 - score - own)
        } else if score < 0 {
            self = .loss(moves: 22 + score - opponent)
        } else {
            self = .draw
        }
    }

    /// The hint of every column of `position`, from exact scores.
    ///
    /// - Parameters:
    ///   - position: a position where the game is not over.
    ///   - solver: the solver to use.
    /// - Returns: seven hints, column 0 first.
    /// - Complexity: up to seven exact solves (slow in the first dozen moves).
    public static func hints(for position: Position, solver: Solver) -> [Hint] {
        solver.analyze(position).map { Hint(score: $0, moveCount: position.moveCount) }
    }

    /// E.g. `wins in 5 moves`, `draw`, `loses in 1 move`, `full`, as the wording layer says it (``Phrases``).
    public var description: String { Phrases.of(self) }
}
