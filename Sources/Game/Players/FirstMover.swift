/// Who moves first in each new game: the one choice the flag, the stored setting and the game flow share.
public enum FirstMover: String, CaseIterable, Hashable, Sendable {
    /// The person (the first seat given) moves first.
    case me
    /// The bot (the second seat given) moves first.
    case bot
    /// Drawn at random for every game, from the flow's seeded generator.
    case random
}
