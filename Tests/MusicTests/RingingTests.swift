import RealModule
import Testing
@testable import Music

/// Notes ring out, the room reverberates as specified, and a whole game is measured as sound.
@Suite struct RingingTests {
    static let rate = 44_100
    static let bank = SynthTests.bank

    /// Seconds from the loudest 10 ms of `samples` until every later 10 ms window is 60 dB below it.
    static func decayTime(_ samples: [Float], rate: Int) -> Double {
        let window = rate / 100
        let levels = stride(from: 0, to: samples.count - window, by: window).map { start in
            samples[start..<(start + window)].reduce(0) { $0 + Double($1 * $1) } / Double(window)
        }
        let loudest = levels.indices.max { levels[$0] < levels[$1] }!
        let last = levels.indices.last { levels[$0] > levels[loudest] * 1e-6 } ?? loudest
        return Double(last + 1 - loudest) * 0.01
    }

    @Test func notesRingTwoToFourSecondsTheHighOnesShorter() {
        for dynamic in Dynamic.allCases {
            let times = Note.allCases.map { Self.decayTime(Self.bank[.note($0, dynamic)], rate: Self.rate) }
            for (note, time) in zip(Note.allCases, times) {
                #expect((2...4).contains(time), "\(note) \(dynamic): \(time) s to −60 dB")
                if dynamic == .medium { print("\(note) \(dynamic): \(time) s to −60 dB") }
            }
            #expect(times == times.sorted(by: >), "\(dynamic): \(times) falls with pitch")
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

    /// The selfplay game of `make demo` (seed 2026), with the cues `GameScore` gives it (written out here;
    /// the variants rotate per sound as GameScore's do, from offset 0).
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

    @Test func aRenderedGameIsLoudEnoughNeverClipsAndNeverClicks() {
        var bank = Self.bank
        bank.makeVariants(for: Self.gameCues)
        let mix = Mixer.mix(Self.gameCues, bank: bank, channels: 2)
        let loudness = Loudness.integrated(mix, channels: 2, sampleRate: Self.rate)
        #expect((-20 ... -16).contains(loudness), "\(loudness) LUFS")
        #expect(Measure.peakDecibels(mix) <= -1)
        #expect(mix.prefix(2 * 44).allSatisfy { $0 == 0 } && Measure.peakDecibels(mix.suffix(2 * 441)) < -80)
        print("game: \(loudness) LUFS, peak \(Measure.peakDecibels(mix)) dBFS, \(mix.count / 2) frames")
        // No click: no step between neighbouring samples larger than 0.6 × the peak of the 5 ms blocks around it.
        let block = Self.rate / 200
        for channel in 0..<2 {
            let samples = Measure.channel(mix, channel, of: 2)
            let peaks = stride(from: 0, to: samples.count, by: block).map { start in
                samples[start..<min(samples.count, start + block)].reduce(Float(0)) { max($0, abs($1)) }
            }
            var worst: Float = 0, at = 0
            for i in 1..<samples.count {
                let step = abs(samples[i] - samples[i - 1])
                guard step > 2 / 32_768 else { continue }
                let b = i / block
                let local = max(peaks[max(0, b - 1)], peaks[b], peaks[min(peaks.count - 1, b + 1)])
                if step / local > worst { (worst, at) = (step / local, i) }
            }
            #expect(worst < 0.6, "channel \(channel): a step of \(worst) × the local peak at frame \(at)")
            print("game, channel \(channel): largest step \(worst) × the local peak")
        }
        #expect(Mixer.mix(Self.gameCues, bank: bank, channels: 2) == mix, "deterministic")
    }

    @Test func softToAccentSpansTenLoudnessUnitsAndGrowsBrighter() {
        for note in Note.allCases {
            let lufs = Dynamic.allCases.map {
                Loudness.integrated(Self.bank[.note(note, $0)], channels: 1, sampleRate: Self.rate)
            }
            #expect(lufs == lufs.sorted() && lufs[2] - lufs[0] >= 10, "\(note): \(lufs) LUFS")
            print("\(note): soft, medium, accent \(lufs) LUFS")
            // Brightness: the share of the first 100 ms's energy above the fundamental's band rises.
            let bright = Dynamic.allCases.map { dynamic in
                let spectrum = Spectrum(Self.bank[.note(note, dynamic)][44..<4_454], sampleRate: Double(Self.rate))
                return (2...6).reduce(0.0) { $0 + spectrum.level(at: Double($1) * note.frequency) }
                    / spectrum.level(at: note.frequency)
            }
            #expect(bright == bright.sorted() && bright[2] > 1.5 * bright[0], "\(note): \(bright)")
        }
    }
}
