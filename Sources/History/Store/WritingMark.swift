#if canImport(Glibc)
import Glibc
#endif

/// Who holds a busy database, as ``HistoryError/busy(_:)`` says it.
public enum BusyHolder: Hashable, Sendable {
    /// Another c4-audio process, in a write of its own.
    case session
    /// A program other than c4-audio (`sqlite3`, a backup tool, …).
    case otherProgram
}

/// The mark a c4-audio process holds while it writes the history, so that one kept waiting can tell
/// another c4-audio session from another program.
///
/// A shared open-file-description lock (`fcntl(F_OFD_SETLK)`, `F_RDLCK`) on one fixed byte of the
/// `<database>-claims` file, far above every game's byte (``GameClaim`` locks the byte at the game's ID),
/// taken inside each write transaction once SQLite's write lock is held, and let go when it ends. The
/// kernel drops it with the process. A write that finds the database busy probes the byte
/// (`F_OFD_GETLK`): locked means another c4-audio holds the database, free means another program does.
final class WritingMark: Sendable {
    /// The byte of the claims file that marks a write: 2^62, beyond any game ID.
    static let byte: off_t = 1 << 62
    private let descriptor: Int32

    /// The mark of this process on the database at `databasePath`; nil for a store in memory or a
    /// folder that cannot hold the claims file (which cannot be written then either).
    init?(databasePath: String) {
        guard databasePath != ":memory:" else { return nil }
        let fd = open(databasePath + "-claims", O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { return nil }
        descriptor = fd
    }

    /// Runs `body` with the mark held.
    func holding<T>(_ body: () throws -> T) rethrows -> T {
        Self.set(descriptor, Int16(F_RDLCK))
        defer { Self.set(descriptor, Int16(F_UNLCK)) }
        return try body()
    }

    deinit { close(descriptor) }

    /// Who holds the database at `databasePath` now that a write found it busy.
    static func holder(databasePath: String) -> BusyHolder {
        let fd = open(databasePath + "-claims", O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return .otherProgram }
        defer { close(fd) }
        var lock = flock()
        lock.l_type = Int16(F_WRLCK)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = byte
        lock.l_len = 1
        guard fcntl(fd, 36 /* F_OFD_GETLK */, &lock) == 0 else { return .otherProgram }
        return lock.l_type == Int16(F_UNLCK) ? .otherProgram : .session
    }

    private static func set(_ fd: Int32, _ type: Int16) {
        var lock = flock()
        lock.l_type = type
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = byte
        lock.l_len = 1
        // Without the mark a waiting process would blame another program: wording, never data.
        _ = fcntl(fd, 37 /* F_OFD_SETLK */, &lock)
    }
}
