import Game
import GameFlow
import Music
import SessionFacts
import TerminalUI
import Wording
#if canImport(Glibc)
import Glibc
#endif

/// `play` with standard input not a terminal: one line per move (a column 1-7, `u` undo, `h`
/// hints, `q` quit), the board and the bot's reply printed after each. The game runs through the
/// same ``GameFlow`` as the full-screen one, on a virtual clock (the bot answers at once), and
/// is saved the same way.
public struct ScriptedGame {
    var flow: GameFlow
    let book: OpeningBook?
    /// The store and the sound.
    public var services: GameServices
    /// How the board is drawn.
    let policy: TerminalPolicy
    private let solver = Solver(tableSizeLog2: 22)
    private var now: FlowTime = .zero
    private var lineNumber = 0
    private var lastNote: FlowTime?
    private var saidNotice = false

    /// Whether the bot's slots and the ending wait in real time (so the notes keep their cadence
    /// when they sound); otherwise time jumps ahead.
    let realTime: Bool
    private let clock = ContinuousClock()
    private let origin: ContinuousClock.Instant

    /// Scripted play of `flow`, hints from `book` and the solver, the board drawn as `policy` says.
    public init(flow: GameFlow, book: OpeningBook?, services: GameServices, policy: TerminalPolicy, realTime: Bool) {
        self.flow = flow
        self.book = book
        self.services = services
        self.policy = policy
        self.realTime = realTime
        origin = clock.now
    }

    /// Reads moves until the game ends, `q`, or the end of input.
    ///
    /// - Throws: ``SessionError/badLine(_:_:)`` for a line that is not a move (`line 3: 'x' is not a
    ///   column …`) or a move the rules refuse (`line 5: column 4 is full`), after saving what came before it.
    public mutating func run() throws {
        if realTime { now = clock.now - origin }
        try perform(flow.start(at: now))
        try settle()
        if !flow.game.moves.isEmpty { report() }
        // Bounded: a line of more than 1,000 bytes (or /dev/zero) ends the game with one line, in constant memory.
        var lines = LineReader(maximumLength: 1_000)
        var commands = 0
        while !flow.game.outcome.isOver, let line = lines.next() {
            lineNumber += 1
            let text = String(line.drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
            if text.isEmpty { continue }
            commands += 1
            let before = flow.game.moves.count
            switch text {
            case "q", "quit":
                services.sound?.perform(.stopSound, in: flow.record)
                return
            case "h", "?":
                print(hintLine)
                fflush(nil)
                continue
            case "u":
                try perform(flow.handle(.key(.undo), at: now))
                let notice = flow.screen(at: now).message
                guard flow.game.moves.count < before else { throw SessionError.badLine(lineNumber, .cannotUndo(notice ?? .nothingToUndo)) }
                print(notice?.words ?? "")
            default:
                guard text.count == 1, let digit = Int(text), (1...7).contains(digit) else {
                    throw SessionError.badLine(lineNumber, .notAMove(text))
                }
                guard flow.game.position.canPlay(digit - 1) else {
                    throw SessionError.badLine(lineNumber, .columnFull(digit))
                }
                if realTime {
                    // Keep the cadence: a piece read at once after the one before still waits its interval.
                    advance(to: lastNote.map { $0 + flow.settings.interval } ?? now)
                    now = max(now, clock.now - origin)
                }
                try perform(flow.handle(.key(.dropIn(column: digit - 1)), at: now))
                try settle()
            }
            report(after: before)
        }
        if lines.isOverlong {
            throw SessionError.badLine(lineNumber + 1, .tooLong(maximum: lines.maximumLength))
        }
        // `play < /dev/null`, or a terminal that is not one: say why nothing happened.
        if commands == 0, flow.game.moves.isEmpty {
            Console.note(SessionNotice.noMovesOnInput.description)
        }
    }

    /// Lets the bot answer and its slot come: time jumps to each deadline while the bot is to move.
    private mutating func settle() throws {
        while flow.isBotToMove, let deadline = flow.nextDeadline(after: now) {
            advance(to: deadline)
            try perform(flow.handle(.tick, at: now))
        }
        // Let the ending come due too, so it is played and the end is the same as on screen.
        if flow.game.outcome.isOver {
            advance(to: now + flow.settings.interval)
            try perform(flow.handle(.tick, at: now))
        }
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
            if try services.perform(effect, in: flow.record) {
                // Saving that waits for a busy database is said once, on standard error.
                if case .save = effect, let notice = services.keeper?.notice, !saidNotice { Console.note(notice.description) }
                if case .save = effect { saidNotice = services.keeper?.notice != nil }
                continue
            }
            // Hints are asked for with `h` and printed at once; quitting ends the loop.
            guard case .requestBotMove(let request) = effect else { continue }
            let bot = Bot(level: request.level, solver: solver, book: book)
            var generator = SeededGenerator(seed: request.seed)
            let column = bot.move(in: request.game.position, using: &generator)
            try perform(flow.handle(.botMove(id: request.id, column: column), at: now))
        }
    }

    /// Prints the moves since `before` pieces, then the board.
    private func report(after before: Int = 0) {
        let game = flow.game
        let moves = game.moves.dropFirst(before)
        let played = moves.enumerated().map { offset, column in
            SessionLine.Played(name: flow.seats[Player.playing(moveIndex: before + offset)].name, column: column + 1)
        }
        if !played.isEmpty { print(SessionLine.played(played)) }
        print(BoardRenderer(policy: policy).sheet(BoardSheet(game: game, seats: flow.seats, addressee: .thePersonFacingTheBot)))
        if game.outcome.isOver { print(SessionLine.music(flow.music)) }
        // A program that sends a move and waits for the reply must get it now, also through a pipe.
        fflush(nil)
    }

    /// Every column's hint, in words.
    private var hintLine: SessionLine {
        guard !flow.game.outcome.isOver else { return .hintsAfterTheEnd }
        return .hints(HintSearch(position: flow.game.position, solver: solver, book: book).all())
    }
}

extension ContinuousClock {
    /// Blocks the calling thread for `duration` (scripted play has no async context to sleep in).
    func sleepSynchronously(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }
}
