import RealModule

/// The shared room on the mix bus: a stereo reverberation applied once to the whole mix, in `render` and
/// in the live engine alike (``MixStream`` runs it, before the ``Level``).
///
/// - Early reflections: six taps per channel between 7 and 44 ms, at different times left and right
///   (the walls nearest the player), from the dry signal of the same side.
/// - Late reverberation: a feedback delay network (Jot, 1991) of eight delay lines of mutually prime
///   lengths (31–71 ms) mixed through an 8 × 8 Hadamard matrix, fed after a 14 ms pre-delay. Each line
///   has a gain that gives ``reverberationTime`` seconds to −60 dB at low frequencies and a one-pole
///   low-pass in its loop, so highs die sooner, as in a real room. Left and right are read from
///   different lines, so the tail is wide and decorrelated.
///
/// It is linear and time-invariant (adds no frequencies, so pitch is unchanged) and processes one frame
/// at a time with state carried from block to block: the output does not depend on how the stream is cut
/// into blocks, and the same input always gives the same bits.
public struct Room: Sendable {
    /// Seconds for the late reverberation to fall by 60 dB at low frequencies.
    public static let reverberationTime = 1.6
    /// Delay-line lengths in milliseconds; their frame counts are made odd and distinct at any rate.
    static let lineMilliseconds: [Double] = [31.3, 36.7, 41.1, 46.9, 52.3, 58.1, 63.7, 70.9]
    /// Early reflections: (milliseconds left, milliseconds right, gain).
    static let reflections: [(Double, Double, Float)] = [
        (7.3, 9.1, 0.42), (12.7, 11.3, 0.33), (19.1, 23.3, 0.26), (27.7, 25.9, 0.2), (36.1, 33.7, 0.15),
        (39.7, 44.3, 0.12),
    ]
    /// Seconds before the late reverberation starts.
    static let preDelay = 0.014
    /// Level of the early reflections and of the late reverberation relative to the dry sound.
    static let earlyLevel: Float = 0.32, lateLevel: Float = 0.2
    /// Cut-off of the damping low-pass in each loop, in hertz.
    static let dampingFrequency = 5_000.0

    /// Frames of each delay line.
    private let lines: [Int]
    /// Frames processed per pass: the shortest line, so that nothing a pass writes into a line is read
    /// back within the same pass (each pass reads only what earlier passes wrote).
    private let chunk: Int
    /// Frames of dry input kept for the reflections and the pre-delay (the longest of them).
    private let historyFrames: Int
    private let taps: [(left: Int, right: Int, gain: Float)]
    private let gains: SIMD8<Float>
    private let damping: Float
    private let preDelayFrames: Int
    /// Where line i lives in ``delay``: its last `lines[i]` inputs, oldest first, then room for one pass.
    private let lineOffsets: [Int]
    /// The FDN's delay memory, one stretch per line (see ``lineOffsets``).
    private var delay: [Float]
    /// The dry input of the last ``historyFrames`` frames, oldest first, then room for one pass: left, right.
    private var dryLeft: [Float], dryRight: [Float]
    /// One pass's intermediate values: the reflections (left, right), the late sound (left, right) and the
    /// eight lines' low-passed outputs, ``chunk`` frames each.
    private var scratch: [Float]
    private var lowPass = SIMD8<Float>()
    /// Whether the state is all zero (nothing to clear).
    private var isClear = true

    /// A room for a mix at `sampleRate` frames per second.
    public init(sampleRate: Int) {
        let rate = Double(sampleRate)
        var lengths: [Int] = []
        for ms in Self.lineMilliseconds {
            var frames = max(3, Int(ms / 1000 * rate) | 1)
            while lengths.contains(frames) { frames += 2 }
            lengths.append(frames)
        }
        lines = lengths
        chunk = lengths.min()!
        lineOffsets = lengths.indices.map { i in lengths[..<i].reduce(0) { $0 + $1 + lengths.min()! } }
        delay = [Float](repeating: 0, count: lengths.reduce(0) { $0 + $1 + lengths.min()! })
        gains = SIMD8(lengths.map { Float(Double.pow(10, -3 * Double($0) / (Self.reverberationTime * rate))) })
        damping = Float(Double.exp(-2 * Double.pi * Self.dampingFrequency / rate))
        preDelayFrames = max(1, Int((Self.preDelay * rate).rounded()))
        taps = Self.reflections.map { (Int(($0.0 / 1000 * rate).rounded()), Int(($0.1 / 1000 * rate).rounded()), $0.2) }
        historyFrames = max(preDelayFrames, taps.map { max($0.left, $0.right) }.max()!)
        dryLeft = [Float](repeating: 0, count: historyFrames + chunk)
        dryRight = dryLeft
        scratch = [Float](repeating: 0, count: 12 * chunk)
    }

    /// Clears the room at once (after a fade to silence, or once its tail has died away).
    public mutating func clear() {
        guard !isClear else { return }
        for i in delay.indices { delay[i] = 0 }
        for i in dryLeft.indices { dryLeft[i] = 0; dryRight[i] = 0 }
        lowPass = .zero
        isClear = true
    }

    /// Adds the room to `frames` interleaved frames of `channels` (1 or 2) channels in place.
    ///
    /// Works in passes of up to ``chunk`` frames. Within a pass only the low-pass in each loop depends on
    /// the frame before, so everything else (reflections, reading and mixing the lines, the output) runs as
    /// plain loops over the pass that the compiler vectorizes; each value is computed with the same
    /// operations in the same order as one frame at a time, so the output is the same to the bit.
    /// - Complexity: O(frames), about forty operations a frame.
    public mutating func process(_ samples: UnsafeMutableBufferPointer<Float>, frames: Int, channels: Int) {
        guard frames > 0, let base = samples.baseAddress else { return }
        isClear = false
        var done = 0
        while done < frames {
            let count = min(chunk, frames - done)
            pass(base + done * channels, frames: count, channels: channels)
            done += count
        }
    }

    /// One pass of at most ``chunk`` frames.
    private mutating func pass(_ base: UnsafeMutablePointer<Float>, frames: Int, channels: Int) {
        let (history, preDelay, chunk) = (historyFrames, preDelayFrames, chunk)
        let (gains, damping, taps, lines, offsets) = (gains, damping, taps, lines, lineOffsets)
        var lowPass = self.lowPass
        dryLeft.withUnsafeMutableBufferPointer { dryLeft in
        dryRight.withUnsafeMutableBufferPointer { dryRight in
        delay.withUnsafeMutableBufferPointer { delay in
        scratch.withUnsafeMutableBufferPointer { scratch in
            let (dl, dr, memory, temp) = (dryLeft.baseAddress!, dryRight.baseAddress!, delay.baseAddress!, scratch.baseAddress!)
            let (earlyLeft, earlyRight, lateLeft, lateRight) = (temp, temp + chunk, temp + 2 * chunk, temp + 3 * chunk)
            let filtered = (0..<8).map { temp + (4 + $0) * chunk }
            let line = (0..<8).map { memory + offsets[$0] }   // line[i][k]: what line i delivers at frame k
            for k in 0..<frames {
                dl[history + k] = channels == 2 ? base[2 * k] : base[k]
                dr[history + k] = channels == 2 ? base[2 * k + 1] : base[k]
            }
            // Early reflections: six taps of the dry input, summed in order from zero.
            for k in 0..<frames { earlyLeft[k] = 0; earlyRight[k] = 0 }
            for tap in taps {
                let (left, right, gain) = (dl + history - tap.left, dr + history - tap.right, tap.gain)
                for k in 0..<frames { earlyLeft[k] += gain * left[k] }
                for k in 0..<frames { earlyRight[k] += gain * right[k] }
            }
            // Left hears lines 0 − 2 + 4 − 6, right 1 − 3 + 5 − 7 (the signed sum of all eight, in order, from −0).
            let (l0, l1, l2, l3, l4, l5, l6, l7) = (line[0], line[1], line[2], line[3], line[4], line[5], line[6], line[7])
            for k in 0..<frames {
                var sum: Float = -0.0
                sum += l0[k] * 1; sum += l1[k] * 0; sum += l2[k] * -1; sum += l3[k] * 0
                sum += l4[k] * 1; sum += l5[k] * 0; sum += l6[k] * -1; sum += l7[k] * 0
                lateLeft[k] = sum
            }
            for k in 0..<frames {
                var sum: Float = -0.0
                sum += l0[k] * 0; sum += l1[k] * 1; sum += l2[k] * 0; sum += l3[k] * -1
                sum += l4[k] * 0; sum += l5[k] * 1; sum += l6[k] * 0; sum += l7[k] * -1
                lateRight[k] = sum
            }
            // Loss, then damping: the only recursion, eight lines at once.
            let (f0, f1, f2, f3, f4, f5, f6, f7) = (filtered[0], filtered[1], filtered[2], filtered[3],
                                                    filtered[4], filtered[5], filtered[6], filtered[7])
            for k in 0..<frames {
                let out = SIMD8<Float>(l0[k], l1[k], l2[k], l3[k], l4[k], l5[k], l6[k], l7[k])
                lowPass = damping * lowPass + (1 - damping) * (out * gains)
                (f0[k], f1[k], f2[k], f3[k]) = (lowPass[0], lowPass[1], lowPass[2], lowPass[3])
                (f4[k], f5[k], f6[k], f7[k]) = (lowPass[4], lowPass[5], lowPass[6], lowPass[7])
            }
            // The Hadamard mix (three perfect-shuffle butterflies), then the pre-delayed input, into each line.
            let scale: Float = 0.353_553_39   // 1/√8: the Hadamard matrix stays orthogonal (lossless)
            let (w0, w1, w2, w3) = (l0 + lines[0], l1 + lines[1], l2 + lines[2], l3 + lines[3])
            let (w4, w5, w6, w7) = (l4 + lines[4], l5 + lines[5], l6 + lines[6], l7 + lines[7])
            let (inputLeft, inputRight) = (dl + history - preDelay, dr + history - preDelay)
            for k in 0..<frames {
                var (a0, a1, a2, a3, a4, a5, a6, a7) = (f0[k], f1[k], f2[k], f3[k], f4[k], f5[k], f6[k], f7[k])
                for _ in 0..<3 {
                    (a0, a1, a2, a3, a4, a5, a6, a7) = (a0 + a1, a2 + a3, a4 + a5, a6 + a7, a0 - a1, a2 - a3, a4 - a5, a6 - a7)
                }
                let (x, y) = (inputLeft[k] * 0.5, inputRight[k] * 0.5)
                (w0[k], w1[k], w2[k], w3[k]) = (a0 * scale + x, a1 * scale + y, a2 * scale + x, a3 * scale + y)
                (w4[k], w5[k], w6[k], w7[k]) = (a4 * scale + x, a5 * scale + y, a6 * scale + x, a7 * scale + y)
            }
            for k in 0..<frames {
                let wetLeft = earlyLeft[k] * Self.earlyLevel + lateLeft[k] * Self.lateLevel
                let wetRight = earlyRight[k] * Self.earlyLevel + lateRight[k] * Self.lateLevel
                if channels == 2 {
                    base[2 * k] = dl[history + k] + wetLeft
                    base[2 * k + 1] = dr[history + k] + wetRight
                } else {
                    base[k] = dl[history + k] + 0.5 * (wetLeft + wetRight)
                }
            }
            // Keep the last `history` dry frames and each line's last `lines[i]` inputs at the front (the
            // ranges overlap: `update(from:count:)` copies as memmove does).
            dl.update(from: dl + frames, count: history)
            dr.update(from: dr + frames, count: history)
            for i in 0..<8 { line[i].update(from: line[i] + frames, count: lines[i]) }
        }
        }
        }
        }
        self.lowPass = lowPass
    }
}
