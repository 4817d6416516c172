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
        let plan = Plan(from: from, to: to)
        return plan.resample(samples, frames: 0..<plan.count(of: samples.count))
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

    /// The kernels of one conversion, for converting a sound a part at a time: any range of its output frames
    /// is the same as those frames of the whole conversion (each output sample sees the whole input), so a
    /// player can start the first part before the rest is converted (the game's voice, `play --speak`).
    public struct Plan: Sendable {
        /// Input advances `step / phases` samples per output sample.
        private let step: Int, phases: Int, tablePhases: Int
        private let half: Int, taps: Int
        /// `kernels[p × taps + j]` weighs input sample (base − half + 1 + j) for fractional position
        /// p / tablePhases.
        private let kernels: [Float]
        private let from: Int, to: Int

        /// The kernels converting `from` hertz to `to` hertz.
        public init(from: Int, to: Int) {
            precondition(from > 0 && to > 0)
            self.from = from
            self.to = to
            let g = Resampler.gcd(from, to)
            (step, phases) = (from / g, to / g)
            tablePhases = min(phases, Resampler.maxPhases)
            let cutoff = 0.97 * min(1, Double(to) / Double(from))
            half = Int((Double(Resampler.zeroCrossings) / cutoff).rounded(.up))
            taps = 2 * half
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
            self.kernels = kernels
        }

        /// How many output samples `inputCount` input samples give: `round(inputCount × to / from)`.
        public func count(of inputCount: Int) -> Int {
            Int((Double(inputCount) * Double(to) / Double(from)).rounded())
        }

        /// Output samples `frames` of the conversion of `samples` (the whole input, for the context around
        /// the range's ends); the samples themselves when the rates are the same.
        ///
        /// - Complexity: O(`frames.count` × kernel length).
        public func resample(_ samples: [Float], frames: Range<Int>) -> [Float] {
            if from == to { return Array(samples[frames]) }
            var output = [Float](repeating: 0, count: frames.count)
            let (step, phases, tablePhases, half, taps) = (step, phases, tablePhases, half, taps)
            samples.withUnsafeBufferPointer { input in
                kernels.withUnsafeBufferPointer { kernel in
                    for n in frames {
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
                        output[n - frames.lowerBound] = acc
                    }
                }
            }
            return output
        }
    }
}
