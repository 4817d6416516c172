@testable import Music

/// Measurements the sound tests share.
enum Measure {
    /// Peak level in dBFS (−∞ as −400).
    static func peakDecibels(_ samples: some Collection<Float>) -> Double {
        let peak = samples.reduce(Float(0)) { max($0, abs($1)) }
        return peak > 0 ? 20 * log10(Double(peak)) : -400
    }

    static func log10(_ x: Double) -> Double { Double.log10(x) }

    /// The measured fundamental of a note starting at `start` (frames), from a 120 ms window 40 ms in,
    /// searched within a semitone of `expected`.
    static func pitch(_ samples: [Float], start: Int = 0, sampleRate: Int, expected: Double) -> Double {
        let from = start + sampleRate * 40 / 1000
        let window = samples[from..<min(samples.count, from + sampleRate * 120 / 1000)]
        let spectrum = Spectrum(window, sampleRate: Double(sampleRate))
        return spectrum.peakFrequency(in: expected * 0.944...expected * 1.059)
    }

    /// One channel of interleaved samples.
    static func channel(_ samples: [Float], _ index: Int, of channels: Int) -> [Float] {
        stride(from: index, to: samples.count, by: channels).map { samples[$0] }
    }
}
