#if canImport(Glibc)
import Glibc
#endif

/// Whole-file operations: reading a sound, and writing one safely.
public enum AudioFile {
    /// A decoded sound.
    public struct Sound: Sendable {
        /// Interleaved samples.
        public var samples: [Float]
        /// Frames per second.
        public var sampleRate: Int
        /// Samples per frame.
        public var channels: Int

        /// A sound from interleaved samples.
        public init(samples: [Float], sampleRate: Int, channels: Int) {
            self.samples = samples
            self.sampleRate = sampleRate
            self.channels = channels
        }

        /// The sound as one channel, the average of its channels.
        public var mono: [Float] {
            guard channels > 1 else { return samples }
            let scale = 1 / Float(channels)
            return stride(from: 0, to: samples.count, by: channels).map { start in
                samples[start..<start + channels].reduce(0, +) * scale
            }
        }
    }

    /// Reads a whole file in any format libsndfile reads (a 16-bit WAV through ``MappedPCM16``, without it: the
    /// same samples, s × 2⁻¹⁵).
    ///
    /// - Throws: ``AudioIOError`` from `sf_open` or `sf_readf_float`.
    public static func read(_ path: String) throws(AudioIOError) -> Sound {
        let file = try SoundFile(reading: path)
        return Sound(samples: try file.readAll(), sampleRate: file.sampleRate, channels: file.channels)
    }

    /// The sample rate of a sound file in any format libsndfile reads (a 16-bit WAV from its header alone).
    ///
    /// - Throws: ``AudioIOError`` from `sf_open` when the file is missing or not a sound file.
    public static func sampleRate(of path: String) throws(AudioIOError) -> Int {
        if let layout = WAVFile.layout(ofFileAt: path) { return layout.sampleRate }
        return try SoundFile(reading: path).sampleRate
    }

    /// Writes `samples` to `path` so that the file is either complete or absent.
    ///
    /// The sound goes to a hidden temporary file in the same directory (`.NAME.tmp-PID`), which is renamed over
    /// `path` once it is closed and safely on its device; on any failure the temporary file is
    /// removed and `path` is untouched. A symlink is written through to its target; a replaced file keeps its
    /// mode; a read-only file is refused (see ``OutputFile``).
    /// Ogg streams get a fixed serial number (libsndfile picks a random one), so the same samples always give the
    /// same bytes.
    /// - Parameters:
    ///   - samples: interleaved frames.
    ///   - path: the destination.
    ///   - format: the encoding.
    ///   - sampleRate: frames per second.
    ///   - channels: samples per frame.
    /// - Throws: ``AudioIOError`` naming `path` and the failing call (`sf_open`, `sf_writef_float`, `rename`, …).
    public static func write(_ samples: [Float], to path: String, format: AudioFormat, sampleRate: Int,
                             channels: Int) throws(AudioIOError) {
        try write(to: path, format: format, sampleRate: sampleRate, channels: channels) { (write) throws(AudioIOError) in
            try samples.withUnsafeBufferPointer { (buffer) throws(AudioIOError) in try write(buffer) }
        }
    }

    /// Writes the blocks `produce` hands to its `write` function, so that the file is either complete or absent.
    ///
    /// Like ``write(_:to:format:sampleRate:channels:)``, for sound made block by block (``Mixer``'s render):
    /// the whole sound never has to be in memory.
    /// - Parameter produce: calls its argument with each block of interleaved samples, in order.
    /// - Throws: ``AudioIOError`` naming `path` and the failing call.
    public static func write(to path: String, format: AudioFormat, sampleRate: Int, channels: Int,
                             produce: (_ write: (UnsafeBufferPointer<Float>) throws(AudioIOError) -> Void) throws(AudioIOError) -> Void)
        throws(AudioIOError) {
        try OutputFile.replace(path) { (output) throws(AudioIOError) in
            try writeDirectly(to: output.temporary, format: format, sampleRate: sampleRate, channels: channels,
                              permissions: output.permissions, produce: produce)
            if format == .ogg { try OggStream.fixSerialNumbers(path: output.temporary) }
        }
    }

    /// Writes `bytes` (e.g. a Standard MIDI File) to `path` by the same rules as the audio files: under a
    /// temporary name beside it, flushed to the disk and renamed, keeping the mode of a file it replaces,
    /// so the file is either complete or as it was.
    ///
    /// The corresponding C functions are `fopen`, `fwrite`, `fsync` and `rename`.
    /// - Throws: ``AudioIOError`` naming `path` and the failing call.
    public static func write(bytes: [UInt8], to path: String) throws(AudioIOError) {
        try OutputFile.replace(path) { (output) throws(AudioIOError) in
            try writeBytes(bytes, to: output.temporary, creating: true)
        }
    }

    /// Writes a WAV of `samples` to standard output.
    ///
    /// libsndfile cannot finish a WAV header on a pipe, so the file is made in `$TMPDIR` (or `/tmp`) and copied.
    /// - Throws: ``AudioIOError`` when the temporary file or the output fails.
    public static func writeToStandardOutput(sampleRate: Int, channels: Int,
                                             produce: (_ write: (UnsafeBufferPointer<Float>) throws(AudioIOError) -> Void) throws(AudioIOError) -> Void)
        throws(AudioIOError) {
        var directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        if directory.isEmpty { directory = "/tmp" }
        if !directory.hasSuffix("/") { directory += "/" }
        // A private folder (mkdtemp: 0700, an unpredictable name) holds the file, so no one else can
        // plant a link at its name or read it; its name carries the PID, so a later run removes one a
        // SIGKILL left.
        OutputFile.removeStale(in: directory, prefix: "c4-audio-", suffix: "")
        var template = Array("\(directory)c4-audio-\(getpid())-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw AudioIOError.errno(function: "mkdtemp", path: directory) }
        let folder = String(cString: made)
        let temporary = folder + "/audio.wav"
        let registration = TemporaryFile.register(temporary, folder: folder)
        defer {
            unlink(temporary)
            rmdir(folder)
            TemporaryFile.unregister(registration)
        }
        do throws(AudioIOError) {
            try writeDirectly(to: temporary, format: .wav, sampleRate: sampleRate, channels: channels, produce: produce)
        } catch {
            throw AudioIOError(function: error.function, problem: error.problem, path: nil)
        }
        let bytes = try readBytes(temporary)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(1, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw AudioIOError.errno(function: "write", path: nil)
            }
            offset += written
        }
    }

    private static func writeDirectly(to path: String, format: AudioFormat, sampleRate: Int, channels: Int,
                                      permissions: UInt32 = 0o600, produce: (_ write: (UnsafeBufferPointer<Float>) throws(AudioIOError) -> Void) throws(AudioIOError) -> Void)
        throws(AudioIOError) {
        var words: [Int16] = []
        // WAV of one or two channels without libsndfile (the same bytes, without loading it and its codecs).
        if format == .wav, (1...2).contains(channels) {
            guard format.accepts(sampleRate: sampleRate) else {
                throw format.refusal(channels: channels, sampleRate: sampleRate, path: path)
            }
            let file = try WAVWriter(creating: path, sampleRate: sampleRate, channels: channels, permissions: permissions)
            try produce { (block) throws(AudioIOError) in
                pcm16(block, into: &words)
                try words.withUnsafeBufferPointer { (words) throws(AudioIOError) in try file.write(words) }
            }
            return try file.close()
        }
        let file = try SoundFile(writing: path, format: format, sampleRate: sampleRate, channels: channels,
                                 permissions: permissions)
        try produce { (block) throws(AudioIOError) in
            if format.isSixteenBit {
                pcm16(block, into: &words)
                try file.write(words)
            } else {
                try file.write(block)
            }
        }
        try file.close()
    }

    /// Floats to 16-bit PCM: × 32767, clipped, rounded to nearest (ties to even). Files and the live
    /// engine both convert with this, so a device receives exactly the samples a 16-bit file holds.
    ///
    /// Rounding by adding 1.5 × 2²³: the float's low mantissa bits then hold the rounded integer, read off
    /// the bit pattern. No conversion that can trap is left, so the loop vectorizes.
    public static func pcm16(_ samples: UnsafeBufferPointer<Float>, into words: inout [Int16]) {
        if words.count != samples.count { words = [Int16](repeating: 0, count: samples.count) }
        words.withUnsafeMutableBufferPointer { buffer in
            let target = buffer.baseAddress!
            for i in 0..<samples.count {
                var x = samples[i] * 32_767
                x = x < -32_767 ? -32_767 : x > 32_767 ? 32_767 : x
                let shifted = x + 12_582_912
                target[i] = Int16(truncatingIfNeeded: Int32(bitPattern: shifted.bitPattern) &- 0x4B40_0000)
            }
        }
    }

    /// The bytes of a file.
    static func readBytes(_ path: String) throws(AudioIOError) -> [UInt8] {
        guard let stream = fopen(path, "rb") else { throw AudioIOError.errno(function: "fopen", path: path) }
        defer { fclose(stream) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, stream) }
            bytes += chunk[0..<count]
            if count < chunk.count { break }
        }
        guard ferror(stream) == 0 else { throw AudioIOError.errno(function: "fread", path: path) }
        return bytes
    }

    /// Replaces a file's bytes, checked to the end (`fflush`, `fsync`, `fclose`); with `creating`, the
    /// file must not exist yet (a temporary name of ours: created exclusively, never through a link).
    static func writeBytes(_ bytes: [UInt8], to path: String, creating: Bool = false) throws(AudioIOError) {
        let stream: UnsafeMutablePointer<FILE>?
        if creating {
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { throw AudioIOError.errno(function: "open", path: path) }
            stream = fdopen(descriptor, "wb")
            if stream == nil { close(descriptor) }
        } else {
            stream = fopen(path, "wb")
        }
        guard let stream else { throw AudioIOError.errno(function: "fopen", path: path) }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, stream) }
        var failed = written != bytes.count || fflush(stream) != 0
        if !failed, fsync(fileno(stream)) != 0, errno != EINVAL { failed = true }
        let error = Glibc.errno
        let closed = fclose(stream)
        guard !failed, closed == 0 else {
            if failed { Glibc.errno = error }
            throw AudioIOError.errno(function: "fwrite", path: path)
        }
    }
}

extension AudioIOError {
    /// The error `errno` describes, via `strerror`.
    static func errno(function: String, path: String?) -> AudioIOError {
        AudioIOError(function: function, library: String(cString: strerror(Glibc.errno)), path: path)
    }
}
