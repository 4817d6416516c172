import RealModule

/// A note of the C-major pentatonic scale, the only notes a game plays.
///
/// The raw value is the note's character in a music string (`0`...`4`).
public enum Note: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case c = 0, d, e, g, a

    /// Semitones above middle C (C4).
    public var semitonesAboveC4: Int {
        switch self {
        case .c: 0
        case .d: 2
        case .e: 4
        case .g: 7
        case .a: 9
        }
    }

    /// Equal-tempered frequency in hertz with A4 = 440 Hz (C4 ≈ 261.63 Hz).
    public var frequency: Double {
        440 * Double.exp2(Double(semitonesAboveC4 - 9) / 12)
    }

    /// The note name with its octave, e.g. `C4`.
    public var description: String {
        switch self {
        case .c: "C4"
        case .d: "D4"
        case .e: "E4"
        case .g: "G4"
        case .a: "A4"
        }
    }
}
