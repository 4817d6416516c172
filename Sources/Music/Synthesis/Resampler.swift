import RealModule

/// Band-limited sample-rate conversion by windowed-sinc interpolation.
///
/// Each output sample is a weighted sum of the 2 × ``zeroCrossings`` / cutoff input samples around
/// its position, weighted by a Blackman-windowed sinc whose cutoff sits just below the lower of the two
/// Nyquist frequencies (so downsampling does not alias). The kernels are precomputed for every fractional
/// position the ratio produces (polyphase filtering; at most ``maxPhases``, beyond that the position is
/// rounded to the nearest of them, an error below 10⁻⁴ of a sample).
///
/// Pitch is preserved exactly: a sound keeps its length in seconds.
public enum Resampler {
    /// Half the kernel's length in zero crossings of the sinc.
    public static let zeroCrossings = 16
    /// The largest number of precomputed kernel phases.
    public static let maxPhases = 8192

    /// `samples` at `from` hertz converted to `to` hertz.
    ///
    /// - Returns: `round(count × to / from)` samples.
    /// - Complexity: O(output count × kernel length).
    public static func resample(_ samples: [Float], from: Int, to: Int) -> [Float] {
        precondition(from > 0 && to > 0)
        guard from != to, !samples.isEmpty else { return samples }
        let g = gcd(from, to)
        let (step, phases) = (from / g, to / g)   // input advances step/phases samples per output sample
        let tablePhases = min(phases, maxPhases)
        let cutoff = 0.97 * min(1, Double(to) / Double(from))
        let half = Int((Double(zeroCrossings) / cutoff).rounded(.up))
        let taps = 2 * half
        // kernel[p][j] weighs input sample (base - half + 1 + j) for fractional position p / tablePhases.
        var kernels = [Float](repeating: 0, count: tablePhases * taps)
        for p in 0..<tablePhases {
            let frac = Double(p) / Double(tablePhases)
            var sum = 0.0
            var row = [Double](repeating: 0, count: taps)
            for j in 0..<taps {
                let x = Double(j - half + 1) - frac           // distance from the output position, in input samples
                let w = x / Double(half)                      // -1...1 across the window
                guard abs(w) < 1 else { continue }
                let window = 0.42 + 0.5 * Double.cos(Double.pi * w) + 0.08 * Double.cos(2 * Double.pi * w)
                let arg = Double.pi * cutoff * x
                row[j] = window * (x == 0 ? 1 : Double.sin(arg) / arg)
                sum += row[j]
            }
            // Normalize each phase to unit DC gain, so a constant stays constant.
            for j in 0..<taps { kernels[p * taps + j] = Float(row[j] / sum) }
        }
        let count = Int((Double(samples.count) * Double(to) / Double(from)).rounded())
        var output = [Float](repeating: 0, count: count)
        samples.withUnsafeBufferPointer { input in
            kernels.withUnsafeBufferPointer { kernel in
                for n in 0..<count {
                    let position = n * step                     // in units of 1/phases input samples
                    let base = position / phases
                    let phase = (position % phases) * tablePhases / phases
                    var acc: Float = 0
                    let first = base - half + 1
                    let k = phase * taps
                    if first >= 0 && first + taps <= input.count {
                        for j in 0..<taps { acc += input[first + j] * kernel[k + j] }
                    } else {
                        for j in 0..<taps where first + j >= 0 && first + j < input.count {
                            acc += input[first + j] * kernel[k + j]
                        }
                    }
                    output[n] = acc
                }
            }
        }
        return output
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
