import Music
import RealModule
import Testing

/// The piano's three strings (``Timbre``'s unisons): each low partial's envelope swells and fades by
/// 0.5–3 dB, as a sampled grand's does, where a single string's is a perfect exponential; and the side
/// strings, tuned symmetrically, leave the note's pitch where it was.
@Suite struct UnisonTests {
    static let rate = 44_100.0

    /// Medium C4 on `instrument`, 2.5 s.
    static func note(_ instrument: Instrument, frequency: Double = 261.63) -> [Float] {
        var buffer = [Float](repeating: 0, count: Int(2.5 * rate))
        Voice(sampleRate: rate, instrument: instrument).strike(frequency: frequency, dynamic: .medium, duration: 2.5,
                                                              into: &buffer, at: 0)
        return buffer
    }

    /// The level (dB) of the strongest frequency within ±0.6 % of `frequency` in a Hann window of 100 ms
    /// from `start`, by direct DFT.
    static func level(_ samples: [Float], at frequency: Double, from start: Int) -> Double {
        let size = Int(rate / 10)
        var best = 0.0
        for step in -6...6 {
            let f = frequency * (1 + Double(step) * 0.001)
            var re = 0.0, im = 0.0
            for i in 0..<size {
                let w = 0.5 - 0.5 * Double.cos(2 * Double.pi * Double(i) / Double(size))
                let x = Double(samples[start + i]) * w, phase = 2 * Double.pi * f * Double(i) / rate
                re += x * Double.cos(phase)
                im -= x * Double.sin(phase)
            }
            best = max(best, (re * re + im * im).squareRoot())
        }
        return 20 * Double.log10(best + 1e-12)
    }

    /// Peak to peak (dB) of partial `n`'s level every 20 ms from 0.3 to 2.0 s, less the parabola that fits it
    /// best (the decay's own curve).
    static func beating(_ samples: [Float], partial n: Double, of frequency: Double) -> Double {
        let b = 0.000_4, ratio = n * ((1 + b * n * n) / (1 + b)).squareRoot()
        let times = stride(from: 0.3, to: 2.0, by: 0.02).map { $0 }
        let levels = times.map { level(samples, at: frequency * ratio, from: Int($0 * rate)) }
        // Least squares for a + b t + c t²: the normal equations, solved by Cramer's rule.
        var s = [Double](repeating: 0, count: 5), y = [Double](repeating: 0, count: 3)
        for (t, l) in zip(times, levels) {
            for k in 0..<5 { s[k] += Double.pow(t, Double(k)) }
            for k in 0..<3 { y[k] += l * Double.pow(t, Double(k)) }
        }
        func det(_ m: [[Double]]) -> Double {
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        }
        let matrix = [[s[0], s[1], s[2]], [s[1], s[2], s[3]], [s[2], s[3], s[4]]], d = det(matrix)
        let coefficients = (0..<3).map { column in
            det(matrix.enumerated().map { row, values in values.enumerated().map { $0.offset == column ? y[row] : $0.element } }) / d
        }
        let residuals = zip(times, levels).map { t, l in l - (coefficients[0] + coefficients[1] * t + coefficients[2] * t * t) }
        return residuals.max()! - residuals.min()!
    }

    @Test(arguments: [2.0, 3, 4, 5])
    func thePianosPartialsBeatAsAGrandsDo(partial: Double) {
        let piano = Self.beating(Self.note(.piano), partial: partial, of: 261.63)
        #expect((0.5...3).contains(piano), "partial \(partial): \(piano) dB")
    }

    @Test func aSingleStringDecaysWithoutBeating() {
        // The celesta's bar has no unisons: its fundamental's envelope is a plain exponential.
        let celesta = Self.beating(Self.note(.celesta), partial: 1, of: 261.63)
        #expect(celesta < 0.3, "\(celesta) dB")
    }
}
