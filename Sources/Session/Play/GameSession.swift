import Assets
import FoundationEssentials
import Game
import GameFlow
import Music
import Playback
import SessionFacts
import TerminalUI
#if canImport(Glibc)
import Glibc
import Wording
#endif

/// What `play` and `resume` share: the sound engine and the store around a flow, and the choice
/// between the full-screen game and scripted play (standard input not a terminal).
public struct GameSession {
    /// Where the notes come from.
    public var loader: BankLoader
    /// Whether nothing is heard (the timing stays the same).
    public var mute: Bool
    /// Opens the engine (the app's `--device`, `--volume`, `--mute`); `true` asks it to measure latency.
    /// Also returns why it is muted when a device failed (a few words for the screen).
    public var openEngine: (NoteBank, Int, Bool) throws -> (AudioEngine, String?)
    /// The loader of another instrument's bank (the options panel), nil where the instrument cannot change.
    public var loaderFor: ((Instrument) throws -> BankLoader)?
    /// Why the engine is muted when a device failed, once ``withSound(_:)`` has opened it.
    public var soundProblem: String? { problem.text }
    private final class Problem: @unchecked Sendable { var text: String? }
    private let problem = Problem()
    /// Stores the options panel's choices (nil: they last for the session only).
    public var remember: ((GameChoices) throws -> Void)?
    /// How the board is drawn: colours and characters (the one terminal policy).
    public var policy: TerminalPolicy
    /// Whether the screen-reader mode was asked for (`--screen-reader`, the setting).
    public var screenReader = false
    /// Whether its lines are also said aloud (`--speak`, the setting), by ``ownVoice``; implies
    /// the screen-reader mode.
    public var speak = false
    /// Whether the game's own voice says them (`--voice built-in`, the setting), else speech-dispatcher.
    public var ownVoice = true

    /// Whether the game runs in the screen-reader mode (``ReaderGame``): asked for, or chosen by itself
    /// where a person types at a terminal that cannot show the full screen (`TERM=dumb`, or standard
    /// output not a terminal). Standard input not a terminal is scripted play.
    public var readsLines: Bool { Self.readsLines(screenReader: screenReader, speak: speak) }

    /// ``readsLines`` for a session that would have these switches.
    public static func readsLines(screenReader: Bool, speak: Bool) -> Bool {
        isatty(STDIN_FILENO) == 1 && (screenReader || speak || isatty(STDOUT_FILENO) != 1 || !TerminalCapabilities.addressesCursor())
    }

    /// A session with its parts.
    public init(loader: BankLoader, mute: Bool, loaderFor: ((Instrument) throws -> BankLoader)? = nil,
                openEngine: @escaping (NoteBank, Int, Bool) throws -> (AudioEngine, String?), policy: TerminalPolicy) {
        self.loader = loader
        self.mute = mute
        self.loaderFor = loaderFor
        self.openEngine = openEngine
        self.policy = policy
    }

    /// The sound state a game starts with: unavailable (and why) after `--mute`, which opens no device,
    /// or when no device opened; else on.
    public func soundState(of engine: AudioEngine, problem: String?) -> SoundState {
        if mute { return .unavailable(reason: SessionNotice.mutedForTheRun.description) }
        if engine.isMuted { return .unavailable(reason: SessionNotice.noSoundDevice(problem: problem).description) }
        return .on
    }

    /// Loads the note bank and starts the engine; runs `body` with it, then shuts it down.
    ///
    /// - Throws: what loading the bank or opening the engine throws, or what `body` throws.
    public func withSound<T>(_ body: (AudioEngine, NoteBank) throws -> T) throws -> T {
        let loaded = try loader.load(sampleRate: try loader.nativeSampleRate())
        // Every variant a live note may play (as render chooses them), made before the first note
        // (45 of them: some tens of milliseconds in a release build); none when nothing is heard.
        var bank = loaded.bank
        if !mute { bank.makeVariants(for: EngineSound.allVariants); bank.makeEndings() }
        // The board's cues (15 short sounds, a millisecond to make): a muted engine still mixes them.
        bank = bank.addingBoardSounds()
        return try withExtendedLifetime(loaded.mappings) {
            let (engine, problem) = try openEngine(bank, 2, LatencyLog.path != nil)
            self.problem.text = problem
            engine.start()
            defer { try? engine.shutdown(drain: false) }
            return try body(engine, bank)
        }
    }

    /// Runs `flow` in the terminal, or scripted when standard input is not a terminal.
    ///
    /// - Parameters:
    ///   - keeper: the store's side of the game, nil when nothing is kept.
    ///   - engine: the sound.
    /// - Returns: the exit status: 0, or 128 + N when signal N ended the game.
    /// - Throws: ``SessionError`` for bad scripted input or a move that could be neither saved nor kept
    ///   beside a busy database (a full disk).
    public func run(_ flow: GameFlow, keeper: (any GameKeeper)?, engine: AudioEngine) throws -> Int32 {
        var flow = flow
        flow.hear(soundState(of: engine, problem: soundProblem))
        let log = LatencyLog.path.map { _ in LatencyLog() }
        defer { log?.write(notes: engine.takeLatencies(), engine: engine) }
        let sound = EngineSound(engine: engine, log: log, reopen: reopener(sampleRate: engine.sampleRate))
        defer { sound.live.shutDownReplacement() }
        var services = GameServices(keeper: keeper, sound: sound)
        services.remember = remember
        let book = try OpeningBookFile.load(warnUnlessFound: { Console.warning(OpeningBookFile.missingWords(lookedIn: $0)) })
        if isatty(STDIN_FILENO) != 1 {
            if speak { Console.note(SessionNotice.noSpeechInScriptedPlay.description) }
            var scripted = ScriptedGame(flow: flow, book: book, services: services, policy: policy,
                                        realTime: !engine.isMuted)
            // A bad line ends the game with an error; what it acknowledged is in the history or its journal.
            defer { Self.leave(&scripted.services.keeper, waiting: 0, sayingKept: false) }
            try scripted.run()
            Self.leave(&scripted.services.keeper, waiting: 15)
            // Let the last note or the ending ring out before the program ends.
            if !engine.isMuted { _ = engine.wait(until: engine.endFrame, heard: false, timeout: 15) }
            return 0
        }
        if readsLines {
            var reader = ReaderGame(flow: flow, book: book, services: services, realTime: !engine.isMuted)
            if speak { reader.speaker = SpokenLines.open(ownVoice ? .builtIn(sound) : .dispatcher) }
            defer { Self.leave(&reader.services.keeper, waiting: 0, sayingKept: false) }
            try reader.run()
            Self.leave(&reader.services.keeper, waiting: 15)
            return 0
        }
        var scene = GameScene(flow: flow, background: try Background(book: book), services: services)
        var loop = TerminalLoop(painter: BoardPainter(policy: policy, addressee: .thePersonFacingTheBot))
        if let log { loop.onFrame = log.record }
        let status = try loop.run(&scene)
        // Quitting while saving waits: the journal is folded if the database lets go within a while (not
        // after a signal, which asks to end now); either way nothing acknowledged is lost.
        Self.leave(&scene.services.keeper, waiting: status == 0 ? 15 : 0)
        return status
    }

    /// Opens an engine on another instrument's bank, at `sampleRate` (the device's), started.
    func reopener(sampleRate: Int) -> ((Instrument) throws -> AudioEngine)? {
        guard let loaderFor, !mute else { return nil }
        let openEngine = openEngine
        // The banks borrow their samples from mapped files: kept mapped as long as the session runs.
        final class Mapped { var files: [Any] = [] }
        let mapped = Mapped()
        return { instrument in
            let loaded = try loaderFor(instrument).load(sampleRate: sampleRate)
            mapped.files.append(loaded.mappings)
            var bank = loaded.bank
            bank.makeVariants(for: EngineSound.allVariants)
            bank.makeEndings()
            bank = bank.addingBoardSounds()
            let engine = try openEngine(bank, 2, false).0
            engine.start()
            return engine
        }
    }

    /// On leaving: folds what waits for a busy database (trying for up to `seconds`), says where it stays
    /// if it cannot, and which of the session's games stay unfinished. Once only (the keeper is let go).
    static func leave(_ keeper: inout (any GameKeeper)?, waiting seconds: Double, sayingKept: Bool = true) {
        guard var kept = keeper else { return }
        keeper = nil
        if let note = kept.flush(waiting: seconds) { Console.note(note.description) }
        if sayingKept { sayKept(kept) }
    }

    /// Tells, on leaving, which of the session's games stay unfinished and how to go on with them.
    static func sayKept(_ keeper: (any GameKeeper)?) {
        guard let ids = keeper?.keptGameIDs, !ids.isEmpty else { return }
        print(SessionNotice.keptUnfinished(ids))
    }
}
