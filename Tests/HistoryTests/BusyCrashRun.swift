import Foundation
import Game
import History
import Music
import TestSupport

/// Runs of two scripted `c4-audio play` sessions writing one database while a third process holds it
/// for 5–10 s, each session ended at a random moment by a random one of: a bad line, `u` until nothing is
/// left to undo, SIGINT, SIGTERM, SIGHUP, SIGKILL (half the signals while a move is on its way). After
/// each run the next start (``HistoryStore/open(path:)``) folds the journals in, and the history must
/// pass `integrity_check` and hold every acknowledged move of each session's game, stored once.
///
/// Runs go `concurrently` at a time, each on its own file: the processes mostly wait.
struct BusyCrashRun {
    let python: String

    /// What the runs found.
    struct Tally {
        /// Sessions whose game ended (won or drawn) before their ending came.
        var gamesOver = 0
        var runs = 0, sessions = 0, acknowledged = 0, lost = 0, doubled = 0, droppedGames = 0, folded = 0, waited = 0, endedWhileHeld = 0
        var endings: [String: Int] = [:]
        var failures: [String] = []

        /// The counts, in a line.
        var summary: String {
            "\(sessions) sessions, \(acknowledged) acknowledged moves, \(lost) lost, \(doubled) games stored twice, "
                + "\(droppedGames) games dropped, \(waited) sessions saw saving wait, \(endedWhileHeld) ended while the "
                + "database was held, \(folded) journals folded by the next start, \(failures.count) failures"
        }

        mutating func add(_ other: Tally) {
            runs += other.runs; sessions += other.sessions; acknowledged += other.acknowledged; lost += other.lost
            doubled += other.doubled; droppedGames += other.droppedGames; folded += other.folded
            waited += other.waited; endedWhileHeld += other.endedWhileHeld; gamesOver += other.gamesOver
            endings.merge(other.endings, uniquingKeysWith: +)
            failures += other.failures
        }
    }

    static let endings = ["zz", "9", "u", "SIGINT", "SIGTERM", "SIGHUP", "SIGKILL"]

    /// Runs `times` runs, `concurrently` at a time, the run `n` seeded with `seed + n`.
    func run(times: Int, seed: UInt64, concurrently: Int) -> Tally {
        let next = Locked(0), total = Locked(Tally())
        let done = DispatchGroup()
        for _ in 0..<concurrently {
            done.enter()
            Thread {
                while true {
                    let run = next.update { (value: inout Int) -> Int in defer { value += 1 }; return value }
                    guard run < times else { break }
                    let tally = once(run: run, seed: seed &+ UInt64(run))
                    let (done, summary) = total.update { ($0.add(tally), ($0.runs, $0.summary)).1 }
                    if done % 100 == 0 && done < times {
                        print("busy crash test: \(done) of \(times) runs: \(summary)")
                        fflush(nil)   // a long run shows how far it got, through a pipe too
                    }
                }
                done.leave()
            }.start()
        }
        done.wait()
        return total.update { $0 }
    }

    /// One run: a fresh database, the holder, two sessions, the next start and the checks.
    func once(run: Int, seed: UInt64) -> Tally {
        var tally = Tally()
        tally.runs = 1
        var generator = SeededGenerator(seed: seed)
        let directory = TemporaryDirectory()
        let database = directory.file("history.sqlite")
        do {
            _ = try HistoryStore.open(path: database)
            let hold = 5 + Double(generator.next() % 5_000) / 1_000
            let environment = Sandbox.environment()
            let plans = (0..<2).map { index in
                SessionPlan(name: ["Ann", "Bea"][index], seed: generator.next(), commands: Int(generator.next() % 7),
                            ending: Self.endings[Int(generator.next() % UInt64(Self.endings.count))],
                            onTheWay: generator.next() % 2 == 0, start: Double(generator.next() % 500) / 1_000)
            }
            // The sessions start and show the bot's first move; then the third process takes the database and
            // they go on (a start takes a while on a loaded machine, and the hold is for their moves).
            let played = Locked([SessionResult?](repeating: nil, count: plans.count))
            let group = DispatchGroup(), ready = DispatchGroup(), ending = DispatchGroup(), go = DispatchSemaphore(value: 0)
            for (index, plan) in plans.enumerated() {
                group.enter()
                ready.enter()
                ending.enter()
                Thread {
                    let result = plan.play(database: database, environment: environment,
                                           ready: { ready.leave(); go.wait() }, ending: { ending.leave() })
                    played.update { $0[index] = result }
                    group.leave()
                }.start()
            }
            ready.wait()
            let holder = Result { try DatabaseHolder(python: python, database: database) }
            let held = Date()
            for _ in plans { go.signal() }
            // The hold lasts its 5-10 s; in three runs of four also until a second after both sessions' endings
            // came, so that a loaded machine cannot make them all come after it.
            if run % 4 != 3 { ending.wait() }
            let release = max(held.addingTimeInterval(hold), run % 4 != 3 ? Date().addingTimeInterval(1) : held)
            if release > Date() { usleep(UInt32(release.timeIntervalSinceNow * 1_000_000)) }
            try holder.get().release()
            group.wait()
            let results = played.update { $0 }
            tally.folded = PendingJournal.count(databasePath: database)
            let store = try HistoryStore.open(path: database)   // the next start
            if try store.integrityCheck() != ["ok"] { tally.failures.append("run \(run): integrity_check failed") }
            if PendingJournal.count(databasePath: database) != 0 { tally.failures.append("run \(run): a journal was left") }
            let games = try store.games()
            let standings = try store.standings()
            for (plan, result) in zip(plans, results) {
                guard let result else { continue }
                tally.sessions += 1
                if result.isOver { tally.gamesOver += 1 } else { tally.endings[plan.ending, default: 0] += 1 }
                tally.failures += result.problems.map { "run \(run) \(plan.name): \($0)" }
                tally.acknowledged += result.acknowledged.count
                if result.errors.contains("Saving waits") { tally.waited += 1 }
                if result.ended < release { tally.endedWhileHeld += 1 }
                let stored = games.filter { $0.players.second.name == plan.name }
                tally.doubled += max(0, stored.count - 1)
                let moves = stored.first.map { $0.game.moves.map { $0 + 1 } } ?? []
                // A move on its way when the signal came may be stored (with the bot's reply) or not.
                let allowed = moves == result.acknowledged || result.onTheWay.map { column in
                    let ahead = result.acknowledged + [column]
                    return moves.starts(with: ahead) && moves.count <= ahead.count + 1
                } ?? false
                if !allowed {
                    let kept = zip(moves, result.acknowledged).prefix { $0 == $1 }.count
                    tally.lost += result.acknowledged.count - kept
                    if stored.isEmpty && !result.acknowledged.isEmpty { tally.droppedGames += 1 }
                    tally.failures.append("run \(run) \(plan.name) (\(plan.ending)): stored \(moves), acknowledged \(result.acknowledged); "
                                          + "it printed …\(result.printed.suffix(120)) and said \(result.errors.suffix(300))")
                }
                let results = standings.first { $0.name == plan.name }.map { $0.wins + $0.losses + $0.draws } ?? 0
                if results != (stored.first?.isFinished == true ? 1 : 0) {
                    tally.failures.append("run \(run) \(plan.name): \(results) results counted for \(stored.count) game(s)")
                }
            }
        } catch {
            tally.failures.append("run \(run): \(error)")
        }
        return tally
    }
}

/// What one session of a run does.
struct SessionPlan {
    var name: String
    var seed: UInt64
    /// How many moves it sends before its ending.
    var commands: Int
    var ending: String
    /// Whether a signal comes while a move is on its way (sent, not yet answered).
    var onTheWay: Bool
    /// How long after the holder took the database it goes on, in seconds.
    var start: Double

    /// Plays: starts, waits for the first reply, calls `ready` (which returns once the database is held),
    /// sends its moves and its ending, then calls `ending`.
    func play(database: String, environment: [String: String], ready: () -> Void, ending endingCame: () -> Void) -> SessionResult {
        var generator = SeededGenerator(seed: seed)
        var result = SessionResult()
        guard let player = try? ScriptedPlayer(database: database, name: name, seed: seed, environment: environment) else {
            result.problems.append("could not start")
            ready()
            endingCame()
            return result
        }
        var answered = player.awaitReply()
        ready()
        usleep(UInt32(start * 1_000_000))
        for _ in 0..<commands where answered && !player.isOver {
            usleep(UInt32(generator.next() % 200_000))
            guard let board = try? Game(columns: player.acknowledged.map { $0 - 1 }),
                  let column = board.legalColumns.randomElement(using: &generator) else { break }
            player.send(String(column + 1))
            answered = player.awaitReply()
        }
        if !answered && !player.isOver { result.problems.append("no reply before the ending") }
        if answered && !player.isOver {
            if let signal = ["SIGINT": SIGINT, "SIGTERM": SIGTERM, "SIGHUP": SIGHUP, "SIGKILL": SIGKILL][ending] {
                if onTheWay, let board = try? Game(columns: player.acknowledged.map { $0 - 1 }),
                   let column = board.legalColumns.randomElement(using: &generator) {
                    player.send(String(column + 1))
                    result.onTheWay = column + 1
                }
                player.kill(signal)
            } else {
                player.send(ending)
                // `u` until there is nothing left to undo: each undo answered is acknowledged.
                while ending == "u", player.awaitReply() { player.send("u") }
            }
        }
        result.ended = Date()
        endingCame()
        let (_, errors) = player.finish()
        result.printed = player.printed
        result.isOver = player.isOver
        result.errors = errors
        result.acknowledged = player.acknowledged
        for line in errors.split(separator: "\n") where line.hasPrefix("error:") {
            if !line.contains("is not a column") && !line.contains("nothing to undo") { result.problems.append(String(line)) }
        }
        return result
    }
}

/// What a session acknowledged, and what it complained of.
struct SessionResult {
    var acknowledged: [Int] = []
    /// The column of a move sent but not answered when the signal came.
    var onTheWay: Int?
    var problems: [String] = []
    /// Its standard output and error, for a failure's message.
    var printed = "", errors = ""
    /// Whether its game ended (won or drawn) before the ending came.
    var isOver = false
    /// When its ending came.
    var ended = Date()
}

/// A value shared by threads, changed under a lock.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    /// Runs `body` on the value, alone.
    func update<T>(_ body: (inout Value) -> T) -> T { lock.withLock { body(&value) } }
}
