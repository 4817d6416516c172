import RealModule
import Testing
@testable import Music

/// The room written out one frame at a time, as its documentation describes it, against ``Room``'s passes
/// (which compute several frames and lines at once): the same bits, −0 included, for any blocks.
@Suite struct RoomModelTests {
    static let rate = 44_100

    /// A plain model of ``Room``: every input and every line's input kept whole, one frame at a time.
    struct Model {
        let lines: [Int], gains: SIMD8<Float>, damping: Float, preDelay: Int
        let taps: [(left: Int, right: Int, gain: Float)]
        var dryLeft: [Float] = [], dryRight: [Float] = []
        /// Everything written into each line, from frame 0 on.
        var written: [[Float]] = Array(repeating: [], count: 8)
        var lowPass = SIMD8<Float>()

        /// The room at `rate`, its constants derived as the documentation gives them.
        init(rate: Int) {
            let r = Double(rate)
            var lengths: [Int] = []
            for ms in Room.lineMilliseconds {
                var frames = max(3, Int(ms / 1000 * r) | 1)
                while lengths.contains(frames) { frames += 2 }
                lengths.append(frames)
            }
            lines = lengths
            gains = SIMD8(lengths.map { Float(Double.pow(10, -3 * Double($0) / (Room.reverberationTime * r))) })
            damping = Float(Double.exp(-2 * Double.pi * Room.dampingFrequency / r))
            preDelay = max(1, Int((Room.preDelay * r).rounded()))
            taps = Room.reflections.map { (Int(($0.0 / 1000 * r).rounded()), Int(($0.1 / 1000 * r).rounded()), $0.2) }
        }

        /// One frame: the dry input (left, right) in, the room's sound (left, right) out.
        mutating func frame(_ left: Float, _ right: Float) -> (Float, Float) {
            let k = dryLeft.count
            dryLeft.append(left)
            dryRight.append(right)
            func earlier(_ signal: [Float], _ frames: Int) -> Float { k - frames >= 0 ? signal[k - frames] : 0 }
            var earlyLeft: Float = 0, earlyRight: Float = 0
            for tap in taps {
                earlyLeft += tap.gain * earlier(dryLeft, tap.left)
                earlyRight += tap.gain * earlier(dryRight, tap.right)
            }
            let out = (0..<8).map { earlier(written[$0], lines[$0]) }
            var lateLeft: Float = -0.0, lateRight: Float = -0.0
            for (i, value) in out.enumerated() {
                lateLeft += value * [1, 0, -1, 0, 1, 0, -1, 0][i]
                lateRight += value * [0, 1, 0, -1, 0, 1, 0, -1][i]
            }
            lowPass = damping * lowPass + (1 - damping) * (SIMD8(out) * gains)
            var a = (0..<8).map { lowPass[$0] }
            for _ in 0..<3 { a = (0..<4).map { a[2 * $0] + a[2 * $0 + 1] } + (0..<4).map { a[2 * $0] - a[2 * $0 + 1] } }
            let (x, y) = (earlier(dryLeft, preDelay) * 0.5, earlier(dryRight, preDelay) * 0.5)
            for i in 0..<8 { written[i].append(a[i] * 0.353_553_39 + (i % 2 == 0 ? x : y)) }
            return (earlyLeft * Room.earlyLevel + lateLeft * Room.lateLevel,
                    earlyRight * Room.earlyLevel + lateRight * Room.lateLevel)
        }
    }

    /// Seeded noise with stretches of +0 and −0 (where the signs of zero sums show).
    static func input(frames: Int, seed: UInt64) -> [Float] {
        var generator = SeededGenerator(seed: seed)
        return (0..<frames).map { f in
            switch (f / 1_500) % 4 {
            case 1: 0
            case 3: -0.0
            default: Float.random(in: -0.5...0.5, using: &generator)
            }
        }
    }

    @Test(arguments: [1, 2])
    func theRoomIsItsFrameByFrameModelToTheBit(channels: Int) {
        let frames = 12_000
        let signal = Self.input(frames: frames * channels, seed: UInt64(channels))
        var model = Model(rate: Self.rate)
        var expected: [Float] = []
        for f in 0..<frames {
            if channels == 2 {
                let (left, right) = model.frame(signal[2 * f], signal[2 * f + 1])
                expected += [signal[2 * f] + left, signal[2 * f + 1] + right]
            } else {
                let (left, right) = model.frame(signal[f], signal[f])
                expected.append(signal[f] + 0.5 * (left + right))
            }
        }
        var generator = SeededGenerator(seed: 9)
        for _ in 0..<3 {
            var room = Room(sampleRate: Self.rate)
            var buffer = signal, done = 0
            buffer.withUnsafeMutableBufferPointer { all in
                while done < frames {
                    let count = min(frames - done, Int.random(in: 1...3_000, using: &generator))
                    let block = UnsafeMutableBufferPointer(rebasing: all[(done * channels)..<((done + count) * channels)])
                    room.process(block, frames: count, channels: channels)
                    done += count
                }
            }
            #expect(buffer.map(\.bitPattern) == expected.map(\.bitPattern), "\(channels) channels")
        }
    }

    /// The room's two halves run side by side on whole blocks, as a render runs them: the early reflections
    /// and the late reverberation of each block taken from the dry input, then added to it, are the model too.
    @Test(arguments: [1, 2])
    func theRoomsTwoHalvesOnWholeBlocksAreTheModel(channels: Int) {
        let frames = 12_000
        let signal = Self.input(frames: frames * channels, seed: UInt64(channels))
        var reference = signal
        var room = Room(sampleRate: Self.rate)
        reference.withUnsafeMutableBufferPointer { room.process($0, frames: frames, channels: channels) }
        let fresh = Room(sampleRate: Self.rate)
        var (early, late) = (fresh.early, fresh.late)
        var buffer = signal, done = 0
        var generator = SeededGenerator(seed: 5)
        buffer.withUnsafeMutableBufferPointer { all in
            while done < frames {
                let count = min(frames - done, Int.random(in: 1...5_000, using: &generator))
                let block = UnsafeMutableBufferPointer(rebasing: all[(done * channels)..<((done + count) * channels)])
                var sides = [Float](repeating: .nan, count: 4 * count)
                sides.withUnsafeMutableBufferPointer { sides in
                    early.reflect(UnsafeBufferPointer(block), frames: count, channels: channels, into: sides.baseAddress!)
                    late.ring(UnsafeBufferPointer(block), frames: count, channels: channels, into: sides.baseAddress! + 2 * count)
                    Room.combine(block, frames: count, channels: channels, early: sides.baseAddress!, late: sides.baseAddress! + 2 * count)
                }
                done += count
            }
        }
        #expect(buffer.map(\.bitPattern) == reference.map(\.bitPattern), "\(channels) channels")
    }
}
