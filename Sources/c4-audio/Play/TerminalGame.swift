import Game
import GameFlow
import TerminalUI
#if canImport(Glibc)
import Glibc
#endif

/// The full-screen game: one thread that draws immutable snapshots of the flow and waits for the
/// earliest of a key, a signal, an answer from the bot or the solver, and the flow's next
/// deadline. The terminal is restored however the loop ends (the ``RawTerminal`` owner's
/// `deinit`; its C handlers on a crash).
struct TerminalGame {
    var flow: GameFlow
    let painter: BoardPainter
    let background: Background
    var services: GameServices
    /// Called with each frame's timing, for the latency benchmark (nil in normal play).
    var onFrame: ((FrameTiming) -> Void)?

    /// How the session ended: the exit status to return (0 for `q`, 128 + signal for a signal).
    func exitStatus(for signal: Int32?) -> Int32 { signal.map { 128 + $0 } ?? 0 }

    /// Runs until the player quits or a signal ends the game.
    ///
    /// - Returns: the exit status (0 after `q`, 130 after Ctrl-C, 128 + N after signal N).
    /// - Throws: ``TerminalError`` when the terminal cannot be set up, or a store failure (the
    ///   terminal is restored before it propagates).
    mutating func run() throws -> Int32 {
        let terminal = try RawTerminal()
        // Frames on time on a busy machine (where the privilege allows; see ThreadPriority).
        ThreadPriority.raise()
        defer { ThreadPriority.normal() }
        var loop = InputLoop(input: terminal.input, signalPipe: terminal.signalPipe,
                             wakePipe: background.wake.readEnd)
        let clock = ContinuousClock()
        let origin = clock.now
        func now() -> FlowTime { clock.now - origin }
        var size = terminal.size
        var status: Int32?
        try perform(flow.start(at: now()), status: &status)
        terminal.write(painter.paint(flow.screen(at: now()), rows: size.rows, columns: size.columns))
        while status == nil {
            let waitStart = now()
            let deadline = flow.nextDeadline(after: waitStart)
            let events = loop.wait(timeout: deadline.map { max(.zero, $0 - waitStart) })
            let woke = now()
            var keyPressed = false
            for event in events {
                switch event {
                case .keys(let keys):
                    let hintsShown = flow.screen(at: woke).hints != nil
                    for key in keys {
                        if key == .interrupt { status = 128 + SIGINT; break }
                        let mapped = KeyMap.flowKey(for: key) { row, column in
                            painter.column(atRow: row, column: column, rows: size.rows,
                                           columns: size.columns, hintsShown: hintsShown)
                        }
                        guard let mapped else { continue }
                        keyPressed = true
                        try perform(flow.handle(.key(mapped), at: now()), status: &status)
                    }
                case .signal(let number):
                    if number == SIGWINCH { size = terminal.size } else { status = 128 + number }
                case .wake:
                    for answer in background.collect() { try perform(flow.handle(answer, at: now()), status: &status) }
                case .timeout:
                    break
                case .endOfInput:
                    status = 0
                }
                if status != nil { break }
            }
            try perform(flow.handle(.tick, at: now()), status: &status)
            let frame = painter.paint(flow.screen(at: now()), rows: size.rows, columns: size.columns)
            terminal.write(frame)
            onFrame?(FrameTiming(deadline: deadline, woke: woke, drawn: now(), keyPressed: keyPressed))
        }
        services.sound?.perform(.stopSound, in: flow.record)
        return status ?? 0
    }

    /// Carries out the flow's effects in order; `.quit` sets the exit status.
    mutating func perform(_ effects: [FlowEffect], status: inout Int32?) throws {
        for effect in effects {
            switch effect {
            case .playNote, .playEnding, .playCurrentTune, .stopSound:
                services.sound?.perform(effect, in: flow.record)
            case .save(let record):
                try services.keeper?.save(record)
            case .finish(let record):
                try services.keeper?.finish(record)
            case .abandon:
                try services.keeper?.abandon()
            case .requestBotMove(let request):
                background.requestBotMove(request)
            case .requestHints(let request):
                background.requestHints(request)
            case .quit:
                status = status ?? 0
            }
        }
    }
}

/// When one frame was due, when the loop woke for it, and when it was written.
struct FrameTiming {
    /// The flow's deadline the wait was for, if any.
    var deadline: FlowTime?
    /// When `poll` returned.
    var woke: FlowTime
    /// When the frame had been written.
    var drawn: FlowTime
    /// Whether a key the game acts on was among the events.
    var keyPressed: Bool
}
