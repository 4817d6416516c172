import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The history in a folder you cannot write can be read: `history`, `stats` and export list it, also
/// when no `-wal` or `-shm` lies beside it (a copied file, or one whose log another program emptied).
/// Tried without privileges: as root (as in CI) through setpriv with every capability dropped, as
/// ``HistoryFailureTests`` does.
@Suite struct ReadOnlyHistoryTests {
    @Test func aReadOnlyFoldersHistoryCanBeRead() throws {
        let history = TemporaryHistory()
        let folder = history.directory + "/ro"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let db = folder + "/history.sqlite"
        #expect(try CLIRunner.run(["selfplay", "--games", "3", "--levels", "random,random", "--seed", "2", "--save", "--db", db]).status == 0)
        let expected = try CLIRunner.run(["history", "export", "--db", db]).stdout
        // The log copied into the file and gone, as another SQLite program leaves it.
        try HistoryFailureTests.python("""
            import sqlite3, os
            c = sqlite3.connect('\(db)'); c.execute('PRAGMA wal_checkpoint(TRUNCATE)'); c.close()
            for suffix in ('-wal', '-shm'):
                if os.path.exists('\(db)' + suffix): os.remove('\(db)' + suffix)
            """)
        chmod(db, 0o444)
        chmod(folder, 0o555)
        defer { chmod(folder, 0o755) }
        let bytes = FileManager.default.contents(atPath: db)
        // What the writing command left beside the file (its claims file): the reading ones add nothing.
        let before = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        for arguments in [["history"], ["stats"], ["history", "export"], ["history", "show", "2"]] {
            let result = try CLIRunner.unprivileged(arguments + ["--db", db])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stderr.isEmpty, "\(arguments): \(result.stderr)")
            if arguments == ["history", "export"] { #expect(result.stdout == expected) }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == before)
        #expect(!before.contains { $0.hasSuffix("-wal") || $0.hasSuffix("-shm") })
        #expect(FileManager.default.contents(atPath: db) == bytes)
    }
}
