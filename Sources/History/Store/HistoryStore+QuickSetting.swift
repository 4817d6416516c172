#if canImport(Glibc)
import Glibc
#endif

extension HistoryStore {
    /// One stored setting read the quickest way there is, for what every command needs before it parses
    /// its arguments (the language of its help and errors): the file read in SQLite's `immutable` mode
    /// (``UntouchedRead``: no lock, no `-wal` or `-shm` made, nothing written), one `SELECT`.
    ///
    /// `immutable` reads the database file alone: a setting still only in the log of a c4-audio running
    /// now is seen once that session has ended (its last connection copies the log into the file).
    ///
    /// - Returns: the stored text of `key`, checked by its tunable; nil when the file, the table or the
    ///   key is missing, the value is refused, or the file cannot be read (the full open then says why,
    ///   where the command opens the history at all).
    public static func quickSetting<Value>(_ tunable: Tunable<Value>, path: String) -> Value? {
        guard access(path, R_OK) == 0, let file = try? UntouchedRead(path: path),
              let key = tunable.key.allSatisfy({ $0.isLetter || $0 == "-" }) ? tunable.key : nil,
              let text = try? file.strings("SELECT value FROM setting WHERE key = '\(key)'").first else { return nil }
        return try? tunable.parse(text, as: tunable.key)
    }
}
