import CALSA
import CALSAShim
#if canImport(Glibc)
import Glibc
#endif

/// An open ALSA playback device: the single owner of a `snd_pcm_t`, closed when the owner goes away.
///
/// Always 16-bit little-endian interleaved samples (S16_LE), the format of the files `render` writes, so
/// what is written here is byte for byte what a WAV holds. alsa-lib is silenced first (see ``quietAlsa()``):
/// its messages end up in ``AudioDeviceError/detail`` instead of on the terminal.
public struct PCMDevice: ~Copyable {
    let handle: OpaquePointer
    /// The device name it was opened with (`default`, `hw:0`, `file:FILE=x.raw,FORMAT=raw`, …).
    public let name: String
    /// Frames per second.
    public let sampleRate: Int
    /// Samples per frame.
    public let channels: Int
    /// The device's ring buffer, in frames (the most that can be queued ahead of what is heard); larger
    /// after each growth (``growths``).
    public internal(set) var bufferFrames: Int
    /// The device's period, in frames (how much it takes at a time).
    public internal(set) var periodFrames: Int
    /// The buffer asked for, in seconds: the one given, doubled at each growth.
    public internal(set) var latency: Double
    /// The largest buffer an underrun may grow it to, in seconds (nil: it never grows).
    public let maximumLatency: Double?
    /// Underruns after which the buffer was doubled (``maximumLatency``).
    public internal(set) var growths = 0
    /// Whether writing waits for the device to play (false for the `file` and `null` PCMs, which take
    /// everything at once: a program using them runs ahead of the wall clock).
    public let isPaced: Bool
    /// Whether this is the `null` PCM (directly, not through a plugin), which a program should pace itself
    /// as a sound card would be paced: it stands for a card no one listens to.
    public let isNull: Bool
    /// Threads that opening the device started in this process (alsa-lib's external plugins may run their
    /// own, e.g. PulseAudio's `threaded-ml`, which sends every block to the server): ids for
    /// ``raisePriority(of:)``. Empty for the other PCM types (hardware, file, null), which start none.
    public let helperThreads: [Int32]
    /// Underruns and suspends recovered so far (`snd_pcm_recover`).
    public private(set) var recoveries = 0

    /// Opens `name` for playback and sets it up.
    ///
    /// The corresponding C functions are `snd_pcm_open`, `snd_pcm_set_params` (S16_LE, interleaved,
    /// resampling allowed) and `snd_pcm_get_params`.
    /// - Parameters:
    ///   - name: the PCM, e.g. `default`.
    ///   - sampleRate: frames per second.
    ///   - channels: 1 or 2.
    ///   - latency: the buffer's length in seconds (its period is about a quarter of it).
    ///   - maximumLatency: the longest buffer underruns may grow it to (see ``write(_:)``); nil keeps it.
    /// - Throws: ``AudioDeviceError`` naming the call that failed, with alsa-lib's reason.
    public init(name: String, sampleRate: Int, channels: Int, latency: Double = 0.02,
                maximumLatency: Double? = nil) throws(AudioDeviceError) {
        Self.quietAlsa()
        _ = AudioDeviceError.takeLastMessage()
        var pcm: OpaquePointer?
        let threadsBefore = Self.threadIDs()
        let opened = snd_pcm_open(&pcm, name, SND_PCM_STREAM_PLAYBACK, 0)
        guard opened >= 0, let pcm else { throw AudioDeviceError(function: "snd_pcm_open", code: opened, device: name) }
        let set = snd_pcm_set_params(pcm, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED, UInt32(channels),
                                     UInt32(sampleRate), 1, UInt32(latency * 1_000_000))
        var buffer: snd_pcm_uframes_t = 0, period: snd_pcm_uframes_t = 0
        let got = set < 0 ? set : snd_pcm_get_params(pcm, &buffer, &period)
        guard got >= 0 else {
            // Release the half-opened handle before throwing.
            let error = AudioDeviceError(function: set < 0 ? "snd_pcm_set_params" : "snd_pcm_get_params", code: got, device: name)
            snd_pcm_close(pcm)
            throw error
        }
        let type = snd_pcm_type(pcm)
        // Only external plugins run threads of their own (PulseAudio's is an I/O plugin), and only those
        // named as a sound server's loop are taken: any other thread that appeared meanwhile is someone
        // else's (a Dispatch worker was seen), which must not get the audio thread's real-time priority —
        // a worker at FIFO 10 running a solver or a test keeps a core from everyone at that priority.
        let runsThreads = type == SND_PCM_TYPE_IOPLUG || type == SND_PCM_TYPE_EXTPLUG
        helperThreads = runsThreads
            ? Self.threadIDs().filter { !threadsBefore.contains($0) && Self.isSoundServerLoop(Self.threadName($0)) }
            : []
        handle = pcm
        self.name = name
        self.sampleRate = sampleRate
        self.channels = channels
        bufferFrames = Int(buffer)
        periodFrames = max(1, Int(period))
        self.latency = latency
        self.maximumLatency = maximumLatency
        isPaced = type != SND_PCM_TYPE_FILE && type != SND_PCM_TYPE_NULL
        isNull = type == SND_PCM_TYPE_NULL
    }

    deinit { snd_pcm_close(handle) }

    /// Installs alsa-lib's quiet error handler (once per process): from then on alsa-lib prints nothing,
    /// and its last message is kept for the next ``AudioDeviceError``.
    ///
    /// The corresponding C function is `snd_lib_error_set_handler` (in the C shim `c4_alsa_quiet`).
    public static func quietAlsa() { c4_alsa_quiet() }

    /// Whether a thread of this name is a sound server client's own loop: PulseAudio's
    /// `pa_threaded_mainloop` (`threaded-ml`) or PipeWire's (`pw-…`, `data-loop…`).
    static func isSoundServerLoop(_ name: String) -> Bool {
        name == "threaded-ml" || name.hasPrefix("pw-") || name.hasPrefix("data-loop")
    }

    /// A thread's name (`/proc/self/task/ID/comm`), empty when it has ended.
    static func threadName(_ id: Int32) -> String {
        guard let file = fopen("/proc/self/task/\(id)/comm", "r") else { return "" }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 64)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return "" }
        let name = String(cString: buffer)
        return name.hasSuffix("\n") ? String(name.dropLast()) : name
    }

    /// The ids of this process's threads (the entries of `/proc/self/task`).
    static func threadIDs() -> [Int32] {
        guard let directory = opendir("/proc/self/task") else { return [] }
        defer { closedir(directory) }
        var ids: [Int32] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if let id = Int32(name) { ids.append(id) }
        }
        return ids
    }

    /// Gives threads a real-time priority (`SCHED_FIFO`): the audio thread and the device's helper threads,
    /// which must run as soon as the device needs data however busy the machine is.
    ///
    /// The corresponding C function is `sched_setscheduler` (per thread id). Needs the privilege
    /// (root or `CAP_SYS_NICE`, or an `rtprio` limit); without it nothing changes.
    /// - Parameters:
    ///   - threads: thread ids, 0 for the calling thread.
    ///   - priority: 1 … 99.
    /// - Returns: whether every thread got it.
    @discardableResult
    public static func raisePriority(of threads: [Int32], to priority: Int32 = 10) -> Bool {
        var parameters = sched_param()
        parameters.sched_priority = priority
        return threads.allSatisfy { sched_setscheduler($0, SCHED_FIFO, &parameters) == 0 }
    }

    /// The number of sound cards alsa-lib sees (0 on a machine without one).
    ///
    /// The corresponding C function is `snd_card_next`.
    public static func cardCount() -> Int {
        quietAlsa()
        var card: Int32 = -1, count = 0
        while snd_card_next(&card) >= 0, card >= 0 { count += 1 }
        _ = AudioDeviceError.takeLastMessage()
        return count
    }

    /// Writes interleaved frames, waiting for room in the buffer on devices that play in real time.
    ///
    /// An underrun (`-EPIPE`) or a suspend (`-ESTRPIPE`) is recovered silently and counted in
    /// ``recoveries``; the rest of the samples is written after it. After an underrun the buffer is also
    /// doubled while it stays within ``maximumLatency`` (``grow()``): a device that ran dry once is likely
    /// to again. The corresponding C functions are `snd_pcm_writei` and `snd_pcm_recover` (with `silent`
    /// set, so alsa-lib prints nothing).
    /// - Throws: ``AudioDeviceError`` when the device fails for good (e.g. −5, I/O error, for a file PCM
    ///   whose file cannot be created).
    public mutating func write(_ samples: UnsafeBufferPointer<Int16>) throws(AudioDeviceError) {
        precondition(samples.count % channels == 0, "whole frames only")
        guard let base = samples.baseAddress else { return }
        let frames = samples.count / channels
        var done = 0
        while done < frames {
            let written = snd_pcm_writei(handle, base + done * channels, snd_pcm_uframes_t(frames - done))
            if written >= 0 {
                done += Int(written)
                continue
            }
            let code = Int32(written)
            if code == -EINTR || code == -EAGAIN { continue }
            if code == -EPIPE || code == -ESTRPIPE {
                recoveries += 1
                if code == -EPIPE, canGrow {
                    try grow()
                    continue
                }
                let recovered = snd_pcm_recover(handle, code, 1)
                if recovered >= 0 { continue }
                throw AudioDeviceError(function: "snd_pcm_recover", code: recovered, device: name)
            }
            throw AudioDeviceError(function: "snd_pcm_writei", code: code, device: name)
        }
    }

    /// Frames written but not yet heard, or nil when the device cannot say.
    ///
    /// The corresponding C function is `snd_pcm_delay`.
    public func delay() -> Int? {
        var frames: snd_pcm_sframes_t = 0
        return snd_pcm_delay(handle, &frames) >= 0 ? Int(frames) : nil
    }

    /// Plays what is queued to the end; the device stays open (``deinit`` closes it).
    ///
    /// The corresponding C function is `snd_pcm_drain`.
    public func drain() { snd_pcm_drain(handle) }

    /// Drops what is queued at once; the device stays open (``deinit`` closes it).
    ///
    /// The corresponding C function is `snd_pcm_drop`.
    public func drop() { snd_pcm_drop(handle) }

    /// Plays what is queued to the end (or, with `drain` false, drops it at once) and closes the device.
    ///
    /// The corresponding C functions are `snd_pcm_drain` (or `snd_pcm_drop`) and `snd_pcm_close`.
    public consuming func close(drain: Bool = true) {
        if drain { self.drain() } else { drop() }
        // deinit closes the handle.
    }
}
