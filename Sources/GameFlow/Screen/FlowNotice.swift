/// A short note to the person at the keys, shown under the board until the next key: what the flow
/// tells, as a fact; the wording layer says it in the person's language.
public enum FlowNotice: Hashable, Sendable {
    // The game.
    /// Esc with nothing to cancel: how to quit and where the keys are.
    case howToQuit
    /// A drop while the bot is to move.
    case waitForBot
    /// A drop into a full column (0-based).
    case columnFull(Int)
    /// Hints turned on after the end: they show from the next turn of a person.
    case hintsNextTurn
    /// The sound cannot be turned on: the machine has none (the reason as the sound layer gave it).
    case noSound(reason: String)
    /// `u` with no move of a person to take back.
    case nothingToUndo
    /// `u` took back `count` moves; `reopened` when that took back the game's end.
    case tookBack(count: Int, reopened: Bool)
    /// `p` after a game with no turning point: no move changed the outcome.
    case noTurningPoints
    /// `p` after a game whose turning points are still being solved.
    case turningPointsComing

    // A replay.
    /// → while playing: it steps only while paused.
    case stepsOnlyWhenPaused
    /// → at the end.
    case replayOver
    /// `+` at the highest speed, `-` at the lowest.
    case speedLimit(fastest: Bool)
    /// ← on the empty board.
    case replayAtStart
    /// Paused: how to go on (`atEnd` when every piece is shown).
    case paused(atEnd: Bool)
}
