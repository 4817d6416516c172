import Game
import GRDB
import Music

/// Why the history store could not do what was asked: the facts of it (the path, the game, SQLite's own
/// message). The wording layer says it in one line (``Music/Phrases``), with the names the front end
/// gives its options and commands.
public enum HistoryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file at the path is not an SQLite database (SQLite's `SQLITE_NOTADB`); it is left as it is.
    case notADatabase(path: String)
    /// The file is an SQLite database but damaged (`SQLITE_CORRUPT`): SQLite's message, or the
    /// integrity check's first lines.
    case corrupt(path: String, detail: SQLiteMessage)
    /// The database or its directory cannot be opened or created (`SQLITE_CANTOPEN`, `mkdir`).
    case cannotOpen(path: String, reason: OpenProblem)
    /// The database or its directory may not be written (`SQLITE_READONLY`).
    case readOnly(path: String)
    /// Another process held the write lock past the busy timeout (`SQLITE_BUSY`): another c4-audio
    /// session writing, or another program (see ``WritingMark``).
    case busy(BusyHolder)
    /// A write the database could not take at once could not be kept beside it either (``PendingJournal``):
    /// the system's message (`strerror`).
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
    case damagedGame(GameID, reason: DamagedGame)
    /// A stored player's results are not counts (edited by hand), or the name is not valid UTF-8.
    case damagedPlayer(name: String, reason: DamagedPlayer)
    /// Neither `XDG_DATA_HOME` nor `HOME` is set, and no database was named.
    case noPlace
    /// A value or game that breaks the store's rules (``Invalid``).
    case invalid(Invalid)
    /// The disk holding the database is full (`SQLITE_FULL`).
    case diskFull(path: String)
    /// Any other SQLite failure, with SQLite's own message.
    case sqlite(path: String, message: SQLiteMessage)

    /// Why a database cannot be opened or its directory made.
    public enum OpenProblem: Hashable, Sendable {
        /// The C library's or SQLite's own message (`strerror`, `sqlite3_errmsg`).
        case system(String)
        /// SQLite's `SQLITE_CANTOPEN`: the directory is not writable, or the path is not a file.
        case notWritableOrNotAFile
        /// SQLite's result code, when it gave no message.
        case sqliteCode(Int)
        /// The path named is empty.
        case emptyPath
        /// The path names a directory.
        case isDirectory
        /// A part of the path (`prefix`) exists and is not a directory.
        case notADirectory(prefix: String)
        /// The directory `prefix` cannot be created, with the system's message.
        case cannotCreateDirectory(prefix: String, reason: String)
    }

    /// SQLite's own message, or its result code when it gave none.
    public enum SQLiteMessage: Hashable, Sendable {
        case text(String)
        case code(Int)
        /// Lines of `PRAGMA quick_check`.
        case lines([String])
    }

    /// The line printed after `error: `, in words.
    public var description: String { Phrases.of(self) }

    /// Maps any error of a database operation on the file at `path` to a ``HistoryError``.
    static func mapping(_ error: any Error, path: String) -> HistoryError {
        if let error = error as? HistoryError { return error }
        guard let error = error as? DatabaseError else { return .sqlite(path: path, message: .text("\(error)")) }
        func message(_ code: Int32) -> SQLiteMessage { error.message.map { .text($0) } ?? .code(Int(code)) }
        switch error.resultCode {
        case .SQLITE_NOTADB: return .notADatabase(path: path)
        case .SQLITE_CORRUPT: return .corrupt(path: path, detail: message(11))
        case .SQLITE_BUSY, .SQLITE_LOCKED: return .busy(WritingMark.holder(databasePath: path))
        case .SQLITE_READONLY: return .readOnly(path: path)
        case .SQLITE_CANTOPEN: return .cannotOpen(path: path, reason: .notWritableOrNotAFile)
        case .SQLITE_FULL: return .diskFull(path: path)
        default: return .sqlite(path: path, message: message(error.resultCode.rawValue))
        }
    }
}
