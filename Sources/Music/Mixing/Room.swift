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
    let lines: [Int]
    /// Frames processed per pass: the shortest line, so that nothing a pass writes into a line is read
    /// back within the same pass (each pass reads only what earlier passes wrote).
    let chunk: Int
    /// Frames of room after each line's memory and after the dry history: ``passesPerShift`` passes.
    let span: Int
    /// Passes between two moves of the memory to the front (each line's last inputs, the dry history).
    static let passesPerShift = 8
    /// Frames of dry input kept for the reflections and the pre-delay (the longest of them).
    let historyFrames: Int
    let taps: [(left: Int, right: Int, gain: Float)]
    let gains: SIMD8<Float>
    let damping: Float
    let preDelayFrames: Int
    /// Where line i lives in ``delay``: from ``cursor`` on, its last `lines[i]` inputs, oldest first, then
    /// room for the passes up to the next move (``span`` frames in all).
    let lineOffsets: [Int]
    /// The FDN's delay memory, one stretch per line (see ``lineOffsets``).
    var delay: [Float]
    /// From ``cursor`` on, the dry input of the last ``historyFrames`` frames, oldest first, then room for the
    /// passes up to the next move: left, right.
    var dryLeft: [Float], dryRight: [Float]
    /// Frames passed since the memory was last moved to the front: where the lines and the history start.
    var cursor = 0
    var lowPass = SIMD8<Float>()
    /// Whether the state is all zero (nothing to clear).
    var isClear = true

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
        span = Self.passesPerShift * lengths.min()!
        lineOffsets = lengths.indices.map { i in lengths[..<i].reduce(0) { $0 + $1 + Self.passesPerShift * lengths.min()! } }
        delay = [Float](repeating: 0, count: lengths.reduce(0) { $0 + $1 + Self.passesPerShift * lengths.min()! })
        gains = SIMD8(lengths.map { Float(Double.pow(10, -3 * Double($0) / (Self.reverberationTime * rate))) })
        damping = Float(Double.exp(-2 * Double.pi * Self.dampingFrequency / rate))
        preDelayFrames = max(1, Int((Self.preDelay * rate).rounded()))
        taps = Self.reflections.map { (Int(($0.0 / 1000 * rate).rounded()), Int(($0.1 / 1000 * rate).rounded()), $0.2) }
        historyFrames = max(preDelayFrames, taps.map { max($0.left, $0.right) }.max()!)
        precondition(taps.count == 6, "the output loop sums six reflections")
        dryLeft = [Float](repeating: 0, count: historyFrames + span)
        dryRight = dryLeft
    }

    /// Clears the room at once (after a fade to silence, or once its tail has died away).
    public mutating func clear() {
        guard !isClear else { return }
        for i in delay.indices { delay[i] = 0 }
        for i in dryLeft.indices { dryLeft[i] = 0; dryRight[i] = 0 }
        lowPass = .zero
        cursor = 0
        isClear = true
    }

    /// Adds the room to `frames` interleaved frames of `channels` (1 or 2) channels in place.
    ///
    /// Works in passes of up to ``chunk`` frames. Within a pass only the low-pass in each loop depends on
    /// the frame before, so everything else (reflections, reading and mixing the lines, the output) runs as
    /// loops over the pass four frames at a time, and the low-pass takes the eight lines four frames at a
    /// time (two 4 × 4 transposes in, two out, then the lines' mix on those four frames); each value is computed with the same operations in the same
    /// order as one frame at a time, so the output is the same to the bit.
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
}
