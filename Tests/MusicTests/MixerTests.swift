import Testing
@testable import Music
import SoundChecks

@Suite struct MixerTests {
    static let rate = 44_100
    static let bank = SynthTests.bank

    /// A melody of every note, two apart, ending Good, at pans across the board.
    static let cues: [Cue] = [Note.c, .e, .d, .a, .g, .c, .e].enumerated().map { index, note in
        Cue(sound: .note(note, index.isMultiple(of: 2) ? .medium : .soft), frame: index * rate, pan: Double(index - 3) / 4)
    } + [Cue(sound: .theme(.good), frame: 7 * rate)]

    @Test func lengthIsTheEndOfTheLastCuePlusTheRoomsTail() {
        let end = 7 * Self.rate + Self.bank[.theme(.good)].count
        // The ending rings as loud as it plays: raised (``RaisedEnding``).
        let tail = Room.tailFrames(after: Self.bank[.theme(.good)], gain: RaisedEnding(.good, from: Self.bank).gain, sampleRate: Self.rate)
        #expect((Self.rate / 5 ... Self.rate).contains(tail), "the Good theme's tail: \(tail) frames")
        #expect(Mixer.mix(Self.cues, bank: Self.bank, channels: 2).count == 2 * (end + tail))
        #expect(Mixer.mix(Self.cues, bank: Self.bank, channels: 1).count == end + tail)
        #expect(Mixer.mix(Self.cues, bank: Self.bank, channels: 1, room: false).count == end)
        #expect(Mixer.length(of: Self.cues, bank: Self.bank) == end + tail)
    }

    /// A mix ends once the room's ringing has fallen below −90 dBFS, with little digital silence before:
    /// after every ending of every instrument, and after a loud tone cut off short (which needs a longer tail).
    @Test(arguments: Instrument.allCases)
    func theRoomRingsUntilItsTailIsBelowMinusNinetyDecibels(instrument: Instrument) {
        var endings: [(String, NoteBank, Cue)] = Theme.allCases.map {
            ("\($0)", SynthTests.banks[instrument]!, Cue(sound: .theme($0), frame: Self.rate / 10))
        }
        let tone = (0..<Self.rate).map { Float(0.5 * Double.sin(2 * Double.pi * 110 * Double($0) / Double(Self.rate))) }
        endings.append(("a tone cut off", NoteBank(sampleRate: Self.rate, sounds: [.note(.c, .medium): tone]),
                        Cue(sound: .note(.c, .medium), frame: 0, gain: 1.5)))
        for (name, bank, cue) in endings {
            let mix = Mixer.mix([cue], bank: bank, channels: 2)
            let last = Measure.peakDecibels(mix.suffix(2 * Self.rate / 100))
            let silent = mix.reversed().prefix { abs($0) < 0.5 / 32_768 }.count / 2
            let tail = mix.count / 2 - cue.frame - bank[cue.sound].count
            #expect(last < -90 && silent < Self.rate * 3 / 10,
                    "\(instrument) \(name): last 10 ms at \(last) dBFS, \(silent) frames of digital silence, tail \(tail) frames")
        }
    }

    @Test(arguments: [false, true])
    func everyNoteOfAMixIsInTune(room: Bool) {
        // Notes ring under the next ones: each is measured as the mix minus the mix without it (the room is
        // linear, and nothing here reaches the limiter), so its neighbours do not bias the measurement.
        // Dry, every note is within 1 cent. Through the room, a decaying note is filtered by the room's dense
        // resonances and early reflections, whose slope across the note's narrow spectral line moves a
        // short window's peak by up to 6 cents (the room adds no frequency: it is linear and time-invariant);
        // measured over 0.3 to 0.7 s, after the build-up, within 3 cents.
        let mix = Mixer.mix(Self.cues, bank: Self.bank, channels: 2, room: room)
        for (index, cue) in Self.cues.enumerated() {
            guard case .note(let note, _) = cue.sound else { continue }
            var others = Self.cues
            others.remove(at: index)
            let without = Mixer.mix(others, bank: Self.bank, channels: 2, room: room)
            for channel in 0..<2 {
                let alone = zip(Measure.channel(mix, channel, of: 2), Measure.channel(without, channel, of: 2)).map { $0 - $1 }
                let measured = room
                    ? Spectrum(alone[(cue.frame + Self.rate * 3 / 10)..<(cue.frame + Self.rate * 7 / 10)], sampleRate: Double(Self.rate))
                        .peakFrequency(in: note.frequency * 0.944...note.frequency * 1.059)
                    : Measure.pitch(alone, start: cue.frame, sampleRate: Self.rate, expected: note.frequency)
                #expect(abs(Spectrum.cents(measured, from: note.frequency)) < (room ? 3 : 1), "\(note) at \(cue.frame)")
            }
        }
    }

    @Test func denseMixesAreLimitedBelowMinusOneDecibel() {
        // 42 accented notes 20 ms apart pile up far beyond full scale before the limiter.
        let cues = (0..<42).map { Cue(sound: .note(Note.allCases[$0 % 5], .accent), frame: $0 * 882) }
        for channels in [1, 2] {
            let mix = Mixer.mix(cues, bank: Self.bank, channels: channels)
            #expect(Measure.peakDecibels(mix) <= -1)
            #expect(Measure.peakDecibels(mix) > -1.5, "limited near the ceiling, not scaled far below it")
        }
    }

    @Test func withTheRoomAnyBlocksGiveTheSameBitsAsOneMix() {
        // The room carries state from block to block: cutting the stream anywhere must not change a bit.
        var generator = SeededGenerator(seed: 8)
        for channels in [1, 2] {
            let whole = Mixer.mix(Self.cues, bank: Self.bank, channels: channels).map(\.bitPattern)
            // The live engine's path (mix, the room and level inside the stream) against render's (mixDry, then
            // the detached Finish).
            var stream = MixStream(bank: Self.bank, channels: channels)
            for cue in Self.cues { stream.add(cue) }
            var live = [Float](repeating: 1, count: stream.endFrame * channels)
            let frames = stream.endFrame
            live.withUnsafeMutableBufferPointer { stream.mix(frames: frames, into: $0) }
            #expect(live.map(\.bitPattern) == whole, "\(channels) channels, the stream's own mix")
            for _ in 0..<3 {
                let blockFrames = Int.random(in: 1...20_000, using: &generator)
                var blocks: [Float] = []
                Mixer.render(Self.cues, bank: Self.bank, channels: channels, blockFrames: blockFrames) { blocks += $0 }
                #expect(blocks.map(\.bitPattern) == whole, "\(channels) channels, blocks of \(blockFrames)")
            }
        }
    }

    /// The samples a cue of `sound` plays: the bank's, an ending's raised (``RaisedEnding``).
    static func played(_ sound: Sound, bank: NoteBank) -> [Float] {
        if case .theme(let theme) = sound, theme != .current { return RaisedEnding(theme, from: bank).samples }
        return bank[sound]
    }

    /// The mix as a plain model computes it: a silent buffer, every cue added sample by sample in cue order
    /// (times its pan gains in stereo), then the limiter's curve sample by sample (written out again here).
    static func referenceMix(_ cues: [Cue], bank: NoteBank, channels: Int) -> [Float] {
        let frames = cues.map { $0.frame + bank[$0.sound].count }.max() ?? 0
        var out = [Float](repeating: 0, count: frames * channels)
        for cue in cues {
            let (left, right) = Mixer.panGains(cue.pan)
            for (i, sample) in played(cue.sound, bank: bank).enumerated() {
                if channels == 1 {
                    out[cue.frame + i] += sample
                } else {
                    out[2 * (cue.frame + i)] += sample * left
                    out[2 * (cue.frame + i) + 1] += sample * right
                }
            }
        }
        let (t, c) = (Level.threshold, Level.ceiling)
        return out.map { x in
            guard abs(x) > t else { return x }
            let y = t + (abs(x) - t) / (1 + (abs(x) - t) / (c - t))
            return x < 0 ? -y : y
        }
    }

    @Test func blockRenderingAgreesWithThePlainModel() {
        // Seeded random scores: sparse and dense, overlapping and apart, any block size.
        var generator = SeededGenerator(seed: 7)
        var scores = [Self.cues]
        for _ in 0..<10 {
            let count = Int.random(in: 1...10, using: &generator)
            let spread = [900, 20_000, Self.rate].randomElement(using: &generator)!
            scores.append((0..<count).map { _ in
                Cue(sound: Sound.all.randomElement(using: &generator)!,
                    frame: Int.random(in: 0..<(spread * count), using: &generator),
                    pan: Double.random(in: -1...1, using: &generator))
            })
        }
        var failures = 0
        for cues in scores {
            for channels in [1, 2] {
                let expected = Self.referenceMix(cues, bank: Self.bank, channels: channels).map(\.bitPattern)
                let blockFrames = Int.random(in: 1...40_000, using: &generator)
                var blocks: [Float] = []
                Mixer.render(cues, bank: Self.bank, channels: channels, room: false, blockFrames: blockFrames) { blocks += $0 }
                if blocks.map(\.bitPattern) != expected {
                    failures += 1
                    Issue.record("\(cues.count) cues, \(channels) channels, blocks of \(blockFrames) differ from the model")
                }
                if Mixer.mix(cues, bank: Self.bank, channels: channels, room: false).map(\.bitPattern) != expected {
                    failures += 1
                    Issue.record("mix() of \(cues.count) cues, \(channels) channels differs from the model")
                }
            }
        }
        #expect(failures == 0)
    }

    @Test func quietMixesAreLeftAlone() {
        let mix = Mixer.mix([Cue(sound: .note(.c, .medium), frame: 0)], bank: Self.bank, channels: 1, room: false)
        #expect(mix == Self.bank[.note(.c, .medium)])
    }

    @Test(arguments: [-1.0, -0.5, 0, 0.25, 1])
    func panningKeepsPower(pan: Double) {
        let (l, r) = Mixer.panGains(pan)
        #expect(abs(l * l + r * r - 1) < 1e-6)
        #expect(pan < 0 ? l > r : pan > 0 ? r > l : l == r)
    }

    @Test func resamplingKeepsPitchAndLength() {
        for rate in [48_000, 22_050, 96_000] {
            let one = NoteBank(sampleRate: Self.rate, sounds: [.note(.a, .medium): Self.bank[.note(.a, .medium)]])
            let samples = one.resampled(to: rate)[.note(.a, .medium)]
            #expect(samples.count == Int((Double(Self.bank[.note(.a, .medium)].count) * Double(rate) / 44_100).rounded()))
            let measured = Measure.pitch(samples, sampleRate: rate, expected: 440)
            #expect(abs(Spectrum.cents(measured, from: 440)) < 5, "\(rate) Hz: \(measured)")
            #expect(Measure.peakDecibels(samples.prefix(rate / 1000)) < -60)
        }
    }

    /// A conversion made a part at a time (the game's voice starts a line's first part while the rest is
    /// converted) gives the same bits as the whole, at the rates a line meets, whatever the parts.
    @Test(arguments: [(22_050, 44_100), (22_050, 48_000), (16_000, 44_100), (48_000, 44_100)])
    func resamplingInPartsGivesTheWholesBits(from: Int, to: Int) {
        var generator = SeededGenerator(seed: UInt64(from + to))
        let input = (0..<9_001).map { _ in Float.random(in: -1...1, using: &generator) }
        let whole = Resampler.resample(input, from: from, to: to)
        let plan = Resampler.Plan(from: from, to: to)
        #expect(plan.count(of: input.count) == whole.count)
        for _ in 0..<5 {
            var cuts = (0..<Int.random(in: 1...6, using: &generator)).map { _ in Int.random(in: 0...whole.count, using: &generator) }
            cuts = ([0, whole.count] + cuts).sorted()
            let parts = zip(cuts, cuts.dropFirst()).flatMap { plan.resample(input, frames: $0..<$1) }
            #expect(parts == whole, "cut at \(cuts)")
        }
    }

    @Test func borrowedSixteenBitSamplesMixExactlyAsTheirFloats() {
        // Every sound quantized to 16 bits, once as floats (s / 32768, what libsndfile reads) and once
        // borrowed as Int16: the mixes must be equal to the bit, with and without the peak pass.
        let quantized = Dictionary(uniqueKeysWithValues: Sound.all.map { sound in
            (sound, Self.bank[sound].map { Int16(($0 * 32_767).rounded()) })
        })
        let floats = NoteBank(sampleRate: Self.rate, sounds: quantized.mapValues { $0.map { Float($0) / 32_768 } })
        let dense = (0..<12).map { Cue(sound: .note(Note.allCases[$0 % 5], .accent), frame: $0 * 900, pan: Double($0 % 3) - 1) }
        let buffers = quantized.mapValues { samples in
            let buffer = UnsafeMutableBufferPointer<Int16>.allocate(capacity: samples.count)
            _ = buffer.initialize(from: samples)
            return buffer
        }
        defer { buffers.values.forEach { $0.deallocate() } }
        let borrowed = NoteBank(sampleRate: Self.rate, sounds: [:],
                                borrowed: buffers.mapValues { PCM16Samples(UnsafeBufferPointer($0)) })
        for cues in [Self.cues, dense] {
            for channels in [1, 2] {
                let a = Mixer.mix(cues, bank: floats, channels: channels)
                let b = Mixer.mix(cues, bank: borrowed, channels: channels)
                #expect(a.map(\.bitPattern) == b.map(\.bitPattern), "\(cues.count) cues, \(channels) channels")
            }
        }
        #expect(borrowed[.note(.c, .medium)] == floats[.note(.c, .medium)])
    }
}

