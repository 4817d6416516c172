import RealModule
import Testing
@testable import Music
import SoundChecks

/// The variants of every note at every dynamic: in tune, different, as loud at the peak, click-free.
@Suite struct VariantTests {
    static let rate = 44_100
    /// Every instrument's bank with every variant made.
    static let banks: [Instrument: NoteBank] = SynthTests.banks.mapValues { original in
        var bank = original
        bank.makeVariants(for: Note.allCases.flatMap { note in
            Dynamic.allCases.flatMap { dynamic in (1..<NoteVariant.count).map { Cue(sound: .note(note, dynamic), frame: 0, variant: $0) } }
        })
        return bank
    }
    static let bank = banks[.piano]!

    static func samples(_ note: Note, _ dynamic: Dynamic, _ variant: Int, on instrument: Instrument = .piano) -> [Float] {
        let bank = banks[instrument]!
        return variant == 0 ? bank[.note(note, dynamic)] : bank.variants[.init(sound: .note(note, dynamic), variant: variant)]!
    }

    @Test(arguments: Instrument.allCases, Note.allCases)
    func everyVariantIsInTuneDifferentAndAsStrong(instrument: Instrument, note: Note) {
        for dynamic in Dynamic.allCases {
            let all = (0..<NoteVariant.count).map { Self.samples(note, dynamic, $0, on: instrument) }
            for (variant, samples) in all.enumerated() {
                let measured = Measure.pitch(samples, sampleRate: Self.rate, expected: note.frequency)
                #expect(abs(Spectrum.cents(measured, from: note.frequency)) < 1,
                        "\(instrument) \(note) \(dynamic) variant \(variant): \(measured) Hz")
                // About as strong: the energy of the first half second within 2.5 dB (measured 2.1 at most: the 2 dB
                // cap on the peak keeps a few a little quieter), the peak at most 2 dB higher.
                let energy = { (x: [Float]) in x.prefix(Self.rate / 2).reduce(0.0) { $0 + Double($1 * $1) } }
                #expect(abs(10 * Double.log10(energy(samples) / energy(all[0]))) < 2.5)
                #expect(Measure.peakDecibels(samples) - Measure.peakDecibels(all[0]) < 2.001)
                #expect(samples.prefix(Self.rate / 1000).allSatisfy { $0 == 0 } && samples.suffix(441).allSatisfy { abs($0) < 1e-4 })
            }
            // Any two variants differ by more than 0.8 % of the original's energy in the first 0.3 s (the difference
            // signal above −21 dB; measured ≥ 1.6 % soft, 3.5 % medium, 8.8 % accent: darker notes differ less).
            let energy = all[0].prefix(Self.rate * 3 / 10).reduce(0.0) { $0 + Double($1 * $1) }
            var smallest = Double.infinity
            for a in 0..<all.count {
                for b in (a + 1)..<all.count {
                    let difference = zip(all[a], all[b]).prefix(Self.rate * 3 / 10).reduce(0.0) { $0 + Double(($1.0 - $1.1) * ($1.0 - $1.1)) }
                    #expect(difference > 0.008 * energy, "\(instrument) \(note) \(dynamic): variants \(a) and \(b) sound alike")
                    smallest = min(smallest, difference / energy)
                }
            }
            print("\(instrument) \(note) \(dynamic): variants differ by at least \(smallest) of the energy")
        }
    }

    @Test func variantsAreDeterministic() {
        var again = SynthTests.bank
        again.makeVariants(for: [Cue(sound: .note(.e, .soft), frame: 0, variant: 2)])
        #expect(again.variants[.init(sound: .note(.e, .soft), variant: 2)] == Self.samples(.e, .soft, 2))
    }

    @Test func aBankWithoutTheVariantPlaysTheOriginal() {
        let cue = Cue(sound: .note(.g, .medium), frame: 0, variant: 3)
        #expect(Mixer.mix([cue], bank: SynthTests.bank, channels: 1, room: false) == SynthTests.bank[.note(.g, .medium)])
        #expect(Mixer.mix([cue], bank: Self.bank, channels: 1, room: false) == Self.samples(.g, .medium, 3))
    }
}
