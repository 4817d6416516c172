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
    /// Seconds the room rings after the last sound ends (it is then below −90 dB of its level).
    public static let tail = 1.2
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

    private let mask: Int
    private let lines: [Int]
    private let taps: [(left: Int, right: Int, gain: Float)]
    private let gains: SIMD8<Float>
    private let damping: Float
    private let preDelayFrames: Int
    /// The FDN's delay memory: row n holds what the eight lines were given at frame n (mod the size).
    private var memory: [SIMD8<Float>]
    /// The dry input history (left, right), for the reflections and the pre-delay.
    private var history: [SIMD2<Float>]
    private var historyMask: Int
    private var lowPass = SIMD8<Float>()
    private var position = 0
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
        var size = 1
        while size <= lengths.max()! { size <<= 1 }
        mask = size - 1
        memory = [SIMD8<Float>](repeating: .zero, count: size)
        gains = SIMD8(lengths.map { Float(Double.pow(10, -3 * Double($0) / (Self.reverberationTime * rate))) })
        damping = Float(Double.exp(-2 * Double.pi * Self.dampingFrequency / rate))
        preDelayFrames = max(1, Int((Self.preDelay * rate).rounded()))
        taps = Self.reflections.map { (Int(($0.0 / 1000 * rate).rounded()), Int(($0.1 / 1000 * rate).rounded()), $0.2) }
        var historySize = 1
        while historySize <= max(preDelayFrames, taps.map { max($0.left, $0.right) }.max()!) { historySize <<= 1 }
        historyMask = historySize - 1
        history = [SIMD2<Float>](repeating: .zero, count: historySize)
    }

    /// Clears the room at once (after a fade to silence, or once its tail has died away).
    public mutating func clear() {
        guard !isClear else { return }
        for i in memory.indices { memory[i] = .zero }
        for i in history.indices { history[i] = .zero }
        lowPass = .zero
        isClear = true
    }

    /// Adds the room to `frames` interleaved frames of `channels` (1 or 2) channels in place.
    ///
    /// - Complexity: O(frames), about forty operations a frame.
    public mutating func process(_ samples: UnsafeMutableBufferPointer<Float>, frames: Int, channels: Int) {
        guard frames > 0, let base = samples.baseAddress else { return }
        isClear = false
        let (mask, historyMask, preDelay) = (mask, historyMask, preDelayFrames)
        let (gains, damping) = (gains, damping)
        let (l0, l1, l2, l3, l4, l5, l6, l7) = (lines[0], lines[1], lines[2], lines[3], lines[4], lines[5], lines[6], lines[7])
        let scale: Float = 0.353_553_39   // 1/√8: the Hadamard matrix stays orthogonal (lossless)
        let leftSigns = SIMD8<Float>(1, 0, -1, 0, 1, 0, -1, 0), rightSigns = SIMD8<Float>(0, 1, 0, -1, 0, 1, 0, -1)
        var lowPass = self.lowPass
        var position = self.position
        let taps = self.taps
        memory.withUnsafeMutableBufferPointer { memory in
            history.withUnsafeMutableBufferPointer { history in
                for f in 0..<frames {
                    let dry: SIMD2<Float> = channels == 2 ? SIMD2(base[2 * f], base[2 * f + 1]) : SIMD2(repeating: base[f])
                    history[position & historyMask] = dry
                    var early = SIMD2<Float>()
                    for tap in taps {
                        early.x += tap.gain * history[(position - tap.left) & historyMask].x
                        early.y += tap.gain * history[(position - tap.right) & historyMask].y
                    }
                    let input = history[(position - preDelay) & historyMask]
                    // What each line delivers now: written `length` frames ago.
                    let out = SIMD8<Float>(memory[(position - l0) & mask][0], memory[(position - l1) & mask][1],
                                           memory[(position - l2) & mask][2], memory[(position - l3) & mask][3],
                                           memory[(position - l4) & mask][4], memory[(position - l5) & mask][5],
                                           memory[(position - l6) & mask][6], memory[(position - l7) & mask][7])
                    let left = (out * leftSigns).sum(), right = (out * rightSigns).sum()
                    // Loss, then damping, then the Hadamard mix (three perfect-shuffle butterflies).
                    lowPass = damping * lowPass + (1 - damping) * (out * gains)
                    var v = lowPass
                    for _ in 0..<3 { v = SIMD8(lowHalf: v.evenHalf + v.oddHalf, highHalf: v.evenHalf - v.oddHalf) }
                    memory[position & mask] = v * scale + SIMD8(input.x, input.y, input.x, input.y,
                                                                 input.x, input.y, input.x, input.y) * 0.5
                    let wet = early * Self.earlyLevel + SIMD2(left, right) * Self.lateLevel
                    if channels == 2 {
                        base[2 * f] = dry.x + wet.x
                        base[2 * f + 1] = dry.y + wet.y
                    } else {
                        base[f] = dry.x + 0.5 * (wet.x + wet.y)
                    }
                    position &+= 1
                }
            }
        }
        self.lowPass = lowPass
        self.position = position & (mask | historyMask)
    }
}
