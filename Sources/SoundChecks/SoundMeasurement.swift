import Music
import RealModule

/// Measurements the sound tests share (MusicTests on banks in memory, CLITests on files the program wrote).
public enum Measure {
    /// Peak level in dBFS (−∞ as −400).
    public static func peakDecibels(_ samples: some Collection<Float>) -> Double {
        let peak = samples.reduce(Float(0)) { max($0, abs($1)) }
        return peak > 0 ? 20 * log10(Double(peak)) : -400
    }

    public static func log10(_ x: Double) -> Double { Double.log10(x) }

    /// The measured fundamental of a note starting at `start` (frames), from a 120 ms window 40 ms in,
    /// searched within a semitone of `expected`.
    public static func pitch(_ samples: [Float], start: Int = 0, sampleRate: Int, expected: Double) -> Double {
        let from = start + sampleRate * 40 / 1000
        let window = samples[from..<min(samples.count, from + sampleRate * 120 / 1000)]
        let spectrum = Spectrum(window, sampleRate: Double(sampleRate))
        return spectrum.peakFrequency(in: expected * 0.944...expected * 1.059)
    }

    /// One channel of interleaved samples.
    public static func channel(_ samples: [Float], _ index: Int, of channels: Int) -> [Float] {
        stride(from: index, to: samples.count, by: channels).map { samples[$0] }
    }

    /// Seconds from the loudest 10 ms of `samples` until every later 10 ms window is 60 dB below it.
    public static func decayTime(_ samples: [Float], rate: Int) -> Double {
        let window = rate / 100
        let levels = stride(from: 0, to: samples.count - window, by: window).map { start in
            samples[start..<(start + window)].reduce(0) { $0 + Double($1 * $1) } / Double(window)
        }
        let loudest = levels.indices.max { levels[$0] < levels[$1] }!
        let last = levels.indices.last { levels[$0] > levels[loudest] * 1e-6 } ?? loudest
        return Double(last + 1 - loudest) * 0.01
    }

    /// Clicks: the largest step between neighbouring samples (above 2 LSB of 16 bits) against the peak of the
    /// 5 ms blocks around it, and the frame where it is.
    public static func largestStep(_ samples: [Float], rate: Int) -> (ratio: Float, frame: Int) {
        let block = rate / 200
        let peaks = stride(from: 0, to: samples.count, by: block).map { start in
            samples[start..<min(samples.count, start + block)].reduce(Float(0)) { max($0, abs($1)) }
        }
        var worst: Float = 0, at = 0
        for i in 1..<samples.count {
            let step = abs(samples[i] - samples[i - 1])
            guard step > 2 / 32_768 else { continue }
            let b = i / block
            let local = max(peaks[max(0, b - 1)], peaks[b], peaks[min(peaks.count - 1, b + 1)])
            if step / local > worst { (worst, at) = (step / local, i) }
        }
        return (worst, at)
    }
}
