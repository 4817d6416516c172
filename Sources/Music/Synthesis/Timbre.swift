import RealModule

/// What makes one synthesized instrument sound like itself: its partials and how they decay, and the
/// noise of the stroke. ``Voice`` strikes notes with it; ``Instrument/timbre`` gives each instrument's.
public struct Timbre: Sendable {
    /// One partial: frequency ratio to the fundamental, relative amplitude, decay time constant at C4 (s),
    /// how strongly brightness raises it (amplitude × brightness^tilt), and its phase at the stroke.
    public struct Partial: Sendable {
        var ratio: Double
        var amplitude: Double
        var decay: Double
        var tilt: Double
        /// The phase at the stroke, in radians (0: the partial starts as a sine, from zero).
        var phase: Double = 0
    }

    /// The noise of the stroke (the mallet's felt, the hammer's knock): white noise through a one-pole
    /// low-pass at min(`cutoffRatio` × the fundamental, `cutoffLimit`) hertz, starting at `level` ×
    /// brightness and decaying with time constant `decay` (s), over the first `length` seconds.
    public struct Noise: Sendable {
        var level: Double
        var decay: Double
        var cutoffRatio: Double
        var cutoffLimit: Double
        var length: Double
    }

    /// The partials, the fundamental's aftersound first.
    var partials: [Partial]
    /// The time constant of the fundamental's aftersound (the first partial) at C4, in seconds.
    var longDecay: Double
    /// Time constants of the aftersound from the note's peak to −60 dB of it.
    var ringFactor: Double
    /// How decay times scale with pitch: × (C4 / frequency)^`pitchExponent`.
    var pitchExponent: Double
    /// Multiplies the attack time of every dynamic (``Dynamic/attack``): a piano's hammer and soundboard
    /// take longer to speak than a mallet on a bar.
    var attackScale: Double = 1
    /// The hammer's felt as a low-pass, in hertz: a partial of frequency f is scaled by 1 / (1 + (f / cutoff)²),
    /// 12 dB per octave above it (infinity: none).
    var cutoff: Double = .infinity
    /// The stroke's noise.
    var noise: Noise

    /// How much longer (> 1) or shorter a note of `frequency` rings than a C4.
    func pitchScale(_ frequency: Double) -> Double { Double.pow(261.6256 / frequency, pitchExponent) }

    /// Seconds a note of `frequency` takes to fall 60 dB below its peak, times `sustain`.
    public func ringTime(frequency: Double, sustain: Double = 1) -> Double {
        ringFactor * longDecay * pitchScale(frequency) * sustain
    }
}

extension Timbre {
    /// A marimba: a rosewood bar tuned so that its second and third modes sit two octaves (4 ×) and
    /// three octaves and a major third (9.8 ×, a little flat, as bars are tuned) above the fundamental,
    /// over a resonator tube that carries the fundamental and takes a moment to speak (attacks three times
    /// a mallet's, as the FluidR3_GM marimba's 23–40 ms). A hollow, woody knock (noise low-passed at 10 ×
    /// the fundamental) that drops quickly (the fourth partial about −11 dB, the tenth gone within 100 ms;
    /// centroid over the first 200 ms 421–683 Hz, within 14 % of the FluidR3_GM marimba's 488–659 Hz,
    /// where it was 20 % darker) and leaves an almost pure fundamental,
    /// itself soon damped by the soft wood: rings 1.16 s (C4) to 0.99 s (A4) to −60 dB, as a marimba does
    /// (the FluidR3_GM marimba 0.8–1.0 s); no 2nd or 3rd harmonic at all.
    static let marimba = Timbre(
        partials: [
            Partial(ratio: 1, amplitude: 1, decay: 0.2, tilt: 0),
            Partial(ratio: 4, amplitude: 0.3, decay: 0.1, tilt: 1),
            Partial(ratio: 9.8, amplitude: 0.1, decay: 0.03, tilt: 1.5),
        ],
        longDecay: 0.2, ringFactor: 6.3, pitchExponent: 0.3, attackScale: 3,
        noise: Noise(level: 0.1, decay: 0.004, cutoffRatio: 10, cutoffLimit: 2_600, length: 0.03))

    /// A celesta: a steel bar struck by a felt hammer over a wooden resonator. Its colour, measured on the
    /// FluidR3_GM celesta, is not an overtone two octaves up (its 4 × is −63 dB) but the bar's inharmonic
    /// modes: ≈ 5.4 × (−26 to −41 dB of the fundamental over the first 200 ms) and ≈ 13.6 × (−20 to −39 dB),
    /// with a hammer's knock and a soft attack (20–36 ms). Here: 5.404 × at about −23 dB, 13.6 × at −23 dB
    /// dying within a few tenths of a second, both barely softer at a soft stroke (so a soft note's
    /// variants still differ), 2.756 × and 8.933 × faint (−43, −53 dB), the 4 × at −35 dB, a broadband
    /// knock (centroid over the first 200 ms 1.1–1.7 kHz, FluidR3's 1.05–1.24 kHz) and an attack six
    /// times a mallet's (18–20 ms from 10 % to 90 %). The resonator sustains the fundamental, so the note
    /// rings longest of the three: 3.4 s (C4) to 2.9 s (A4).
    static let celesta = Timbre(
        partials: [
            Partial(ratio: 1, amplitude: 0.8, decay: 0.56, tilt: 0),
            Partial(ratio: 1, amplitude: 0.14, decay: 0.2, tilt: 0),
            Partial(ratio: 4, amplitude: 0.025, decay: 0.2, tilt: 0.6),
            Partial(ratio: 2.756, amplitude: 0.01, decay: 0.2, tilt: 0.7),
            Partial(ratio: 5.404, amplitude: 0.07, decay: 0.4, tilt: 0.2),
            Partial(ratio: 8.933, amplitude: 0.012, decay: 0.06, tilt: 1.5),
            Partial(ratio: 13.6, amplitude: 0.12, decay: 0.15, tilt: 0.3),
        ],
        longDecay: 0.56, ringFactor: 6.4, pitchExponent: 0.3, attackScale: 6,
        noise: Noise(level: 0.08, decay: 0.015, cutoffRatio: 16, cutoffLimit: 7_000, length: 0.06))
}
