import RealModule

/// The loudest moment of a sound: its highest momentary loudness after ITU-R BS.1770 (K-weighted mean
/// square over 400 ms windows, every 100 ms), in LUFS, as a loudness meter shows it at its top.
///
/// The mixer uses it to set an ending's level (``RaisedEnding``): a listener hears the
/// loudest few hundred milliseconds of a chord or a stroke, not its peak sample, so two sounds are
/// matched on this and not on their peaks.
///
/// The K-weighting is designed for any rate from its analog prototypes (a 4 dB high shelf above 1.5 kHz,
/// a 38 Hz high-pass), as pyloudnorm and the tests' `Loudness` do.
enum LoudestMoment {
    /// One biquad section, direct form I.
    private struct Biquad {
        var b0, b1, b2, a1, a2: Double
        var x1 = 0.0, x2 = 0.0, y1 = 0.0, y2 = 0.0

        init(b: (Double, Double, Double), a: (Double, Double)) {
            (b0, b1, b2, a1, a2) = (b.0, b.1, b.2, a.0, a.1)
        }

        mutating func run(_ x0: Double) -> Double {
            let y0 = b0 * x0 + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
            (x2, x1, y2, y1) = (x1, x0, y1, y0)
            return y0
        }
    }

    /// The two K-weighting stages at `sampleRate`: the high shelf, then the high-pass.
    private static func kWeighting(sampleRate: Double) -> (Biquad, Biquad) {
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
        let highPass = Biquad(b: ((1 + c2) / 2 / a0, -(1 + c2) / a0, (1 + c2) / 2 / a0), a: (-2 * c2 / a0, (1 - alpha) / a0))
        return (shelf, highPass)
    }

    /// The highest momentary loudness (LUFS) of the first `limit` samples of mono `samples`, played at gain 1
    /// in one channel; −200 for silence or a sound shorter than one window.
    ///
    /// - Complexity: O(min(count, limit)).
    static func of(_ samples: NoteBank.Storage, sampleRate: Int, limit: Int = .max) -> Double {
        let count = min(samples.count, limit), window = sampleRate * 4 / 10, hop = window / 4
        guard count >= window, hop > 0 else { return -200 }
        var (shelf, highPass) = kWeighting(sampleRate: Double(sampleRate))
        // The K-weighted energy of each hop; a window is four hops.
        var hops: [Double] = []
        hops.reserveCapacity(count / hop)
        var energy = 0.0, filled = 0
        func weigh(_ x: Double) {
            let y = highPass.run(shelf.run(x))
            energy += y * y
            filled += 1
            if filled == hop { hops.append(energy); energy = 0; filled = 0 }
        }
        switch samples {
        case .floats(let floats): for i in 0..<count { weigh(Double(floats[i])) }
        case .pcm16(let lent): for i in 0..<count { weigh(Double(lent.samples[i]) * Double(PCM16Samples.scale)) }
        }
        guard hops.count >= 4 else { return -200 }
        var loudest = 0.0
        for start in 0...(hops.count - 4) {
            loudest = max(loudest, (hops[start] + hops[start + 1] + hops[start + 2] + hops[start + 3]) / Double(4 * hop))
        }
        return loudest > 0 ? -0.691 + 10 * Double.log10(loudest) : -200
    }
}
