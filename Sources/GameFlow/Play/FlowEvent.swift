import Game

/// Something that happened, given to ``GameFlow/handle(_:at:)`` with the time it happened.
public enum FlowEvent: Hashable, Sendable {
    /// A key press.
    case key(FlowKey)
    /// Time passed: the flow does what was due by now (bot drops, sounds, flashes).
    case tick
    /// The bot's answer to request `id`: the column it plays.
    case botMove(id: Int, column: Int)
    /// The solver's verdict on one column for hint request `id`.
    case hint(id: Int, column: Int, Hint)
    /// The review of the next move of the game of review request `id` (they come in order).
    case reviewed(id: Int, MoveReview)
    /// The turning points of the game of review request `id`, with their lines, after its last move's review.
    case turningPoints(id: Int, [TurningPoint])
}
