import RealModule

/// The magnitude spectrum of a stretch of sound, for measuring pitch and checking chords.
///
/// The samples are multiplied by a Hann window, zero-padded to a power of two at least four times their
/// length, and transformed with a radix-2 FFT. A peak's frequency is refined by fitting a parabola through
/// the logarithms of the three largest bins (exact for a Gaussian, within a few thousandths of a bin for
/// a Hann-windowed sine), which measures a held note to within a small fraction of a cent.
public struct Spectrum: Sendable {
    /// Magnitudes of bins 0 … size/2.
    public let magnitudes: [Double]
    /// Hertz per bin.
    public let binWidth: Double

    /// The spectrum of `samples` at `sampleRate`.
    ///
    /// - Complexity: O(n log n) in the padded length.
    public init(_ samples: some Collection<Float>, sampleRate: Double) {
        let count = samples.count
        var size = 1
        while size < 4 * max(count, 1) { size *= 2 }
        var re = [Double](repeating: 0, count: size), im = [Double](repeating: 0, count: size)
        for (i, x) in samples.enumerated() {
            re[i] = Double(x) * (0.5 - 0.5 * Double.cos(2 * Double.pi * Double(i) / Double(max(count - 1, 1))))
        }
        Self.fft(&re, &im)
        magnitudes = (0...size / 2).map { Double.sqrt(re[$0] * re[$0] + im[$0] * im[$0]) }
        binWidth = sampleRate / Double(size)
    }

    /// The frequency of the strongest peak between `low` and `high` hertz, interpolated.
    public func peakFrequency(in range: ClosedRange<Double>) -> Double {
        let lo = max(1, Int(range.lowerBound / binWidth)), hi = min(magnitudes.count - 2, Int(range.upperBound / binWidth) + 1)
        var best = lo
        for k in lo...hi where magnitudes[k] > magnitudes[best] { best = k }
        let (a, b, c) = (Double.log(magnitudes[best - 1] + 1e-30), Double.log(magnitudes[best] + 1e-30),
                         Double.log(magnitudes[best + 1] + 1e-30))
        let denominator = a - 2 * b + c
        let offset = denominator == 0 ? 0 : 0.5 * (a - c) / denominator
        return (Double(best) + offset) * binWidth
    }

    /// The largest magnitude within ±`cents` of `frequency`.
    public func level(at frequency: Double, cents: Double = 30) -> Double {
        let factor = Double.exp2(cents / 1200)
        let lo = max(0, Int(frequency / factor / binWidth)), hi = min(magnitudes.count - 1, Int(frequency * factor / binWidth) + 1)
        return magnitudes[lo...hi].max() ?? 0
    }

    /// The largest magnitude in the spectrum above `minimum` hertz.
    public func maximum(above minimum: Double = 20) -> Double {
        magnitudes[Int(minimum / binWidth)...].max() ?? 0
    }

    /// The distance between two frequencies in cents (positive when `measured` is sharp).
    public static func cents(_ measured: Double, from reference: Double) -> Double {
        1200 * Double.log2(measured / reference)
    }

    /// In-place iterative radix-2 FFT; the count must be a power of two.
    static func fft(_ re: inout [Double], _ im: inout [Double]) {
        let n = re.count
        var j = 0
        for i in 1..<n {
            var bit = n >> 1
            while j & bit != 0 { j ^= bit; bit >>= 1 }
            j |= bit
            if i < j { re.swapAt(i, j); im.swapAt(i, j) }
        }
        var length = 2
        while length <= n {
            let angle = -2 * Double.pi / Double(length)
            let (wr, wi) = (Double.cos(angle), Double.sin(angle))
            var start = 0
            while start < n {
                var (cr, ci) = (1.0, 0.0)
                for k in 0..<length / 2 {
                    let (a, b) = (start + k, start + k + length / 2)
                    let tr = re[b] * cr - im[b] * ci, ti = re[b] * ci + im[b] * cr
                    re[b] = re[a] - tr; im[b] = im[a] - ti
                    re[a] += tr; im[a] += ti
                    (cr, ci) = (cr * wr - ci * wi, cr * wi + ci * wr)
                }
                start += length
            }
            length *= 2
        }
    }
}
