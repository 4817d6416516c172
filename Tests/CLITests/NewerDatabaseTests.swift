import Foundation
import TestSupport
import Testing

/// A database this version must not write (a newer version's migration, or a `user_version` it never
/// sets) is refused with one line by every command, before any statement that writes: the files in its
/// folder keep their bytes, and no `-wal` or `-shm` appears or goes.
@Suite("a newer database is never written")
struct NewerDatabaseTests {
    static let commands: [(arguments: [String], stdin: String?)] = [
        (["play", "--mute", "--opponent", "human"], "4\nq\n"), (["resume", "--mute"], "4\nq\n"), (["history"], nil),
        (["stats"], nil), (["settings", "set", "level", "hard"], nil), (["history", "delete", "1"], nil),
        (["history", "clear", "--yes"], nil), (["history", "import"], "4453\n"),
        (["selfplay", "--games", "1", "--levels", "random,random", "--save"], nil),
    ]

    /// Every file of `folder` with its bytes.
    static func files(_ folder: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            result[name] = FileManager.default.contents(atPath: folder + "/" + name)
        }
        return result
    }

    /// Runs every command and expects each refused, and the folder as it was (`-shm`, SQLite's shared
    /// memory of the readers, may differ in bytes when another process has the file open).
    static func expectRefused(_ history: TemporaryHistory, error: String, sharedMemoryMayChange: Bool = false) throws {
        let before = try files(history.directory)
        for (arguments, stdin) in commands {
            let result = try history.run(arguments, stdin: stdin)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr == "error: \(history.path) \(error)\n", "\(arguments)")
        }
        var after = try files(history.directory)
        #expect(after.keys.sorted() == before.keys.sorted())
        if sharedMemoryMayChange { after["history.sqlite-shm"] = before["history.sqlite-shm"] }
        #expect(after == before)
    }

    /// A history of two games, copied as if from elsewhere (no `-wal`, `-shm` or claims beside it), then changed by `change`.
    static func copiedHistory(_ change: String) throws -> TemporaryHistory {
        let history = TemporaryHistory()
        #expect(try history.run(["selfplay", "--games", "2", "--levels", "random,random", "--save"]).status == 0)
        try HistoryFailureTests.python("""
            import sqlite3, os
            c = sqlite3.connect('\(history.path)'); c.execute('PRAGMA wal_checkpoint(TRUNCATE)'); c.close()
            for suffix in ('-wal', '-shm', '-claims'):
                if os.path.exists('\(history.path)' + suffix): os.remove('\(history.path)' + suffix)
            c = sqlite3.connect('\(history.path)'); c.execute("\(change)"); c.commit(); c.close()
            """)
        return history
    }

    @Test func anUnknownUserVersionIsRefused() throws {
        let history = try Self.copiedHistory("PRAGMA user_version = 999")
        try Self.expectRefused(history, error: "has user_version 999, which this version of c4-audio does not know; it was left unchanged (upgrade c4-audio, or give another --db)")
    }

    @Test func aNewerMigrationIsRefused() throws {
        let history = try Self.copiedHistory("INSERT INTO grdb_migrations VALUES ('v99')")
        try Self.expectRefused(history, error: "was written by a newer version of c4-audio; this version cannot use it (upgrade c4-audio, or give another --db)")
    }

    /// The newer version still has the file open: the change is in its `-wal`, which stays as it is.
    @Test func aNewerMigrationInTheLogIsRefused() throws {
        let history = TemporaryHistory()
        #expect(try history.run(["selfplay", "--games", "2", "--levels", "random,random", "--save"]).status == 0)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: try HistoryFailureTests.pythonPath())
        holder.arguments = ["-c", "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); "
                            + "c.execute(\"INSERT INTO grdb_migrations VALUES ('v99')\"); c.commit(); print('ready', flush=True); sys.stdin.read()",
                            history.path]
        let input = Pipe(), output = Pipe()
        holder.standardInput = input
        holder.standardOutput = output
        try holder.run()
        _ = output.fileHandleForReading.availableData   // "ready"
        defer { try? input.fileHandleForWriting.close(); holder.waitUntilExit() }
        try #require(FileManager.default.fileExists(atPath: history.path + "-wal"))
        try Self.expectRefused(history, error: "was written by a newer version of c4-audio; this version cannot use it (upgrade c4-audio, or give another --db)",
                               sharedMemoryMayChange: true)
    }
}
