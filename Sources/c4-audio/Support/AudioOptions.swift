import ArgumentParser
import FoundationEssentials
import History
import Music
import Playback
import TerminalUI

/// The options of every command that plays sound: `--mute`, `--volume`, `--dry` (and, hidden, `--paced` for tests
/// and benchmarks through devices that do not block). `--device` is a global option (``GlobalOptions``).
///
/// The stored settings (`device`, `volume`) are defaults: the database is opened (read-only) only when
/// neither `--device` nor `C4_AUDIO_DEVICE` names a device, or `--volume` is not given; a missing database
/// means no stored setting.
struct AudioOptions: ParsableArguments {
    @Flag(help: "Play no sound (the timing stays the same).")
    var mute = false

    @Option(parsing: .unconditional, help: "Volume in percent, 0 to 100 (100 = the level of render; else the stored setting, else 100).")
    var volume: Double?

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
        if let volume, !volume.isFinite || !(0...100).contains(volume) {
            throw Failure("--volume \(volume): must be between 0 and 100")
        }
        let global = GlobalOptions.current
        let environment = ProcessInfo.processInfo.environment
        let named = global?.device != nil || !(environment["C4_AUDIO_DEVICE"] ?? "").isEmpty
        let stored = !mute && (!named || volume == nil) ? global?.storedSettings() : nil
        let volume = self.volume ?? stored.map { Double($0.volume) } ?? 100
        let output = AudioOutput(option: global?.device, mute: mute, environment: environment, stored: stored?.device)
        do {
            let opened = try output.engine(bank: bank, channels: channels,
                                           options: .init(volume: volume / 100, paced: paced, latency: latency,
                                                          measuresLatency: measuresLatency, room: !dry))
            if let warning = opened.warning { Console.printError(warning) }
            return opened.engine
        } catch {
            throw Failure("\(error)")
        }
    }
}
