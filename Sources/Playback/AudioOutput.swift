import AudioIO
import Music

/// Which ALSA device to play through, and what to do when it cannot be opened.
///
/// The device is, first match wins: `--device PCM`, the environment variable `C4_AUDIO_DEVICE`, the stored
/// `device` setting, `default` (on a desktop, PipeWire's or PulseAudio's ALSA plugin). A device named for
/// this run (option or variable) must open, or the command fails; a stored one or `default` may fail (no
/// sound card, no sound server, a device since unplugged), and then the program says so in one line and
/// goes on muted.
public struct AudioOutput: Sendable, Equatable {
    /// Where the device name came from.
    public enum Source: Sendable, Equatable {
        /// `--device`.
        case option
        /// `C4_AUDIO_DEVICE`.
        case environment
        /// The stored `device` setting (`c4-audio settings set device PCM`).
        case setting
        /// Nobody named one: `default`.
        case fallback
    }

    /// The PCM name, e.g. `default`, `hw:0`, `file:FILE=game.raw,FORMAT=raw`.
    public var device: String
    /// Where it came from.
    public var source: Source
    /// `--mute`: no device at all.
    public var isMuted: Bool

    /// The device for these options and environment.
    ///
    /// - Parameters:
    ///   - option: the value of `--device`, if given.
    ///   - mute: whether `--mute` was given.
    ///   - environment: the process environment (read for `C4_AUDIO_DEVICE`).
    ///   - stored: the stored `device` setting, if any (`default` counts as none).
    public init(option: String?, mute: Bool, environment: [String: String], stored: String? = nil) {
        if let option {
            (device, source) = (option, .option)
        } else if let variable = environment["C4_AUDIO_DEVICE"], !variable.isEmpty {
            (device, source) = (variable, .environment)
        } else if let stored, !stored.isEmpty, stored != "default" {
            (device, source) = (stored, .setting)
        } else {
            (device, source) = ("default", .fallback)
        }
        isMuted = mute
    }

    /// A device that cannot be opened: the one the user named for this run (thrown), or the stored one or
    /// `default` (the engine goes on muted). The wording layer says it (``Music/Phrases``), with the names
    /// the front end gives its option, variable and setting.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// alsa-lib's error.
        public var error: AudioDeviceError
        /// Who named the device.
        public var source: Source
        /// How many sound cards the machine has (asked only when `default` failed).
        public var soundCards: Int?

        /// `error` for the device `source` named.
        public init(error: AudioDeviceError, source: Source, soundCards: Int? = nil) {
            self.error = error
            self.source = source
            self.soundCards = soundCards
        }

        /// One line saying what failed, as the wording layer says it.
        public var description: String { Phrases.of(self) }
    }

    /// Opens the device and makes an engine for it (not started), muted when so asked or when `default`
    /// cannot be opened.
    ///
    /// - Parameters:
    ///   - bank: every sound the engine may play; its rate is the device's.
    ///   - channels: 1 or 2.
    ///   - options: volume, pacing, latency.
    /// - Returns: the engine, and when it is muted because `default` or the stored device failed, that
    ///   failure (for a one-line warning and the reason on the game's screen: "no sound card").
    /// - Throws: ``Failure`` when a device the user named for this run cannot be opened.
    public func engine(bank: NoteBank, channels: Int, options: AudioEngine.Options = .init())
        throws(Failure) -> (engine: AudioEngine, failure: Failure?) {
        if isMuted { return (AudioEngine(device: nil, bank: bank, channels: channels, options: options), nil) }
        do {
            let device = try PCMDevice(name: device, sampleRate: bank.sampleRate, channels: channels,
                                       latency: options.latency, maximumLatency: options.maximumLatency)
            return (AudioEngine(device: device, bank: bank, channels: channels, options: options), nil)
        } catch {
            switch source {
            case .option, .environment: throw Failure(error: error, source: source)
            case .setting:
                return (AudioEngine(device: nil, bank: bank, channels: channels, options: options),
                        Failure(error: error, source: source))
            case .fallback:
                return (AudioEngine(device: nil, bank: bank, channels: channels, options: options),
                        Failure(error: error, source: source, soundCards: PCMDevice.cardCount()))
            }
        }
    }
}
