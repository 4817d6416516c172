import FoundationEssentials
import Game
import GameFlow
import Music
import Playback
import SessionFacts
import TerminalUI
import Wording

/// A replay (or a demo) full-screen, as a ``TerminalScene``: the ``ReplayFlow`` with its sound
/// (``ScoreSound``); a demo's next game comes from its ``DemoSeries``.
public struct ReplayScene: TerminalScene {
    private(set) var flow: ReplayFlow
    private var sound: ScoreSound
    private let settings: ReplaySettings
    private let bank: NoteBank
    /// A demo's games (any key quits), nil for a replay.
    private let demo: DemoSeries?
    /// The games shown so far (more than one in a demo).
    private(set) var games: [ReplayGame]
    public private(set) var exitStatus: Int32?
    /// Whether the scene ended on its own (a demo's game over) and its sound may ring out.
    private(set) var ringsOut = false
    /// A replay's review by the solver as it comes in (none in a demo).
    private let review: ReplayReview?
    /// The turning point shown at the end (`p`), nil for the game's end.
    private var inspected: TurningPointView?
    /// The stored game's ID, for the command that plays a person's turning point again; nil for `--moves`.
    private let storedID: Int64?

    /// A scene showing `replay` with `settings`, its sound through `engine`, whose bank is `bank`.
    init(_ replay: ReplayGame, settings: ReplaySettings, engine: AudioEngine, bank: NoteBank, demo: DemoSeries? = nil,
         review: ReplayReview? = nil) {
        self.review = review
        storedID = replay.storedID
        flow = Self.flow(for: replay, settings: settings, bank: bank)
        let (seconds, attoseconds) = settings.interval.components
        sound = ScoreSound(engine: engine, replay: replay,
                           interval: (Double(seconds) + Double(attoseconds) * 1e-18) / settings.speed)
        self.settings = settings
        self.bank = bank
        self.demo = demo
        games = [replay]
    }

    /// The flow of `replay`; a demo waits for the length of its ending theme before the next game.
    static func flow(for replay: ReplayGame, settings: ReplaySettings, bank: NoteBank) -> ReplayFlow {
        var settings = settings
        if let ending = replay.melody.ending {
            settings.endingLength = bank.flowLength(of: .theme(Theme(ending)))
        }
        return ReplayFlow(game: replay.game, music: replay.melody, seats: replay.seats, settings: settings)
    }

    public var wakeDescriptor: Int32 { -1 }

    public mutating func start(at now: FlowTime) {
        sound.anchor(at: now)
        perform(flow.start(at: now), at: now)
    }

    public mutating func press(_ key: InputKey, at now: FlowTime, column: (Int, Int) -> Int?) -> Bool {
        if demo == nil, case .character("p") = key { return stepTurningPoint(at: now) }
        let mapped = demo != nil ? .quit : ReplayKeyMap.replayKey(for: key)
        guard let mapped else { return false }
        inspected = nil
        if mapped == .again { sound.anchor(at: now) }
        perform(flow.handle(.key(mapped), at: now), at: now)
        return true
    }

    public mutating func wake(at now: FlowTime) {}

    public mutating func tick(at now: FlowTime) { perform(flow.handle(.tick, at: now), at: now) }

    public func nextDeadline(after now: FlowTime) -> FlowTime? { flow.nextDeadline(after: now) }

    public func screen(at now: FlowTime) -> FlowScreen {
        var screen = flow.screen(at: now)
        // The moves shown so far, so that neither the panel nor the counts tell what comes.
        guard let review else { return screen }
        let over = screen.status.isOver || screen.prompt == .replayAgain
        screen.review = FlowScreen.Review(moves: Array(review.reviewed.prefix(screen.moveCount)), total: screen.moveCount,
                                          turningPoints: over ? review.turningPoints : nil)
        if over, let inspected, let points = review.turningPoints, !points.isEmpty {
            screen.show(inspected, of: points, in: flow.game)
            if let move = screen.inspection?.point.move, screen.seats[move.player].isHuman, let storedID {
                screen.tryAgain = FrontEnd.current.advice(.playFromCommand(storedID, move: move.number))
            }
        }
        return screen
    }

    /// `p` at the end of a replay: the next view of the game's turning points (once solved).
    private mutating func stepTurningPoint(at now: FlowTime) -> Bool {
        let screen = flow.screen(at: now)
        guard screen.status.isOver, let points = review?.turningPoints else { return true }
        inspected = TurningPointView.next(after: inspected, count: points.count)
        return true
    }

    public mutating func stopSound() { sound.perform(.stopSound) }

    private mutating func perform(_ effects: [ReplayEffect], at now: FlowTime) {
        for effect in effects {
            switch effect {
            case .quit:
                exitStatus = 0
                ringsOut = !effects.contains(.stopSound)
            case .nextGame:
                guard let demo else { continue }
                let next = demo.next()
                demo.prepareNext()
                games.append(next)
                sound.load(next)
                flow = Self.flow(for: next, settings: settings, bank: bank)
                start(at: now)
            default:
                sound.perform(effect)
            }
        }
    }

    /// Shows `replay` full-screen until `q` (or, in a demo, any key, or the end of `--once`), then
    /// stops the sound with the engine's fade, or lets the demo's ending ring out.
    ///
    /// - Returns: the games shown, and the exit status: 0, or 128 + N when signal N ended it (130 for Ctrl-C).
    /// - Parameter policy: how the board is drawn (the terminal policy).
    /// - Throws: ``SessionError`` when the terminal cannot be set up or the device failed.
    /// - Parameter book: the opening book for the review each move's verdict comes from (a replay, not a demo).
    public static func show(_ replay: ReplayGame, settings: ReplaySettings, engine: AudioEngine, bank: NoteBank,
                            policy: TerminalPolicy, demo: DemoSeries? = nil,
                            book: OpeningBook? = nil) throws(SessionError) -> (games: [ReplayGame], status: Int32) {
        let review = demo == nil ? ReplayReview(game: replay.game, book: book) : nil
        defer { review?.stop() }
        var scene = ReplayScene(replay, settings: settings, engine: engine, bank: bank, demo: demo, review: review)
        engine.start()
        let status: Int32
        do {
            status = try TerminalLoop(painter: BoardPainter(policy: policy)).run(&scene)
        } catch {
            try? engine.shutdown(drain: false)
            throw .terminal(error)
        }
        if scene.ringsOut {
            _ = engine.wait(until: engine.endFrame, timeout: 30)
        } else {
            _ = engine.wait(until: engine.stop(), heard: false, timeout: 0.2)
        }
        do { try engine.shutdown(drain: true) } catch { throw .audio(error) }
        return (scene.games, status)
    }
}
