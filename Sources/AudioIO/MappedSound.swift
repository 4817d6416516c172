import CSndFile
#if canImport(Glibc)
import Glibc
#endif

/// A 16-bit PCM WAV file mapped into memory, so that its samples are read in place instead of copied.
///
/// libsndfile reads and checks the header (`sf_open_fd`) and says where the first sample is: seeking to
/// frame 0 (`sf_seek`) leaves the file descriptor there. The samples then come straight from the page
/// cache: no buffer to allocate, fill and fault in, no conversion. The mapping lasts as long as the object.
public final class MappedPCM16: @unchecked Sendable {
    /// The interleaved samples, inside the mapping; valid while this object lives.
    public let samples: UnsafeBufferPointer<Int16>
    /// Frames per second.
    public let sampleRate: Int
    /// Samples per frame.
    public let channels: Int
    /// The mapping the samples lie in.
    private let file: MappedFile

    private init(file: MappedFile, offset: Int, count: Int, sampleRate: Int, channels: Int) {
        self.file = file
        samples = UnsafeBufferPointer(start: (file.bytes.baseAddress! + offset).assumingMemoryBound(to: Int16.self),
                                      count: count)
        self.sampleRate = sampleRate
        self.channels = channels
    }

    /// Maps `path` if it is a WAV file of 16-bit little-endian PCM (what `notes generate` writes).
    ///
    /// The corresponding C functions are `open`, `sf_open_fd`, `sf_seek`, `lseek` and `mmap`.
    /// - Returns: the mapped file, or nil for any other format (read those with ``AudioFile/read(_:)``).
    /// - Throws: ``AudioIOError`` when the file cannot be opened or is not a sound file libsndfile reads.
    public static func open(_ path: String) throws(AudioIOError) -> MappedPCM16? {
        #if _endian(little)
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw AudioIOError.errno(function: "open", path: path) }
        defer { close(descriptor) }
        var info = SF_INFO()
        // 0: libsndfile leaves the descriptor open; it is closed above.
        guard let handle = sf_open_fd(descriptor, Int32(SFM_READ), &info, 0) else {
            throw AudioIOError.lastOpenError(path: path)
        }
        defer { sf_close(handle) }
        let format = Int(info.format)
        guard format & SF_FORMAT_TYPEMASK == SF_FORMAT_WAV, format & SF_FORMAT_SUBMASK == SF_FORMAT_PCM_16,
              [0, SF_ENDIAN_LITTLE].contains(format & SF_FORMAT_ENDMASK),
              sf_seek(handle, 0, SEEK_SET) == 0 else { return nil }
        let offset = Int(lseek(descriptor, 0, SEEK_CUR))
        let count = Int(info.frames) * Int(info.channels)
        guard offset > 0, offset % 2 == 0, count > 0 else { return nil }
        let file = try MappedFile.map(descriptor, path: path)
        guard offset + 2 * count <= file.bytes.count else { return nil }
        return MappedPCM16(file: file, offset: offset, count: count,
                           sampleRate: Int(info.samplerate), channels: Int(info.channels))
        #else
        return nil
        #endif
    }
}
