/// How good a move was, judged by the exact scores before and after it (Pons' convention, both from
/// the point of view of the player who moved; see ``Solver``).
///
/// The score before a move is the best the position allowed; the score after it is what the move
/// kept. A move can only keep or lose score, and the verdict says how much:
///
/// | verdict | after the move | example (before → after) |
/// |---|---|---|
/// | ``best`` | the best score the position allowed | 3 → 3, 0 → 0, -2 → -2 |
/// | ``inaccuracy`` | the same outcome, but a slower win or a quicker loss | 5 → 2, -1 → -4 |
/// | ``mistake`` | the outcome one step worse: a win drawn, a draw lost | 4 → 0, 0 → -3 |
/// | ``blunder`` | a won position lost | 2 → -1 |
///
/// ```swift
/// MoveVerdict(before: 5, after: 2)    // .inaccuracy
/// MoveVerdict(before: 1, after: -3)   // .blunder
/// ```
public enum MoveVerdict: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The move keeps the best score the position allowed.
    case best
    /// The same outcome (win, draw or loss), but a slower win or a quicker loss.
    case inaccuracy
    /// The outcome drops one step: a win becomes a draw, or a draw a loss.
    case mistake
    /// A won position becomes lost.
    case blunder

    /// The verdict of a move that turned the score `before` into `after`.
    ///
    /// - Parameters:
    ///   - before: the best score the position allowed the player who moved.
    ///   - after: the score of the move played, for the same player; at most `before`.
    public init(before: Int, after: Int) {
        precondition(after <= before, "a move cannot score more than the position allowed")
        if after == before {
            self = .best
        } else if after.signum() == before.signum() {
            self = .inaccuracy
        } else if before > 0 && after < 0 {
            self = .blunder
        } else {
            self = .mistake
        }
    }

    /// Whether the move changed the game's outcome under perfect play (a mistake or a blunder).
    public var changesOutcome: Bool { self == .mistake || self == .blunder }

    /// `best`, `inaccuracy`, `mistake` or `blunder`, as in the JSON form.
    public var description: String { rawValue }

}
