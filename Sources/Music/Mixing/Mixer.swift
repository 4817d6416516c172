import RealModule

/// One sound placed in a mix: what, when (in frames), and where between the speakers.
public struct Cue: Hashable, Sendable {
    /// The bank sound to play.
    public var sound: Sound
    /// The frame at which its first sample plays.
    public var frame: Int
    /// Position between the speakers: −1 left, 0 centre, +1 right.
    public var pan: Double
    /// Which variant of a note plays (``NoteVariant``): 0 is the bank's sound; 1 … ``NoteVariant/count`` − 1
    /// its other shapes; from ``NoteVariant/count`` on the same shapes an octave lower
    /// (``NoteVariant/lowered(_:)``). A variant the bank has not made (``NoteBank/makeVariants(for:)``) plays as 0.
    public var variant: Int
    /// The cue's own gain (linear, 1 = the sound as the bank holds it): the phrasing's level within a
    /// dynamic (``Phrasing``).
    public var gain: Double

    /// A cue for `sound` at `frame`, panned to `pan` (−1…1), variant `variant`, at `gain`.
    public init(sound: Sound, frame: Int, pan: Double = 0, variant: Int = 0, gain: Double = 1) {
        self.sound = sound
        self.frame = frame
        self.pan = pan
        self.variant = variant
        self.gain = gain
    }
}

/// Sums cues from a note bank into one interleaved buffer, through the shared level control.
///
/// - Length: the end of the cue that ends last (its frame plus its sound's length) or, unless the mix is dry,
///   the latest end of a cue's room tail (``Room/tailFrames(after:gain:sampleRate:)``), whichever is later.
/// - Room: the sum of the cues goes through the shared ``Room`` (early reflections and a reverberation of
///   T30 1.3 s, 1.7 s in the lowest octaves) unless `room` is false.
/// - Panning: equal power, so a note keeps its loudness wherever it is: left gain cos θ, right gain
///   sin θ with θ = (pan + 1) π / 4. Mono mixes use gain 1.
/// - Level: every sample goes through ``Level`` (the volume, then a limiter that leaves everything under
///   −3 dBFS alone and keeps peaks under −1 dBFS). It depends on nothing but the sample, so the live
///   engine (``MixStream``) gives the same samples block by block as a file rendered in one go.
public enum Mixer {
    /// The highest peak a mix may have: −1 dBFS (``Level/ceiling``).
    public static let ceiling: Float = Level.ceiling

    /// The number of frames a mix of `cues` lasts: with the room, until its tail has died away.
    public static func length(of cues: [Cue], bank: NoteBank, room: Bool = true) -> Int {
        var stream = MixStream(bank: bank, channels: 1, room: room)
        for cue in cues { stream.add(cue) }
        return stream.endFrame
    }

    /// The gains (left, right) of an equal-power pan.
    public static func panGains(_ pan: Double) -> (left: Float, right: Float) {
        let theta = (min(1, max(-1, pan)) + 1) * Double.pi / 4
        return (Float(Double.cos(theta)), Float(Double.sin(theta)))
    }

    /// Mixes `cues` into `channels` interleaved channels.
    ///
    /// - Parameters:
    ///   - cues: the sounds and their start frames (not negative).
    ///   - bank: the samples of every sound.
    ///   - channels: 1 (mono) or 2 (stereo, left first).
    ///   - level: the volume and limiter (full volume by default).
    ///   - room: whether the mix goes through the shared ``Room`` (false: dry).
    /// - Returns: ``length(of:bank:room:)`` × `channels` samples, peaking under ``ceiling``.
    /// - Complexity: O(total length of the cues + length of the mix).
    public static func mix(_ cues: [Cue], bank: NoteBank, channels: Int, level: Level = Level(), room: Bool = true) -> [Float] {
        var out: [Float] = []
        out.reserveCapacity(length(of: cues, bank: bank, room: room) * channels)
        render(cues, bank: bank, channels: channels, level: level, room: room) { out.append(contentsOf: $0) }
        return out
    }

    /// Mixes `cues` block by block and hands each block to `body`, ready to write: the same samples as
    /// ``mix(_:bank:channels:level:room:)`` without holding the whole mix in memory. This is a ``MixStream``
    /// given every cue up front and read to its end (its two halves, ``MixStream/mixDry(frames:into:)`` and
    /// ``MixStream/Finish``, one after the other), exactly what the live engine plays.
    ///
    /// - Parameters:
    ///   - blockFrames: frames per block (the last block may be shorter).
    ///   - body: receives interleaved samples; the buffer is reused after it returns.
    /// - Complexity: O(total length of the cues + length of the mix), memory O(blockFrames).
    public static func render<E: Error>(_ cues: [Cue], bank: NoteBank, channels: Int, level: Level = Level(),
                                        room: Bool = true, blockFrames: Int = 16_384,
                                        _ body: (UnsafeBufferPointer<Float>) throws(E) -> Void) throws(E) {
        var stream = MixStream(bank: bank, channels: channels, level: level, room: room)
        for cue in cues { stream.add(cue) }
        let frames = stream.endFrame
        var finish = stream.detachFinish()
        var block = [Float](repeating: 0, count: blockFrames * channels)
        for start in stride(from: 0, to: frames, by: blockFrames) {
            let count = min(blockFrames, frames - start)
            try block.withUnsafeMutableBufferPointer { (buffer) throws(E) in
                let used = UnsafeMutableBufferPointer(rebasing: buffer[..<(count * channels)])
                let ringing = stream.mixDry(frames: count, into: used)
                finish.apply(to: used, frames: count, ringing: ringing)
                try body(UnsafeBufferPointer(used))
            }
        }
    }

    /// Sums the part of every cue that falls in frames `start ..< start + frames` into `buffer`.
    ///
    /// The buffer is not cleared first: frames `..< filled` hold the sum of the cues so far, and a cue
    /// that reaches past `filled` writes `0 + sample` there instead of adding to a cleared sample (the
    /// same value, −0 included). Only the gaps no cue covers are zeroed. Every frame still gets the same
    /// additions in the same cue order, so the result is unchanged.
    static func mixBlock(_ voices: [MixVoice], channels: Int, start: Int, frames: Int,
                                 into buffer: UnsafeMutableBufferPointer<Float>) {
        // A plain pointer (not the inout buffer) inside the inner closures keeps the loops vectorizable.
        guard let base = buffer.baseAddress else { return }
        // Frames 0 ..< filled of the block are written; every cue so far lies inside them.
        var filled = 0
        for cue in voices {
            // The overlap of the cue's samples with this block, in the cue's own frame numbers.
            let first = max(0, start - cue.frame), last = min(cue.samples.count, start + frames - cue.frame)
            guard first < last else { continue }
            // The same span in block frames: [from, to).
            let from = cue.frame + first - start, to = from + (last - first)
            if from > filled { (base + filled * channels).update(repeating: 0, count: (from - filled) * channels) }
            // Added where earlier cues wrote, stored beyond.
            let added = max(0, min(to, filled) - from)
            switch cue.samples {
            case .floats(let samples):
                samples.withUnsafeBufferPointer { samples in
                    guard let source = samples.baseAddress else { return }
                    add(FloatSamples.self, UnsafeRawPointer(source + first), into: base, from: from, added: added,
                        count: last - first, channels: channels, gains: cue.gains, gain: cue.gain)
                }
            case .pcm16(let lent):
                guard let source = lent.samples.baseAddress else { continue }
                add(PCM16Format.self, UnsafeRawPointer(source + first), into: base, from: from, added: added,
                    count: last - first, channels: channels, gains: cue.gains, gain: cue.gain)
            }
            filled = max(filled, to)
        }
        if filled < frames { (base + filled * channels).update(repeating: 0, count: (frames - filled) * channels) }
    }

    /// Adds `added` frames of `source` to the block at frame `from`, and stores the rest of `count` after them.
    @inline(__always)
    private static func add<F: SampleFormat>(_ format: F.Type, _ source: UnsafeRawPointer, into base: UnsafeMutablePointer<Float>,
                                             from: Int, added: Int, count: Int, channels: Int,
                                             gains: (left: Float, right: Float), gain: Float) {
        let rest = source + added * MemoryLayout<F.Sample>.stride
        if channels == 1 {
            addMono(F.self, source, into: base + from, count: added, gain: gain, accumulate: true)
            addMono(F.self, rest, into: base + from + added, count: count - added, gain: gain, accumulate: false)
        } else {
            addStereo(F.self, source, into: base + 2 * from, count: added, gains: gains, accumulate: true)
            addStereo(F.self, rest, into: base + 2 * (from + added), count: count - added, gains: gains,
                      accumulate: false)
        }
    }

    // Explicit SIMD: after inlining, the compiler no longer proved these loops safe to vectorize itself.
    // Each output sample still gets the same additions in the same order, so the result is unchanged.

    /// target[i] += source[i] × gain for i in 0..<count; with `accumulate` false, target[i] = 0 + the product.
    private static func addMono<F: SampleFormat>(_ format: F.Type, _ source: UnsafeRawPointer,
                                                 into target: UnsafeMutablePointer<Float>, count: Int, gain: Float,
                                                 accumulate: Bool) {
        let to = UnsafeMutableRawPointer(target)
        var i = 0
        if accumulate {
            while i + 8 <= count {
                let sum = to.loadUnaligned(fromByteOffset: 4 * i, as: SIMD8<Float>.self) + F.load8(source, i) * gain
                to.storeBytes(of: sum, toByteOffset: 4 * i, as: SIMD8<Float>.self)
                i += 8
            }
            while i < count { target[i] += F.load(source, i) * gain; i += 1 }
        } else {
            while i + 8 <= count {
                let sum = SIMD8<Float>() + F.load8(source, i) * gain
                to.storeBytes(of: sum, toByteOffset: 4 * i, as: SIMD8<Float>.self)
                i += 8
            }
            while i < count { target[i] = 0 + F.load(source, i) * gain; i += 1 }
        }
    }

    /// target[2i] += source[i] × left, target[2i + 1] += source[i] × right for i in 0..<count; with
    /// `accumulate` false, 0 + the product is stored instead.
    private static func addStereo<F: SampleFormat>(_ format: F.Type, _ source: UnsafeRawPointer,
                                                   into target: UnsafeMutablePointer<Float>, count: Int,
                                                   gains: (left: Float, right: Float), accumulate: Bool) {
        let to = UnsafeMutableRawPointer(target)
        var i = 0
        while i + 4 <= count {
            let samples = F.load4(source, i)
            var panned = SIMD8<Float>()
            panned.evenHalf = samples * gains.left
            panned.oddHalf = samples * gains.right
            let before = accumulate ? to.loadUnaligned(fromByteOffset: 8 * i, as: SIMD8<Float>.self) : SIMD8<Float>()
            to.storeBytes(of: before + panned, toByteOffset: 8 * i, as: SIMD8<Float>.self)
            i += 4
        }
        while i < count {
            let sample = F.load(source, i)
            target[2 * i] = (accumulate ? target[2 * i] : 0) + sample * gains.left
            target[2 * i + 1] = (accumulate ? target[2 * i + 1] : 0) + sample * gains.right
            i += 1
        }
    }

    /// The largest absolute sample value.
    ///
    /// Computed on bit patterns: with the sign bit cleared, the bits of non-negative floats order as the
    /// values do, and an integer maximum vectorizes where a floating-point one cannot (NaN rules).
    public static func peak(_ samples: UnsafeBufferPointer<Float>) -> Float {
        var largest: UInt32 = 0
        for x in samples { largest = Swift.max(largest, x.bitPattern & 0x7FFF_FFFF) }
        return Float(bitPattern: largest)
    }
}

/// How the mixer reads a sample format as floats.
private protocol SampleFormat {
    associatedtype Sample
    /// Sample `i` after `base`.
    static func load(_ base: UnsafeRawPointer, _ i: Int) -> Float
    /// Samples `i ..< i + 4`.
    static func load4(_ base: UnsafeRawPointer, _ i: Int) -> SIMD4<Float>
    /// Samples `i ..< i + 8`.
    static func load8(_ base: UnsafeRawPointer, _ i: Int) -> SIMD8<Float>
}

/// Float samples, read as they are.
private enum FloatSamples: SampleFormat {
    typealias Sample = Float
    @inline(__always) static func load(_ base: UnsafeRawPointer, _ i: Int) -> Float {
        base.loadUnaligned(fromByteOffset: 4 * i, as: Float.self)
    }
    @inline(__always) static func load4(_ base: UnsafeRawPointer, _ i: Int) -> SIMD4<Float> {
        base.loadUnaligned(fromByteOffset: 4 * i, as: SIMD4<Float>.self)
    }
    @inline(__always) static func load8(_ base: UnsafeRawPointer, _ i: Int) -> SIMD8<Float> {
        base.loadUnaligned(fromByteOffset: 4 * i, as: SIMD8<Float>.self)
    }
}

/// 16-bit samples, read as s × 2⁻¹⁵ (exact, the value libsndfile's float reading gives).
private enum PCM16Format: SampleFormat {
    typealias Sample = Int16
    @inline(__always) static func load(_ base: UnsafeRawPointer, _ i: Int) -> Float {
        Float(base.loadUnaligned(fromByteOffset: 2 * i, as: Int16.self)) * PCM16Samples.scale
    }
    @inline(__always) static func load4(_ base: UnsafeRawPointer, _ i: Int) -> SIMD4<Float> {
        SIMD4<Float>(base.loadUnaligned(fromByteOffset: 2 * i, as: SIMD4<Int16>.self)) * PCM16Samples.scale
    }
    @inline(__always) static func load8(_ base: UnsafeRawPointer, _ i: Int) -> SIMD8<Float> {
        SIMD8<Float>(base.loadUnaligned(fromByteOffset: 2 * i, as: SIMD8<Int16>.self)) * PCM16Samples.scale
    }
}
