#if canImport(Glibc)
import Glibc
#endif

extension AudioFile {
    /// Writes `bytes` (e.g. a Standard MIDI File) to `path` by the same rules as the audio files: under a
    /// temporary name beside it, flushed to the disk and renamed, keeping the mode of a file it replaces,
    /// so the file is either complete or as it was.
    ///
    /// The corresponding C functions are `fopen`, `fwrite`, `fsync` and `rename`.
    /// - Throws: ``AudioIOError`` naming `path` and the failing call.
    public static func write(bytes: [UInt8], to path: String) throws(AudioIOError) {
        let output = try OutputFile(path: path)
        output.removeStaleTemporaries()
        let temporary = output.temporary
        let registration = TemporaryFile.register(temporary)
        defer { TemporaryFile.unregister(registration) }
        do throws(AudioIOError) {
            try writeBytes(bytes, to: temporary, creating: true)
            output.restoreAttributes(of: temporary)
            guard rename(temporary, output.target) == 0 else { throw AudioIOError.errno(function: "rename", path: path) }
        } catch {
            unlink(temporary)
            throw AudioIOError(function: error.function, message: error.message, path: path)
        }
    }
}
