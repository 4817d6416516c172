import CSndFile
import CSoundLibraries
#if canImport(Glibc)
import Glibc
#endif

/// An open sound file: the single owner of a libsndfile handle, closed (`sf_close`) when the owner goes away.
///
/// Samples are 32-bit floats, ±1.0 = full scale, interleaved by frame. libsndfile converts them to and from
/// the file's encoding; when writing, values beyond ±1.0 are clipped rather than wrapped.
public struct SoundFile: ~Copyable {
    /// Owns the `SNDFILE*`: only trivially destroyed fields, so ``close()`` can hand it over without `deinit`.
    ///
    /// A file opened for writing also owns the ``FileSink`` libsndfile writes through (retained by hand, so
    /// it outlives `sf_close`, which still writes).
    struct Handle: ~Copyable {
        let pointer: OpaquePointer
        var sink: Unmanaged<FileSink>? = nil

        /// Closes now and returns `sf_close`'s status and the sink (released by the caller) instead of
        /// closing again in `deinit`.
        consuming func close() -> (status: Int32, sink: Unmanaged<FileSink>?) {
            let status = sf_close(pointer)
            let sink = self.sink
            discard self
            return (status, sink)
        }

        deinit {
            sf_close(pointer)
            sink?.release()
        }
    }

    let owner: Handle
    private var handle: OpaquePointer { owner.pointer }
    /// The path the file was opened with.
    public let path: String
    /// Frames per second.
    public let sampleRate: Int
    /// Samples per frame.
    public let channels: Int
    /// Frames in the file when it was opened for reading (0 for a new file).
    public let frames: Int
    /// libsndfile's format code (`SF_INFO.format`): container and encoding.
    let format: Int32

    /// Opens an existing sound file for reading, in any format libsndfile reads.
    ///
    /// The corresponding C function is `sf_open` with `SFM_READ`.
    /// - Parameter path: the file.
    /// - Throws: ``AudioIOError`` with libsndfile's reason (missing file, unknown format, …).
    public init(reading path: String) throws(AudioIOError) {
        var info = SF_INFO()
        // Throws before storing anything: there is no handle to close.
        let handle = try SoundFileOpening.open(path: path) { sf_open(path, Int32(SFM_READ), &info) }
        owner = Handle(pointer: handle)
        self.path = path
        sampleRate = Int(info.samplerate)
        channels = Int(info.channels)
        frames = Int(info.frames)
        format = info.format
    }

    /// Creates (or truncates) a sound file for writing.
    ///
    /// The corresponding C functions are `sf_format_check` and `sf_open_virtual` with `SFM_WRITE` over a
    /// ``FileSink`` (so that every failed write is seen, also the MPEG encoder's); `sf_command` then turns on
    /// clipping (`SFC_SET_CLIPPING`) and, for Ogg Vorbis, sets the quality.
    /// - Parameters:
    ///   - path: the file to create.
    ///   - format: the encoding.
    ///   - sampleRate: frames per second.
    ///   - channels: samples per frame.
    ///   - permissions: the mode of a new file (before the umask).
    /// - Throws: ``AudioIOError`` when libsndfile refuses the combination or cannot create the file.
    public init(writing path: String, format: AudioFormat, sampleRate: Int, channels: Int,
                permissions: UInt32 = 0o666) throws(AudioIOError) {
        var info = SF_INFO()
        info.samplerate = Int32(clamping: sampleRate)
        info.channels = Int32(clamping: channels)
        info.format = format.code
        // A missing library would make every check below fail: say that instead.
        if let failure = c4_sndfile_load_error() {
            throw AudioIOError(function: "dlopen", library: String(cString: failure), path: path)
        }
        guard format.accepts(sampleRate: sampleRate), sf_format_check(&info) != 0 else {
            throw format.refusal(channels: channels, sampleRate: sampleRate, path: path)
        }
        let sink = try FileSink(creating: path, permissions: mode_t(permissions))
        var callbacks = FileSink.callbacks
        let retained = Unmanaged.passRetained(sink)
        let handle: OpaquePointer
        do {
            handle = try SoundFileOpening.open(path: path) {
                sf_open_virtual(&callbacks, Int32(SFM_WRITE), &info, retained.toOpaque())
            }
        } catch {
            retained.release()
            throw error
        }
        var on: Int32 = 1
        sf_command(handle, Int32(SFC_SET_CLIPPING), &on, Int32(MemoryLayout<Int32>.size))
        if format == .ogg {
            var quality = 0.6
            sf_command(handle, Int32(SFC_SET_VBR_ENCODING_QUALITY), &quality, Int32(MemoryLayout<Double>.size))
        }
        owner = Handle(pointer: handle, sink: retained)
        self.path = path
        self.sampleRate = sampleRate
        self.channels = channels
        frames = 0
        self.format = info.format
    }

    /// Reads every remaining frame.
    ///
    /// The corresponding C function is `sf_readf_float`, or for 16-bit PCM `sf_readf_short`: libsndfile
    /// then only copies, and the samples are scaled here, with the same result (s × 2⁻¹⁵, exact) in
    /// vectorized code rather than libsndfile's loop.
    /// - Returns: interleaved samples, `frames × channels` of them.
    /// - Throws: ``AudioIOError`` when the file is shorter than its header says or unreadable.
    public func readAll() throws(AudioIOError) -> [Float] {
        let count = frames * channels
        let isPCM16 = Int(format) & SF_FORMAT_SUBMASK == SF_FORMAT_PCM_16
        var read = 0
        // Uninitialized: the decoder writes every sample, so no zeroing pass first.
        let samples = [Float](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            read = isPCM16 ? readPCM16(into: base) : Int(sf_readf_float(handle, base, sf_count_t(frames)))
            initialized = max(0, read) * channels
        }
        guard read == frames else {
            let problem = sf_error(handle) != 0 ? AudioIOError.fileError(handle, function: "sf_readf_float", path: path).problem
                : .shortRead(expected: frames, read: read)
            throw AudioIOError(function: isPCM16 ? "sf_readf_short" : "sf_readf_float", problem: problem, path: path)
        }
        return samples
    }

    /// Reads every remaining frame of a 16-bit file as floats (÷ 32768, as `sf_readf_float` does).
    ///
    /// - Returns: the frames read.
    private func readPCM16(into target: UnsafeMutablePointer<Float>) -> Int {
        let chunkFrames = 8_192
        let chunk = UnsafeMutablePointer<Int16>.allocate(capacity: chunkFrames * channels)
        defer { chunk.deallocate() }
        let scale: Float = 1 / 32_768
        var done = 0
        while done < frames {
            let wanted = min(chunkFrames, frames - done)
            let got = Int(sf_readf_short(handle, chunk, sf_count_t(wanted)))
            guard got > 0 else { break }
            let output = target + done * channels
            for i in 0..<(got * channels) { output[i] = Float(chunk[i]) * scale }
            done += got
            if got < wanted { break }
        }
        return done
    }

    /// Appends interleaved samples, in chunks of 4,096 frames.
    ///
    /// Chunks keep libvorbis from crashing on long buffers (it allocates on the stack per call).
    /// The corresponding C function is `sf_writef_float`.
    /// - Parameter samples: interleaved; the count must be a multiple of ``channels``.
    /// - Throws: ``AudioIOError`` when the write falls short (disk full, …).
    public func write(_ samples: [Float]) throws(AudioIOError) {
        try samples.withUnsafeBufferPointer { (buffer) throws(AudioIOError) in try write(buffer) }
    }

    /// Appends interleaved samples from a buffer, in chunks of 4,096 frames (see ``write(_:)-([Float])``).
    ///
    /// The corresponding C function is `sf_writef_float`.
    /// - Throws: ``AudioIOError`` when the write falls short (disk full, …).
    public func write(_ buffer: UnsafeBufferPointer<Float>) throws(AudioIOError) {
        precondition(buffer.count % channels == 0, "whole frames only")
        let total = buffer.count / channels
        let chunk = 4096
        var done = 0
        let failed: Bool = {
            while done < total {
                let count = min(chunk, total - done)
                let written = sf_writef_float(handle, buffer.baseAddress! + done * channels, sf_count_t(count))
                if written != count { return true }
                done += count
            }
            return false
        }()
        if failed { throw writeError(function: "sf_writef_float") }
    }

    /// Appends interleaved 16-bit samples (full scale ±32767), in chunks of 4,096 frames.
    ///
    /// For 16-bit files libsndfile only copies these, which is much faster than converting floats.
    /// The corresponding C function is `sf_writef_short`.
    /// - Throws: ``AudioIOError`` when the write falls short.
    public func write(_ samples: [Int16]) throws(AudioIOError) {
        precondition(samples.count % channels == 0, "whole frames only")
        let total = samples.count / channels
        var done = 0
        let failed: Bool = samples.withUnsafeBufferPointer { buffer in
            while done < total {
                let count = min(65_536, total - done)
                let written = sf_writef_short(handle, buffer.baseAddress! + done * channels, sf_count_t(count))
                if written != count { return true }
                done += count
            }
            return false
        }
        if failed { throw writeError(function: "sf_writef_short") }
    }

    /// A failed write: the system's reason when the sink saw one, else libsndfile's.
    private func writeError(function: String) -> AudioIOError {
        if let sink = owner.sink?.takeUnretainedValue(), sink.failure != 0 {
            return AudioIOError(function: function, library: String(cString: strerror(sink.failure)), path: path)
        }
        return AudioIOError.fileError(handle, function: function, path: path)
    }

    /// Flushes and closes the file, reporting a failure to finish it (`deinit` would ignore it).
    ///
    /// The corresponding C functions are `sf_close`, then for a written file `fsync` and `close`: the file is
    /// complete on its device, or this throws, also when the encoder itself ignored a failed write.
    /// - Throws: ``AudioIOError`` when libsndfile or the system cannot complete the file.
    public consuming func close() throws(AudioIOError) {
        let path = self.path
        let (status, retained) = owner.close()
        defer { retained?.release() }
        try retained?.takeUnretainedValue().finish(path: path)
        guard status == 0 else {
            throw AudioIOError(function: "sf_close", library: String(cString: sf_error_number(status)), path: path)
        }
    }
}
