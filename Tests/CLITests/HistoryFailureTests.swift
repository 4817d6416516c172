import Foundation
import Music
import TestSupport
import Testing

/// What goes wrong around the database file, each as one clear line and no damage.
@Suite struct HistoryFailureTests {
    @Test func aFileThatIsNotADatabaseIsReportedAndLeftAlone() throws {
        let history = TemporaryHistory()
        var generator = SeededGenerator(seed: 8192)
        let bytes = Data((0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) })
        _ = FileManager.default.createFile(atPath: history.path, contents: bytes)
        for arguments in [["history"], ["selfplay", "--games", "1", "--levels", "random,random", "--save"], ["settings", "set", "level", "hard"]] {
            let result = try history.run(arguments)
            #expect(result.status == 1)
            #expect(result.stderr == "error: \(history.path) is not a c4-audio database (not an SQLite file); it was left unchanged: move it away or give another --db\n")
        }
        #expect(FileManager.default.contents(atPath: history.path) == bytes)
    }

    @Test func aDamagedDatabaseIsReportedAndLeftAlone() throws {
        let history = TemporaryHistory()
        #expect(try history.run(["selfplay", "--games", "30", "--levels", "random,random", "--save"]).status == 0)
        // As if copied from elsewhere (no -wal beside it), with every page after the first damaged.
        try Self.python("""
            import sqlite3, os
            c = sqlite3.connect('\(history.path)'); c.execute('PRAGMA wal_checkpoint(TRUNCATE)'); c.close()
            for suffix in ('-wal', '-shm'):
                if os.path.exists('\(history.path)' + suffix): os.remove('\(history.path)' + suffix)
            f = open('\(history.path)', 'r+b'); size = os.path.getsize('\(history.path)')
            for page in range(1, size // 4096): f.seek(4096 * page); f.write(b'\\x07')
            """)
        let damaged = try #require(FileManager.default.contents(atPath: history.path))
        for arguments in [["history"], ["stats"], ["selfplay", "--games", "1", "--levels", "random,random", "--save"]] {
            let result = try history.run(arguments)
            #expect(result.status == 1)
            #expect(result.stderr == "error: \(history.path): the database is damaged (database disk image is malformed); it was left unchanged\n")
        }
        #expect(FileManager.default.contents(atPath: history.path) == damaged)
    }

    @Test func readingCommandsNeverWriteTheFiles() throws {
        let history = TemporaryHistory()
        #expect(try history.run(["selfplay", "--games", "5", "--levels", "random,random", "--save"]).status == 0)
        // Modification times too: copying the log into the file again writes the same bytes.
        func state() -> [String] {
            [history.path, history.path + "-wal"].map { path in
                var status = stat()
                stat(path, &status)
                let bytes = FileManager.default.contents(atPath: path) ?? Data()
                return "\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec) \(bytes.hashValue)"
            }
        }
        let before = state()
        for arguments in [["history"], ["history", "--json"], ["history", "show", "2"], ["history", "export"], ["stats"], ["settings"],
                          ["render", "1", "-o", history.directory + "/x.wav"]] {
            #expect(try history.run(arguments).status == 0, "\(arguments)")
        }
        #expect(state() == before)
    }

    @Test func aDatabaseFromANewerVersionIsRefused() throws {
        let history = TemporaryHistory()
        #expect(try history.run(["settings", "set", "level", "medium"]).status == 0)
        try Self.python("import sqlite3; c = sqlite3.connect('\(history.path)'); c.execute(\"INSERT INTO grdb_migrations VALUES ('v99')\"); c.commit()")
        let result = try history.run(["history"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("was written by a newer version of c4-audio"))
    }

    @Test func aBusyDatabaseWaitsThenFailsClearly() throws {
        let history = TemporaryHistory()
        #expect(try history.run(["settings", "set", "level", "medium"]).status == 0)
        // Another writer holds the write lock until this test has seen the write refused (its stdin closed by
        // release(), and by the end of this process), however long the machine takes: no race with its timeout.
        let holder = try DatabaseHolder(python: try Self.pythonPath(), database: history.path, seconds: 600)
        defer { holder.release() }
        // Reading does not wait for the writer (WAL).
        let reading = try history.run(["history"])
        #expect(reading.status == 0 && reading.stdout.hasPrefix("No games stored yet"))
        // Writing waits its busy timeout (3 s), then fails clearly.
        let start = Date()
        let result = try history.run(["settings", "set", "level", "hard"])
        let waited = Date().timeIntervalSince(start)
        #expect(result.status == 1)
        #expect(result.stderr == "error: database is busy: another program holds it; try again\n")
        #expect(waited > 2.5)
        holder.release()
        // Nothing was lost or damaged: once the lock is gone the write goes through.
        #expect(try history.run(["settings", "set", "level", "hard"]).status == 0)
    }

    @Test func twoWritersAtOnceBothSucceed() throws {
        let history = TemporaryHistory()
        #expect(try history.run(["settings", "set", "level", "medium"]).status == 0)
        let binary = CLIRunner.productsDirectory.appendingPathComponent("c4-audio")
        // Each writer starts its games only once both have started (a file each, waited for), and the
        // first player tells whose game is whose: random or easy.
        let levels = ["random,easy", "easy,random"]
        let writers = try (0..<2).map { index -> Process in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "touch \"$0.ready\"; while [ ! -e \"$0.ready\" ] || [ ! -e \"$1.ready\" ]; do sleep 0.005; done; "
                                 + "exec \"$2\" selfplay --games 150 --levels \(levels[index]) --seed \(index) --save",
                                 "\(history.directory)/writer\(index)", "\(history.directory)/writer\(1 - index)", binary.path]
            process.environment = Sandbox.environment(["C4_AUDIO_DB": history.path])
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            return process
        }
        for writer in writers { writer.waitUntilExit() }
        #expect(writers.map(\.terminationStatus) == [0, 0])
        let json = try history.run(["history", "--json"])
        let games = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(games.count == 300)
        // They overlapped: in the order the store gave IDs, the writers' games interleave.
        let writerOfEach = games.reversed().map { game in
            ((game["players"] as? [[String: Any]])?.first?["level"] as? String) == "easy" ? 1 : 0
        }
        let switches = zip(writerOfEach, writerOfEach.dropFirst()).filter { $0 != $1 }.count
        #expect(switches >= 2, "the two writers' games did not interleave: \(writerOfEach)")
        #expect(try history.run(["stats", "--json"]).stdout.contains("\"name\":\"Bot easy\""))
    }

    /// A read-only directory, tried without privileges: root ignores directory permissions, so as root
    /// (as in CI) the binary runs through setpriv with every capability dropped (still uid 0, so the
    /// test's private folders stay reachable however the user's TMPDIR is protected).
    @Test func aReadOnlyDirectoryIsReportedClearly() throws {
        let history = TemporaryHistory()
        let readOnly = history.directory + "/ro"
        try FileManager.default.createDirectory(atPath: readOnly, withIntermediateDirectories: false)
        // A database made before the directory became read-only, readable by everybody.
        let existing = try CLIRunner.run(["settings", "set", "level", "medium", "--db", readOnly + "/history.sqlite"])
        #expect(existing.status == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: readOnly)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: history.directory)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: readOnly + "/history.sqlite")
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: readOnly) }
        func run(_ arguments: [String]) throws -> CLIRunner.Result { try CLIRunner.unprivileged(arguments) }
        // Reading a database that is not there creates nothing, so nothing fails; the first write does.
        let reading = try run(["history", "--db", readOnly + "/new/history.sqlite"])
        #expect(reading.status == 0 && reading.stderr.isEmpty, "\(reading.stderr)")
        let newFile = try run(["settings", "set", "level", "hard", "--db", readOnly + "/new/history.sqlite"])
        #expect(newFile.status == 1)
        #expect(newFile.stderr == "error: cannot open the database \(readOnly)/new/history.sqlite: cannot create the directory \(readOnly)/new: Permission denied\n")
        let newInDirectory = try run(["settings", "set", "level", "hard", "--db", readOnly + "/other.sqlite"])
        #expect(newInDirectory.status == 1)
        #expect(newInDirectory.stderr == "error: cannot open the database \(readOnly)/other.sqlite: its directory is not writable or the path is not a file\n")
        let existingFile = try run(["settings", "set", "level", "hard", "--db", readOnly + "/history.sqlite"])
        #expect(existingFile.status == 1)
        #expect(existingFile.stderr == "error: cannot write the database \(readOnly)/history.sqlite: it or its directory is read-only\n")
    }

    /// Debian's python3 with its sqlite3 module (never whichever python3 comes first on PATH).
    static func pythonPath() throws -> String {
        try #require(Tools.pythonWithSQLite, Tools.missing("a python3 with sqlite3", package: "python3"))
    }

    static func python(_ code: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try pythonPath())
        process.arguments = ["-c", code]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}

/// A database path that cannot be a file is named with the reason, whatever the command.
@Suite struct DatabasePathTests {
    @Test(arguments: [["history"], ["settings", "set", "level", "hard"], ["stats"]])
    func aDirectoryOrAnEmptyPathIsNamed(arguments: [String]) throws {
        let folder = Sandbox.folder("paths")
        let directory = try CLIRunner.run(arguments + ["--db", folder])
        #expect(directory.status == 1)
        #expect(directory.stderr == "error: cannot open the database \(folder): it is a directory; give a file inside it, e.g. \(folder)/history.sqlite\n")
        let empty = try CLIRunner.run(arguments + ["--db", ""])
        #expect(empty.status == 1)
        #expect(empty.stderr == "error: cannot open the database '': the path is empty; give a file, e.g. --db ~/games.sqlite\n")
    }
}
