/// Whether the game is heard, as the screen says it.
public enum SoundState: Hashable, Sendable {
    /// The notes play.
    case on
    /// Muted by the player (`m`, `--mute` or the panel); the timing is unchanged.
    case muted
    /// No sound could be opened; `reason` says why in a few words ("no sound card").
    case unavailable(reason: String)

    /// Whether notes are heard.
    public var isHeard: Bool { self == .on }
}
