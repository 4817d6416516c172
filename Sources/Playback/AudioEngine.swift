import AudioIO
import Music
#if canImport(Glibc)
import Glibc
#endif

/// The live sound engine: mixes cues block by block (``MixStream``, the same code as `render`) on a
/// dedicated audio thread that keeps an ALSA device fed, one device period at a time.
///
/// **The clock is the audio clock.** Sounds are placed at frames of the stream, never by wall time:
/// ``play(_:pan:)`` places a sound at the first frame not yet mixed ("now", at most one period ahead of what
/// was handed to the device) and returns that frame; ``schedule(_:)`` places cues at given frames (a replay
/// queues its whole score before ``start()``). ``clock`` is the next frame to be mixed, ``handedFrames``
/// the frames handed to alsa-lib, ``heardFrame`` about what the listener hears now. Cues may overlap.
///
/// **Pacing.** Real devices block while their buffer is full, which paces the thread. The `file` and `null`
/// PCMs take everything at once: unpaced, a known score is written as fast as it can be mixed (and, once
/// idle, the thread waits instead of writing silence). The `null` PCM, which stands for a sound card no one
/// hears, is always paced; the `file` PCM only with ``Options/paced``, when the engine waits for the wall
/// clock itself on such devices, handing frame F to the device at `start + (F − buffer) / rate` like a real
/// device would take it, so interactive timing can be tested through the file plugin. A muted engine (no
/// device) always paces itself, so its clock still runs in real time.
///
/// **Stopping.** ``stop(fade:)`` fades everything out (a raised cosine of 5 ms by default) from the next
/// block on and forgets every cue placed before; sounds played after it start once the fade is over.
/// ``shutdown(drain:)`` ends the thread and closes the device. Call it before letting go of the engine.
///
/// Thread safety: every method may be called from any thread.
public final class AudioEngine: @unchecked Sendable {
    /// How the engine plays.
    public struct Options: Sendable {
        /// 0 (silent) … 1 (full, the level of `render`).
        public var volume: Double = 1
        /// Wait for the wall clock on devices that do not (file and null PCMs); see the type's note.
        public var paced = false
        /// The device buffer asked for, in seconds (its period is about a quarter of it).
        public var latency = liveLatency
        /// The longest buffer the device's underruns may grow it to, in seconds (``PCMDevice/write(_:)``):
        /// each underrun doubles it up to this.
        public var maximumLatency = 0.16
        /// Record, for every ``AudioEngine/play(_:pan:)``, the time until its first sample is handed to alsa-lib.
        public var measuresLatency = false
        /// Whether the mix goes through the shared room (``MixStream``), as `render` does by default.
        public var room = true

        /// The buffer a game starts with, in seconds: a note must follow its key within a few milliseconds.
        public static let liveLatency = 0.02
        /// The buffer a known score (a replay, the demo) starts with, in seconds: nothing waits on its
        /// notes, and a sound server starved by a busy machine is bridged. Measured: a replay through a
        /// PulseAudio server at normal priority beside two busy loops ran dry (silence inserted, the rest
        /// of the game later) in 2–3 of 4 runs with 20 ms, in none of 20 with 100 ms (docs/benchmarks.md).
        public static let scoreLatency = 0.1
        /// The longest buffer underruns grow a device's to, in seconds (each doubles it).
        public static let largestLatency = 0.16

        /// The defaults: full volume, unpaced, a 20 ms buffer of 5 ms periods growing to at most 160 ms,
        /// with the room.
        public init(volume: Double = 1, paced: Bool = false, latency: Double = liveLatency,
                    maximumLatency: Double = largestLatency,
                    measuresLatency: Bool = false, room: Bool = true) {
            self.volume = volume
            self.paced = paced
            self.latency = latency
            self.maximumLatency = max(latency, maximumLatency)
            self.measuresLatency = measuresLatency
            self.room = room
        }
    }

    /// Frames per second.
    public let sampleRate: Int
    /// Samples per frame (1 or 2).
    public let channels: Int
    /// Frames mixed and handed to the device at a time: the device's period when it was opened.
    public let periodFrames: Int
    /// The device's buffer when it was opened, in frames (see ``bufferFrames`` for now).
    public let openingBufferFrames: Int
    /// The device's buffer now, in frames: ``openingBufferFrames``, doubled after each underrun up to the
    /// options' ``Options/maximumLatency``.
    public var bufferFrames: Int { monitor.locked { deviceBuffer } }
    /// Whether the engine waits for the wall clock itself (muted, or paced on a device that does not block).
    public let pacesItself: Bool
    /// Whether the device itself plays in real time (its writes block while its buffer is full).
    let devicePaces: Bool
    /// Threads the device started (see ``PCMDevice/helperThreads``).
    let helperThreads: [Int32]
    /// The device's name, nil when muted.
    public let deviceName: String?

    let monitor = Monitor()
    let measuresLatency: Bool
    // Under `monitor` (internal, not private: the audio thread's loop is in AudioEngine+Thread.swift):
    var stream: MixStream
    var handed = 0
    var delayFrames = 0
    var recoveries = 0
    var deviceBuffer = 0
    var largestDelay = 0
    var finishing = false
    var realtime = false
    var running = false
    var failed: AudioDeviceError?
    var pending: [(frame: Int, time: Double)] = []
    var lastPlayed: Int?
    var latencies: [LatencySample] = []
    var blocks: [BlockSample] = []
    // Only the audio thread touches the device while it runs; `shutdown` after joining it.
    var output: DeviceBox?
    var thread = pthread_t()
    /// When ``start()`` was called, on the monotonic clock (``monotonicSeconds()``); 0 before. A paced engine
    /// hands frame F to the device at `startTime + (F − openingBufferFrames) / sampleRate`.
    public internal(set) var startTime = 0.0

    /// An engine playing through `device` (nil: muted, paced by the wall clock).
    ///
    /// - Parameters:
    ///   - device: the open device, or nil; the engine owns it from now on.
    ///   - bank: every sound that may be played, at the device's rate.
    ///   - channels: 1 or 2; must match the device's.
    ///   - options: volume, pacing, latency.
    public init(device: consuming PCMDevice?, bank: NoteBank, channels: Int, options: Options = Options()) {
        sampleRate = bank.sampleRate
        self.channels = channels
        stream = MixStream(bank: bank, channels: channels, level: Level(volume: options.volume), room: options.room)
        measuresLatency = options.measuresLatency
        if let opened = consume device {
            precondition(opened.channels == channels && opened.sampleRate == bank.sampleRate, "device and bank agree")
            periodFrames = opened.periodFrames
            openingBufferFrames = opened.bufferFrames
            // The null PCM stands for a sound card: it is paced like one (it took a replay's 29 moves in 0.055 s, and an
            // idle unpaced engine froze the clock a game waits on). The file PCM is unpaced unless asked (captures).
            pacesItself = (options.paced || opened.isNull) && !opened.isPaced
            devicePaces = opened.isPaced
            helperThreads = opened.helperThreads
            deviceName = opened.name
            output = DeviceBox(opened)
        } else {
            // The same shape a device gets from `snd_pcm_set_params`: a quarter of the buffer per period.
            openingBufferFrames = max(4, Int((options.latency * Double(bank.sampleRate)).rounded()))
            periodFrames = openingBufferFrames / 4
            pacesItself = true
            devicePaces = false
            helperThreads = []
            deviceName = nil
            output = nil
        }
        deviceBuffer = openingBufferFrames
    }

    /// Whether the engine plays nothing (no device).
    public var isMuted: Bool { deviceName == nil }

    /// Starts the audio thread (once). Cues scheduled before play from frame 0 on.
    ///
    /// On a device that plays in real time, returns once the device is running: when a block beyond its
    /// buffer has been handed to it (at most 3 s; a sound server may take a while to start its stream).
    ///
    /// The corresponding C functions are `pthread_create` and, where allowed, `pthread_setschedparam`
    /// (a real-time priority for the audio thread; refused without the privilege, which is fine).
    public func start() {
        let first = monitor.locked { () -> Bool in
            guard !running && !finishing else { return false }
            running = true
            return true
        }
        guard first else { return }
        startTime = monotonicSeconds()
        let context = Unmanaged.passRetained(self).toOpaque()
        let created = pthread_create(&thread, nil, { context in
            let engine = Unmanaged<AudioEngine>.fromOpaque(context!).takeRetainedValue()
            engine.runAudioThread()
            return nil
        }, context)
        precondition(created == 0, "pthread_create failed: \(created)")
        if devicePaces {
            // Warm start: a sound server may hold the first writes while it sets its stream up (PulseAudio
            // for up to 2 s, measured). The thread fills the buffer with silence (or the queued score) meanwhile;
            // return once the device is running and takes blocks at its own pace, so that sounds played from
            // now on are not held behind that start-up.
            _ = wait(until: openingBufferFrames + periodFrames, heard: false, timeout: 3)
        }
    }

    /// Plays `sound` now: at ``clock``, the first frame not yet mixed (or right after a fade under way).
    ///
    /// - Parameters:
    ///   - sound: a sound of the engine's bank.
    ///   - pan: −1 left … +1 right.
    ///   - variant: the note's variant (``Cue/variant``; the bank must have made it, else 0 plays).
    ///   - gain: the note's own gain (``Cue/gain``).
    /// - Returns: the frame the sound starts at.
    @discardableResult
    public func play(_ sound: Sound, pan: Double = 0, variant: Int = 0, gain: Double = 1) -> Int {
        let now = measuresLatency ? monotonicSeconds() : 0
        let frame = monitor.locked { () -> Int in
            let frame = stream.add(Cue(sound: sound, frame: stream.frame, pan: pan, variant: variant, gain: gain))
            lastPlayed = frame
            if measuresLatency { pending.append((frame, now)) }
            return frame
        }
        monitor.broadcast()
        return frame
    }

    /// Places cues at frames of the audio clock (frames already mixed are lost: schedule ahead of ``clock``).
    ///
    /// - Returns: the frames they start at, in order (later than asked only during a fade).
    @discardableResult
    public func schedule(_ cues: [Cue]) -> [Int] {
        let frames = monitor.locked { cues.map { stream.add($0) } }
        monitor.broadcast()
        return frames
    }

    /// Places cues with frames counted from now (``clock``): e.g. a theme or a whole score that starts at once.
    ///
    /// - Returns: the frame that counts as 0 for them.
    @discardableResult
    public func scheduleFromNow(_ cues: [Cue]) -> Int {
        let base = monitor.locked { () -> Int in
            let base = stream.fadeEnd ?? stream.frame
            for var cue in cues {
                cue.frame += base
                stream.add(cue)
            }
            return base
        }
        monitor.broadcast()
        return base
    }

    /// Forgets the columns' ticks scheduled that have not started yet (``MixStream/cancelColumnTicks()``).
    public func cancelColumnTicks() {
        monitor.locked { stream.cancelColumnTicks() }
    }

    /// Fades out everything playing or scheduled within `fade` seconds of the next block, without a click.
    ///
    /// - Returns: the frame from which the stream is silent (sounds played now start there).
    @discardableResult
    public func stop(fade: Double = 0.005) -> Int {
        let end = monitor.locked { () -> Int in
            stream.fadeOut(frames: max(1, Int((fade * Double(sampleRate)).rounded())))
            return stream.fadeEnd ?? stream.frame
        }
        monitor.broadcast()
        return end
    }

    /// The next frame to be mixed: where a sound played now starts.
    public var clock: Int { monitor.locked { stream.frame } }
    /// Frames handed to alsa-lib so far.
    public var handedFrames: Int { monitor.locked { handed } }
    /// About the frame the listener hears now: handed minus the device's delay.
    public var heardFrame: Int { monitor.locked { handed - delayFrames } }
    /// The frame after the last sample of every cue placed (``clock`` when nothing is left).
    public var endFrame: Int { monitor.locked { stream.endFrame } }
    /// Underruns and suspends the device recovered from.
    public var recoveredXruns: Int { monitor.locked { recoveries } }
    /// The largest device delay seen (`snd_pcm_delay`, in frames; the emulated one when pacing itself).
    public var largestDelayFrames: Int { monitor.locked { largestDelay } }
    /// Whether the audio thread (and the device's helper threads) got a real-time priority.
    public var hasRealtimePriority: Bool { monitor.locked { realtime } }
    /// The device failure that stopped the audio thread, if any.
    public var failure: AudioDeviceError? { monitor.locked { failed } }

    /// The latencies measured so far (seconds from ``play(_:pan:)`` to its first sample handed to alsa-lib),
    /// emptied. Empty unless ``Options/measuresLatency``.
    public func takeLatencies() -> [Double] { takeLatencySamples().map(\.seconds) }

    /// The latencies measured so far with when each `play` was called, emptied. Empty unless
    /// ``Options/measuresLatency``.
    public func takeLatencySamples() -> [LatencySample] {
        monitor.locked {
            defer { latencies.removeAll() }
            return latencies
        }
    }

    /// Every block handed to the device so far (when, how long `snd_pcm_writei` took, the delay after it),
    /// emptied. Empty unless ``Options/measuresLatency``.
    public func takeBlocks() -> [BlockSample] {
        monitor.locked {
            defer { blocks.removeAll() }
            return blocks
        }
    }

    /// How a wait ended.
    public enum WaitResult: Sendable, Equatable {
        /// The frame was reached.
        case reached
        /// The time ran out first.
        case timedOut
        /// The engine stopped (device failure or shutdown) before it.
        case ended
    }

    /// Waits until `frame` has been handed to the device (`heard` false) or is heard (`heard` true), for at
    /// most `timeout` seconds.
    public func wait(until frame: Int, heard: Bool = true, timeout: Double) -> WaitResult {
        let deadline = monotonicSeconds() + timeout
        return monitor.locked { () -> WaitResult in
            while true {
                if (heard ? handed - delayFrames : handed) >= frame { return .reached }
                if failed != nil || finishing || !running { return .ended }
                if monotonicSeconds() >= deadline { return .timedOut }
                monitor.wait(until: deadline)
            }
        }
    }

    /// Ends the audio thread and closes the device: after letting it play what it holds (`drain`) or at once.
    ///
    /// - Throws: the ``AudioDeviceError`` that stopped the audio thread, if one did.
    public func shutdown(drain: Bool = true) throws(AudioDeviceError) {
        let wasRunning = monitor.locked { () -> Bool in
            finishing = true
            return running
        }
        monitor.broadcast()
        if wasRunning { pthread_join(thread, nil) }
        if let box = output {
            if drain && failure == nil { box.device.drain() } else { box.device.drop() }
            output = nil
        }
        monitor.locked { running = false }
        monitor.broadcast()
        if let failed = failure { throw failed }
    }
}

/// One latency measured by an engine with ``AudioEngine/Options/measuresLatency``.
public struct LatencySample: Sendable {
    /// When ``AudioEngine/play(_:pan:)`` was called, in seconds since ``AudioEngine/start()``.
    public var at: Double
    /// Seconds from that call until the sound's first sample was handed to alsa-lib.
    public var seconds: Double
}

/// One block handed to the device by an engine with ``AudioEngine/Options/measuresLatency``.
public struct BlockSample: Sendable {
    /// When the write began, in seconds since ``AudioEngine/start()``.
    public var at: Double
    /// How long the write took (`snd_pcm_writei`, blocked while the device's buffer was full), in seconds.
    public var writeSeconds: Double
    /// How long mixing the period and converting it to 16 bits took, in seconds (the engine's own work).
    public var mixSeconds: Double
    /// The device's delay after it (`snd_pcm_delay`, frames), −1 when it could not say.
    public var delay: Int
    /// Underruns recovered so far.
    public var recoveries: Int
}

/// Holds the engine's device (a non-copyable owner) in a class, so the audio thread can write to it in place.
final class DeviceBox {
    var device: PCMDevice
    init(_ device: consuming PCMDevice) { self.device = device }
}
