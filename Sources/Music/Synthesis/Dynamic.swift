/// How hard a note is struck: louder notes are also brighter and their attack is quicker.
public enum Dynamic: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Mezzo-piano: quieter and darker (calm moments of a game, ``Phrasing``).
    case soft
    /// Mezzo-forte: the opening note and the game's livelier moments.
    case medium
    /// Forte: the piece that decides the game.
    case accent

    /// Amplitude of the note's peak, relative to full scale.
    var peak: Double {
        switch self {
        // Soft to accent spans 13.9 dB of peak, and the accent is brighter too (over 10 LU of loudness).
        case .soft: 0.17     // about -15.4 dBFS
        case .medium: 0.55   // about -5.2 dBFS
        case .accent: 0.84   // about -1.5 dBFS: its very peak just touches the limiter's knee
        }
    }

    /// Scales the upper partials: a harder stroke excites more of them.
    var brightness: Double {
        switch self {
        case .soft: 0.55
        case .medium: 0.85
        case .accent: 1.25
        }
    }

    /// Attack time in seconds (a soft mallet takes longer to speak).
    var attack: Double {
        switch self {
        case .soft: 0.008
        case .medium: 0.005
        case .accent: 0.0035
        }
    }

    /// The MIDI velocity of a note at this dynamic (for `render -o FILE.mid`).
    public var velocity: Int {
        switch self {
        case .soft: 50
        case .medium: 80
        case .accent: 115
        }
    }

    /// `soft`, `medium` or `accent`.
    public var description: String { rawValue }
}
