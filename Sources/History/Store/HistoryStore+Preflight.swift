import GRDB
#if canImport(Glibc)
import Glibc
#endif

// The first look at an existing file, before anything may write to it.
extension HistoryStore {
    /// Checks an existing file before any statement that writes: that it is an SQLite database, sound
    /// (when it has no log yet), and of a version this program knows.
    ///
    /// GRDB writes when it opens a file for writing that has no `-wal` beside it (a database copied from
    /// elsewhere, or a file that is not one): it turns WAL on and makes a table to create the log. So a
    /// file without a log is read through ``UntouchedRead`` (nothing written, no `-wal` or `-shm` made)
    /// and checked with SQLite's `PRAGMA quick_check`; a file with a log (one this program opened before
    /// keeps it) is read through a read-only connection, which never copies the log into the file.
    /// Once the store has opened a file this costs well under a millisecond.
    ///
    /// - Throws: ``HistoryError/notADatabase(path:)``, ``HistoryError/corrupt(path:detail:)``,
    ///   ``HistoryError/newerVersion(path:)`` or ``HistoryError/unknownVersion(path:version:)``.
    static func checkBeforeFirstWrite(path: String) throws(HistoryError) {
        func size(_ file: String) -> Int64? {
            var status = stat()
            return stat(file, &status) == 0 ? Int64(status.st_size) : nil
        }
        guard let bytes = size(path), bytes > 0 else { return }
        let hasLog = (size(path + "-wal") ?? 0) > 0
        let version: (user: Int, applied: Set<String>)
        if hasLog {
            var configuration = Configuration()
            configuration.readonly = true
            do {
                let queue = try DatabaseQueue(path: path, configuration: configuration)
                version = try queue.read { db in (try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0, try Schema.applied(db)) }
            } catch {
                // Not readable this way (a read-only folder without the `-shm`, …): the open that
                // follows says what is wrong, and the store checks the version before it migrates.
                if case .notADatabase = HistoryError.mapping(error, path: path) { throw .notADatabase(path: path) }
                return
            }
        } else {
            let file = try UntouchedRead(path: path)
            let problems = try file.strings("PRAGMA quick_check")
            guard problems == ["ok"] else {
                throw .corrupt(path: path, detail: .lines(Array(problems.prefix(2))))
            }
            let tables = try file.strings("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'grdb_migrations'")
            let applied = tables.isEmpty ? [] : try file.strings("SELECT identifier FROM grdb_migrations")
            version = (Int(try file.strings("PRAGMA user_version").first ?? "") ?? 0, Set(applied))
        }
        try Schema.checkVersion(user: version.user, applied: version.applied, path: path)
    }
}

extension HistoryStore {
    /// A store that reads the file at `path` in SQLite's `immutable` mode, when its folder may not be
    /// written and it has no `-wal` with content; nil otherwise.
    ///
    /// A read-only connection to a file in WAL mode must make its `-shm` beside it ("attempt to write a
    /// readonly database" in a folder it cannot write); with no log there is nothing the file does not
    /// hold, so it is read as it is, without locks. Every write of that store fails.
    static func readingInPlace(path: String) throws(HistoryError) -> HistoryStore? {
        var status = stat()
        let log = stat(path + "-wal", &status) == 0 ? Int64(status.st_size) : 0
        let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? "."
        guard log == 0, access(directory, W_OK) != 0 else { return nil }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "c4-audio history (reading in place)"
        do {
            return try HistoryStore(try DatabaseQueue(path: UntouchedRead.uri(path), configuration: configuration), path: path)
        } catch let error as HistoryError {
            throw error
        } catch {
            throw HistoryError.mapping(error, path: path)
        }
    }
}
