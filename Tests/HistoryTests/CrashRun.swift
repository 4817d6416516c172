import Foundation
import Game
import History
import Music
import Testing
import TestSupport

/// Writers on one real SQLite file, started and killed again and again, with what they reported
/// checked against what the store holds after each kill (see ``CrashTests``).
struct CrashRun {
    let writers: Int
    /// A python3 with sqlite3, to hold the database from a third process.
    let holder: String?
    let directory = TemporaryDirectory()
    let database: String
    let writer = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("c4-history-writer")

    init(writers: Int, holder: String? = nil) throws {
        self.writers = writers
        self.holder = holder
        database = directory.file("history.sqlite")
    }

    /// Kills the writers `times` times; every `holdEvery`-th run, a third process holds the database
    /// for 5 s first and both writers must write again after it let go.
    func kill(times: Int, seed: UInt64, holdEvery: Int? = nil) throws {
        var generator = SeededGenerator(seed: seed)
        var known: [GameID: CrashState] = [:]   // each unfinished game's last known state
        var finished: [GameID: CrashState] = [:]
        var reportedWrites = 0, holds = 0
        for run in 0..<times {
            let outputs = (0..<writers).map { directory.file("out-\(run)-\($0).txt") }
            let processes = try outputs.enumerated().map { index, output in
                try start(output: output, seed: UInt64(run * writers + index + 1))
            }
            defer {   // also when a check stops the run early
                for (process, _) in processes where process.isRunning {
                    Glibc.kill(process.processIdentifier, SIGKILL)
                    process.waitUntilExit()
                }
            }
            let hold = holdEvery.map { run % $0 == $0 - 1 } ?? false
            if hold {
                try holdDatabase(whileWatching: outputs)
                holds += 1
            } else if generator.next() % 10 != 0 {
                // Nine kills in ten fall while games are being saved, one in ten anywhere from the
                // start (opening, migrating, resuming, claiming).
                for output in outputs { Self.wait(until: Date().addingTimeInterval(10)) { Self.size(of: output) > 0 } }
                usleep(UInt32(generator.next() % 20_000))
            } else {
                usleep(UInt32(generator.next() % 60_000))
            }
            for (process, errors) in processes {
                let wasRunning = process.isRunning
                Glibc.kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                #expect(wasRunning, "run \(run): a writer stopped by itself: \(stderr)")
                guard wasRunning else { return }
            }
            // Only whole lines were reported; a line cut by the kill was not.
            var reported: [GameID: CrashState] = [:]
            for output in outputs {
                let text = try String(contentsOfFile: output, encoding: .utf8)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                reportedWrites += lines.count
                for line in lines {
                    let state = try #require(CrashState(line: String(line)), "run \(run): \(line)")
                    reported[state.id] = state
                }
            }
            let now = try check(run: run, known: known.merging(reported) { $1 })
            known = now.filter { !$0.value.finished }
            finished.merge(now.filter { $0.value.finished }) { $1 }
        }
        // Every game that finished is still there, exactly (a finished game never changes).
        let store = try HistoryStore.open(path: database)
        for (id, state) in finished { #expect(CrashState(try store.game(id: id)) == state) }
        #expect(finished.count > 10 && reportedWrites > times)
        if holdEvery != nil { #expect(holds > 0) }
        print("crash test, \(writers) writer(s): \(times) kills, \(holds) holds of 5 s, \(reportedWrites) reported writes, \(finished.count) games finished")
    }

    /// Checks the store against the last states written or known, and returns the states it holds
    /// for them and for the games started since.
    private func check(run: Int, known expected: [GameID: CrashState]) throws -> [GameID: CrashState] {
        let store = try HistoryStore.open(path: database)
        #expect(try store.integrityCheck() == ["ok"], "run \(run)")
        var now: [GameID: CrashState] = [:]
        var ahead = 0
        for (id, last) in expected {
            let stored = CrashState(try store.game(id: id))
            if stored != last {
                #expect(stored.isOneWrite(after: last), "run \(run): game \(id) is \(stored), reported \(last)")
                ahead += 1
            }
            now[id] = stored
        }
        // A game started but not yet reported holds at most its first move.
        for id in try store.unfinishedGameIDs() where expected[id] == nil {
            let stored = CrashState(try store.game(id: id))
            #expect(stored.moves.count <= 1, "run \(run): unreported game \(id) is \(stored)")
            now[id] = stored
        }
        // Each writer is at most one write ahead of its last line.
        #expect(ahead <= writers, "run \(run): \(ahead) games ahead of their reports")
        return now
    }

    private func start(output: String, seed: UInt64) throws -> (process: Process, errors: Pipe) {
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        let process = Process()
        process.executableURL = writer
        process.arguments = [database, String(seed)]
        process.environment = Sandbox.environment()
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        return (process, errors)
    }

    /// Holds the database in an exclusive transaction for 5 s once every writer has written, then
    /// waits until every writer has written again after it let go.
    private func holdDatabase(whileWatching outputs: [String]) throws {
        let python = try #require(holder)
        for output in outputs { Self.wait(until: Date().addingTimeInterval(10)) { Self.size(of: output) > 0 } }
        let script = """
            import sqlite3, sys, time
            c = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=10)
            c.execute("BEGIN EXCLUSIVE")
            time.sleep(5)
            c.execute("COMMIT")
            """
        let held = try PythonScript.run(python, script, arguments: [database])
        try #require(held.status == 0, "\(held.stderr)")
        let sizes = outputs.map(Self.size)
        for (output, size) in zip(outputs, sizes) {
            Self.wait(until: Date().addingTimeInterval(10)) { Self.size(of: output) > size }
            #expect(Self.size(of: output) > size, "a writer wrote nothing after the database was let go")
        }
    }

    private static func size(of path: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }

    private static func wait(until deadline: Date, _ done: () -> Bool) {
        while !done(), Date() < deadline { usleep(500) }
    }
}
