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
/// The early reflections and the late reverberation depend only on the dry input, so they are two values
/// (``Reflections``, ``Late``) that may run side by side, each block's sound added to it by
/// ``combine(_:frames:channels:early:late:)``.
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

    /// The early reflections.
    var early: Reflections
    /// The late reverberation.
    var late: Late
    /// One pass's early and late sound for ``process(_:frames:channels:)``: left then right, ``Late/chunk`` each.
    var scratch: [Float]

    /// A room for a mix at `sampleRate` frames per second.
    public init(sampleRate: Int) {
        early = Reflections(sampleRate: sampleRate)
        late = Late(sampleRate: sampleRate)
        scratch = [Float](repeating: 0, count: 4 * late.chunk)
    }

    /// Clears the room at once (after a fade to silence, or once its tail has died away).
    public mutating func clear() {
        early.clear()
        late.clear()
    }

    /// Adds the room to `frames` interleaved frames of `channels` (1 or 2) channels in place.
    ///
    /// Works in passes of up to ``Late/chunk`` frames: the early reflections of the pass
    /// (``Reflections/reflect(_:frames:channels:into:)``), its late sound (``Late/ring(_:frames:channels:into:)``),
    /// then both added to the dry input (``combine(_:frames:channels:early:late:)``). A render may run the three
    /// on three threads, whole blocks at a time: the same operations on every frame, so the same bits.
    /// - Complexity: O(frames), about forty operations a frame.
    public mutating func process(_ samples: UnsafeMutableBufferPointer<Float>, frames: Int, channels: Int) {
        guard frames > 0, let base = samples.baseAddress else { return }
        let chunk = late.chunk
        scratch.withUnsafeMutableBufferPointer { scratch in
            let (earlySound, lateSound) = (scratch.baseAddress!, scratch.baseAddress! + 2 * chunk)
            var done = 0
            while done < frames {
                let count = min(chunk, frames - done)
                let block = UnsafeMutableBufferPointer(start: base + done * channels, count: count * channels)
                early.reflect(UnsafeBufferPointer(block), frames: count, channels: channels, into: earlySound)
                late.ring(UnsafeBufferPointer(block), frames: count, channels: channels, into: lateSound)
                Self.combine(block, frames: count, channels: channels, early: earlySound, late: lateSound)
                done += count
            }
        }
    }
}
