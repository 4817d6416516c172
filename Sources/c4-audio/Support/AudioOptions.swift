import ArgumentParser
import FoundationEssentials
import Music
import Playback

/// The options of every command that plays sound: `--device`, `--mute`, `--volume`, `--dry` (and, hidden,
/// `--paced` for tests and benchmarks through devices that do not block).
struct AudioOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The ALSA device to play through (else C4_AUDIO_DEVICE, else default).", valueName: "pcm"))
    var device: String?

    @Flag(help: "Play no sound (the timing stays the same).")
    var mute = false

    @Option(parsing: .unconditional, help: "Volume in percent, 0 to 100 (100 = the level of render).")
    var volume: Double = 100

    @Flag(help: "Leave out the room (reverberation): the notes as they are, dry.")
    var dry = false

    @Flag(help: .hidden)
    var paced = false

    // Hidden: the device buffer in seconds (default 0.02), for tests on loaded machines and experiments.
    @Option(help: .hidden)
    var latency: Double = 0.02

    /// Opens the device (printing the warning when `default` fails and the engine goes on muted) and makes
    /// an engine for it, not started.
    ///
    /// - Throws: ``Failure`` for a volume out of range or a named device that cannot be opened.
    func openEngine(bank: NoteBank, channels: Int, measuresLatency: Bool = false) throws -> AudioEngine {
        guard latency.isFinite, (0.005...1).contains(latency) else {
            throw Failure("--latency \(latency): must be between 0.005 and 1 second")
        }
        guard volume.isFinite, (0...100).contains(volume) else {
            throw Failure("--volume \(volume): must be between 0 and 100")
        }
        let output = AudioOutput(option: device, mute: mute, environment: ProcessInfo.processInfo.environment)
        do {
            let opened = try output.engine(bank: bank, channels: channels,
                                           options: .init(volume: volume / 100, paced: paced, latency: latency,
                                                          measuresLatency: measuresLatency, room: !dry))
            if let warning = opened.warning { Terminal.printError(warning) }
            return opened.engine
        } catch {
            throw Failure("\(error)")
        }
    }
}
