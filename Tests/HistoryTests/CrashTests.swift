import Foundation
import Game
import History
import Music
import Testing
import TestSupport

/// Processes saving games move by move are killed with SIGKILL at random moments; after each kill
/// the database must open, pass `PRAGMA integrity_check`, and hold every move reported as saved.
///
/// The writer (`Tests/HistoryWriter`) prints a line after each committed write. A kill can fall
/// between a commit and its line, so a writer's game may be one write ahead of its last line (one
/// more move, the game finished, or one move taken back by an undo), never behind it. With two
/// writers, each claims its own game (as two sessions do); now and then a third process holds the
/// database for 5 s, longer than the store's busy timeout, and both writers must go on after it.
@Suite(.serialized) struct CrashTests {
    /// How many kills (`C4_CRASH_KILLS` overrides, e.g. for a longer run by hand).
    static let kills = ProcessInfo.processInfo.environment["C4_CRASH_KILLS"].flatMap(Int.init)
    /// How many busy runs go at once (`C4_CRASH_CONCURRENT` overrides): their processes mostly wait.
    static let concurrentRuns = ProcessInfo.processInfo.environment["C4_CRASH_CONCURRENT"].flatMap(Int.init) ?? 6

    @Test func killedWriterNeverLosesASavedMove() throws {
        let run = try CrashRun(writers: 1)
        try run.kill(times: Self.kills ?? 500, seed: 500)
    }

    @Test func twoWritersAndABusyDatabaseNeverLoseASavedMove() throws {
        let python = try #require(Tools.pythonWithSQLite, Tools.missing("a python3 with sqlite3", package: "python3"))
        let run = try CrashRun(writers: 2, holder: python)
        try run.kill(times: Self.kills ?? 100, seed: 900, holdEvery: 50)
    }

    /// Two `c4-audio play` sessions on one file held by a third process for 5–10 s, each ended at a random
    /// moment by a bad line, `u`, SIGINT, SIGTERM, SIGHUP or SIGKILL (see ``BusyCrashRun``): 100 runs, ten
    /// at a time (`C4_CRASH_KILLS` runs, `C4_CRASH_CONCURRENT` at a time, when set).
    @Test func busySessionsEndedAnyWayNeverLoseAnAcknowledgedMove() throws {
        let python = try #require(Tools.pythonWithSQLite, Tools.missing("a python3 with sqlite3", package: "python3"))
        let clock = ContinuousClock(), start = clock.now
        let runs = Self.kills ?? 100
        let tally = BusyCrashRun(python: python).run(times: runs, seed: 3_700, concurrently: Self.concurrentRuns)
        for failure in tally.failures.prefix(20) { Issue.record(Comment(rawValue: failure)) }
        #expect(tally.failures.isEmpty)
        #expect(tally.runs == runs && tally.sessions == 2 * runs)
        #expect(tally.lost == 0 && tally.doubled == 0 && tally.droppedGames == 0)
        // The journal was the way the moves went.
        #expect(tally.waited > 0 && tally.folded > 0)
        print("busy crash test: \(tally.runs) runs, \(tally.sessions) sessions, \(tally.acknowledged) acknowledged moves, "
              + "\(tally.lost) lost, \(tally.doubled) games stored twice, \(tally.droppedGames) games dropped, "
              + ""
              + "\(tally.waited) sessions saw saving wait, \(tally.endedWhileHeld) ended while the database was held, \(tally.folded) journals folded by the next start, endings \(tally.endings.sorted { $0.key < $1.key }) "
              + "(\(tally.gamesOver) games over first), "
              + "\(clock.now - start)")
    }
}

/// One game's moves and music as a writer reported them or the store holds them.
struct CrashState: Equatable {
    var id: GameID
    var moves: String
    var music: String
    var finished: Bool

    init(id: GameID, moves: String, music: String, finished: Bool) {
        self.id = id
        self.moves = moves
        self.music = music
        self.finished = finished
    }

    init(_ stored: StoredGame) {
        self.init(id: stored.id, moves: MoveRecord.encode(stored.game), music: stored.music.description,
                  finished: stored.isFinished)
    }

    /// A writer's line: `move|finish|undo ID MOVES MUSIC`.
    init?(line: String) {
        let fields = line.split(separator: " ").map(String.init)
        guard fields.count >= 2, let id = GameID(fields[1]) else { return nil }
        self.init(id: id, moves: fields.count > 2 ? fields[2] : "", music: fields.count > 3 ? fields[3] : "",
                  finished: fields[0] == "finish")
    }

    /// Whether the writer takes back a move instead of playing one (as in Tests/HistoryWriter).
    static func undoes(after moves: String) -> Bool {
        var hash: UInt64 = 14_695_981_039_346_656_037
        for byte in moves.utf8 { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
        return moves.count >= 2 && hash % 16 == 0
    }

    /// Whether `self`, as stored, is one write past `last`, the last state reported: one more move
    /// (the game finished by it or not), or one move taken back where the writer undoes.
    func isOneWrite(after last: CrashState) -> Bool {
        guard !last.finished, id == last.id else { return false }
        let oneMore = moves.count == last.moves.count + 1 && moves.hasPrefix(last.moves) && music.hasPrefix(last.music)
        let undone = !finished && Self.undoes(after: last.moves) && moves.count == last.moves.count - 1
            && last.moves.hasPrefix(moves) && last.music.hasPrefix(music)
        return oneMore || undone
    }
}
