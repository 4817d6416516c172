import GameFlow
import TerminalUI
#if canImport(Glibc)
import Glibc
#endif

/// What the full-screen loop runs: a state machine (``GameFlow``, ``ReplayFlow``) and the edges
/// that carry out its effects (sound, store, the bot's thread).
public protocol TerminalScene {
    /// A pipe another thread writes to when it has news for the scene (the bot's move); -1 for none.
    var wakeDescriptor: Int32 { get }
    /// Set once the scene has asked to end (`q`, a demo over): the exit status.
    var exitStatus: Int32? { get }
    /// Begins at `now`.
    mutating func start(at now: FlowTime) throws
    /// A key pressed at `now`; `column(row, column)` maps a click's screen cell to a board column.
    ///
    /// - Returns: whether the scene acted on the key.
    mutating func press(_ key: InputKey, at now: FlowTime, column: (Int, Int) -> Int?) throws -> Bool
    /// The other thread's news, at `now`.
    mutating func wake(at now: FlowTime) throws
    /// Time passed: what was due by `now`.
    mutating func tick(at now: FlowTime) throws
    /// The next moment the scene changes without an event, nil for none.
    func nextDeadline(after now: FlowTime) -> FlowTime?
    /// What the screen shows at `now`.
    func screen(at now: FlowTime) -> FlowScreen
    /// The loop ends without the scene having asked (Ctrl-C, a signal, the terminal gone): silence.
    mutating func stopSound()
}

/// The full-screen loop: one thread that draws immutable snapshots of the scene and waits for the
/// earliest of a key, a signal, news from another thread, and the scene's next deadline. The
/// terminal is restored however the loop ends (the ``RawTerminal`` owner's `deinit`; its C
/// handlers on a crash).
public struct TerminalLoop {
    let painter: BoardPainter
    /// Called with each frame's timing, for the latency benchmark (nil in normal play).
    public var onFrame: ((FrameTiming) -> Void)?

    /// A loop drawing with `painter`.
    public init(painter: BoardPainter) {
        self.painter = painter
    }

    /// Runs `scene` until it ends or a signal ends it.
    ///
    /// - Returns: the exit status (the scene's, 0 after `q`; 130 after Ctrl-C, 128 + N after signal N).
    /// - Throws: ``TerminalError`` when the terminal cannot be set up, or what the scene throws (the
    ///   terminal is restored before it propagates).
    public func run(_ scene: inout some TerminalScene) throws -> Int32 {
        let terminal = try RawTerminal()
        // Frames on time on a busy machine (where the privilege allows; see ThreadPriority).
        ThreadPriority.raise()
        defer { ThreadPriority.normal() }
        var loop = InputLoop(input: terminal.input, signalPipe: terminal.signalPipe, wakePipe: scene.wakeDescriptor)
        let clock = ContinuousClock()
        let origin = clock.now
        func now() -> FlowTime { clock.now - origin }
        var size = terminal.size
        var status: Int32?
        // Between Ctrl-Z and SIGCONT nothing is drawn: the shell has the terminal.
        var suspended = false
        try scene.start(at: now())
        terminal.write(painter.paint(scene.screen(at: now()), rows: size.rows, columns: size.columns))
        while status == nil && scene.exitStatus == nil {
            let waitStart = now()
            let deadline = scene.nextDeadline(after: waitStart)
            let events = loop.wait(timeout: deadline.map { max(.zero, $0 - waitStart) })
            let woke = now()
            var keyPressed = false
            for event in events {
                switch event {
                case .keys(let keys):
                    for key in keys {
                        if key == .interrupt { status = 128 + SIGINT; break }
                        if key == .suspend {
                            scene.stopSound()
                            suspended = true
                            terminal.suspend()
                            continue
                        }
                        // While the terminal is too small the board is hidden: only quitting is taken.
                        if !painter.fits(rows: size.rows, columns: size.columns), key != .character("q"), key != .character("Q") {
                            continue
                        }
                        let acted = try scene.press(key, at: now()) { row, column in
                            painter.column(atRow: row, column: column, rows: size.rows, columns: size.columns)
                        }
                        keyPressed = keyPressed || acted
                        if scene.exitStatus != nil { break }
                    }
                case .signal(let number):
                    switch number {
                    case SIGWINCH: size = terminal.size
                    case SIGCONT:
                        suspended = false
                        terminal.resume()
                        size = terminal.size
                    default: status = 128 + number
                    }
                case .wake:
                    try scene.wake(at: now())
                case .timeout:
                    break
                case .endOfInput:
                    status = 0
                }
                if status != nil || scene.exitStatus != nil { break }
            }
            if status == nil && scene.exitStatus == nil { try scene.tick(at: now()) }
            if suspended { continue }
            terminal.write(painter.paint(scene.screen(at: now()), rows: size.rows, columns: size.columns))
            onFrame?(FrameTiming(deadline: deadline, woke: woke, drawn: now(), keyPressed: keyPressed))
        }
        if let status {
            scene.stopSound()
            return status
        }
        return scene.exitStatus ?? 0
    }
}

/// When one frame was due, when the loop woke for it, and when it was written.
public struct FrameTiming {
    /// The scene's deadline the wait was for, if any.
    var deadline: FlowTime?
    /// When `poll` returned.
    var woke: FlowTime
    /// When the frame had been written.
    var drawn: FlowTime
    /// Whether a key the scene acts on was among the events.
    var keyPressed: Bool
}
