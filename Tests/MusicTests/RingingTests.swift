import RealModule
import Testing
@testable import Music
import SoundChecks

/// Notes ring out, the room reverberates as specified, and a whole game is measured as sound.
@Suite struct RingingTests {
    static let rate = 44_100
    static let bank = SynthTests.bank

    /// The piano and the celesta ring 2 to 4 seconds to −60 dB, as a grand's middle register does within a
    /// game's pace; the marimba at most 1.2 s, as a marimba does (the FluidR3_GM marimba 0.8–1.0 s).
    @Test(arguments: Instrument.allCases)
    func notesRingAsTheirInstrumentTheHighOnesShorter(instrument: Instrument) {
        let bank = SynthTests.banks[instrument]!
        let range = instrument == .marimba ? 0.7...1.2 : 2.0...4.0
        for dynamic in Dynamic.allCases {
            let times = Note.allCases.map { Measure.decayTime(bank[.note($0, dynamic)], rate: Self.rate) }
            for (note, time) in zip(Note.allCases, times) {
                #expect(range.contains(time), "\(instrument) \(note) \(dynamic): \(time) s to −60 dB")
            }
            if dynamic == .medium { print("\(instrument) \(dynamic): \(times) s to −60 dB (C4 … A4)") }
            #expect(times == times.sorted(by: >), "\(instrument) \(dynamic): \(times) falls with pitch")
        }
    }

    /// The room's response to a unit impulse on both channels (dry impulse removed), `seconds` long.
    static func impulseResponse(seconds: Double = 4) -> [Float] {
        var room = Room(sampleRate: rate)
        var buffer = [Float](repeating: 0, count: Int(seconds * Double(rate)) * 2)
        (buffer[0], buffer[1]) = (1, 1)
        buffer.withUnsafeMutableBufferPointer { room.process($0, frames: $0.count / 2, channels: 2) }
        (buffer[0], buffer[1]) = (buffer[0] - 1, buffer[1] - 1)
        return buffer
    }

    /// RT60 from an impulse response: Schroeder's backward integral, a line fitted from −5 to −35 dB (T30).
    static func reverberationTime(_ response: [Float], channels: Int, rate: Int) -> Double {
        let frames = response.count / channels
        var energy = [Double](repeating: 0, count: frames + 1)
        for f in stride(from: frames - 1, through: 0, by: -1) {
            var e = 0.0
            for c in 0..<channels { e += Double(response[f * channels + c] * response[f * channels + c]) }
            energy[f] = energy[f + 1] + e
        }
        let decibels = energy.dropLast().map { 10 * Double.log10(max($0, 1e-30) / energy[0]) }
        let points = decibels.enumerated().filter { $0.element <= -5 && $0.element >= -35 }
        let n = Double(points.count)
        let xs = points.map { Double($0.offset) / Double(rate) }, ys = points.map(\.element)
        let mx = xs.reduce(0, +) / n, my = ys.reduce(0, +) / n
        let slope = zip(xs, ys).reduce(0) { $0 + ($1.0 - mx) * ($1.1 - my) } / xs.reduce(0) { $0 + ($1 - mx) * ($1 - mx) }
        return -60 / slope
    }

    @Test func theRoomReverberatesForOneToTwoSecondsWithEarlyReflections() {
        let response = Self.impulseResponse()
        let rt60 = Self.reverberationTime(response, channels: 2, rate: Self.rate)
        #expect((1...2).contains(rt60), "RT60 \(rt60) s")
        print("room: RT60 \(rt60) s (T30, broadband, Schroeder integration)")
        // The first reflection arrives after 7 ms, and something arrives in every 5 ms up to 40 ms.
        let ms = Self.rate / 1000
        #expect(response[0..<(2 * 7 * ms)].allSatisfy { $0 == 0 })
        for start in stride(from: 7, to: 40, by: 5) {
            let level = Measure.peakDecibels(response[(2 * start * ms)..<(2 * (start + 5) * ms)])
            #expect(level > -30, "\(start) ms: \(level) dB")
        }
        // Left and right differ: the tail is wide, not a mono reverberation in both speakers.
        let left = Measure.channel(response, 0, of: 2), right = Measure.channel(response, 1, of: 2)
        let dot = zip(left, right).reduce(0.0) { $0 + Double($1.0 * $1.1) }
        let norm = Double.sqrt(left.reduce(0.0) { $0 + Double($1 * $1) } * right.reduce(0.0) { $0 + Double($1 * $1) })
        #expect(abs(dot / norm) < 0.5, "correlation \(dot / norm)")
    }

    /// The selfplay game of `make demo` (seed 2026), with cues shaped like `GameScore`'s (written out here,
    /// since Music's tests cannot import Game: its timing, pans and dynamics; the variants simply rotate per
    /// sound, so successive identical notes differ as they do in GameScore's rule, `PieceNotes`).
    static let moves = "43676447667745441636223322121", music = "034243240234314032041023241425"
    static var gameCues: [Cue] {
        let digits = moves.map { Int(String($0))! - 1 }
        let notes = music.dropLast().map { Note(rawValue: Int(String($0))!)! }
        var occurrences: [Sound: Int] = [:]
        return notes.enumerated().map { index, note in
            let dynamic: Dynamic = index == notes.count - 1 ? .accent : index.isMultiple(of: 2) ? .medium : .soft
            let sound = Sound.note(note, dynamic), k = occurrences[sound, default: 0]
            occurrences[sound] = k + 1
            return Cue(sound: sound, frame: index * rate, pan: (Double(digits[index]) - 3) / 4, variant: k % NoteVariant.count)
        } + [Cue(sound: .theme(.good), frame: notes.count * rate)]
    }

    @Test(arguments: Instrument.allCases)
    func aRenderedGameIsLoudEnoughNeverClipsAndNeverClicks(instrument: Instrument) {
        var bank = SynthTests.banks[instrument]!
        bank.makeVariants(for: Self.gameCues)
        let mix = Mixer.mix(Self.gameCues, bank: bank, channels: 2)
        Self.checkGame(mix, name: "\(instrument)")
        #expect(Mixer.mix(Self.gameCues, bank: bank, channels: 2) == mix, "deterministic")
    }

    /// A rendered game (stereo, 44.1 kHz) is between −20 and −16 LUFS, peaks at −1 dBFS at most, starts and
    /// ends in silence and has no click.
    static func checkGame(_ mix: [Float], name: String) {
        let loudness = Loudness.integrated(mix, channels: 2, sampleRate: Self.rate)
        #expect((-20 ... -16).contains(loudness), "\(name): \(loudness) LUFS")
        #expect(Measure.peakDecibels(mix) <= -1, "\(name)")
        #expect(mix.prefix(2 * 44).allSatisfy { $0 == 0 } && Measure.peakDecibels(mix.suffix(2 * 441)) < -80, "\(name)")
        print("\(name) game: \(loudness) LUFS, peak \(Measure.peakDecibels(mix)) dBFS, \(mix.count / 2) frames")
        // No click: no step between neighbouring samples larger than 0.6 × the peak of the 5 ms blocks around it.
        for channel in 0..<2 {
            let (worst, at) = Measure.largestStep(Measure.channel(mix, channel, of: 2), rate: Self.rate)
            #expect(worst < 0.6, "\(name), channel \(channel): a step of \(worst) × the local peak at frame \(at)")
            print("\(name) game, channel \(channel): largest step \(worst) × the local peak")
        }
    }

    /// The energy in the first 100 ms of `samples` above 1.5 × `frequency`, against the energy within a
    /// semitone of it: how bright a note's attack is, whatever its partials.
    static func brightness(_ samples: [Float], frequency: Double, rate: Int) -> Double {
        let spectrum = Spectrum(samples[44..<(44 + rate / 10)], sampleRate: Double(rate))
        var (above, fundamental) = (0.0, 0.0)
        for (bin, magnitude) in spectrum.magnitudes.enumerated() {
            let f = Double(bin) * spectrum.binWidth
            if f > 1.5 * frequency { above += magnitude * magnitude }
            if f > frequency * 0.944 && f < frequency * 1.059 { fundamental += magnitude * magnitude }
        }
        return above / fundamental
    }

    @Test(arguments: Instrument.allCases)
    func softToAccentSpansTenLoudnessUnitsAndGrowsBrighter(instrument: Instrument) {
        let bank = SynthTests.banks[instrument]!
        for note in Note.allCases {
            let lufs = Dynamic.allCases.map {
                Loudness.integrated(bank[.note(note, $0)], channels: 1, sampleRate: Self.rate)
            }
            #expect(lufs == lufs.sorted() && lufs[2] - lufs[0] >= 10, "\(instrument) \(note): \(lufs) LUFS")
            // Brightness: the share of the first 100 ms's energy above the fundamental's band rises.
            let bright = Dynamic.allCases.map { Self.brightness(bank[.note(note, $0)], frequency: note.frequency, rate: Self.rate) }
            #expect(bright == bright.sorted() && bright[2] > 1.5 * bright[0], "\(instrument) \(note): \(bright)")
            print("\(instrument) \(note): soft, medium, accent \(lufs) LUFS, brightness \(bright)")
        }
    }
}
