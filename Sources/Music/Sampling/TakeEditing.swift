import RealModule

/// The edits that make one recorded note fit a bank: trimmed so that it starts at once, in tune, cut once
/// it has rung out, and at its dynamic's level.
enum TakeEditing {
    /// Level, relative to a take's peak, where its sound starts and where it has rung out: −60 dB.
    static let threshold: Float = 0.001
    /// Seconds of digital silence before every sound (as the synthesized bank has).
    static let lead = 0.001
    /// Seconds of the raised-cosine ramp in before the onset, and of the fade out after the ring.
    static let rampIn = 0.0005, fadeOut = 0.02
    /// The largest tuning error left, in cents.
    static let tolerance = 0.05

    /// The largest absolute sample.
    static func peak(_ samples: some Collection<Float>) -> Float {
        samples.reduce(Float(0)) { max($0, abs($1)) }
    }

    /// `samples` from just before the first sample at −60 dB of the peak, with a short ramp in (so a take that
    /// starts with noise or a sharp attack does not click).
    static func trimmedStart(_ samples: [Float], sampleRate: Int) -> [Float] {
        let level = peak(samples) * threshold
        guard let onset = samples.firstIndex(where: { abs($0) >= level }) else { return [] }
        let ramp = max(1, Int(rampIn * Double(sampleRate)))
        let start = max(0, onset - ramp)
        var out = Array(samples[start...])
        for i in 0..<min(ramp, out.count) {
            out[i] *= Float(0.5 - 0.5 * Double.cos(Double.pi * Double(i) / Double(ramp)))
        }
        return out
    }

    /// `samples` cut once every later 10 ms window is 60 dB below the loudest one, with a 20 ms fade to exact
    /// silence after that point (or over the last 20 ms when the take still sounds at its end).
    static func trimmedEnd(_ samples: [Float], sampleRate: Int) -> [Float] {
        let window = sampleRate / 100
        guard samples.count > window else { return samples }
        let energies = stride(from: 0, to: samples.count - window + 1, by: window).map { start in
            samples[start..<(start + window)].reduce(0.0) { $0 + Double($1) * Double($1) }
        }
        let loudest = energies.max() ?? 0
        let last = energies.lastIndex { $0 > loudest * 1e-6 } ?? 0
        let fade = Int(fadeOut * Double(sampleRate))
        let end = min(samples.count, (last + 1) * window + fade)
        var out = Array(samples[..<end])
        let from = max(0, end - fade)
        for i in from..<end {
            out[i] *= Float(0.5 + 0.5 * Double.cos(Double.pi * Double(i - from + 1) / Double(end - from)))
        }
        return out
    }

    /// The fundamental of a sound measured as the tests measure a note: from 40 ms after its start, over
    /// 120 ms (or 16 periods, if longer), the strongest peak within a semitone of `expected`.
    static func pitch(_ samples: [Float], sampleRate: Int, expected: Double) -> Double {
        let from = min(samples.count, sampleRate * 40 / 1000)
        let length = max(sampleRate * 120 / 1000, Int(16 * Double(sampleRate) / expected))
        let window = samples[from..<min(samples.count, from + length)]
        return Spectrum(window, sampleRate: Double(sampleRate)).peakFrequency(in: expected * 0.944...expected * 1.059)
    }

    /// `body` (a sound without its lead) brought to `expected` hertz: measured with the lead in place, and
    /// resampled by the ratio of the two until within ``tolerance`` (at most three times).
    ///
    /// - Returns: the tuned body, and how many cents off it was at first (positive: sharp).
    static func tuned(_ body: [Float], sampleRate: Int, expected: Double) -> (samples: [Float], cents: Double) {
        let lead = [Float](repeating: 0, count: Int((Self.lead * Double(sampleRate)).rounded()))
        var samples = body
        var first: Double?
        for _ in 0..<3 {
            let measured = pitch(lead + samples, sampleRate: sampleRate, expected: expected)
            let cents = Spectrum.cents(measured, from: expected)
            if first == nil { first = cents }
            guard abs(cents) > tolerance else { break }
            // Played back at the same rate, a body resampled from F to T hertz sounds F / T times higher.
            let to = sampleRate * 20
            let from = Int((Double(to) * expected / measured).rounded())
            samples = Resampler.resample(samples, from: from, to: to)
        }
        return (samples, first ?? 0)
    }

    /// `samples` scaled to peak at `level`.
    static func normalized(_ samples: [Float], to level: Double) -> [Float] {
        let top = peak(samples)
        guard top > 0 else { return samples }
        let scale = Float(level) / top
        return samples.map { $0 * scale }
    }
}
