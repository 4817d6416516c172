#if canImport(Glibc)
import Glibc
#endif

/// The one format c4-audio reads and writes without libsndfile: RIFF WAVE of 16-bit little-endian PCM, one or
/// two channels, the format of the shipped note banks and of a rendered `.wav`.
///
/// Loading libsndfile and its eight codec libraries costs about 1.5 ms, more than the rest of reading a bank's
/// headers; a game, a replay and a WAV render need none of it. The files are laid out as libsndfile lays them
/// out (a 44-byte header: `RIFF`, `fmt ` of 16 bytes, `data`), byte for byte, so either may read what the other
/// wrote. Anything else (other encodings, other containers, a header this reader does not accept) is left to
/// libsndfile, which reads it or names the problem.
public enum WAVFile {
    /// Where a file's samples lie and what they are.
    public struct Layout: Equatable, Sendable {
        /// Frames per second.
        public var sampleRate: Int
        /// Samples per frame.
        public var channels: Int
        /// The byte offset of the first sample.
        public var dataOffset: Int
        /// Frames in the file.
        public var frames: Int
    }

    /// The layout of a 16-bit PCM WAV file whose first bytes are `header` and whose size is `fileSize`, or nil
    /// for any other file (or one whose `data` chunk reaches past its end).
    ///
    /// Chunks before `data` are skipped (an odd size is followed by a pad byte); `fmt ` must come before `data`
    /// and describe PCM (`WAVE_FORMAT_PCM`, or `WAVE_FORMAT_EXTENSIBLE` with the PCM subformat) of 16 bits.
    public static func layout(header: UnsafeRawBufferPointer, fileSize: Int) -> Layout? {
        guard header.count >= 12, tag(header, 0) == "RIFF", tag(header, 8) == "WAVE" else { return nil }
        var format: (channels: Int, sampleRate: Int)?
        var offset = 12
        while offset + 8 <= header.count {
            let size = Int(word32(header, offset + 4)), body = offset + 8
            switch tag(header, offset) {
            case "fmt ":
                guard size >= 16, body + min(size, 40) <= header.count else { return nil }
                let code = word16(header, body), channels = Int(word16(header, body + 2))
                let isPCM = code == 1 || (code == 0xFFFE && size >= 40 && word16(header, body + 24) == 1
                                          && header[(body + 26)..<(body + 40)].elementsEqual(pcmGUIDTail))
                guard isPCM, (1...2).contains(channels), word16(header, body + 14) == 16,
                      Int(word16(header, body + 12)) == 2 * channels else { return nil }
                format = (channels, Int(word32(header, body + 4)))
            case "data":
                guard let format, format.sampleRate > 0, size > 0, body + size <= fileSize else { return nil }
                return Layout(sampleRate: format.sampleRate, channels: format.channels, dataOffset: body,
                              frames: size / (2 * format.channels))
            default:
                break
            }
            offset = body + size + (size & 1)
        }
        return nil
    }

    /// The layout of the file at `path`, from its first 4 KiB, or nil when it is not such a file or cannot be
    /// read (libsndfile then names the problem).
    public static func layout(ofFileAt path: String) -> Layout? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: 4_096)
        let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard read > 0 else { return nil }
        return bytes.withUnsafeBytes { layout(header: UnsafeRawBufferPointer(rebasing: $0[..<read]), fileSize: Int(status.st_size)) }
    }

    /// The 44-byte header of a file of `frames` frames, as libsndfile writes it.
    static func header(sampleRate: Int, channels: Int, frames: Int) -> [UInt8] {
        let dataBytes = frames * 2 * channels
        var bytes: [UInt8] = []
        bytes.reserveCapacity(44)
        func append(_ text: String) { bytes += Array(text.utf8) }
        func append32(_ value: Int) { withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { bytes += $0 } }
        func append16(_ value: Int) { withUnsafeBytes(of: UInt16(truncatingIfNeeded: value).littleEndian) { bytes += $0 } }
        append("RIFF"); append32(36 + dataBytes); append("WAVE")
        append("fmt "); append32(16); append16(1); append16(channels); append32(sampleRate)
        append32(sampleRate * 2 * channels); append16(2 * channels); append16(16)
        append("data"); append32(dataBytes)
        return bytes
    }

    /// The most sample bytes a WAV file holds (its sizes are 32-bit).
    static let largestData = Int(UInt32.max) - 36

    /// The last 14 bytes of `KSDATAFORMAT_SUBTYPE_PCM` (its first two are the format code, 1).
    private static let pcmGUIDTail: [UInt8] = [0, 0, 0, 0, 0x10, 0, 0x80, 0, 0, 0xAA, 0, 0x38, 0x9B, 0x71]

    private static func tag(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> String {
        String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
    }

    private static func word16(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt16 {
        UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
    }

    private static func word32(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
        UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }
}
