import RealModule

extension Timbre {
    /// A grand piano: a felt hammer striking a stiff steel string over a soundboard.
    ///
    /// - **Partials**: forty, from ``struckString(count:inharmonicity:hammerPosition:body:plateau:damping:tilt:)``:
    ///   a stretched series (inharmonicity B = 0.0004, as a middle-register string's: the 13th partial is
    ///   56 cents sharp of 13 × the fundamental) with the hammer's gaps near 7.5, 15 and 22.5 (it strikes at
    ///   2/15 of the string). The low partials are strong (the 2nd about −8 dB of the fundamental at the
    ///   start of a medium note) and a plateau of weak ones (about −25 dB each) reaches up to the felt's
    ///   roll-off at 6 kHz (``cutoff``), the shimmer that tells a grand from an electric piano. The
    ///   fundamental is exactly the equal-tempered pitch.
    /// - **Two-stage decay**: every partial has a prompt sound that dies within a fraction of a second and an
    ///   aftersound that rings on, as a piano's unison strings and their coupling to the bridge do; the higher
    ///   the partial, the sooner both die, so the note starts bright and mellows.
    /// - **Three strings**: the aftersound of the eight lowest partials also sounds on two side strings tuned
    ///   ``unisonDetune`` cents above and below the main one, each at ``unisonLevel`` of it, so each partial's
    ///   envelope beats (by about 1.8 dB, faster for higher partials) as a piano's unisons do. Tuned and
    ///   phased symmetrically around the main string, they only swell and fade it: its pitch stays exact.
    /// - **Onset**: a hammer knock (noise low-passed up to 4 kHz, gone within about 30 ms) under an attack
    ///   four times as slow as a mallet's (32, 20 and 14 ms from soft to accent). The low partials start in
    ///   phases that keep them from peaking together (``onsetPhases``), so a note is as loud at its peak
    ///   level as one of fewer partials would be.
    ///
    /// Measured on the medium notes C4–A4 (`scripts/instrument-timbre.py`): spectral centroid over the first
    /// 200 ms 1.44–1.92 kHz, attack (10–90 %) 12–15 ms, 2.8 s (C4) to 2.3 s (A4) to −60 dB, against the
    /// FluidR3_GM grand's 1.7–2.1 kHz and 13–38 ms.
    static let piano = Timbre(
        partials: struckString(count: 40, inharmonicity: 0.000_4, hammerPosition: 2.0 / 15,
                               body: (0.33, 1.2), plateau: (0.165, 0.6), damping: 0.03, tilt: 0.25),
        // The aftersound starts a few decibels below the peak and falls 8.7 dB per time constant: the
        // 5.9 time constants to −60 dB end in the note's fade.
        longDecay: 0.5, ringFactor: 5.9, pitchExponent: 0.35, attackScale: 4, cutoff: 6_000,
        noise: Noise(level: 0.1, decay: 0.008, cutoffRatio: 10, cutoffLimit: 4_000, length: 0.06))

    /// How far each side string is tuned from the main one (cents): a piano tuner's unisons are within
    /// 1–3 cents, which makes a partial n beat n × 1.2 × 10⁻³ × its fundamental times a second.
    static let unisonDetune = 2.0
    /// Each side string's aftersound against the main string's (linear): beats of 20 log10((1 + 2·l)/(1 − 2·l)).
    static let unisonLevel = 0.05
    /// The partials (from the fundamental up) that sound on the side strings too.
    static let unisonPartials = 8

    /// The phases of partials 1 … 10 at the stroke, in multiples of π/8 (the rest start at 0): found
    /// by a search over the medium and accent notes C4–A4 that lowered the onset's peak by 2.4 dB
    /// against all-sine phases. The higher partials, stretched out of step within milliseconds, need none.
    static let onsetPhases: [Double] = [0, 5, 0, 1, 12, 1, 10, 2, 7, 1].map { $0 * Double.pi / 8 }

    /// The partials of a struck stiff string, the fundamental's aftersound and prompt sound first.
    ///
    /// Partial n (1 … `count`) is at n·√((1 + B n²) / (1 + B)) times the fundamental (B the `inharmonicity`,
    /// scaled so that the fundamental stays exactly in tune). Above the fundamental its amplitude is
    /// |sin(π n p)| / sin(π p) · (`body`.level / n^`body`.rollOff + `plateau`.level / n^`plateau`.rollOff),
    /// p the `hammerPosition` as a fraction of the string; a harder stroke raises it by brightness^(`tilt`
    /// (n − 1)^0.8). Each partial is an aftersound (80 %, time constant 0.5 s / (1 + `damping` (n − 1)) at C4)
    /// and a prompt sound (20 %, 0.3 times as long); the fundamental's aftersound has amplitude 0.8 and
    /// time constant 0.5 s, its prompt sound 0.2 and 0.22 s.
    static func struckString(count: Int, inharmonicity: Double, hammerPosition: Double,
                             body: (level: Double, rollOff: Double), plateau: (level: Double, rollOff: Double),
                             damping: Double, tilt: Double) -> [Partial] {
        var partials = [
            Partial(ratio: 1, amplitude: 0.8, decay: 0.5, tilt: 0),
            Partial(ratio: 1, amplitude: 0.2, decay: 0.22, tilt: 0),
        ]
        let b = inharmonicity
        for n in 2...max(2, count) {
            let k = Double(n)
            let ratio = k * Double.sqrt((1 + b * k * k) / (1 + b))
            let amplitude = abs(Double.sin(Double.pi * k * hammerPosition)) / Double.sin(Double.pi * hammerPosition)
                * (body.level / Double.pow(k, body.rollOff) + plateau.level / Double.pow(k, plateau.rollOff))
            let time = 0.5 / (1 + damping * (k - 1))
            let brightening = tilt * Double.pow(k - 1, 0.8)
            let phase = n <= onsetPhases.count ? onsetPhases[n - 1] : 0
            partials.append(Partial(ratio: ratio, amplitude: amplitude * 0.8, decay: time, tilt: brightening, phase: phase))
            partials.append(Partial(ratio: ratio, amplitude: amplitude * 0.2, decay: time * 0.3, tilt: brightening,
                                    phase: phase))
        }
        return partials + unisons(of: partials)
    }

    /// The side strings' partials for the aftersounds among `partials` (listed first of each pair): each at
    /// ±``unisonDetune`` cents and ``unisonLevel`` of it, their beats starting at a phase of 0.9 × n radians
    /// so that the partials' swells do not all fall together.
    static func unisons(of partials: [Partial]) -> [Partial] {
        let up = Double.exp2(unisonDetune / 1200), down = 1 / up
        return (0..<unisonPartials).flatMap { n -> [Partial] in
            let main = partials[2 * n], offset = 0.9 * Double(n + 1)
            return [(up, offset), (down, -offset)].map { factor, shift in
                Partial(ratio: main.ratio * factor, amplitude: main.amplitude * unisonLevel, decay: main.decay,
                        tilt: main.tilt, phase: main.phase + shift)
            }
        }
    }
}
