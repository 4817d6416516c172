import ArgumentParser
import FoundationEssentials
import History
import Music
import Playback
import TerminalUI
import Wording

/// The options of every command that plays sound: `--mute`, `--volume`, `--dry` (and, hidden, `--paced` for tests
/// and benchmarks through devices that do not block). `--device` is a global option (``GlobalOptions``).
///
/// The stored settings (`device`, `volume`) are defaults: the database is opened (read-only) only when
/// neither `--device` nor `C4_AUDIO_DEVICE` names a device, or `--volume` is not given; a missing database
/// means no stored setting.
struct AudioOptions: ParsableArguments {
    @Flag(help: ArgumentHelp(tr("Play no sound (the timing stays the same).")))
    var mute = false

    @Option(name: .customLong("volume"), parsing: .unconditional, help: Tunables.volume.argumentHelp(.stored))
    var volumeText: String?

    /// `--volume` in percent, once validated.
    var volume: Double? { Tunables.volume.value(volumeText).map(Double.init) }

    @Flag(help: ArgumentHelp(tr("Leave out the room (reverberation): the notes as they are, dry.")))
    var dry = false

    @Flag(help: .hidden)
    var paced = false

    // Hidden: the device buffer in seconds to start with (default: 0.02 for a game, 0.1 for a replay or the
    // demo, `AudioEngine.Options`), for tests on loaded machines and experiments.
    @Option(help: .hidden)
    var latency: Double?

    /// Refuses a `--volume` that `settings set volume` would refuse, in the same words.
    func validate() throws {
        try Tunables.volume.check(volumeText)
    }

    /// Opens the device (printing the warning when `default` fails and the engine goes on muted) and makes
    /// an engine for it, not started: for a known score (a replay, the demo: `score`) with a longer buffer
    /// than for a game.
    ///
    /// - Throws: ``Failure`` for a hidden `--latency` out of range or a named device that cannot be opened.
    func openEngine(bank: NoteBank, channels: Int, score: Bool = false) throws -> AudioEngine {
        try openEngineSaying(bank: bank, channels: channels, score: score).engine
    }

    /// ``openEngine(bank:channels:score:)``, also giving why the engine is muted when a device failed
    /// (a few words, for the game's screen).
    func openEngineSaying(bank: NoteBank, channels: Int, measuresLatency: Bool = false, score: Bool = false) throws
        -> (engine: AudioEngine, reason: String?) {
        let latency = self.latency ?? (score ? AudioEngine.Options.scoreLatency : AudioEngine.Options.liveLatency)
        guard latency.isFinite, (0.005...1).contains(latency) else {
            throw Failure("--latency \(latency): must be between 0.005 and 1 second")
        }
        let global = GlobalOptions.current
        let environment = ProcessInfo.processInfo.environment
        let named = global?.device != nil || !(environment["C4_AUDIO_DEVICE"] ?? "").isEmpty
        let stored = !mute && (!named || volume == nil) ? global?.storedSettings() : nil
        let volume = self.volume ?? Double(stored?.volume ?? Tunables.volume.defaultValue)
        let output = AudioOutput(option: global?.device, mute: mute, environment: environment, stored: stored?.device)
        let opened = try output.engine(bank: bank, channels: channels,
                                       options: .init(volume: volume / 100, paced: paced, latency: latency,
                                                      measuresLatency: measuresLatency, room: !dry))
        if let failure = opened.failure { Console.warning(failure.words()) }
        return (opened.engine, opened.failure?.reasonWords)
    }
}
