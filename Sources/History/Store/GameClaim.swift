#if canImport(Glibc)
import Glibc
#endif

/// A running session's hold on one unfinished game, so that two sessions on one history never play
/// (or resume) the same game: while a claim lives, ``HistoryStore/claim(_:)`` of that game elsewhere
/// throws ``HistoryError/gameInUse(_:)``.
///
/// A claim is a write lock on one byte (at the game's ID) of the file `<database>-claims` beside the
/// database, taken with an open-file-description lock (`fcntl(F_OFD_SETLK)`): the kernel drops it when
/// the claim is released or its process ends in any way (SIGKILL included), so a claim never outlives
/// its session and there is nothing to clean up. The lock is per open file, so two claims in one
/// process conflict too (which the tests use). A store in memory has no file and claims nothing.
///
/// Sessions take claims through ``HistoryStore/startClaimedGame(players:at:)`` and
/// ``HistoryStore/claimUnfinishedGame(id:)``, which claim first and read after, so the game a session
/// holds is never one another session changed or finished in between:
///
/// ```swift
/// let held = try store.claimUnfinishedGame()   // the newest game no other session has open
/// // … play held.game, saving moves …
/// // the claim ends when held goes, or when the process does
/// ```
public final class GameClaim: Sendable {
    /// The claimed game.
    public let id: GameID
    private let descriptor: Int32

    init(id: GameID, databasePath: String) throws(HistoryError) {
        self.id = id
        guard databasePath != ":memory:" else { descriptor = -1; return }
        let file = databasePath + "-claims"
        let fd = open(file, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        // A history that cannot hold the claims file (read-only) cannot save a move either; the save
        // reports that. Without the file the claim holds nothing.
        guard fd >= 0 else { descriptor = -1; return }
        var lock = flock()
        lock.l_type = Int16(F_WRLCK)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = off_t(id)
        lock.l_len = 1
        if fcntl(fd, 37 /* F_OFD_SETLK */, &lock) != 0 {
            let failure = errno
            close(fd)
            if failure == EAGAIN || failure == EACCES { throw .gameInUse(id) }
            throw .cannotOpen(path: file, reason: .system(String(cString: strerror(failure))))
        }
        descriptor = fd
    }

    /// Whether another session (or another claim in this process) holds game `id` of the database.
    static func isClaimed(_ id: GameID, databasePath: String) -> Bool {
        !claimed(among: [id], databasePath: databasePath).isEmpty
    }

    /// Those of `ids` that another session (or another claim in this process) holds, in order; one
    /// open of the claims file and one `fcntl(F_OFD_GETLK)` per ID.
    static func claimed(among ids: [GameID], databasePath: String) -> [GameID] {
        guard databasePath != ":memory:", !ids.isEmpty else { return [] }
        let fd = open(databasePath + "-claims", O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return [] }
        defer { close(fd) }
        return ids.filter { id in
            var lock = flock()
            lock.l_type = Int16(F_WRLCK)
            lock.l_whence = Int16(SEEK_SET)
            lock.l_start = off_t(id)
            lock.l_len = 1
            guard fcntl(fd, 36 /* F_OFD_GETLK */, &lock) == 0 else { return false }
            return lock.l_type != Int16(F_UNLCK)
        }
    }

    /// Lets the game go (also when the claim is deinitialized).
    deinit {
        if descriptor >= 0 { close(descriptor) }
    }
}
