/// One sound of the note bank: a note at a dynamic, or a theme.
public enum Sound: Hashable, Sendable, CustomStringConvertible {
    /// A note of the scale struck at a dynamic (one piece).
    case note(Note, Dynamic)
    /// An ending, or the tune that opens a resumed game.
    case theme(Theme)
    /// A sound that describes the board (`--cues`), outside the melody; never in a bank's files (the
    /// engine synthesizes them, ``NoteBank/addingBoardSounds()``).
    case board(BoardSound)

    /// Every sound, notes first (C4 … A4, each soft, medium, accent), then the themes.
    public static let all: [Sound] =
        Note.allCases.flatMap { note in Dynamic.allCases.map { Sound.note(note, $0) } } + Theme.allCases.map(Sound.theme)

    /// The file name without extension: `C4` (medium), `C4-soft`, `C4-accent`, `good`, `bad`, `draw`, `current`.
    public var fileStem: String {
        switch self {
        case .note(let note, .medium): note.description
        case .note(let note, let dynamic): "\(note)-\(dynamic)"
        case .theme(let theme): theme.rawValue
        case .board(let sound): sound.description
        }
    }

    /// Whether a bank of recordings must have this sound. The soft and accent variants are optional:
    /// without them the medium note plays at every dynamic.
    public var isRequired: Bool {
        switch self {
        case .note(_, let dynamic): dynamic == .medium
        case .theme: true
        case .board: false
        }
    }

    /// The sound to use when this one is missing from a bank (the medium note for a variant).
    public var fallback: Sound? {
        if case .note(let note, let dynamic) = self, dynamic != .medium { return .note(note, .medium) }
        return nil
    }

    /// The file stem, e.g. `C4-soft`.
    public var description: String { fileStem }
}

/// 16-bit samples a bank borrows, e.g. the data of a memory-mapped WAV file: sample `s` plays as
/// `s / 32768`, the value libsndfile's float reading gives for it.
///
/// The bank does not own the memory: whoever lends it keeps it alive and unchanged while the bank is used.
public struct PCM16Samples: @unchecked Sendable {
    /// The samples, mono.
    public let samples: UnsafeBufferPointer<Int16>
    /// The factor from a sample to its float value: 2⁻¹⁵.
    public static let scale: Float = 1 / 32_768

    /// Borrowed samples; see the type's note on lifetime.
    public init(_ samples: UnsafeBufferPointer<Int16>) {
        self.samples = samples
    }

    /// The samples as floats (a copy).
    public var floats: [Float] { samples.map { Float($0) * Self.scale } }
}

/// The samples of every sound a game plays, at one sample rate (mono).
///
/// The bank that ships in `Resources/notes` is ``synthesized(sampleRate:)`` written to files; users may
/// load their own recordings instead. A note rings until it has fallen 60 dB (``noteDuration(_:)``: 3.0 s
/// for C4, 2.5 s for A4), so a note sounds on under the next two or three; in C-major pentatonic every such
/// overlap is consonant. There is no reverberation in the bank: the mix adds the shared ``Room``.
public struct NoteBank: Sendable {
    /// Samples per second of every sound.
    public let sampleRate: Int
    /// Mono samples by sound; variants may be missing (see ``Sound/fallback``).
    public private(set) var sounds: [Sound: [Float]]
    /// Sounds whose 16-bit samples are borrowed rather than held as floats (see ``PCM16Samples``); the
    /// mixer reads them in place, so a recording that is memory-mapped is never copied.
    public private(set) var borrowed: [Sound: PCM16Samples]

    /// Variants of notes made in memory (``NoteVariant``), by sound and variant number (1 …).
    public internal(set) var variants: [VariantKey: [Float]] = [:]
    /// The room's tail at gain 1 after the sounds and variants ``makeVariants(for:)`` was given, in seconds
    /// (``Room/tailSeconds(count:sampleRate:peak:)``), so that every mix of them looks it up.
    public internal(set) var roomTails: [VariantKey: Double] = [:]
    /// The endings as the mix plays them, made in memory (``makeEndings()``).
    public internal(set) var endings: [Theme: RaisedEnding] = [:]

    /// A note's variant: which sound, which variant.
    public struct VariantKey: Hashable, Sendable {
        /// The note's sound.
        public var sound: Sound
        /// 1 … ``NoteVariant/all`` − 1 (from ``NoteVariant/count`` on, an octave lower: ``NoteVariant/lowered(_:)``).
        public var variant: Int
    }

    /// The samples of variant `variant` of `sound` as stored: the variant when the bank made it, else
    /// ``storage(of:)``.
    func storage(of sound: Sound, variant: Int) -> Storage {
        if variant > 0, let samples = variants[VariantKey(sound: sound, variant: variant)] { return .floats(samples) }
        return storage(of: sound)
    }

    /// How long the synthesized `note` lasts on `instrument`, in seconds: its ring time to −60 dB plus 50 ms.
    public static func noteDuration(_ note: Note, instrument: Instrument = .piano) -> Double {
        instrument.timbre.ringTime(frequency: note.frequency) + 0.05
    }

    /// A bank from samples; it may hold only the sounds one game needs.
    ///
    /// - Parameters:
    ///   - sounds: float samples by sound.
    ///   - borrowed: 16-bit samples by sound, kept alive by the caller (a sound is in one of the two).
    public init(sampleRate: Int, sounds: [Sound: [Float]], borrowed: [Sound: PCM16Samples] = [:]) {
        self.sampleRate = sampleRate
        self.sounds = sounds
        self.borrowed = borrowed
    }

    /// Where the samples of a sound are.
    enum Storage {
        case floats([Float])
        case pcm16(PCM16Samples)

        /// The number of samples.
        var count: Int {
            switch self {
            case .floats(let samples): samples.count
            case .pcm16(let lent): lent.samples.count
            }
        }
    }

    /// The samples of `sound`, or of its fallback, as they are stored.
    ///
    /// - Precondition: the bank holds `sound` or its fallback.
    func storage(of sound: Sound) -> Storage {
        for candidate in [sound] + (sound.fallback.map { [$0] } ?? []) {
            if let samples = sounds[candidate] { return .floats(samples) }
            if let lent = borrowed[candidate] { return .pcm16(lent) }
        }
        preconditionFailure("the note bank has no \(sound)")
    }

    /// The samples of `sound`, or of its fallback when the bank lacks it (borrowed ones as floats).
    ///
    /// - Precondition: the bank holds `sound` or its fallback.
    public subscript(sound: Sound) -> [Float] {
        switch storage(of: sound) {
        case .floats(let samples): samples
        case .pcm16(let lent): lent.floats
        }
    }

    /// The sound of `sound` in the synthesized bank of `instrument` at `sampleRate`.
    ///
    /// - Complexity: O(length × sample rate × partials).
    public static func synthesize(_ sound: Sound, sampleRate: Int, instrument: Instrument = .piano) -> [Float] {
        let rate = Double(sampleRate)
        switch sound {
        case .note(let note, let dynamic):
            let duration = noteDuration(note, instrument: instrument)
            var buffer = [Float](repeating: 0, count: Int((duration * rate).rounded()))
            Voice(sampleRate: rate, instrument: instrument)
                .strike(frequency: note.frequency, dynamic: dynamic, duration: duration,
                        seed: UInt64(note.rawValue * 3 + 1), into: &buffer, at: 0)
            return buffer
        case .theme(let theme):
            return theme.render(sampleRate: rate, instrument: instrument)
        case .board(let sound):
            return sound.render(sampleRate: sampleRate)
        }
    }

    /// The whole synthesized bank of `instrument`: exactly what `c4-audio notes generate --instrument NAME` writes.
    public static func synthesized(sampleRate: Int, instrument: Instrument = .piano) -> NoteBank {
        NoteBank(sampleRate: sampleRate, sounds: Dictionary(uniqueKeysWithValues: Sound.all.map {
            ($0, synthesize($0, sampleRate: sampleRate, instrument: instrument))
        }))
    }

    /// The bank with every ``BoardSound`` synthesized at its sample rate (they are the same for every
    /// instrument): what a live game needs for its cues.
    public func addingBoardSounds() -> NoteBank {
        var bank = self
        for sound in BoardSound.all { bank.sounds[.board(sound)] = sound.render(sampleRate: sampleRate) }
        return bank
    }

    /// The bank converted to another sample rate (band-limited resampling; pitch and length in seconds kept).
    public func resampled(to rate: Int) -> NoteBank {
        guard rate != sampleRate else { return self }
        let all = sounds.merging(borrowed.mapValues(\.floats)) { held, _ in held }
        return NoteBank(sampleRate: rate, sounds: all.mapValues { Resampler.resample($0, from: sampleRate, to: rate) })
    }
}
