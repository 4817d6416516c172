#if canImport(Glibc)
import Glibc
#endif

/// The lock that lets one process at a time migrate a history file.
///
/// GRDB's migrator reads which migrations a file has, then runs the others one transaction each: it
/// guards against other connections of its own process, not against another process. Two c4-audio
/// processes opening a new (or older) file at once both saw "v1" missing and both ran it ("table game
/// already exists"; 28 of 150 pairs of writers started together on a new file failed so), and SQLite
/// answers a second connection turning a new file to WAL with "busy" at once, without waiting. So
/// ``HistoryStore/open(path:)`` makes its connection and migrates holding an exclusive
/// open-file-description lock on one byte of the `<database>-claims` file (beyond every game's byte and
/// the ``WritingMark``); the next process then finds the file up to date. It costs one `fcntl` when no
/// one else is opening the file. The kernel lets the lock go with the process.
struct MigrationLock {
    /// The byte of the claims file this lock covers: 2^62 + 1.
    static let byte: off_t = (1 << 62) + 1
    /// How long to wait for another process's migration before saying the file is busy, in seconds.
    static let patience: Double = 10

    /// Runs `body` holding the lock for the database at `path` (for a store in memory, or a folder
    /// where the claims file cannot be made, without it: no other process can be there, or write).
    ///
    /// - Throws: ``HistoryError/busy(_:)`` when another process held it for ``patience`` seconds, or
    ///   what `body` throws.
    static func holding<T>(path: String, _ body: () throws -> T) throws -> T {
        guard path != ":memory:" else { return try body() }
        let fd = open(path + "-claims", O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { return try body() }
        defer { close(fd) }   // closing the description lets the lock go
        var lock = flock()
        lock.l_type = Int16(F_WRLCK)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = byte
        lock.l_len = 1
        var waited = 0.0
        while fcntl(fd, 37 /* F_OFD_SETLK */, &lock) != 0 {
            guard errno == EAGAIN || errno == EACCES || errno == EINTR else { return try body() }
            guard waited < patience else { throw HistoryError.busy(.session) }
            usleep(5_000)
            waited += 0.005
        }
        return try body()
    }
}
