@testable import AudioIO
import CSndFile
import Foundation
import Music
import TestSupport
import Testing

/// ``WAVFile``, ``WAVWriter`` and ``MappedPCM16`` against libsndfile, the reference for the format: the same
/// bytes written, the same layout and samples read, and every other file left to libsndfile.
@Suite struct WAVFileTests {
    static func folder() -> String { Sandbox.folder("wav") }

    /// Seeded 16-bit-exact samples (k / 32768), so both writers store exactly them.
    static func samples(frames: Int, channels: Int, seed: UInt64) -> [Float] {
        var generator = SeededGenerator(seed: seed)
        return (0..<(frames * channels)).map { _ in Float(Int(generator.next() % 65_535) - 32_767) / 32_768 }
    }

    /// libsndfile's own WAV of `samples`, through `SoundFile` (the path c4-audio took before ``WAVWriter``).
    static func libsndfileWAV(_ samples: [Float], channels: Int, sampleRate: Int, path: String) throws {
        let file = try SoundFile(writing: path, format: .wav, sampleRate: sampleRate, channels: channels)
        var words: [Int16] = []
        try samples.withUnsafeBufferPointer { (block) throws(AudioIOError) in AudioFile.pcm16(block, into: &words) }
        try file.write(words)
        try file.close()
    }

    @Test(arguments: [(1, 8_000, 1), (1, 44_100, 4_410), (2, 44_100, 9_999), (2, 48_000, 65_537), (2, 192_000, 3)])
    func theWriterWritesLibsndfilesBytes(channels: Int, sampleRate: Int, frames: Int) throws {
        let folder = Self.folder()
        let samples = Self.samples(frames: frames, channels: channels, seed: UInt64(frames))
        try AudioFile.write(samples, to: folder + "/ours.wav", format: .wav, sampleRate: sampleRate, channels: channels)
        try Self.libsndfileWAV(samples, channels: channels, sampleRate: sampleRate, path: folder + "/theirs.wav")
        let ours = try Data(contentsOf: URL(fileURLWithPath: folder + "/ours.wav"))
        let theirs = try Data(contentsOf: URL(fileURLWithPath: folder + "/theirs.wav"))
        #expect(ours.count == 44 + 2 * samples.count)
        #expect(ours == theirs)
    }

    @Test func anEmptyFileHasAHeaderOnly() throws {
        let path = Self.folder() + "/empty.wav"
        try AudioFile.write([], to: path, format: .wav, sampleRate: 44_100, channels: 2)
        try Self.libsndfileWAV([], channels: 2, sampleRate: 44_100, path: path + ".sf.wav")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(contentsOf: URL(fileURLWithPath: path + ".sf.wav")))
        #expect(WAVFile.layout(ofFileAt: path) == nil, "no samples: libsndfile reads it")
        #expect(try AudioFile.read(path).samples.isEmpty)
    }

    /// A WAV built by hand: `chunks` before `fmt `, between it and `data`, and after.
    static func handMade(channels: Int, sampleRate: Int, frames: Int, extensible: Bool, before: [(String, Int)],
                         between: [(String, Int)], after: [(String, Int)], seed: UInt64) -> (Data, [Int16]) {
        var generator = SeededGenerator(seed: seed)
        let words = (0..<(frames * channels)).map { _ in Int16(truncatingIfNeeded: generator.next()) }
        var body = Data("WAVE".utf8)
        func chunk(_ id: String, _ payload: Data) {
            body += Data(id.utf8)
            body += withUnsafeBytes(of: UInt32(payload.count).littleEndian) { Data($0) }
            body += payload
            if payload.count % 2 == 1 { body.append(0) }
        }
        func le16(_ v: Int) -> Data { withUnsafeBytes(of: UInt16(v).littleEndian) { Data($0) } }
        func le32(_ v: Int) -> Data { withUnsafeBytes(of: UInt32(v).littleEndian) { Data($0) } }
        for (id, size) in before { chunk(id, Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7) })) }
        var format = le16(extensible ? 0xFFFE : 1) + le16(channels) + le32(sampleRate) + le32(sampleRate * 2 * channels)
            + le16(2 * channels) + le16(16)
        if extensible {
            format += le16(22) + le16(16) + le32(channels == 1 ? 4 : 3)
                + Data([1, 0, 0, 0, 0, 0, 0x10, 0, 0x80, 0, 0, 0xAA, 0, 0x38, 0x9B, 0x71])
        }
        chunk("fmt ", format)
        for (id, size) in between { chunk(id, Data(repeating: 0x41, count: size)) }
        chunk("data", words.withUnsafeBytes { Data($0) })
        for (id, size) in after { chunk(id, Data(repeating: 0x42, count: size)) }
        return (Data("RIFF".utf8) + le32(body.count) + body, words)
    }

    @Test(arguments: 0..<24)
    func theLayoutIsLibsndfilesAndTheSamplesTheSame(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed) &+ 1_000)
        func pick<T>(_ values: [T]) -> T { values[Int(generator.next() % UInt64(values.count))] }
        let channels = pick([1, 2]), sampleRate = pick([8_000, 22_050, 44_100, 48_000, 96_000])
        let frames = 1 + Int(generator.next() % 5_000)
        let extras = [("LIST", 26), ("fact", 4), ("junk", 13), ("bext", 1), ("cue ", 28)]
        let (data, words) = Self.handMade(
            channels: channels, sampleRate: sampleRate, frames: frames, extensible: seed % 3 == 0,
            before: seed % 2 == 0 ? [pick(extras)] : [], between: seed % 4 < 2 ? [pick(extras), pick(extras)] : [],
            after: seed % 5 == 0 ? [pick(extras)] : [], seed: UInt64(seed))
        let path = Self.folder() + "/made.wav"
        try data.write(to: URL(fileURLWithPath: path))
        let reference = try SoundFile(reading: path)
        let layout = try #require(WAVFile.layout(ofFileAt: path))
        #expect(layout.sampleRate == reference.sampleRate && layout.channels == reference.channels
                && layout.frames == reference.frames)
        #expect(try AudioFile.sampleRate(of: path) == sampleRate)
        let mapped = try #require(try MappedPCM16.open(path))
        #expect(Array(mapped.samples) == words)
        #expect(mapped.samples.map { Float($0) / 32_768 } == (try reference.readAll()))
    }

    @Test func everyOtherFileIsLeftToLibsndfile() throws {
        let folder = Self.folder()
        let tone = Self.samples(frames: 1_000, channels: 1, seed: 5)
        // Encodings and containers it does not read: libsndfile does, with the same samples.
        for (name, format) in [("a.flac", SF_FORMAT_FLAC | SF_FORMAT_PCM_16), ("b.wav", SF_FORMAT_WAV | SF_FORMAT_FLOAT),
                               ("c.wav", SF_FORMAT_WAV | SF_FORMAT_PCM_24), ("d.aiff", SF_FORMAT_AIFF | SF_FORMAT_PCM_16)] {
            var info = SF_INFO(frames: 0, samplerate: 16_000, channels: 1, format: Int32(format), sections: 0, seekable: 0)
            let handle = try #require(sf_open(folder + "/" + name, Int32(SFM_WRITE), &info))
            _ = tone.withUnsafeBufferPointer { sf_writef_float(handle, $0.baseAddress, sf_count_t(tone.count)) }
            sf_close(handle)
            #expect(WAVFile.layout(ofFileAt: folder + "/" + name) == nil, "\(name)")
            #expect(try MappedPCM16.open(folder + "/" + name) == nil, "\(name)")
            #expect(try AudioFile.sampleRate(of: folder + "/" + name) == 16_000)
            #expect(try AudioFile.read(folder + "/" + name).samples.count == tone.count)
        }
        // Three channels, a cut-off data chunk, big-endian RIFX, a text file: not ours.
        let (three, _) = Self.handMade(channels: 2, sampleRate: 8_000, frames: 10, extensible: false, before: [],
                                       between: [], after: [], seed: 1)
        var bytes = three
        bytes[22] = 3
        try bytes.write(to: URL(fileURLWithPath: folder + "/three.wav"))
        try three.prefix(three.count - 2).write(to: URL(fileURLWithPath: folder + "/cut.wav"))
        try (Data("RIFX".utf8) + three.dropFirst(4)).write(to: URL(fileURLWithPath: folder + "/rifx.wav"))
        try Data("hello, not a sound".utf8).write(to: URL(fileURLWithPath: folder + "/text.wav"))
        for name in ["three.wav", "cut.wav", "rifx.wav", "text.wav", "missing.wav"] {
            #expect(WAVFile.layout(ofFileAt: folder + "/" + name) == nil, "\(name)")
        }
        // A damaged file is named by libsndfile, as before.
        #expect(throws: AudioIOError.self) { try AudioFile.sampleRate(of: folder + "/text.wav") }
        #expect(throws: AudioIOError.self) { try AudioFile.read(folder + "/text.wav") }
    }
}
