import GRDBSQLite

/// A read of a database file that writes nothing, not even beside it: SQLite's `immutable` URI
/// parameter, so no lock is taken and no `-wal` or `-shm` file is made.
///
/// An ordinary read-only connection to a file in WAL mode makes both files and leaves them (measured
/// with the system's SQLite 3.40); a file copied from elsewhere, or from a newer version, must be
/// judged before anything is written, so its first look goes through this. Use it only while the file
/// has no `-wal` with content: `immutable` ignores the log.
///
/// The one owner of its `sqlite3` handle (closed by `deinit`). The corresponding C function is
/// `sqlite3_open_v2` with `SQLITE_OPEN_READONLY | SQLITE_OPEN_URI`.
///
/// ```swift
/// let file = try UntouchedRead(path: path)
/// let version = try file.strings("PRAGMA user_version")   // ["0"]
/// ```
struct UntouchedRead: ~Copyable {
    private let handle: OpaquePointer
    private let path: String

    /// Opens `path` for reading without writing anything.
    ///
    /// - Throws: ``HistoryError/cannotOpen(path:reason:)`` with SQLite's message.
    init(path: String) throws(HistoryError) {
        var opened: OpaquePointer?
        let code = sqlite3_open_v2(Self.uri(path), &opened, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nil)
        guard code == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) }
            sqlite3_close_v2(opened)
            throw .cannotOpen(path: path, reason: message.map { .system($0) } ?? .sqliteCode(Int(code)))
        }
        handle = opened
        self.path = path
    }

    /// The first column of every row `sql` returns, as text (NULL as an empty string).
    ///
    /// - Throws: the mapped SQLite failure (`notADatabase`, `corrupt`, …).
    func strings(_ sql: String) throws(HistoryError) -> [String] {
        var statement: OpaquePointer?
        defer { sqlite3_finalize(statement) }
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else { throw failure() }
        var values: [String] = []
        while true {
            let step = sqlite3_step(statement)
            if step == SQLITE_DONE { return values }
            guard step == SQLITE_ROW else { throw failure() }
            values.append(sqlite3_column_text(statement, 0).map { String(cString: $0) } ?? "")
        }
    }

    private func failure() -> HistoryError {
        let message = String(cString: sqlite3_errmsg(handle))
        switch sqlite3_errcode(handle) & 0xFF {
        case SQLITE_NOTADB: return .notADatabase(path: path)
        case SQLITE_CORRUPT: return .corrupt(path: path, detail: .text(message))
        default: return .sqlite(path: path, message: .text(message))
        }
    }

    /// `file:` and the path with `%`, `?`, `#` and every byte past ASCII escaped, then `?immutable=1` (RFC 3986, as SQLite reads it).
    static func uri(_ path: String) -> String {
        var escaped = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "%"), UInt8(ascii: "?"), UInt8(ascii: "#"), 0x80...:
                let hex = String(byte, radix: 16, uppercase: true)
                escaped += "%" + (hex.count == 1 ? "0" : "") + hex
            default: escaped.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        // An absolute path gets an empty authority (`file:///a`), so `//x` is never read as a host.
        return (path.hasPrefix("/") ? "file://" : "file:") + escaped + "?immutable=1"
    }

    deinit { sqlite3_close_v2(handle) }
}
