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
    public private(set) var variants: [VariantKey: [Float]] = [:]
    /// The room's tail at gain 1 after the sounds and variants ``makeVariants(for:)`` was given, in seconds
    /// (``Room/tailSeconds(count:sampleRate:peak:)``), so that every mix of them looks it up.
    public private(set) var roomTails: [VariantKey: Double] = [:]

    /// A note's variant: which sound, which variant.
    public struct VariantKey: Hashable, Sendable {
        /// The note's sound.
        public var sound: Sound
        /// 1 … ``NoteVariant/count`` − 1.
        public var variant: Int
    }

    /// Makes the variants `cues` play that the bank does not hold yet, from the sounds it holds, and notes
    /// the room's tail after each sound and variant they play (``roomTails``).
    ///
    /// - Parameters:
    ///   - parts: how many parts the work is dealt into (whole sounds each, about equal work).
    ///   - run: calls `part` with each number `0 ..< parts`; it may run them at the same time, on other
    ///     threads (the bank does no threading of its own). The variants made are the same either way.
    /// - Complexity: O(samples of each variant made, and of the last seconds of each sound played).
    public mutating func makeVariants(for cues: [Cue], parts: Int = 1, running run: (_ parts: Int, _ part: (Int) -> Void) -> Void
                                          = { count, part in for index in 0..<count { part(index) } }) {
        defer { noteRoomTails(for: cues) }
        // The variants to make, by sound, the sounds in the order the cues first play them.
        var wanted: [Sound: [Int]] = [:], order: [Sound] = []
        for cue in cues where cue.variant > 0 && cue.variant < NoteVariant.count {
            guard case .note = cue.sound, variants[VariantKey(sound: cue.sound, variant: cue.variant)] == nil else { continue }
            if wanted[cue.sound] == nil { order.append(cue.sound) }
            if !wanted[cue.sound, default: []].contains(cue.variant) { wanted[cue.sound, default: []].append(cue.variant) }
        }
        // Each part makes whole sounds, the heaviest dealt out first, each to the part with the least work so far.
        let weights = order.map { storage(of: $0).count * wanted[$0]!.count }
        var assigned = [[Int]](repeating: [], count: max(1, parts)), work = [Int](repeating: 0, count: max(1, parts))
        for index in order.indices.sorted(by: { (weights[$0], $1) > (weights[$1], $0) }) {
            let part = work.indices.min { work[$0] < work[$1] }!
            assigned[part].append(index)
            work[part] += weights[index]
        }
        // What each sound's variants are, with their room tails: every slot written by one part only.
        let made = UnsafeMutableBufferPointer<[([Float], Double)]>.allocate(capacity: order.count)
        _ = made.initialize(from: repeatElement([], count: order.count))
        defer { _ = made.deinitialize(); made.deallocate() }
        let bank = self, rate = sampleRate
        run(assigned.count) { part in
            // Each original as floats once (a borrowed one converted into the part's one buffer), however many
            // of its variants are made; each variant's room tail is noted at once, while it is in the cache.
            let longest = assigned[part].map { bank.storage(of: order[$0]).count }.max() ?? 0
            let converted = UnsafeMutableBufferPointer<Float>.allocate(capacity: longest)
            defer { converted.deallocate() }
            for index in assigned[part] {
                let sound = order[index]
                guard case .note(let note, let dynamic) = sound, let numbers = wanted[sound] else { continue }
                let make = { (original: UnsafeBufferPointer<Float>) in
                    numbers.map { variant in
                        let seed = UInt64(note.rawValue * 64 + Dynamic.allCases.firstIndex(of: dynamic)! * 8 + variant)
                        let samples = NoteVariant.make(original, variant: variant, frequency: note.frequency,
                                                       sampleRate: rate, seed: seed)
                        return (samples, Storage.floats(samples).roomTailSeconds(sampleRate: rate))
                    }
                }
                switch bank.storage(of: sound) {
                case .floats(let samples): made[index] = samples.withUnsafeBufferPointer(make)
                case .pcm16(let lent):
                    // s × 2⁻¹⁵, as ``PCM16Samples/floats`` gives it.
                    for i in lent.samples.indices { converted[i] = Float(lent.samples[i]) * PCM16Samples.scale }
                    made[index] = make(UnsafeBufferPointer(rebasing: converted[..<lent.samples.count]))
                }
            }
        }
        for (index, sound) in order.enumerated() {
            for (variant, (samples, tail)) in zip(wanted[sound]!, made[index]) {
                variants[VariantKey(sound: sound, variant: variant)] = samples
                roomTails[VariantKey(sound: sound, variant: variant)] = tail
            }
        }
    }

    /// Notes the room's tail after each sound and variant `cues` play that ``roomTails`` lacks.
    private mutating func noteRoomTails(for cues: [Cue]) {
        for cue in cues {
            let key = VariantKey(sound: cue.sound, variant: cue.variant)
            guard roomTails[key] == nil else { continue }
            roomTails[key] = storage(of: cue.sound, variant: cue.variant).roomTailSeconds(sampleRate: sampleRate)
        }
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
        }
    }

    /// The whole synthesized bank of `instrument`: exactly what `c4-audio notes generate --instrument NAME` writes.
    public static func synthesized(sampleRate: Int, instrument: Instrument = .piano) -> NoteBank {
        NoteBank(sampleRate: sampleRate, sounds: Dictionary(uniqueKeysWithValues: Sound.all.map {
            ($0, synthesize($0, sampleRate: sampleRate, instrument: instrument))
        }))
    }

    /// The bank converted to another sample rate (band-limited resampling; pitch and length in seconds kept).
    public func resampled(to rate: Int) -> NoteBank {
        guard rate != sampleRate else { return self }
        let all = sounds.merging(borrowed.mapValues(\.floats)) { held, _ in held }
        return NoteBank(sampleRate: rate, sounds: all.mapValues { Resampler.resample($0, from: sampleRate, to: rate) })
    }
}
