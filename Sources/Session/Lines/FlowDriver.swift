import Game
import GameFlow
import Music
import SessionFacts
import TerminalUI
#if canImport(Glibc)
import Glibc
#endif

/// A ``GameFlow`` driven a line at a time (scripted play, the screen-reader mode): keys go in, the bot
/// answers on this thread when its slot comes, and the effects go to the store and the sound. The clock
/// is real when the notes are heard (so they keep their cadence), else virtual: time jumps ahead.
struct FlowDriver {
    var flow: GameFlow
    let book: OpeningBook?
    /// The store and the sound.
    var services: GameServices
    let solver = Solver(tableSizeLog2: 22)
    /// Whether the bot's slots and the ending wait in real time.
    let realTime: Bool
    private(set) var now: FlowTime = .zero
    private var lastNote: FlowTime?
    private var saidNotice = false
    /// Whether the board's cues wait for ``releaseBoardCues()`` (with speech: a cue after the line, not
    /// over it) instead of sounding as the flow asks.
    var holdsBoardCues = false
    private var heldCues: [BoardCue] = []
    private let clock = ContinuousClock()
    private let origin: ContinuousClock.Instant

    init(flow: GameFlow, book: OpeningBook?, services: GameServices, realTime: Bool) {
        self.flow = flow
        self.book = book
        self.services = services
        self.realTime = realTime
        origin = clock.now
    }

    /// Starts the flow (a resumed game's Current tune, the bot's first move) and lets the bot answer.
    mutating func start() throws {
        if realTime { now = clock.now - origin }
        try perform(flow.start(at: now))
        try settle()
    }

    /// Carries out `key` at once (a prompt's answer, undo, the options).
    mutating func press(_ key: FlowKey) throws {
        if realTime { now = max(now, clock.now - origin) }
        try perform(flow.handle(.key(key), at: now))
    }

    /// Drops a piece in `column` (0-based, with room) keeping the notes' cadence, then lets the bot answer.
    mutating func drop(in column: Int) throws {
        try play(in: column)
        try settle()
    }

    /// Drops a piece in `column` (0-based, with room) keeping the notes' cadence; the bot's answer waits
    /// for ``settle()``.
    mutating func play(in column: Int) throws {
        if realTime {
            // A piece read at once after the one before still waits its interval.
            advance(to: lastNote.map { $0 + flow.settings.interval } ?? now)
            now = max(now, clock.now - origin)
        }
        try perform(flow.handle(.key(.dropIn(column: column)), at: now))
    }

    /// Lets the bot answer and its slot come: time jumps to each deadline while the bot is to move. Then,
    /// unless `ending` is false, the ending of a game now over (``settleEnding()``).
    mutating func settle(ending: Bool = true) throws {
        while flow.isBotToMove, let deadline = flow.nextDeadline(after: now) {
            advance(to: deadline)
            try perform(flow.handle(.tick, at: now))
        }
        if ending { try settleEnding() }
    }

    /// Lets the ending of a game that is over come due, one interval on, so it is played and the end is the
    /// same as on screen (the screen-reader mode says the last move first).
    mutating func settleEnding() throws {
        guard flow.game.outcome.isOver else { return }
        advance(to: now + flow.settings.interval)
        try perform(flow.handle(.tick, at: now))
    }

    /// Moves the clock to `time`: sleeping until then in real time, else at once.
    private mutating func advance(to time: FlowTime) {
        if realTime {
            let wait = time - (clock.now - origin)
            if wait > .zero { clock.sleepSynchronously(wait) }
            now = max(time, clock.now - origin)
        } else {
            now = max(now, time)
        }
    }

    private mutating func perform(_ effects: [FlowEffect]) throws {
        for effect in effects {
            if case .playNote = effect { lastNote = now }
            if holdsBoardCues, case .playBoardCue(let cue) = effect {
                heldCues.append(cue)
                continue
            }
            if try services.perform(effect, in: flow.record) {
                // Saving that waits for a busy database is said once, on standard error.
                if case .save = effect, let notice = services.keeper?.notice, !saidNotice { Console.note(notice.description) }
                if case .save = effect { saidNotice = services.keeper?.notice != nil }
                continue
            }
            // Hints and the review are asked for by the mode and answered at once; quitting ends its loop.
            guard case .requestBotMove(let request) = effect else { continue }
            let bot = Bot(level: request.level, solver: solver, book: book)
            var generator = SeededGenerator(seed: request.seed)
            let column = bot.move(in: request.game.position, using: &generator)
            try perform(flow.handle(.botMove(id: request.id, column: column), at: now))
        }
    }

    /// Every column's hint for the position now; the game counts as played with hints from then on.
    mutating func hintLine() -> SessionLine {
        flow.noteHintsGiven()
        guard !flow.game.outcome.isOver else { return .hintsAfterTheEnd }
        return .hints(HintSearch(position: flow.game.position, solver: solver, book: book).all())
    }

    /// Plays the board's cues held back (``holdsBoardCues``), in order, and waits until they have sounded
    /// (in real time), so that the next note or line does not cover them.
    mutating func releaseBoardCues() {
        guard !heldCues.isEmpty else { return }
        for cue in heldCues { services.sound?.perform(.playBoardCue(cue), in: flow.record) }
        let seconds = heldCues.map(\.seconds).max() ?? 0
        heldCues = []
        if realTime { clock.sleepSynchronously(.milliseconds(Int(seconds * 1000))) }
    }

    /// Plays column `column`'s stones (0-based; `c N`) as the cursor's cue does, when the cues are on.
    func playColumn(_ column: Int) {
        guard flow.settings.cues else { return }
        services.sound?.perform(.playBoardCue(BoardCue.column(column, in: flow.game)), in: flow.record)
    }

    /// Stops the sound now (quitting).
    func stopSound() { services.sound?.perform(.stopSound, in: flow.record) }
}

extension ContinuousClock {
    /// Blocks the calling thread for `duration` (a line mode has no async context to sleep in).
    func sleepSynchronously(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }
}
