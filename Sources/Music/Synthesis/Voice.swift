import RealModule

/// A struck note made by additive synthesis, in the ``Timbre`` of an ``Instrument``.
///
/// The model is a struck string or bar:
/// - partials whose strength rises with the stroke (``Dynamic/brightness``), each with its own
///   exponential decay, the higher ones dying sooner, so the tone starts bright and mellows into an almost
///   pure fundamental (its aftersound, the partial that rings longest);
/// - a short, low-passed noise burst: the mallet's felt, or the hammer's knock on the string;
/// - 1 ms of digital silence, then a raised-cosine attack (``Dynamic/attack`` × ``Timbre/attackScale``),
///   and a raised-cosine fade that reaches exact
///   silence 20 ms before the end, so the sound starts and ends below −60 dBFS and never clicks. Struck for
///   its ``Timbre/ringTime(frequency:sustain:)`` it rings out naturally: the fade only takes away the last
///   −55 dB.
///
/// Oscillators are complex phasors rotated once per sample and envelopes are multiplied by a constant
/// per sample, which is both fast and exactly periodic: the fundamental is the equal-tempered pitch.
public struct Voice: Sendable {
    /// Sample rate in hertz.
    public let sampleRate: Double
    /// The partials and noise of the instrument.
    public let timbre: Timbre

    /// A voice of `instrument` rendering at `sampleRate` hertz.
    public init(sampleRate: Double, instrument: Instrument = .piano) {
        self.sampleRate = sampleRate
        self.timbre = instrument.timbre
    }

    /// Adds one struck note to `buffer`.
    ///
    /// - Parameters:
    ///   - frequency: the fundamental in hertz.
    ///   - dynamic: how hard the note is struck.
    ///   - duration: seconds from the start of the note to the end of its fade (silence follows).
    ///   - sustain: multiplies every decay time (chords at the end of a theme ring longer).
    ///   - gain: linear gain applied to the note (its peak is about `gain` × a dynamic-dependent level).
    ///   - seed: seeds the mallet noise, so the same call always gives the same samples.
    ///   - buffer: mono samples; the note is added from `offset` on and cut at the buffer's end.
    ///   - offset: first frame of the note in `buffer`.
    /// - Complexity: O(duration × sample rate × partials).
    public func strike(frequency: Double, dynamic: Dynamic, duration: Double, sustain: Double = 1,
                       gain: Double = 1, seed: UInt64 = 1, into buffer: inout [Float], at offset: Int) {
        let lead = Int((0.001 * sampleRate).rounded())           // 1 ms of silence
        let total = Int((duration * sampleRate).rounded())
        let attack = max(1, Int((dynamic.attack * timbre.attackScale * sampleRate).rounded()))
        let fade = max(0, min(Int(min(0.3, duration * 0.4) * sampleRate), total - lead - attack))
        let sounding = max(0, total - lead)
        guard sounding > 0 else { return }
        var tone = [Double](repeating: 0, count: sounding)

        // Higher notes decay a little faster, as bars and tines do.
        let pitchScale = timbre.pitchScale(frequency) * sustain
        let partials = timbre.partials
        var k = 0
        while k < partials.count {
            // A partial's two stages (the same frequency and phase, listed one after the other) share one
            // phasor: the same samples added in the same order as two passes would, at about half the cost.
            let count = k + 1 < partials.count && partials[k + 1].ratio == partials[k].ratio
                && partials[k + 1].phase == partials[k].phase ? 2 : 1
            defer { k += count }
            let partial = partials[k]
            let f = frequency * partial.ratio
            guard f < sampleRate * 0.45 else { continue }
            let omega = 2 * Double.pi * f / sampleRate
            let (c, s) = (Double.cos(omega), Double.sin(omega))
            // Per stage: its starting level, its decay per sample, and how long it is followed: until it has
            // fallen 160 dB (e^−18.4), below any 24-bit sample.
            var envelopes = [Double](), decays = [Double](), audible = [Int]()
            for stage in partials[k..<(k + count)] {
                envelopes.append(stage.amplitude * Double.pow(dynamic.brightness, stage.tilt)
                                 / (1 + (f / timbre.cutoff) * (f / timbre.cutoff)))
                decays.append(Double.exp(-1 / (stage.decay * pitchScale * sampleRate)))
                audible.append(min(sounding, Int((18.4 * stage.decay * pitchScale * sampleRate).rounded(.up))))
            }
            // The phasor: re runs as sin(omega × i + phase).
            var (re, im) = (Double.sin(partial.phase), -Double.cos(partial.phase))
            var (first, second) = (envelopes[0], count == 2 ? envelopes[1] : 0)
            let (decay1, decay2) = (decays[0], count == 2 ? decays[1] : 0)
            let (end1, end2) = (audible[0], count == 2 ? audible[1] : 0)
            let both = min(end1, end2)
            for i in 0..<max(end1, end2) {
                if i < both {
                    tone[i] += first * re
                    tone[i] += second * re
                } else if i < end1 {
                    tone[i] += first * re
                } else {
                    tone[i] += second * re
                }
                (re, im) = (re * c - im * s, re * s + im * c)
                first *= decay1
                second *= decay2
                // Renormalize rarely: rounding makes the phasor's length drift very slowly.
                if i & 1023 == 1023 { let m = 1 / Double.sqrt(re * re + im * im); re *= m; im *= m }
            }
        }
        // The mallet: white noise through a one-pole low-pass, decaying quickly.
        let noise = timbre.noise
        var generator = SeededGenerator(seed: seed)
        let noiseDecay = Double.exp(-1 / (noise.decay * sampleRate))
        let lowPass = Double.exp(-2 * Double.pi * min(noise.cutoffRatio * frequency, noise.cutoffLimit) / sampleRate)
        var noiseLevel = noise.level * dynamic.brightness
        var filtered = 0.0
        for i in 0..<min(sounding, Int(noise.length * sampleRate)) {
            let white = Double(generator.next() >> 11) * 0x1p-53 * 2 - 1
            filtered = lowPass * filtered + (1 - lowPass) * white
            tone[i] += noiseLevel * filtered * 4
            noiseLevel *= noiseDecay
        }

        // Envelope: raised-cosine attack, raised-cosine fade to zero 20 ms before the end.
        let quiet = Int((0.02 * sampleRate).rounded())
        let fadeEnd = max(attack, sounding - quiet)
        let fadeStart = max(attack, fadeEnd - fade)
        var peak = 0.0
        for i in 0..<sounding {
            var shape = 1.0
            if i < attack { shape = 0.5 - 0.5 * Double.cos(Double.pi * Double(i) / Double(attack)) }
            if i >= fadeEnd {
                shape = 0
            } else if i >= fadeStart {
                shape *= 0.5 + 0.5 * Double.cos(Double.pi * Double(i - fadeStart) / Double(fadeEnd - fadeStart))
            }
            tone[i] *= shape
            peak = max(peak, abs(tone[i]))
        }

        // Every note of one dynamic peaks at the same level, whatever its pitch.
        let scale = peak > 0 ? dynamic.peak * gain / peak : 0
        let start = offset + lead
        for i in 0..<sounding where start + i < buffer.count && start + i >= 0 {
            buffer[start + i] += Float(tone[i] * scale)
        }
    }

    /// The frequency of a MIDI note number in equal temperament (A4 = 69 = 440 Hz).
    public static func frequency(midi: Int) -> Double {
        440 * Double.exp2(Double(midi - 69) / 12)
    }
}
