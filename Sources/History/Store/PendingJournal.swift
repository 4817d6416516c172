import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A session's journal of writes the database could not take at once (another program held it): a file
/// in the folder `<database>-pending/` beside the database, appended and flushed to the disk (`fdatasync`)
/// before the write is acknowledged, and folded into the history later (``HistoryStore/fold(_:claimingNew:)``,
/// ``HistoryStore/foldPendingWrites()``).
///
/// The file is `<pid>-<random>.journal`: a first line `c4-audio pending writes 1`, then one
/// ``PendingEntry`` a line. Its session holds an open-file-description write lock on the whole file
/// (`fcntl(F_OFD_SETLK)`), which the kernel drops when the process ends in any way (SIGKILL included):
/// a journal another process can lock belongs to a session that is gone, and only such a journal is
/// folded by others. It is made under a hidden name (`.<name>.new`), locked, then renamed, so that no
/// other process can take it for a dead session's before its lock is held.
///
/// ```swift
/// let journal = try PendingJournal(databasePath: store.path)
/// try journal.append(entry)        // on the disk when this returns
/// let newGames = try store.fold(journal, claimingNew: true)   // once the database is free; removes it
/// ```
public final class PendingJournal: @unchecked Sendable {
    /// The first line of every journal this version writes; a journal with another is left alone.
    static let header = "c4-audio pending writes 1\n"

    /// The folder of the journals of the database at `databasePath`.
    public static func folder(of databasePath: String) -> String { databasePath + "-pending" }

    /// The journal's file name, unique for ever (it keys the fold, see ``HistoryStore/fold(_:claimingNew:)``).
    public let name: String
    /// The journal's path.
    public let path: String
    private let descriptor: Int32

    /// Starts a new journal for this session, locked, on the disk (file and folder entry).
    ///
    /// - Throws: ``HistoryError/cannotKeep(path:reason:)`` when the folder or file cannot be made or written.
    public init(databasePath: String) throws(HistoryError) {
        let folder = Self.folder(of: databasePath)
        if mkdir(folder, 0o700) != 0 && errno != EEXIST { throw Self.failure(folder) }
        var random = SystemRandomNumberGenerator()
        name = "\(getpid())-\(String(random.next() as UInt64, radix: 16)).journal"
        path = folder + "/" + name
        let hidden = folder + "/." + name + ".new"
        let fd = open(hidden, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw Self.failure(hidden) }
        guard Self.lock(fd), Self.writeAll(fd, Array(Self.header.utf8)), fdatasync(fd) == 0,
              rename(hidden, path) == 0, Self.syncFolder(folder) else {
            let error = Self.failure(path)
            unlink(hidden)
            close(fd)
            throw error
        }
        descriptor = fd
    }

    /// A journal found in the folder, locked by this process.
    private init(adopting fd: Int32, name: String, folder: String) {
        descriptor = fd
        self.name = name
        path = folder + "/" + name
    }

    /// Adds `entry` at the end and waits until it is on the disk; a failed append leaves the file as it was.
    ///
    /// - Throws: ``HistoryError/cannotKeep(path:reason:)`` (a full disk: `No space left on device`).
    public func append(_ entry: PendingEntry) throws(HistoryError) {
        let end = lseek(descriptor, 0, SEEK_END)
        guard end >= 0, Self.writeAll(descriptor, Array(entry.line.utf8)), fdatasync(descriptor) == 0 else {
            let error = Self.failure(path)
            if end >= 0 { _ = ftruncate(descriptor, end) }
            throw error
        }
    }

    /// The journal's whole text.
    func contents() throws(HistoryError) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(bytes.count)) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw Self.failure(path) }
            if count == 0 { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Removes the file, once folded; the lock goes with the object.
    func remove() {
        unlink(path)
    }

    deinit { close(descriptor) }

    /// The journals in the folder of the database at `databasePath` whose sessions are gone, each locked
    /// by this process now, and the number of those another session still holds. Leftovers of a journal
    /// whose making was cut (`.*.new`, never acknowledged) are removed.
    static func abandoned(databasePath: String) -> (journals: [PendingJournal], held: Int) {
        let folder = Self.folder(of: databasePath)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return ([], 0) }
        var journals: [PendingJournal] = []
        var held = 0
        for name in names.sorted() where name.hasSuffix(".journal") || name.hasSuffix(".new") {
            let fd = open(folder + "/" + name, O_RDWR | O_CLOEXEC | O_NOFOLLOW)
            guard fd >= 0 else { continue }
            guard lock(fd) else {
                if errno == EAGAIN || errno == EACCES { held += 1 }
                close(fd)
                continue
            }
            // Folded and removed by another process between the listing and the lock.
            var status = stat()
            guard fstat(fd, &status) == 0, status.st_nlink > 0 else {
                close(fd)
                continue
            }
            if name.hasPrefix(".") {
                unlink(folder + "/" + name)
                close(fd)
                continue
            }
            journals.append(PendingJournal(adopting: fd, name: name, folder: folder))
        }
        return (journals, held)
    }

    /// How many journals wait in the folder of the database at `databasePath` (of running sessions or not).
    public static func count(databasePath: String) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder(of: databasePath))) ?? []
        return names.filter { $0.hasSuffix(".journal") && !$0.hasPrefix(".") }.count
    }

    /// Takes the write lock on the whole file, without waiting.
    private static func lock(_ fd: Int32) -> Bool {
        var lock = flock()
        lock.l_type = Int16(F_WRLCK)
        lock.l_whence = Int16(SEEK_SET)
        return fcntl(fd, 37 /* F_OFD_SETLK */, &lock) == 0
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// Flushes the folder's entries (a new name) to the disk.
    private static func syncFolder(_ folder: String) -> Bool {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return fsync(fd) == 0
    }

    private static func failure(_ path: String) -> HistoryError {
        .cannotKeep(path: path, reason: String(cString: strerror(errno)))
    }
}
