/// A synthesized instrument: a sound set with its own notes and themes (``NoteBank/synthesized(sampleRate:instrument:)``).
///
/// Every instrument plays the same notes, dynamics and themes with the same harmony; only the sound of a
/// stroke differs (``Timbre``). The raw value is the name users give (`--instrument marimba`, the stored
/// setting `instrument`).
public enum Instrument: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// A grand piano: a stretched series of string partials, a hammer's knock and a two-stage decay (the default).
    case piano
    /// A woody, hollow marimba: a quick knock, then a short, pure ring.
    case marimba
    /// A bell-like celesta: faint inharmonic steel-bar partials over a long-ringing fundamental.
    case celesta

    /// The instrument played when nothing chooses one.
    public static let standard = Instrument.piano

    /// The instrument called `name`, if there is one.
    public init?(name: String) { self.init(rawValue: name) }

    /// Every name, as a list for messages: `piano, marimba, celesta`.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The name, e.g. `marimba`.
    public var description: String { rawValue }

    /// The partials and noise of its strokes.
    public var timbre: Timbre {
        switch self {
        case .piano: .piano
        case .marimba: .marimba
        case .celesta: .celesta
        }
    }

    /// The General MIDI program (0-based) closest to it: Acoustic Grand Piano (0), Marimba (12), Celesta (8).
    /// The piano measures as a grand (spectrum, attack and decay within the FluidR3_GM grand's), no longer
    /// as the electric piano (4) it once resembled.
    public var generalMIDIProgram: Int {
        switch self {
        case .piano: 0
        case .marimba: 12
        case .celesta: 8
        }
    }
}
