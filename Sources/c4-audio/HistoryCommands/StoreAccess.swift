import FoundationEssentials
import History

extension GlobalOptions {
    /// Opens the history database named by `--db`, `C4_AUDIO_DB` or the XDG data directory.
    ///
    /// Only commands that read or write the history call this, so the others never pay for
    /// opening SQLite.
    /// - Parameter reading: whether the command only reads (then nothing is written to the file
    ///   when it is up to date, and no write lock is waited for).
    /// - Throws: ``HistoryError`` with a one-line reason (not a database, busy, read-only, …).
    func openStore(reading: Bool = false) throws -> HistoryStore {
        let path = try DatabaseLocation.path(option: db, environment: ProcessInfo.processInfo.environment)
        return try reading ? HistoryStore.openForReading(path: path) : HistoryStore.open(path: path)
    }
}
