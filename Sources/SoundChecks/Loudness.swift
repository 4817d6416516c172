import RealModule

/// Integrated loudness after ITU-R BS.1770-4 (the K-weighting, 400 ms blocks with 75 % overlap, the
/// absolute gate at −70 LUFS and the relative gate 10 LU below), written out for the tests.
///
/// The K-weighting filters are designed for any rate from their analog prototypes (a 4 dB high shelf
/// above 1.5 kHz, a 38 Hz high-pass), as pyloudnorm does; at 44.1 kHz it agrees with pyloudnorm 0.2 to
/// within 0.05 LU on the rendered games measured.
public enum Loudness {
    /// One biquad section, direct form I.
    struct Biquad {
        var b: (Double, Double, Double), a: (Double, Double)
        func run(_ x: [Double]) -> [Double] {
            var (x1, x2, y1, y2) = (0.0, 0.0, 0.0, 0.0)
            return x.map { x0 in
                let y0 = b.0 * x0 + b.1 * x1 + b.2 * x2 - a.0 * y1 - a.1 * y2
                (x2, x1, y2, y1) = (x1, x0, y1, y0)
                return y0
            }
        }
    }

    static func kWeighting(sampleRate: Double) -> [Biquad] {
        var w0 = 2 * Double.pi * 1_500 / sampleRate
        let A = Double.pow(10, 4.0 / 40), q = 1 / Double.sqrt(2)
        var alpha = Double.sin(w0) / (2 * q)
        let c = Double.cos(w0), r = 2 * Double.sqrt(A) * alpha
        var a0 = (A + 1) - (A - 1) * c + r
        let shelf = Biquad(b: (A * ((A + 1) + (A - 1) * c + r) / a0, -2 * A * ((A - 1) + (A + 1) * c) / a0,
                               A * ((A + 1) + (A - 1) * c - r) / a0),
                           a: (2 * ((A - 1) - (A + 1) * c) / a0, ((A + 1) - (A - 1) * c - r) / a0))
        w0 = 2 * Double.pi * 38 / sampleRate
        alpha = Double.sin(w0) / (2 * 0.5)
        let c2 = Double.cos(w0)
        a0 = 1 + alpha
        let highPass = Biquad(b: ((1 + c2) / 2 / a0, -(1 + c2) / a0, (1 + c2) / 2 / a0),
                              a: (-2 * c2 / a0, (1 - alpha) / a0))
        return [shelf, highPass]
    }

    /// The integrated loudness in LUFS of interleaved samples (−∞ as −200 for silence).
    public static func integrated(_ samples: [Float], channels: Int, sampleRate: Int) -> Double {
        let powers = blockPowers(samples, channels: channels, sampleRate: sampleRate)
        func lufs(_ power: Double) -> Double { -0.691 + 10 * Double.log10(power) }
        let absolute = powers.filter { $0 > 0 && lufs($0) > -70 }
        guard !absolute.isEmpty else { return -200 }
        let relative = lufs(absolute.reduce(0, +) / Double(absolute.count)) - 10
        let gated = absolute.filter { lufs($0) > relative }
        return lufs(gated.reduce(0, +) / Double(gated.count))
    }

    /// The highest momentary loudness in LUFS (a 400 ms block, every 100 ms) of interleaved samples: the
    /// loudest moment a meter shows (−200 for silence or less than one block).
    public static func loudestMoment(_ samples: [Float], channels: Int, sampleRate: Int) -> Double {
        let loudest = blockPowers(samples, channels: channels, sampleRate: sampleRate).max() ?? 0
        return loudest > 0 ? -0.691 + 10 * Double.log10(loudest) : -200
    }

    /// The K-weighted mean square of each 400 ms block (75 % overlap), summed over the channels.
    static func blockPowers(_ samples: [Float], channels: Int, sampleRate: Int) -> [Double] {
        let filters = kWeighting(sampleRate: Double(sampleRate))
        let weighted = (0..<channels).map { channel in
            filters.reduce(Measure.channel(samples, channel, of: channels).map(Double.init)) { $1.run($0) }
        }
        let frames = weighted[0].count, block = sampleRate * 4 / 10, hop = block / 4
        var powers: [Double] = []
        var start = 0
        while start + block <= frames {
            powers.append(weighted.reduce(0) { sum, channel in
                sum + channel[start..<(start + block)].reduce(0) { $0 + $1 * $1 } / Double(block)
            })
            start += hop
        }
        return powers
    }
}
