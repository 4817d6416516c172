import GRDBSQLite
#if canImport(Glibc)
import Glibc
#endif

extension HistoryStore {
    /// One stored setting read the quickest way there is, for what every command needs before it parses
    /// its arguments (the language of its help and errors): SQLite opened read-only, one `SELECT`, closed;
    /// no pool, no schema check, nothing written, about a tenth of a millisecond.
    ///
    /// - Returns: the stored text of `key`, checked by its tunable; nil when the file, the table or the
    ///   key is missing, the value is refused, or the file cannot be read (the full open then says why,
    ///   where the command opens the history at all).
    public static func quickSetting<Value>(_ tunable: Tunable<Value>, path: String) -> Value? {
        guard access(path, R_OK) == 0 else { return nil }
        var connection: OpaquePointer?
        defer { sqlite3_close_v2(connection) }
        guard sqlite3_open_v2(path, &connection, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK else { return nil }
        sqlite3_busy_timeout(connection, 200)
        var statement: OpaquePointer?
        defer { sqlite3_finalize(statement) }
        guard sqlite3_prepare_v2(connection, "SELECT value FROM setting WHERE key = ?", -1, &statement, nil) == SQLITE_OK,
              sqlite3_bind_text(statement, 1, tunable.key, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self)) == SQLITE_OK,
              sqlite3_step(statement) == SQLITE_ROW, let text = sqlite3_column_text(statement, 0) else { return nil }
        return try? tunable.parse(String(cString: text), as: tunable.key)
    }
}
