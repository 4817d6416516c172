import GRDB
import GRDBSQLite
#if canImport(Glibc)
import Glibc
#endif

/// The history of games, players and settings, kept in one SQLite file through GRDB.
///
/// The shape of GRDB's demo app (`AppDatabase`): a value wrapping `any DatabaseWriter` that runs
/// the migrator when it is made and offers reads and writes named for their intent. Every write
/// is one transaction, so a process killed at any moment leaves either the state before a call or
/// the state after it. The file is opened as a `DatabasePool` in WAL mode: readers never wait for
/// the writer, and a second writer waits up to ``busyTimeout`` seconds before failing with
/// ``HistoryError/busy``.
///
/// Open it only in commands that use it: ``open(path:)`` costs a few milliseconds.
///
/// A game's life, as the terminal game drives it:
///
/// ```swift
/// let store = try HistoryStore.open(path: DatabaseLocation.path(option: db, environment: env))
/// let settings = try store.settings()                       // defaults for the new game
/// var current = try store.currentGame()                     // `resume`: moves, players, music exactly
///     ?? store.startGame(players: players, replacingCurrent: true)
/// try store.saveMove(game, music: music, id: current.id)    // after every move: one transaction
/// current = try store.undoMoves(2, id: current.id)          // `u`: your move and the bot's
/// try store.finishGame(game, music: musicWithEnding, id: current.id)  // + both players' results
/// let replayed = try store.game(id: 12)                     // `replay 12`
/// ```
public struct HistoryStore: Sendable {
    /// How long a write waits for another process's write to finish, in seconds.
    public static let busyTimeout: Double = 3

    let writer: any DatabaseWriter
    /// The path of the database file, for messages (`:memory:` for a store in memory).
    public let path: String
    /// Held while this process writes, for another one kept waiting (nil for a store that does not write).
    var mark: WritingMark?

    /// A store over a database connection, migrated to the current schema.
    ///
    /// - Parameters:
    ///   - writer: a `DatabasePool` or `DatabaseQueue`.
    ///   - path: the file's path, for messages.
    /// - Throws: ``HistoryError/newerVersion(path:)`` for a database a newer c4-audio has changed,
    ///   ``HistoryError/unknownVersion(path:version:)``, or the mapped SQLite failure.
    public init(_ writer: any DatabaseWriter, path: String) throws(HistoryError) {
        self.writer = writer
        self.path = path
        do {
            // A database a newer version migrated further must not be touched by this one; one
            // that is up to date is only read (no write lock, so reading commands never wait).
            // ``open(path:)`` holds the ``MigrationLock`` around this, so no other process migrates
            // the file at the same time.
            if try !Self.isComplete(writer, path: path) { try Schema.migrator.migrate(writer) }
        } catch let error as HistoryError {
            throw error
        } catch {
            throw HistoryError.mapping(error, path: path)
        }
    }

    /// Whether the file behind `writer` has every migration, after checking it is of a version this
    /// program knows (throws ``HistoryError/newerVersion(path:)`` or ``HistoryError/unknownVersion(path:version:)``).
    private static func isComplete(_ writer: any DatabaseWriter, path: String) throws -> Bool {
        let (user, applied, complete) = try writer.read { db in
            (try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0, try Schema.applied(db), try Schema.migrator.hasCompletedMigrations(db))
        }
        try Schema.checkVersion(user: user, applied: applied, path: path)
        return complete
    }

    /// Opens (or creates) the database file at `path`, creating its directory (mode 0700) when missing.
    ///
    /// A file at `path` that is not an SQLite database is reported and left byte for byte as it was.
    /// - Throws: ``HistoryError`` (`notADatabase`, `cannotOpen`, `readOnly`, `busy`, `newerVersion`, …).
    public static func open(path: String) throws(HistoryError) -> HistoryStore {
        try DatabaseLocation.checkFile(path)
        try DatabaseLocation.createDirectory(containing: path)
        try checkBeforeFirstWrite(path: path)
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "c4-audio history"
        configuration.prepareDatabase { db in
            // Keep the -wal file when the last connection closes. Without it GRDB writes to the
            // database at every open (it creates and drops a table so that a -wal file exists), so
            // a reading command would wait for another process's write lock, and a damaged file
            // would be written to before its damage is found.
            var persist: Int32 = 1
            _ = sqlite3_file_control(db.sqliteConnection, nil, SQLITE_FCNTL_PERSIST_WAL, &persist)
        }
        // One process at a time turns a new file to WAL and migrates it: GRDB guards only its own
        // connections (see ``MigrationLock``).
        var store: HistoryStore
        do {
            store = try MigrationLock.holding(path: path) {
                // GRDB turns WAL on with synchronous=NORMAL: a commit is in the -wal file (the
                // kernel's page cache) when the call returns, so a killed process loses nothing, and
                // a power cut can lose only the last commits, never the file's consistency. FULL
                // (an fsync per commit) measured 4 ms median, 12 ms p99 a move on this machine.
                try HistoryStore(try DatabasePool(path: path, configuration: configuration), path: path)
            }
        } catch let error as HistoryError {
            throw error
        } catch {
            throw HistoryError.mapping(error, path: path)
        }
        store.mark = WritingMark(databasePath: path)
        // Writes that sessions now gone kept beside the database go in first; a busy database keeps them
        // there (safe) for the next start.
        _ = try? store.foldPendingWrites()
        return store
    }

    /// Opens the database only for reading when it exists and is up to date, else as ``open(path:)``.
    ///
    /// Reading commands (`history`, `stats`, …) use it: a read-only connection never writes,
    /// never waits for another process's write, and does not copy the log into the file when the
    /// process ends (an fsync, which took up to 100 ms while other programs were writing). The
    /// store it returns fails every write with ``HistoryError/readOnly(path:)``.
    /// - Throws: as ``open(path:)``.
    public static func openForReading(path: String) throws(HistoryError) -> HistoryStore {
        try DatabaseLocation.checkFile(path)
        var status = stat()
        // No file yet: an empty history, and nothing created (a mistyped `--db` makes no folder or file).
        if stat(path, &status) != 0, errno == ENOENT { return try emptyForReading(path: path) }
        guard stat(path, &status) == 0, status.st_size > 0 else { return try open(path: path) }
        try checkBeforeFirstWrite(path: path)
        if let store = try readingInPlace(path: path) { return store }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "c4-audio history (reading)"
        do {
            let pool = try DatabasePool(path: path, configuration: configuration)
            let (user, applied, complete) = try pool.read { db in
                (try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0, try Schema.applied(db),
                 try Schema.migrator.hasCompletedMigrations(db))
            }
            try Schema.checkVersion(user: user, applied: applied, path: path)
            if complete { return try HistoryStore(pool, path: path) }
        } catch let error as HistoryError {
            throw error
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT {
            throw HistoryError.mapping(error, path: path)
        } catch {
            // Anything else (no -shm yet in a directory we cannot write, …): the ordinary open
            // says what is wrong, or migrates.
        }
        return try open(path: path)
    }

    /// An empty store in memory that stands for the missing file at `path` and fails every write with
    /// ``HistoryError/readOnly(path:)`` (SQLite's `query_only`).
    private static func emptyForReading(path: String) throws(HistoryError) -> HistoryStore {
        do {
            let queue = try DatabaseQueue()
            let store = try HistoryStore(queue, path: path)
            try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA query_only = 1") }
            return store
        } catch let error as HistoryError {
            throw error
        } catch {
            throw HistoryError.mapping(error, path: path)
        }
    }

    /// An empty store in memory (for tests and trials).
    public static func inMemory() -> HistoryStore {
        // A fresh in-memory database cannot fail to open or migrate.
        try! HistoryStore(DatabaseQueue(), path: ":memory:")
    }

    /// Sets how long this process's writes wait for another process's write before failing with
    /// ``HistoryError/busy`` (``busyTimeout`` until set). A game sets it short, so that a move is not
    /// held up for seconds while another program holds the database: the move waits in memory instead.
    public func waitForOtherWriters(atMost seconds: Double) throws(HistoryError) {
        do {
            try writer.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA busy_timeout = \(Int((seconds * 1000).rounded()))")
            }
        } catch {
            throw HistoryError.mapping(error, path: path)
        }
    }

    /// Runs `body` in one write transaction, mapping failures to ``HistoryError``.
    func write<T>(_ body: (Database) throws -> T) throws(HistoryError) -> T {
        do {
            return try writer.write { db in
                if let mark { return try mark.holding { try body(db) } }
                return try body(db)
            }
        } catch {
            throw HistoryError.mapping(error, path: path)
        }
    }

    /// Runs `body` with a read-only view of the database, mapping failures to ``HistoryError``.
    func read<T>(_ body: (Database) throws -> T) throws(HistoryError) -> T {
        do {
            return try writer.read(body)
        } catch {
            throw HistoryError.mapping(error, path: path)
        }
    }

    /// Copies the log into the database file and empties it, after a large write (an import,
    /// `history clear`).
    ///
    /// The `-wal` file is kept between runs, and until the next write every process that opens
    /// the database would copy its frames into the file again (SQLite's `wal_checkpoint(TRUNCATE)`;
    /// if a reader keeps it from finishing, the next write restarts the log anyway).
    func emptyLog() throws(HistoryError) {
        do {
            _ = try writer.writeWithoutTransaction { db in try Row.fetchAll(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        } catch {
            throw HistoryError.mapping(error, path: path)
        }
    }

    /// Runs SQLite's full consistency check (`PRAGMA integrity_check`).
    ///
    /// - Returns: `["ok"]` for a sound file, else SQLite's list of problems.
    public func integrityCheck() throws(HistoryError) -> [String] {
        try read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
    }
}
