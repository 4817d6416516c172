import RealModule
import Testing
@testable import Music
import SoundChecks

/// The synthesized bank of every instrument is measured as sound: pitch, silence at both ends, level, and the
/// harmony of the themes.
@Suite struct SynthTests {
    static let rate = 44_100
    /// The piano's bank (the shipped one), which other suites use.
    static let bank = banks[.piano]!
    /// Every instrument's bank.
    static let banks = Dictionary(uniqueKeysWithValues: Instrument.allCases.map {
        ($0, NoteBank.synthesized(sampleRate: rate, instrument: $0))
    })

    @Test(arguments: Instrument.allCases, Note.allCases)
    func notesAreInTuneAtEveryDynamic(instrument: Instrument, note: Note) {
        for dynamic in Dynamic.allCases {
            let samples = Self.banks[instrument]![.note(note, dynamic)]
            let measured = Measure.pitch(samples, sampleRate: Self.rate, expected: note.frequency)
            let cents = Spectrum.cents(measured, from: note.frequency)
            #expect(abs(cents) < 1, "\(instrument) \(note) \(dynamic): \(measured) Hz is \(cents) cents off")
        }
    }

    @Test(arguments: Instrument.allCases, Sound.all)
    func everySoundStartsAndEndsInSilenceAndNeverClips(instrument: Instrument, sound: Sound) {
        let samples = Self.banks[instrument]![sound]
        let ms = Self.rate / 1000
        #expect(Measure.peakDecibels(samples.prefix(ms)) < -60, "first millisecond")
        #expect(Measure.peakDecibels(samples.suffix(10 * ms)) < -60, "last 10 ms")
        #expect(Measure.peakDecibels(samples) <= -1)
        if case .note = sound { #expect(samples.count < 4 * Self.rate, "a note rings less than four seconds") }
    }

    @Test(arguments: Instrument.allCases)
    func dynamicsAreOrdered(instrument: Instrument) {
        let levels = Dynamic.allCases.map { Measure.peakDecibels(Self.banks[instrument]![.note(.e, $0)]) }
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

    /// The instruments sound different: each one's partials are where its model puts them (the marimba's at
    /// 4 and 9.8 times the fundamental and none at 2 or 3; the celesta's at a steel bar's 2.76 and 5.40, there
    /// but at most −24 dB, none at 2; the piano's harmonics up high, stretched: its 13th well sharp of 13 ×),
    /// measured in the first 100 ms of a medium C4.
    @Test func instrumentsHaveTheirOwnPartials() {
        func levels(_ instrument: Instrument, _ ratios: [Double]) -> [Double] {
            let samples = Self.banks[instrument]![.note(.c, .medium)]
            let spectrum = Spectrum(samples[441..<4_851], sampleRate: Double(Self.rate))
            let fundamental = spectrum.level(at: Note.c.frequency)
            return ratios.map { 20 * Double.log10(spectrum.level(at: $0 * Note.c.frequency) / fundamental) }
        }
        let marimba = levels(.marimba, [2, 3, 4, 9.8])
        #expect(marimba[0] < -40 && marimba[1] < -40 && marimba[2] > -20 && marimba[3] > -40, "marimba: \(marimba) dB")
        // The celesta's colour is FluidR3_GM's: the bar's modes near 5.4 × and 13.6 × (−26…−41 and −20…−39 dB
        // there), faint 2.756 ×, no harmonic 2 ×.
        let celesta = levels(.celesta, [2, 2.756, 5.404, 13.6])
        #expect(celesta[0] < -40 && celesta[1] < -35 && (-32 ... -18).contains(celesta[2]) && (-32 ... -18).contains(celesta[3]),
                "celesta: \(celesta) dB")
        let piano = levels(.piano, [2, 3, 2.756, 6, 13.43])
        #expect(piano[0] > -20 && piano[1] > -30 && piano[2] < -40 && piano[3] > -30 && piano[4] > -40, "piano: \(piano) dB")
        // The 13th partial of a stiff string (B = 0.0004) is 56 cents sharp of 13 × the fundamental.
        let samples = Self.banks[.piano]![.note(.c, .medium)]
        let thirteenth = Spectrum(samples[441..<4_851], sampleRate: Double(Self.rate))
            .peakFrequency(in: 12.9 * Note.c.frequency ... 13.8 * Note.c.frequency) / Note.c.frequency
        #expect(abs(thirteenth - 13.43) < 0.03, "piano's 13th partial at \(thirteenth) × the fundamental")
    }

    /// The spectrum of 0.4 to 1.0 s after the theme's last chord is struck, and its strongest level.
    static func finalChord(_ theme: Theme, _ instrument: Instrument = .piano) -> (Spectrum, Double) {
        let samples = banks[instrument]![.theme(theme)]
        let chord = theme.strokes.filter { $0.duration == nil }.map(\.time).min()!
        let start = Int((chord + 0.4) * Double(rate))
        let spectrum = Spectrum(samples[start..<(start + rate * 6 / 10)], sampleRate: Double(rate))
        return (spectrum, spectrum.maximum(above: 60))
    }

    /// Whether a pitch class sounds (strongest octave from 2 to 5 at least −20 dB of the loudest partial).
    static func sounds(_ midiClass: Int, in spectrum: Spectrum, reference: Double, threshold: Double = 0.1) -> Bool {
        (3...6).map { spectrum.level(at: Voice.frequency(midi: 12 * $0 + midiClass)) }.max()! > threshold * reference
    }

    /// Whether a pitch class foreign to the theme's last chord sounds, as ``sounds(_:in:reference:threshold:)``
    /// but leaving out the octaves where it is an overtone (the 2nd to 10th partial, within 40 cents) of a
    /// tone of that chord: a string or bar sounds those for as long as the tone rings (the piano's C4 has its
    /// third partial on G5, its C2 the fifth on E4), which is no foreign note.
    static func soundsBesidesOvertones(_ midiClass: Int, of theme: Theme, in spectrum: Spectrum, reference: Double,
                                       threshold: Double = 0.02) -> Bool {
        let chord = theme.strokes.filter { $0.duration == nil }.map { Voice.frequency(midi: $0.midi) }
        let octaves = (3...6).filter { octave in
            let frequency = Voice.frequency(midi: 12 * octave + midiClass)
            return !chord.contains { tone in (2...10).contains { abs(Spectrum.cents(frequency, from: Double($0) * tone)) < 40 } }
        }
        return octaves.map { spectrum.level(at: Voice.frequency(midi: 12 * $0 + midiClass)) }.max() ?? 0 > threshold * reference
    }

    @Test(arguments: Instrument.allCases)
    func goodEndsOnCMajor(instrument: Instrument) {
        let (spectrum, reference) = Self.finalChord(.good, instrument)
        #expect(Self.sounds(0, in: spectrum, reference: reference))            // C
        #expect(Self.sounds(4, in: spectrum, reference: reference))            // E
        #expect(Self.sounds(7, in: spectrum, reference: reference))            // G
        #expect(!Self.soundsBesidesOvertones(3, of: .good, in: spectrum, reference: reference))  // no E♭
    }

    @Test(arguments: Instrument.allCases)
    func badHasEFlatAndEndsOnCMinor(instrument: Instrument) {
        // E♭4 is heard in the A♭ chord already, and the final chord is C E♭ G without E.
        let samples = Self.banks[instrument]![.theme(.bad)]
        let early = Spectrum(samples[(Self.rate / 10)..<(Self.rate * 6 / 10)], sampleRate: Double(Self.rate))
        #expect(Self.sounds(3, in: early, reference: early.maximum(above: 60)))
        let (spectrum, reference) = Self.finalChord(.bad, instrument)
        #expect(Self.sounds(0, in: spectrum, reference: reference))            // C
        #expect(Self.sounds(3, in: spectrum, reference: reference))            // E♭
        #expect(Self.sounds(7, in: spectrum, reference: reference))            // G
        #expect(!Self.soundsBesidesOvertones(4, of: .bad, in: spectrum, reference: reference))  // no E natural
    }

    @Test(arguments: Instrument.allCases)
    func drawEndsOnAMinor(instrument: Instrument) {
        let (spectrum, reference) = Self.finalChord(.draw, instrument)
        #expect(Self.sounds(9, in: spectrum, reference: reference, threshold: 0.2))    // A
        #expect(Self.sounds(0, in: spectrum, reference: reference, threshold: 0.2))    // C
        #expect(Self.sounds(4, in: spectrum, reference: reference, threshold: 0.2))    // E
        #expect(!Self.soundsBesidesOvertones(7, of: .draw, in: spectrum, reference: reference))  // the G of V is gone
        #expect(!Self.soundsBesidesOvertones(1, of: .draw, in: spectrum, reference: reference))  // nor anything foreign
    }

    @Test(arguments: Instrument.allCases)
    func currentEndsOnAFullCMajorChord(instrument: Instrument) {
        let (spectrum, reference) = Self.finalChord(.current, instrument)
        #expect(Self.sounds(0, in: spectrum, reference: reference, threshold: 0.3))
        #expect(Self.sounds(4, in: spectrum, reference: reference))
        #expect(Self.sounds(7, in: spectrum, reference: reference, threshold: 0.2))   // with G: not A minor
        #expect(!Self.soundsBesidesOvertones(9, of: .current, in: spectrum, reference: reference))
    }

    @Test(arguments: Instrument.allCases)
    func badsEFlatIsClearlyHeard(instrument: Instrument) {
        // E♭ is no longer the quietest note of the C-minor chord: as strong as its C and G (within 6 dB).
        let (spectrum, _) = Self.finalChord(.bad, instrument)
        func strongest(_ midiClass: Int) -> Double {
            (3...6).map { spectrum.level(at: Voice.frequency(midi: 12 * $0 + midiClass)) }.max()!
        }
        let (c, eFlat, g) = (strongest(0), strongest(3), strongest(7))
        #expect(eFlat > 0.5 * min(c, g), "E♭ \(eFlat), C \(c), G \(g)")
    }

    @Test(arguments: Instrument.allCases)
    func synthesisIsDeterministic(instrument: Instrument) {
        #expect(NoteBank.synthesize(.theme(.draw), sampleRate: 22_050, instrument: instrument)
                == NoteBank.synthesize(.theme(.draw), sampleRate: 22_050, instrument: instrument))
    }
}
