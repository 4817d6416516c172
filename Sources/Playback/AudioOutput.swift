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

    /// A device the user named that cannot be opened.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// alsa-lib's error.
        public var error: AudioDeviceError
        /// `--device` or `C4_AUDIO_DEVICE`.
        public var named: String

        /// E.g. `--device nosuch: cannot play through it: No such file or directory (snd_pcm_open; alsa-lib:
        /// Unknown PCM nosuch); aplay -L lists the devices, --mute plays nothing`.
        public var description: String {
            "\(named) \(error.device): cannot play through it: \(error.message) (\(error.function)\(error.detail.map { "; alsa-lib: \($0)" } ?? "")); aplay -L lists the devices, --mute plays nothing"
        }
    }

    /// Opens the device and makes an engine for it (not started), muted when so asked or when `default`
    /// cannot be opened.
    ///
    /// - Parameters:
    ///   - bank: every sound the engine may play; its rate is the device's.
    ///   - channels: 1 or 2.
    ///   - options: volume, pacing, latency.
    /// - Returns: the engine, and when it is muted because `default` or the stored device failed, a
    ///   one-line warning and the reason in a few words for the game's screen ("no sound card").
    /// - Throws: ``Failure`` when a device the user named cannot be opened.
    public func engine(bank: NoteBank, channels: Int, options: AudioEngine.Options = .init())
        throws(Failure) -> (engine: AudioEngine, warning: String?, reason: String?) {
        if isMuted { return (AudioEngine(device: nil, bank: bank, channels: channels, options: options), nil, nil) }
        do {
            let device = try PCMDevice(name: device, sampleRate: bank.sampleRate, channels: channels,
                                       latency: options.latency)
            return (AudioEngine(device: device, bank: bank, channels: channels, options: options), nil, nil)
        } catch {
            switch source {
            case .option: throw Failure(error: error, named: "--device")
            case .environment: throw Failure(error: error, named: "C4_AUDIO_DEVICE")
            case .setting:
                let warning = "warning: no sound: cannot open the ALSA device \(device) (the stored setting): \(error.message) (\(error.function)\(error.detail.map { "; alsa-lib: \($0)" } ?? "")). Going on muted: change it with c4-audio settings set device PCM (or settings reset device), or pass --device PCM or --mute"
                return (AudioEngine(device: nil, bank: bank, channels: channels, options: options), warning,
                        "the stored device \(device) failed")
            case .fallback:
                let cards = PCMDevice.cardCount()
                let why = cards == 0 ? "this machine has no sound card" : "no sound server or device answered"
                let warning = "warning: no sound: cannot open the ALSA device \(device): \(error.message) (\(error.function)\(error.detail.map { "; alsa-lib: \($0)" } ?? "")); \(why). Going on muted: choose a device with --device PCM, or pass --mute"
                return (AudioEngine(device: nil, bank: bank, channels: channels, options: options), warning,
                        cards == 0 ? "no sound card" : "no sound server answered")
            }
        }
    }
}
