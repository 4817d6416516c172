#if canImport(Glibc)
import Glibc
#endif

/// A new 16-bit PCM WAV file (``WAVFile``), written block by block without libsndfile: the same bytes as
/// libsndfile writes for `SF_FORMAT_WAV | SF_FORMAT_PCM_16`, one or two channels.
///
/// Writes go through a ``FileSink``, so the first failure (a full disk, …) is kept and thrown; ``close()`` puts
/// the sizes into the header, makes the file durable and closes it.
final class WAVWriter {
    private let sink: FileSink
    private let path: String
    private let sampleRate: Int
    private let channels: Int
    /// Sample bytes written so far.
    private var dataBytes = 0

    /// Creates `path` (a new file) for `channels` (1 or 2) channels at `sampleRate`.
    ///
    /// - Throws: ``AudioIOError`` when the file cannot be created or the header not written.
    init(creating path: String, sampleRate: Int, channels: Int, permissions: UInt32) throws(AudioIOError) {
        precondition((1...2).contains(channels), "one or two channels")
        sink = try FileSink(creating: path, permissions: mode_t(permissions))
        self.path = path
        self.sampleRate = sampleRate
        self.channels = channels
        // The sizes are 0 until ``close()`` knows them, as libsndfile leaves them while it writes.
        let header = WAVFile.header(sampleRate: sampleRate, channels: channels, frames: 0)
        _ = header.withUnsafeBytes { sink.write($0.baseAddress!, count: $0.count) }
        try sink.check(path: path)
    }

    /// Appends interleaved samples (a whole number of frames).
    ///
    /// - Throws: ``AudioIOError`` when the write fails, or when the file would pass WAV's 4 GiB.
    func write(_ words: UnsafeBufferPointer<Int16>) throws(AudioIOError) {
        precondition(words.count % channels == 0, "whole frames only")
        guard let base = words.baseAddress, !words.isEmpty else { return }
        let count = 2 * words.count
        guard dataBytes + count <= WAVFile.largestData else {
            throw AudioIOError(function: "write", problem: .wavTooLarge, path: path)
        }
        #if _endian(little)
        _ = sink.write(base, count: count)
        #else
        let swapped = words.map(\.littleEndian)
        _ = swapped.withUnsafeBytes { sink.write($0.baseAddress!, count: count) }
        #endif
        dataBytes += count
        try sink.check(path: path)
    }

    /// Writes the sizes into the header, flushes the file to its device and closes it.
    ///
    /// The corresponding C functions are `pwrite`, `fsync` and `close`.
    /// - Throws: ``AudioIOError`` naming the first failure of the whole write.
    func close() throws(AudioIOError) {
        let header = WAVFile.header(sampleRate: sampleRate, channels: channels, frames: dataBytes / (2 * channels))
        _ = header.withUnsafeBytes { sink.write($0.baseAddress!, count: $0.count, at: 0) }
        try sink.finish(path: path)
    }
}
