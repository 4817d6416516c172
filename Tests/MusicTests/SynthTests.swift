import Testing
@testable import Music

/// The synthesized bank is measured as sound: pitch, silence at both ends, level, and the harmony of the themes.
@Suite struct SynthTests {
    static let rate = 44_100
    static let bank = NoteBank.synthesized(sampleRate: rate)

    @Test(arguments: Note.allCases)
    func notesAreInTuneAtEveryDynamic(note: Note) {
        for dynamic in Dynamic.allCases {
            let samples = Self.bank[.note(note, dynamic)]
            let measured = Measure.pitch(samples, sampleRate: Self.rate, expected: note.frequency)
            let cents = Spectrum.cents(measured, from: note.frequency)
            #expect(abs(cents) < 1, "\(note) \(dynamic): \(measured) Hz is \(cents) cents off")
        }
    }

    @Test(arguments: Sound.all)
    func everySoundStartsAndEndsInSilenceAndNeverClips(sound: Sound) {
        let samples = Self.bank[sound]
        let ms = Self.rate / 1000
        #expect(Measure.peakDecibels(samples.prefix(ms)) < -60, "first millisecond")
        #expect(Measure.peakDecibels(samples.suffix(10 * ms)) < -60, "last 10 ms")
        #expect(Measure.peakDecibels(samples) <= -1)
        if case .note = sound { #expect(samples.count < 4 * Self.rate, "a note rings less than four seconds") }
    }

    @Test func dynamicsAreOrdered() {
        let levels = Dynamic.allCases.map { Measure.peakDecibels(Self.bank[.note(.e, $0)]) }
        #expect(levels == levels.sorted() && levels[0] < levels[2] - 9)
    }

    @Test func voiceIsNotABareSine() {
        // The second harmonic is clearly there at the start of the note, and the note decays.
        let samples = Self.bank[.note(.c, .medium)]
        let start = Spectrum(samples[441..<(441 + 4410)], sampleRate: 44_100)
        #expect(start.level(at: 2 * Note.c.frequency) > 0.1 * start.level(at: Note.c.frequency))
        let early = Measure.peakDecibels(samples[2_205..<6_615]), late = Measure.peakDecibels(samples[26_460..<30_870])
        #expect(late < early - 4)
    }

    /// The spectrum of 0.4 to 1.0 s after the theme's last chord is struck, and its strongest level.
    static func finalChord(_ theme: Theme) -> (Spectrum, Double) {
        let samples = bank[.theme(theme)]
        let chord = theme.strokes.filter { $0.duration == nil }.map(\.time).min()!
        let start = Int((chord + 0.4) * Double(rate))
        let spectrum = Spectrum(samples[start..<(start + rate * 6 / 10)], sampleRate: Double(rate))
        return (spectrum, spectrum.maximum(above: 60))
    }

    /// Whether a pitch class sounds (strongest octave from 2 to 5 at least −20 dB of the loudest partial).
    static func sounds(_ midiClass: Int, in spectrum: Spectrum, reference: Double, threshold: Double = 0.1) -> Bool {
        (3...6).map { spectrum.level(at: Voice.frequency(midi: 12 * $0 + midiClass)) }.max()! > threshold * reference
    }

    @Test func goodEndsOnCMajor() {
        let (spectrum, reference) = Self.finalChord(.good)
        #expect(Self.sounds(0, in: spectrum, reference: reference))            // C
        #expect(Self.sounds(4, in: spectrum, reference: reference))            // E
        #expect(Self.sounds(7, in: spectrum, reference: reference))            // G
        #expect(!Self.sounds(3, in: spectrum, reference: reference, threshold: 0.02))  // no E♭
    }

    @Test func badHasEFlatAndEndsOnCMinor() {
        // E♭4 is heard in the A♭ chord already, and the final chord is C E♭ G without E.
        let samples = Self.bank[.theme(.bad)]
        let early = Spectrum(samples[(Self.rate / 10)..<(Self.rate * 6 / 10)], sampleRate: Double(Self.rate))
        #expect(Self.sounds(3, in: early, reference: early.maximum(above: 60)))
        let (spectrum, reference) = Self.finalChord(.bad)
        #expect(Self.sounds(0, in: spectrum, reference: reference))            // C
        #expect(Self.sounds(3, in: spectrum, reference: reference))            // E♭
        #expect(Self.sounds(7, in: spectrum, reference: reference))            // G
        #expect(!Self.sounds(4, in: spectrum, reference: reference, threshold: 0.02))  // no E natural
    }

    @Test func drawEndsOnAMinor() {
        let (spectrum, reference) = Self.finalChord(.draw)
        #expect(Self.sounds(9, in: spectrum, reference: reference, threshold: 0.2))    // A
        #expect(Self.sounds(0, in: spectrum, reference: reference, threshold: 0.2))    // C
        #expect(Self.sounds(4, in: spectrum, reference: reference, threshold: 0.2))    // E
        #expect(!Self.sounds(7, in: spectrum, reference: reference, threshold: 0.02))  // the G of V is gone
        #expect(!Self.sounds(1, in: spectrum, reference: reference, threshold: 0.02))  // nor anything foreign
    }

    @Test func currentEndsOnAFullCMajorChord() {
        let (spectrum, reference) = Self.finalChord(.current)
        #expect(Self.sounds(0, in: spectrum, reference: reference, threshold: 0.3))
        #expect(Self.sounds(4, in: spectrum, reference: reference))
        #expect(Self.sounds(7, in: spectrum, reference: reference, threshold: 0.2))   // with G: not A minor
        #expect(!Self.sounds(9, in: spectrum, reference: reference, threshold: 0.02))
    }

    @Test func badsEFlatIsClearlyHeard() {
        // E♭ is no longer the quietest note of the C-minor chord: as strong as its C and G (within 6 dB).
        let (spectrum, _) = Self.finalChord(.bad)
        func strongest(_ midiClass: Int) -> Double {
            (3...6).map { spectrum.level(at: Voice.frequency(midi: 12 * $0 + midiClass)) }.max()!
        }
        let (c, eFlat, g) = (strongest(0), strongest(3), strongest(7))
        #expect(eFlat > 0.5 * min(c, g), "E♭ \(eFlat), C \(c), G \(g)")
    }

    @Test func synthesisIsDeterministic() {
        #expect(NoteBank.synthesize(.theme(.draw), sampleRate: 22_050) == NoteBank.synthesize(.theme(.draw), sampleRate: 22_050))
    }
}
