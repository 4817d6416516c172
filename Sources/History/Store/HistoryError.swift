import Game
import GRDB

/// Why the history store could not do what was asked, as one line a person understands.
public enum HistoryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file at the path is not an SQLite database (SQLite's `SQLITE_NOTADB`); it is left as it is.
    case notADatabase(path: String)
    /// The file is an SQLite database but damaged (`SQLITE_CORRUPT`).
    case corrupt(path: String, detail: String)
    /// The database or its directory cannot be opened or created (`SQLITE_CANTOPEN`, `mkdir`).
    case cannotOpen(path: String, reason: String)
    /// The database or its directory may not be written (`SQLITE_READONLY`).
    case readOnly(path: String)
    /// Another process held the write lock past the busy timeout (`SQLITE_BUSY`): another c4-audio
    /// session writing, or another program (see ``WritingMark``).
    case busy(BusyHolder)
    /// A write the database could not take at once could not be kept beside it either (``PendingJournal``).
    case cannotKeep(path: String, reason: String)
    /// A newer c4-audio has changed the database's schema.
    case newerVersion(path: String)
    /// The database's `PRAGMA user_version` is one this program never writes (another program's, or a
    /// later version's); the file is left as it is.
    case unknownVersion(path: String, version: Int)
    /// No game has this ID.
    case noSuchGame(GameID)
    /// The game is finished (or gone), so it takes no more moves.
    case notCurrent(GameID)
    /// Another running c4-audio has this unfinished game open (see ``GameClaim``).
    case gameInUse(GameID)
    /// No unfinished game is stored (or every one is open in another session).
    case noUnfinishedGame(inUse: [GameID])
    /// A stored row does not hold a valid game (edited by hand, or written by a buggy version).
    case damagedGame(GameID, reason: String)
    /// A stored player's results are not counts (edited by hand), or the name is not valid UTF-8.
    case damagedPlayer(name: String, reason: String)
    /// A value or game that breaks the store's rules.
    case invalid(String)
    /// Any other SQLite failure, with SQLite's own message.
    case sqlite(path: String, message: String)

    /// The line printed after `error: `.
    public var description: String {
        switch self {
        case .notADatabase(let path):
            "\(path) is not a c4-audio database (not an SQLite file); it was left unchanged: move it away or give another --db"
        case .corrupt(let path, let detail):
            "\(path): the database is damaged (\(detail)); it was left unchanged"
        case .cannotOpen(let path, let reason):
            "cannot open the database \(path): \(reason)"
        case .readOnly(let path):
            "cannot write the database \(path): it or its directory is read-only"
        case .busy(.session):
            "database is busy: another c4-audio session is writing; try again"
        case .busy(.otherProgram):
            "database is busy: another program holds it; try again"
        case .cannotKeep(let path, let reason):
            "cannot keep the moves beside the database: \(path): \(reason)"
        case .newerVersion(let path):
            "\(path) was written by a newer version of c4-audio; this version cannot use it (upgrade c4-audio, or give another --db)"
        case .unknownVersion(let path, let version):
            "\(path) has user_version \(version), which this version of c4-audio does not know; it was left unchanged (upgrade c4-audio, or give another --db)"
        case .noSuchGame(let id):
            "no game with ID \(id)"
        case .notCurrent(let id):
            "game \(id) is not unfinished (it is finished or was deleted)"
        case .gameInUse(let id):
            "game \(id) is open in another c4-audio session; go on with it there, or quit it there first"
        case .noUnfinishedGame(let inUse) where inUse.isEmpty:
            "there is no unfinished game to resume; start one with c4-audio play"
        case .noUnfinishedGame(let inUse):
            "every unfinished game is open in another c4-audio session (game\(inUse.count == 1 ? "" : "s") "
                + inUse.map(String.init).joined(separator: ", ") + ")"
        case .damagedGame(let id, let reason):
            "game \(id) in the database is damaged: \(reason) (c4-audio history delete \(id) removes it)"
        case .damagedPlayer(let name, let reason):
            "player '\(SafeText.shown(name))' in the database is damaged: \(reason); its results are left out"
        case .invalid(let reason):
            reason
        case .sqlite(let path, let message):
            "\(path): \(message)"
        }
    }

    /// Maps any error of a database operation on the file at `path` to a ``HistoryError``.
    static func mapping(_ error: any Error, path: String) -> HistoryError {
        if let error = error as? HistoryError { return error }
        guard let error = error as? DatabaseError else { return .sqlite(path: path, message: "\(error)") }
        switch error.resultCode {
        case .SQLITE_NOTADB: return .notADatabase(path: path)
        case .SQLITE_CORRUPT: return .corrupt(path: path, detail: error.message ?? "SQLite error 11")
        case .SQLITE_BUSY, .SQLITE_LOCKED: return .busy(WritingMark.holder(databasePath: path))
        case .SQLITE_READONLY: return .readOnly(path: path)
        case .SQLITE_CANTOPEN:
            return .cannotOpen(path: path, reason: "its directory is not writable or the path is not a file")
        case .SQLITE_FULL: return .sqlite(path: path, message: "the disk is full")
        default: return .sqlite(path: path, message: error.message ?? "SQLite error \(error.resultCode.rawValue)")
        }
    }
}
