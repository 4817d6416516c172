import Foundation
import TestSupport
import Testing

/// A scripted `play` that stays running: moves are sent one at a time and each reply read as it comes
/// (through real pipes), so a test can hold a session open while another process uses the same history.
final class LiveSession {
    let process = Process()
    private let input = Pipe(), output = Pipe(), errors = Pipe()
    private(set) var printed = ""

    init(_ arguments: [String], database: String) throws {
        process.executableURL = CLIRunner.productsDirectory.appendingPathComponent("c4-audio")
        process.arguments = arguments
        process.environment = Sandbox.environment(["C4_AUDIO_DB": database])
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    /// Sends one line.
    func send(_ line: String) { input.fileHandleForWriting.write(Data((line + "\n").utf8)) }

    /// Reads standard output until it holds `text` (or 20 s pass, which fails the test).
    func waitFor(_ text: String) throws {
        let deadline = Date().addingTimeInterval(20)
        let fd = output.fileHandleForReading.fileDescriptor
        while !printed.contains(text) {
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let left = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            try #require(left > 0 && poll(&ready, 1, left) > 0, "no '\(text)' in 20 s; printed: \(printed)")
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(fd, &buffer, buffer.count)
            try #require(count > 0, "output ended before '\(text)'; printed: \(printed)")
            printed += String(decoding: buffer.prefix(count), as: UTF8.self)
        }
    }

    /// Closes standard input and waits for the end; returns (status, rest of stdout, stderr).
    func finish() -> (Int32, String, String) {
        try? input.fileHandleForWriting.close()
        let (out, err) = PipeReader.readBoth(output, errors)
        process.waitUntilExit()
        printed += String(decoding: out, as: UTF8.self)
        return (process.terminationStatus, printed, String(decoding: err, as: UTF8.self))
    }
}

/// Unfinished games are games: starting again keeps them, resume finds them, and two sessions on one
/// history each keep their own (real processes, a real SQLite file).
@Suite("kept games and sessions side by side")
struct KeptGamesTests {
    static func games(_ database: String) throws -> [[String: Any]] {
        let json = try CLIRunner.run(["history", "--json"], environment: ["C4_AUDIO_DB": database]).stdout
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    }

    @Test("Starting again keeps the unfinished game, says so, and resume goes on with either")
    func startingAgainKeepsTheGame() throws {
        let db = Sandbox.folder("kept") + "/history.sqlite"
        let first = try CLIRunner.run(["play", "--mute", "--opponent", "human"], stdin: "4\n3\nq\n",
                                      environment: ["C4_AUDIO_DB": db])
        #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
        #expect(first.stdout.hasSuffix("Game 1 is kept, unfinished: c4-audio resume 1 goes on with it.\n"))
        let second = try CLIRunner.run(["play", "--mute", "--opponent", "human"], stdin: "1\nq\n",
                                       environment: ["C4_AUDIO_DB": db])
        #expect(second.status == 0)
        #expect(second.stderr == "note: Game 1 is unfinished: You against Player 2, 2 moves. It stays kept; c4-audio resume 1 goes on with it.\n")
        var games = try Self.games(db)
        try #require(games.count == 2)
        #expect(games.map { $0["moves"] as? String } == ["1", "43"])
        #expect(games.allSatisfy { $0["finished"] is NSNull })
        let listing = try CLIRunner.run(["history", "--no-color"], environment: ["C4_AUDIO_DB": db]).stdout
        #expect(listing.contains("(c4-audio resume 1)") && listing.contains("(c4-audio resume 2)"))
        // resume takes the newest; resume 1 the older one, which goes on where it was.
        let older = try CLIRunner.run(["resume", "1", "--mute"], stdin: "5\nq\n", environment: ["C4_AUDIO_DB": db])
        #expect(older.status == 0, "\(older.stderr)")
        games = try Self.games(db)
        #expect(games.map { $0["moves"] as? String } == ["1", "435"])
        let newest = try CLIRunner.run(["resume", "--mute"], stdin: "2\nq\n", environment: ["C4_AUDIO_DB": db])
        #expect(newest.stdout.hasSuffix("Game 2 is kept, unfinished: c4-audio resume 2 goes on with it.\n"))
        #expect(try Self.games(db).map { $0["moves"] as? String } == ["12", "435"])
    }

    @Test("resume of a game that is not unfinished names it", arguments: [
        (["resume", "9", "--mute"], "error: no game with ID 9\n"),
        (["resume", "1", "--mute"], "error: game 1 is not unfinished (it is finished or was deleted)\n"),
    ])
    func resumeRefuses(arguments: [String], error: String) throws {
        let db = Sandbox.folder("kept") + "/history.sqlite"
        let won = try CLIRunner.run(["play", "--mute", "--opponent", "human"], stdin: "1\n2\n1\n2\n1\n2\n1\n",
                                    environment: ["C4_AUDIO_DB": db])
        #expect(won.status == 0)
        let result = try CLIRunner.run(arguments, environment: ["C4_AUDIO_DB": db])
        #expect(result.status == 1)
        #expect(result.stderr == error)
    }

    @Test("Two sessions on one history: each keeps its own game; a game open in one cannot be resumed in the other")
    func sessionsSideBySide() throws {
        let db = Sandbox.folder("sessions") + "/history.sqlite"
        // Session A plays a move and waits for more: its reply comes at once, through a pipe.
        let a = try LiveSession(["play", "--mute", "--level", "easy", "--seed", "3"], database: db)
        a.send("4")
        try a.waitFor("You are to move (move 3).")
        // B cannot take A's game, is not offered it, and plays its own.
        let refused = try CLIRunner.run(["resume", "1", "--mute"], environment: ["C4_AUDIO_DB": db])
        #expect(refused.status == 1)
        #expect(refused.stderr == "error: game 1 is open in another c4-audio session; go on with it there, or quit it there first\n")
        let newest = try CLIRunner.run(["resume", "--mute"], environment: ["C4_AUDIO_DB": db])
        #expect(newest.stderr == "error: every unfinished game is open in another c4-audio session (game 1)\n")
        let b = try CLIRunner.run(["play", "--mute", "--opponent", "human"], stdin: "1\n7\nq\n", environment: ["C4_AUDIO_DB": db])
        #expect(b.status == 0 && b.stderr.isEmpty, "\(b.stderr)")
        // A goes on saving its own game, untouched by B.
        a.send("3")
        try a.waitFor("You are to move (move 5).")
        a.send("q")
        let (status, _, errors) = a.finish()
        #expect(status == 0 && errors.isEmpty, "\(errors)")
        let games = try Self.games(db)
        try #require(games.count == 2)
        #expect(games[0]["moves"] as? String == "17")
        #expect((games[1]["moves"] as? String)?.count == 4)
        #expect((games[1]["moves"] as? String)?.hasPrefix("4") == true)
        // Once A has ended, its game can be resumed anywhere.
        let resumed = try CLIRunner.run(["resume", "1", "--mute"], stdin: "q\n", environment: ["C4_AUDIO_DB": db])
        #expect(resumed.status == 0, "\(resumed.stderr)")
    }

    @Test("A busy database delays saving, says so, and loses no move; quitting waits for it")
    func aBusyDatabaseDelaysAndLosesNothing() throws {
        let db = Sandbox.folder("busy") + "/history.sqlite"
        let a = try LiveSession(["play", "--mute", "--opponent", "human"], database: db)
        a.send("4")
        try a.waitFor("(move 2)")
        // Another program holds the write lock for 5 s, past the 3 s busy timeout.
        let python = try #require(Tools.pythonWithSQLite, Tools.missing("a python3 with sqlite3", package: "python3"))
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: python)
        holder.arguments = ["-c", "import sqlite3, time, sys; c = sqlite3.connect(sys.argv[1], isolation_level=None); "
                            + "c.execute('BEGIN IMMEDIATE'); print('locked', flush=True); time.sleep(5)", db]
        let out = Pipe()
        holder.standardOutput = out
        try holder.run()
        _ = out.fileHandleForReading.availableData   // "locked"
        // The move is taken and answered although it cannot be saved yet; quitting waits for the lock.
        a.send("3")
        try a.waitFor("(move 3)")
        a.send("q")
        let (status, printed, errors) = a.finish()
        holder.waitUntilExit()
        #expect(status == 0, "\(errors)")
        #expect(errors.hasPrefix("note: Saving waits: the history database is busy"), "\(errors)")
        #expect(printed.hasSuffix("Game 1 is kept, unfinished: c4-audio resume 1 goes on with it.\n"))
        #expect(try Self.games(db).map { $0["moves"] as? String } == ["43"])
    }
}
