import FoundationEssentials
import History
import TerminalUI
import Wording
#if canImport(Glibc)
import Glibc
#endif

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
        guard reading else { return try HistoryStore.open(path: path) }
        let store = try HistoryStore.openForReading(path: path)
        // A reading command never writes, so it does not fold the journals in; it says they are there.
        let journals = PendingJournal.count(databasePath: path)
        if journals > 0 {
            Console.note(trn("moves kept while the database was busy wait beside it ({count} journal in {folder}); not shown until a command that writes the history (play, resume, settings set, …) puts them in",
                             "moves kept while the database was busy wait beside it ({count} journals in {folder}); not shown until a command that writes the history (play, resume, settings set, …) puts them in",
                             journals, ["folder": PendingJournal.folder(of: path)]))
        }
        return store
    }
}

extension GlobalOptions {
    /// The stored settings for commands that only want defaults from them (`instrument`, `device`,
    /// `volume`): opened read-only, and nil when there is no database yet (nothing was stored, and nothing
    /// is created). Read once a run: the note bank and the sound device ask in turn, and a damaged
    /// database is reported once.
    ///
    /// A database that exists but cannot be read does not stop the command either: one warning line, and
    /// the built-in defaults.
    func storedSettings() -> Settings? {
        if let read = Self.storedSettingsRead { return read }
        let read = readStoredSettings()
        Self.storedSettingsRead = .some(read)
        return read
    }

    /// What ``storedSettings()`` read in this run, once it has.
    nonisolated(unsafe) private static var storedSettingsRead: Settings??

    private func readStoredSettings() -> Settings? {
        guard let path = try? DatabaseLocation.path(option: db, environment: ProcessInfo.processInfo.environment),
              access(path, F_OK) == 0 else { return nil }
        do {
            return try HistoryStore.openForReading(path: path).settings()
        } catch {
            Console.warning(tr("cannot read the stored settings: {reason}; using the defaults", ["reason": "\(error)"]))
            return nil
        }
    }
}
