/// One sound of the note bank: a note at a dynamic, or a theme.
public enum Sound: Hashable, Sendable, CustomStringConvertible {
    /// A note of the scale struck at a dynamic (one piece).
    case note(Note, Dynamic)
    /// An ending, or the tune that opens a resumed game.
    case theme(Theme)

    /// Every sound, notes first (C4 … A4, each soft, medium, accent), then the themes.
    public static let all: [Sound] =
        Note.allCases.flatMap { note in Dynamic.allCases.map { Sound.note(note, $0) } } + Theme.allCases.map(Sound.theme)

    /// The file name without extension: `C4` (medium), `C4-soft`, `C4-accent`, `good`, `bad`, `draw`, `current`.
    public var fileStem: String {
        switch self {
        case .note(let note, .medium): note.description
        case .note(let note, let dynamic): "\(note)-\(dynamic)"
        case .theme(let theme): theme.rawValue
        }
    }

    /// Whether a bank of recordings must have this sound. The soft and accent variants are optional:
    /// without them the medium note plays at every dynamic.
    public var isRequired: Bool {
        if case .note(_, let dynamic) = self { return dynamic == .medium }
        return true
    }

    /// The sound to use when this one is missing from a bank (the medium note for a variant).
    public var fallback: Sound? {
        if case .note(let note, let dynamic) = self, dynamic != .medium { return .note(note, .medium) }
        return nil
    }

    /// The file stem, e.g. `C4-soft`.
    public var description: String { fileStem }
}

/// The samples of every sound a game plays, at one sample rate (mono).
///
/// The bank that ships in `Resources/notes` is ``synthesized(sampleRate:)`` written to files; users may
/// load their own recordings instead. Notes last 0.92 s and fade to silence, so notes one second apart
/// never overlap.
public struct NoteBank: Sendable {
    /// Samples per second of every sound.
    public let sampleRate: Int
    /// Mono samples by sound; variants may be missing (see ``Sound/fallback``).
    public private(set) var sounds: [Sound: [Float]]

    /// How long each synthesized note lasts, in seconds.
    public static let noteDuration = 0.92

    /// A bank from samples; it may hold only the sounds one game needs.
    public init(sampleRate: Int, sounds: [Sound: [Float]]) {
        self.sampleRate = sampleRate
        self.sounds = sounds
    }

    /// The samples of `sound`, or of its fallback when the bank lacks it.
    ///
    /// - Precondition: the bank holds `sound` or its fallback.
    public subscript(sound: Sound) -> [Float] {
        if let samples = sounds[sound] { return samples }
        guard let fallback = sound.fallback, let samples = sounds[fallback] else {
            preconditionFailure("the note bank has no \(sound)")
        }
        return samples
    }

    /// The sound of `sound` in a synthesized bank at `sampleRate`.
    ///
    /// - Complexity: O(length × sample rate); a note takes well under a millisecond per 1,000 samples.
    public static func synthesize(_ sound: Sound, sampleRate: Int) -> [Float] {
        let rate = Double(sampleRate)
        switch sound {
        case .note(let note, let dynamic):
            var buffer = [Float](repeating: 0, count: Int((noteDuration * rate).rounded()))
            Voice(sampleRate: rate).strike(frequency: note.frequency, dynamic: dynamic, duration: noteDuration,
                                           seed: UInt64(note.rawValue * 3 + 1), into: &buffer, at: 0)
            Room.apply(to: &buffer, sampleRate: rate, fade: 0.3)
            return buffer
        case .theme(let theme):
            return theme.render(sampleRate: rate)
        }
    }

    /// The whole synthesized bank: exactly what `c4-audio notes generate` writes.
    public static func synthesized(sampleRate: Int) -> NoteBank {
        NoteBank(sampleRate: sampleRate,
                 sounds: Dictionary(uniqueKeysWithValues: Sound.all.map { ($0, synthesize($0, sampleRate: sampleRate)) }))
    }

    /// The bank converted to another sample rate (band-limited resampling; pitch and length in seconds kept).
    public func resampled(to rate: Int) -> NoteBank {
        guard rate != sampleRate else { return self }
        return NoteBank(sampleRate: rate, sounds: sounds.mapValues { Resampler.resample($0, from: sampleRate, to: rate) })
    }
}
