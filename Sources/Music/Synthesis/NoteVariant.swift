/// The variants of a struck note: the same note struck again is never quite the same sound.
///
/// Variant 0 is the bank's sound itself. Variants 1 … ``count`` − 1 are made from it in memory,
/// deterministically (so a game always sounds the same and no file is added to the bank):
/// - **strike position**: a feed-forward comb `y[n] = x[n] − c · x[n − D]` with D a fraction 1/p of the
///   note's period: the partials near multiples of p are weakened, as striking a bar or string at 1/p of
///   its length leaves out the modes with a node there;
/// - **partial balance**: a gentle first-difference tilt, brighter or darker;
/// - **attack noise**: a few milliseconds of seeded, low-passed noise at the onset (a little more or less
///   of the mallet's felt);
/// then scaled back to the original's energy over its first half second (its peak rising by 2 dB at
/// most), so the dynamic and the loudness of a game stay about the same.
/// Every step but the noise is linear and time-invariant, and the noise is gone within 20 ms: the pitch is
/// exactly the original's.
public enum NoteVariant {
    /// Variants of every note at every dynamic, the original included.
    public static let count = 4

    /// (strike position as a fraction of the period, comb gain, tilt, noise level) of variants 1, 2, 3.
    static let shapes: [(position: Double, comb: Float, tilt: Float, noise: Float)] = [
        (1.0 / 7, 0.7, 0.35, 0.04),
        (1.0 / 3, 0.5, -0.3, 0.015),
        (1.0 / 5, 0.8, 0.05, 0.06),
    ]

    /// Variant `variant` (1 … count − 1) of `samples`, a note of fundamental `frequency`.
    ///
    /// - Complexity: O(samples).
    public static func make(_ samples: [Float], variant: Int, frequency: Double, sampleRate: Int, seed: UInt64) -> [Float] {
        samples.withUnsafeBufferPointer { make($0, variant: variant, frequency: frequency, sampleRate: sampleRate, seed: seed) }
    }

    /// ``make(_:variant:frequency:sampleRate:seed:)`` from samples anywhere in memory.
    static func make(_ samples: UnsafeBufferPointer<Float>, variant: Int, frequency: Double, sampleRate: Int,
                     seed: UInt64) -> [Float] {
        precondition((1..<count).contains(variant), "variants 1 … \(count - 1) are made")
        let shape = shapes[variant - 1]
        let delay = max(1, Int((Double(sampleRate) / frequency * shape.position).rounded()))
        let count = samples.count
        // The comb, then the tilt, in one pass with no intermediate array: each output recomputes the comb's
        // value before it (the same expression, so the same bits as a comb pass followed by a tilt pass).
        // Every sample is written, so the array is not cleared first.
        var out = [Float](unsafeUninitializedCapacity: count) { y, initialized in
            do {
                guard count > 0, let x = samples.baseAddress, let y = y.baseAddress else { return }
                let (comb, tilt) = (shape.comb, shape.tilt)
                let split = min(delay, count)   // ≥ 1: the delay is at least a frame
                y[0] = x[0] + tilt * x[0]
                // Before the comb's delay its input is the note itself; at `split` the comb starts, after the
                // plain sample before it.
                for i in 1..<split { y[i] = x[i] + tilt * (x[i] - x[i - 1]) }
                if split < count {
                    let c = x[split] - comb * x[split - delay]
                    y[split] = c + tilt * (c - x[split - 1])
                }
                // Eight samples at a time, each with the same operations as alone.
                var i = split + 1
                while i + 8 <= count {
                    let c = load8(x + i) - comb * load8(x + i - delay)
                    let before = load8(x + i - 1) - comb * load8(x + i - 1 - delay)
                    UnsafeMutableRawPointer(y + i).storeBytes(of: c + tilt * (c - before), as: SIMD8<Float>.self)
                    i += 8
                }
                while i < count {
                    let c = x[i] - comb * x[i - delay], before = x[i - 1] - comb * x[i - 1 - delay]
                    y[i] = c + tilt * (c - before)
                    i += 1
                }
            }
            initialized = count
        }
        // The mallet: noise from the first sounding sample, decaying in 4 ms, low-passed at about 3 kHz.
        let peak = Mixer.peak(samples)
        if let onset = samples.firstIndex(where: { $0 != 0 }) {
            var generator = SeededGenerator(seed: seed)
            let decay = Float(1 - 1 / (0.004 * Double(sampleRate)))
            let smoothing = Float(min(1, 2 * 3.14159 * 3_000 / Double(sampleRate)))
            var level = shape.noise * peak, filtered: Float = 0
            // A 1 ms raised ramp in: the burst itself must not click.
            let ramp = max(1, sampleRate / 1000)
            for i in onset..<min(samples.count, onset + sampleRate / 50) {
                let white = Float(generator.next() >> 40) * 0x1p-24 * 2 - 1
                filtered += smoothing * (white - filtered)
                let k = i - onset
                out[i] += level * filtered * (k < ramp ? Float(k) / Float(ramp) : 1)
                level *= decay
            }
        }
        let span = min(samples.count, sampleRate / 2)
        let before = UnsafeBufferPointer(rebasing: samples[..<span]).reduce(0.0) { $0 + Double($1 * $1) }, after = out[..<span].reduce(0.0) { $0 + Double($1 * $1) }
        let newPeak = out.withUnsafeBufferPointer(Mixer.peak)
        guard after > 0, newPeak > 0 else { return out }
        // The peak may rise by 2 dB at most (an accent must not run into the limiter).
        let scale = min(Float((before / after).squareRoot()), 1.258_9 * peak / newPeak)
        for i in out.indices { out[i] *= scale }
        return out
    }
}

@inline(__always) private func load8(_ p: UnsafePointer<Float>) -> SIMD8<Float> {
    UnsafeRawPointer(p).loadUnaligned(as: SIMD8<Float>.self)
}
