import Music
import RealModule
import Testing

/// Clips (a line of speech in the mix): placed at their frame, after a fade under way, and not silenced
/// by a fade they came after.
@Suite struct ClipTests {
    static let bank = SynthTests.bank
    /// A second of a 440 Hz sine at half scale.
    static let tone: [Float] = (0..<44_100).map { index in
        let phase = 2 * Double.pi * 440 * Double(index) / 44_100
        return Float(0.5 * Double.sin(phase))
    }

    /// The stream's next `frames` frames, mono.
    static func mix(_ stream: inout MixStream, frames: Int) -> [Float] {
        var block = [Float](repeating: 0, count: frames)
        block.withUnsafeMutableBufferPointer { stream.mix(frames: frames, into: $0) }
        return block
    }

    @Test func aClipPlaysFromItsFrame() {
        var stream = MixStream(bank: Self.bank, channels: 1, room: false)
        #expect(stream.add(Clip(samples: Self.tone, frame: 1_000)) == 1_000)
        let block = Self.mix(&stream, frames: 2_000)
        #expect(block[..<1_000].allSatisfy { $0 == 0 })
        #expect(block[1_000...].contains { abs($0) > 0.1 })
        #expect(stream.endFrame == 1_000 + Self.tone.count)
    }

    @Test func aClipAddedDuringAFadeStartsAfterItAndLivesOn() {
        var stream = MixStream(bank: Self.bank, channels: 1, room: false)
        stream.add(Clip(samples: Self.tone, frame: 0))
        _ = Self.mix(&stream, frames: 512)
        stream.fadeOut(frames: 441)
        let fadeEnd = stream.fadeEnd!
        // The line asked for now plays once the fade is over, and the fade does not take it.
        #expect(stream.add(Clip(samples: Self.tone, frame: stream.frame)) == fadeEnd)
        let block = Self.mix(&stream, frames: 4_000)
        let start = fadeEnd - 512
        #expect(abs(block[start - 1]) < 1e-3, "the first clip faded to silence")
        #expect(block[(start + 100)...].contains { abs($0) > 0.1 }, "the second clip was silenced by the fade")
    }
}
