import Assets
import FoundationEssentials
import Game
import GameFlow
import Music
import Playback
import TerminalUI
#if canImport(Glibc)
import Glibc
#endif

/// What `play` and `resume` share: the sound engine and the store around a flow, and the choice
/// between the full-screen game and scripted play (standard input not a terminal).
public struct GameSession {
    /// Where the notes come from.
    public var loader: BankLoader
    /// Whether nothing is heard (the timing stays the same).
    public var mute: Bool
    /// Opens the engine (the app's `--device`, `--volume`, `--mute`); `true` asks it to measure latency.
    public var openEngine: (NoteBank, Int, Bool) throws -> AudioEngine
    /// How the board is drawn: colours and characters (the one terminal policy).
    public var policy: TerminalPolicy

    /// A session with its parts.
    public init(loader: BankLoader, mute: Bool, openEngine: @escaping (NoteBank, Int, Bool) throws -> AudioEngine,
                policy: TerminalPolicy) {
        self.loader = loader
        self.mute = mute
        self.openEngine = openEngine
        self.policy = policy
    }

    /// Loads the note bank and starts the engine; runs `body` with it, then shuts it down.
    ///
    /// - Throws: ``SessionError/terminal(_:)`` for a terminal that cannot show the game, what loading the
    ///   bank or opening the engine throws, or what `body` throws.
    public func withSound<T>(_ body: (AudioEngine, NoteBank) throws -> T) throws -> T {
        // Refuse a dumb terminal before anything else, so its line is the only one.
        if isatty(STDIN_FILENO) == 1 { try Self.refuseDumbTerminal() }
        let loaded = try loader.load(sampleRate: try loader.nativeSampleRate())
        // Every variant a live note may play (as render chooses them), made before the first note
        // (45 of them: some tens of milliseconds in a release build); none when nothing is heard.
        var bank = loaded.bank
        if !mute { bank.makeVariants(for: EngineSound.allVariants) }
        return try withExtendedLifetime(loaded.mappings) {
            let engine = try openEngine(bank, 2, LatencyLog.path != nil)
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
    /// - Throws: ``SessionError`` for bad scripted input, a terminal that cannot show the game, or moves
    ///   a busy database kept from being saved.
    public func run(_ flow: GameFlow, keeper: (any GameKeeper)?, engine: AudioEngine) throws -> Int32 {
        let log = LatencyLog.path.map { _ in LatencyLog() }
        let services = GameServices(keeper: keeper, sound: EngineSound(engine: engine, log: log))
        let book = try OpeningBookFile.load(warnUnlessFound: Console.printError)
        if isatty(STDIN_FILENO) != 1 {
            var scripted = ScriptedGame(flow: flow, book: book, services: services, policy: policy,
                                        realTime: !engine.isMuted)
            try scripted.run()
            try scripted.services.keeper?.flush(waiting: 15)
            Self.sayKept(scripted.services.keeper)
            // Let the last note or the ending ring out before the program ends.
            if !engine.isMuted { _ = engine.wait(until: engine.endFrame, heard: false, timeout: 15) }
            return 0
        }
        var scene = GameScene(flow: flow, background: try Background(book: book), services: services)
        var loop = TerminalLoop(painter: BoardPainter(policy: policy, addressee: .thePersonFacingTheBot))
        if let log { loop.onFrame = log.record }
        defer { log?.write(notes: engine.takeLatencies(), engine: engine) }
        let status = try loop.run(&scene)
        // Quitting while a save waits: it is tried for a while, else the moves not saved are named.
        try scene.services.keeper?.flush(waiting: 15)
        Self.sayKept(scene.services.keeper)
        return status
    }

    /// Tells, on leaving, which of the session's games stay unfinished and how to go on with them.
    static func sayKept(_ keeper: (any GameKeeper)?) {
        guard let ids = keeper?.keptGameIDs, let last = ids.last else { return }
        let games = ids.count == 1 ? "Game \(last) is" : "Games " + ids.map(String.init).joined(separator: ", ") + " are"
        print("\(games) kept, unfinished: c4-audio resume \(last) goes on with it\(ids.count == 1 ? "" : " (or give another ID)").")
    }

    /// Refuses the full-screen game where the terminal cannot address the cursor.
    static func refuseDumbTerminal() throws(SessionError) {
        guard !TerminalCapabilities.addressesCursor() else { return }
        let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
        throw .terminal("TERM=\(term.isEmpty ? "(unset)" : term) cannot show the full-screen game; "
                        + "pipe the moves in instead (one column per line), e.g. echo 4 | c4-audio play")
    }
}
