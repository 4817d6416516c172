import RealModule

/// How hard a note is struck: louder notes are also brighter and their attack is quicker.
public enum Dynamic: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Mezzo-piano: quieter and darker (the second player's pieces, the upbeats).
    case soft
    /// Mezzo-forte: the first player's pieces, the downbeats.
    case medium
    /// Forte: the winning piece.
    case accent

    /// Amplitude of the note's peak, relative to full scale.
    var peak: Double {
        switch self {
        // Soft to accent spans 13.9 dB of peak, and the accent is brighter too (over 10 LU of loudness).
        case .soft: 0.17     // about -15.4 dBFS
        case .medium: 0.55   // about -5.2 dBFS
        case .accent: 0.84   // about -1.5 dBFS: its very peak just touches the limiter's knee
        }
    }

    /// Scales the upper partials: a harder stroke excites more of them.
    var brightness: Double {
        switch self {
        case .soft: 0.55
        case .medium: 0.85
        case .accent: 1.25
        }
    }

    /// Attack time in seconds (a soft mallet takes longer to speak).
    var attack: Double {
        switch self {
        case .soft: 0.008
        case .medium: 0.005
        case .accent: 0.0035
        }
    }

    /// The MIDI velocity of a note at this dynamic (for `render -o FILE.mid`).
    public var velocity: Int {
        switch self {
        case .soft: 50
        case .medium: 80
        case .accent: 115
        }
    }

    /// `soft`, `medium` or `accent`.
    public var description: String { rawValue }
}

/// A warm mallet / electric-piano voice made by additive synthesis.
///
/// The model is a struck bar or tine heard through a soft pickup:
/// - six harmonic partials (the fundamental in two stages: a prompt sound and a long aftersound) whose strength falls with their number and rises with the stroke
///   (``Dynamic/brightness``), each with its own exponential decay, the higher ones dying sooner, so the
///   tone starts bright and mellows into an almost pure fundamental;
/// - a slightly sharp seventh partial, the "tine" that gives the bell-like ping of an electric piano,
///   gone within a few tens of milliseconds;
/// - a short, low-passed noise burst: the mallet's felt touching the bar;
/// - 1 ms of digital silence, then a raised-cosine attack, and a raised-cosine fade that reaches exact
///   silence 20 ms before the end, so the sound starts and ends below −60 dBFS and never clicks. Struck for
///   its ``ringTime(frequency:sustain:)`` it rings out naturally: the fade only takes away the last −55 dB.
///
/// Oscillators are complex phasors rotated once per sample and envelopes are multiplied by a constant
/// per sample, which is both fast and exactly periodic: the fundamental is the equal-tempered pitch.
public struct Voice: Sendable {
    /// One partial: frequency ratio to the fundamental, relative amplitude, decay time constant at C4 (s),
    /// and how strongly brightness raises it (amplitude × brightness^tilt).
    struct Partial {
        var ratio: Double
        var amplitude: Double
        var decay: Double
        var tilt: Double
    }

    static let partials: [Partial] = [
        // The fundamental decays in two stages, as struck strings and tines do: a prompt part that gives the
        // attack its weight and a long aftersound.
        // The aftersound's time constant sets the ring: −60 dB after about ``ringFactor`` of it.
        Partial(ratio: 1, amplitude: 0.55, decay: longDecay, tilt: 0),
        Partial(ratio: 1, amplitude: 0.45, decay: 0.22, tilt: 0),
        Partial(ratio: 2, amplitude: 0.45, decay: 0.40, tilt: 1),
        Partial(ratio: 3, amplitude: 0.22, decay: 0.18, tilt: 1.5),
        Partial(ratio: 4, amplitude: 0.15, decay: 0.11, tilt: 2),
        Partial(ratio: 5, amplitude: 0.07, decay: 0.07, tilt: 2.5),
        Partial(ratio: 6, amplitude: 0.045, decay: 0.05, tilt: 3),
        // The tine: slightly sharp of the seventh harmonic, a bell-like ping that is gone in 30 ms.
        Partial(ratio: 7.13, amplitude: 0.14, decay: 0.025, tilt: 2),
    ]

    /// The time constant of the fundamental's aftersound at C4, in seconds.
    static let longDecay = 0.5
    /// Time constants from the peak to −60 dB of it: the aftersound starts at about −9 dB of the peak
    /// and falls 8.7 dB per time constant, so ln(1000 × 0.55 / 1.5) ≈ 5.9 of them.
    static let ringFactor = 5.9

    /// How much longer (> 1) or shorter a note of `frequency` rings than a C4: high bars and tines die
    /// sooner (C4 1, A4 0.83, C5 0.78, C3 1.27).
    static func pitchScale(_ frequency: Double) -> Double { Double.pow(261.6256 / frequency, 0.35) }

    /// Seconds a note of `frequency` takes to fall 60 dB below its peak (3.0 s at C4, 2.5 s at A4),
    /// times `sustain`.
    public static func ringTime(frequency: Double, sustain: Double = 1) -> Double {
        ringFactor * longDecay * pitchScale(frequency) * sustain
    }

    /// Sample rate in hertz.
    public let sampleRate: Double

    /// A voice rendering at `sampleRate` hertz.
    public init(sampleRate: Double) { self.sampleRate = sampleRate }

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
        let attack = max(1, Int((dynamic.attack * sampleRate).rounded()))
        let fade = max(0, min(Int(min(0.3, duration * 0.4) * sampleRate), total - lead - attack))
        let sounding = max(0, total - lead)
        guard sounding > 0 else { return }
        var tone = [Double](repeating: 0, count: sounding)

        // Higher notes decay a little faster, as bars and tines do.
        let pitchScale = Self.pitchScale(frequency) * sustain
        for partial in Self.partials {
            let f = frequency * partial.ratio
            guard f < sampleRate * 0.45 else { continue }
            let amplitude = partial.amplitude * Double.pow(dynamic.brightness, partial.tilt)
            let omega = 2 * Double.pi * f / sampleRate
            let (c, s) = (Double.cos(omega), Double.sin(omega))
            let decay = Double.exp(-1 / (partial.decay * pitchScale * sampleRate))
            var (re, im) = (0.0, -1.0)   // phasor: re runs as sin(omega × i)
            var envelope = amplitude
            for i in 0..<sounding {
                tone[i] += envelope * re
                (re, im) = (re * c - im * s, re * s + im * c)
                envelope *= decay
                // Renormalize rarely: rounding makes the phasor's length drift very slowly.
                if i & 1023 == 1023 { let m = 1 / Double.sqrt(re * re + im * im); re *= m; im *= m }
            }
        }
        // The mallet: white noise through a one-pole low-pass, decaying in about 6 ms.
        var generator = SeededGenerator(seed: seed)
        let noiseDecay = Double.exp(-1 / (0.006 * sampleRate))
        let lowPass = Double.exp(-2 * Double.pi * min(2 * frequency, 1_500) / sampleRate)
        var noiseLevel = 0.05 * dynamic.brightness
        var filtered = 0.0
        for i in 0..<min(sounding, Int(0.05 * sampleRate)) {
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
