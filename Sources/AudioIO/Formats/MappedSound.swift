#if canImport(Glibc)
import Glibc
#endif

/// A 16-bit PCM WAV file mapped into memory, so that its samples are read in place instead of copied.
///
/// ``WAVFile`` reads the header from the mapping and says where the first sample is; the samples then come
/// straight from the page cache: no buffer to allocate, fill and fault in, no conversion, no libsndfile. The
/// mapping lasts as long as the object.
public final class MappedPCM16: @unchecked Sendable {
    /// The interleaved samples, inside the mapping; valid while this object lives.
    public let samples: UnsafeBufferPointer<Int16>
    /// Frames per second.
    public let sampleRate: Int
    /// Samples per frame.
    public let channels: Int
    /// The mapping the samples lie in.
    private let file: MappedFile

    private init(file: MappedFile, layout: WAVFile.Layout) {
        self.file = file
        samples = UnsafeBufferPointer(start: (file.bytes.baseAddress! + layout.dataOffset).assumingMemoryBound(to: Int16.self),
                                      count: layout.frames * layout.channels)
        sampleRate = layout.sampleRate
        channels = layout.channels
    }

    /// Maps `path` if it is a WAV file of 16-bit little-endian PCM, one or two channels (what `notes generate`
    /// writes).
    ///
    /// The corresponding C functions are `open`, `fstat` and `mmap`.
    /// - Returns: the mapped file, or nil for any other file (read those with ``AudioFile/read(_:)``, which
    ///   also names what is wrong with a damaged one).
    /// - Throws: ``AudioIOError`` when the file cannot be opened or mapped.
    public static func open(_ path: String) throws(AudioIOError) -> MappedPCM16? {
        #if _endian(little)
        let file = try MappedFile.open(path)
        guard let layout = WAVFile.layout(header: file.bytes, fileSize: file.bytes.count), layout.frames > 0,
              layout.dataOffset % 2 == 0 else { return nil }
        return MappedPCM16(file: file, layout: layout)
        #else
        return nil
        #endif
    }
}
