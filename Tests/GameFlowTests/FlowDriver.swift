import Game
import GameFlow
import Music

/// Runs a ``GameFlow`` on a virtual clock, playing the world's part: it answers bot requests with a
/// real ``Bot`` (after `botDelay`), answers hint requests from the solver, and logs every effect
/// with the time it was asked for.
struct FlowDriver {
    var flow: GameFlow
    var now: FlowTime = .zero
    var log: [(time: FlowTime, effect: FlowEffect)] = []
    /// How long the bot "thinks" before its answer arrives.
    var botDelay: FlowTime = .milliseconds(30)
    /// Answers not delivered yet, with their arrival times.
    var pending: [(time: FlowTime, event: FlowEvent)] = []
    let solver = Solver(tableSizeLog2: 18, threads: 1)
    /// Answer hint requests at once (else they are left unanswered).
    var answersHints = true

    init(_ flow: GameFlow) { self.flow = flow }

    mutating func start() { record(flow.start(at: now)) }

    mutating func press(_ key: FlowKey) { record(flow.handle(.key(key), at: now)) }

    /// Moves the clock to `time`, delivering due answers and ticks on the way, in time order.
    mutating func run(until time: FlowTime) {
        while true {
            let answer = pending.indices.min { pending[$0].time < pending[$1].time }
            let deadline = flow.nextDeadline(after: now)
            let nextAnswer = answer.map { pending[$0].time }
            let next = [deadline, nextAnswer].compactMap { $0 }.filter { $0 <= time }.min()
            guard let next else { break }
            now = max(now, next)
            if let answer, pending[answer].time <= now {
                let event = pending.remove(at: answer).event
                record(flow.handle(event, at: now))
            } else {
                record(flow.handle(.tick, at: now))
                if flow.nextDeadline(after: now).map({ $0 <= now }) ?? false { break }
            }
        }
        now = max(now, time)
    }

    /// Runs until nothing is scheduled or pending (or `limit` passes).
    mutating func settle(limit: FlowTime = .seconds(600)) {
        run(until: now + limit)
    }

    mutating func record(_ effects: [FlowEffect]) {
        for effect in effects {
            log.append((now, effect))
            switch effect {
            case .requestBotMove(let request):
                var generator = SeededGenerator(seed: request.seed)
                let bot = Bot(level: request.level, solver: solver)
                let column = bot.move(in: request.game.position, using: &generator)
                pending.append((now + botDelay, .botMove(id: request.id, column: column)))
            case .requestHints(let request) where answersHints:
                let hints = Hint.hints(for: request.game.position, solver: solver)
                for (column, hint) in hints.enumerated() {
                    pending.append((now + .milliseconds(5 * (column + 1)), .hint(id: request.id, column: column, hint)))
                }
            default:
                break
            }
        }
    }

    /// The notes played, with their times and columns.
    var notes: [(time: FlowTime, note: Note, column: Int)] {
        log.compactMap { entry in
            if case .playNote(let note, let column) = entry.effect { return (entry.time, note, column) }
            return nil
        }
    }

    /// Whether an effect matching `test` was logged.
    func logged(_ test: (FlowEffect) -> Bool) -> Bool { log.contains { test($0.effect) } }
}

extension Seats {
    /// A person ("You", red) against the bot at `level` (yellow).
    static func humanVsBot(_ level: BotLevel = .easy) -> Seats {
        Seats(first: Seat(kind: .human, name: "You", colour: .red),
              second: Seat(kind: .bot(level), name: "The bot", colour: .yellow))
    }

    /// Two people.
    static let twoHumans = Seats(first: Seat(kind: .human, name: "Ann", colour: .red),
                                 second: Seat(kind: .human, name: "Bob", colour: .blue))

    /// Two bots.
    static func twoBots(_ a: BotLevel, _ b: BotLevel) -> Seats {
        Seats(first: Seat(kind: .bot(a), name: "Bot \(a)", colour: .green),
              second: Seat(kind: .bot(b), name: "Bot \(b)", colour: .purple))
    }
}
