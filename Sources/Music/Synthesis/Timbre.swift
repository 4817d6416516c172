import RealModule

/// What makes one synthesized instrument sound like itself: its partials and how they decay, and the
/// noise of the stroke. ``Voice`` strikes notes with it; ``Instrument/timbre`` gives each instrument's.
public struct Timbre: Sendable {
    /// One partial: frequency ratio to the fundamental, relative amplitude, decay time constant at C4 (s),
    /// and how strongly brightness raises it (amplitude × brightness^tilt).
    public struct Partial: Sendable {
        var ratio: Double
        var amplitude: Double
        var decay: Double
        var tilt: Double
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
    /// A warm electric piano / mallet: six harmonic partials, the fundamental in two stages (a prompt
    /// sound and a long aftersound), and a slightly sharp seventh partial, the "tine" that gives the
    /// bell-like ping of an electric piano, gone within a few tens of milliseconds. Rings 2.8 s (C4) to 2.3 s
    /// (A4) to −60 dB, measured on 10 ms windows.
    static let piano = Timbre(
        partials: [
            Partial(ratio: 1, amplitude: 0.55, decay: 0.5, tilt: 0),
            Partial(ratio: 1, amplitude: 0.45, decay: 0.22, tilt: 0),
            Partial(ratio: 2, amplitude: 0.45, decay: 0.40, tilt: 1),
            Partial(ratio: 3, amplitude: 0.22, decay: 0.18, tilt: 1.5),
            Partial(ratio: 4, amplitude: 0.15, decay: 0.11, tilt: 2),
            Partial(ratio: 5, amplitude: 0.07, decay: 0.07, tilt: 2.5),
            Partial(ratio: 6, amplitude: 0.045, decay: 0.05, tilt: 3),
            Partial(ratio: 7.13, amplitude: 0.14, decay: 0.025, tilt: 2),
        ],
        // The aftersound starts at about −9 dB of the peak and falls 8.7 dB per time constant, so
        // ln(1000 × 0.55 / 1.5) ≈ 5.9 of them to −60 dB.
        longDecay: 0.5, ringFactor: 5.9, pitchExponent: 0.35,
        noise: Noise(level: 0.05, decay: 0.006, cutoffRatio: 2, cutoffLimit: 1_500, length: 0.05))

    /// A marimba: a rosewood bar tuned so that its second and third modes sit two octaves (4 ×) and
    /// three octaves and a major third (9.8 ×, a little flat, as bars are tuned) above the fundamental,
    /// over a resonator tube that carries the fundamental. A hollow, woody knock that drops quickly
    /// (the prompt part of the fundamental and the fourth partial) and leaves an almost pure fundamental
    /// ringing; no 2nd or 3rd harmonic at all. The darkest of the three; rings 2.6 s (C4) to 2.2 s (A4).
    static let marimba = Timbre(
        partials: [
            Partial(ratio: 1, amplitude: 0.8, decay: 0.43, tilt: 0),
            Partial(ratio: 1, amplitude: 0.2, decay: 0.06, tilt: 0),
            Partial(ratio: 4, amplitude: 0.35, decay: 0.15, tilt: 1.3),
            Partial(ratio: 9.8, amplitude: 0.12, decay: 0.025, tilt: 2),
        ],
        longDecay: 0.43, ringFactor: 6.3, pitchExponent: 0.3,
        noise: Noise(level: 0.08, decay: 0.003, cutoffRatio: 6, cutoffLimit: 2_500, length: 0.03))

    /// A celesta: a steel bar struck by a felt hammer over a wooden resonator. The bar's own modes are
    /// inharmonic (2.76, 5.40 and 8.93 × the fundamental, a free bar's), which is what makes it sound
    /// like a bell; the resonator sustains the fundamental, so the note rings longest of the three:
    /// 3.4 s (C4) to 2.9 s (A4).
    static let celesta = Timbre(
        partials: [
            Partial(ratio: 1, amplitude: 0.8, decay: 0.56, tilt: 0),
            Partial(ratio: 1, amplitude: 0.14, decay: 0.2, tilt: 0),
            Partial(ratio: 2.756, amplitude: 0.32, decay: 0.30, tilt: 1),
            Partial(ratio: 5.404, amplitude: 0.2, decay: 0.15, tilt: 1.5),
            Partial(ratio: 8.933, amplitude: 0.09, decay: 0.06, tilt: 2),
        ],
        longDecay: 0.56, ringFactor: 6.4, pitchExponent: 0.3,
        noise: Noise(level: 0.03, decay: 0.002, cutoffRatio: 8, cutoffLimit: 5_000, length: 0.02))
}
