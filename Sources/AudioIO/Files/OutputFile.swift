#if canImport(Glibc)
import Glibc
#endif

/// Where a file output really goes, and what replacing it must keep.
///
/// Rules (issue 13): a symlink is written through to its target (the link stays) where the kernel's
/// `protected_symlinks` rule would let `open` follow it (issue 37, ``checkMayFollow(link:owner:path:)``:
/// `rename` is not held to that rule, so it is checked here, at every link of the chain); an existing file keeps
/// its mode (and, when the system allows, its owner); a read-only file is refused rather than replaced;
/// the temporary file `.NAME.tmp-PID` lives beside the target, and stale ones of ours (their process gone)
/// are removed before a new write.
struct OutputFile {
    /// The file that is replaced: the path given, or the end of its chain of symlinks.
    var target: String
    /// The directory of ``target`` with a trailing `/`, or empty for the current directory.
    var directory: String
    /// The file name of ``target``.
    var name: String
    /// `stat` of the existing target, nil when there is none.
    var existing: stat?
    /// This process's temporary name for the target: `.NAME.tmp-PID-RANDOM` in the same folder (so `rename`
    /// is atomic), unguessable, and created exclusively (``FileSink``).
    let temporary: String

    /// Resolves `path` and checks that it may be replaced.
    ///
    /// The corresponding C functions are `lstat`, `readlink`, `stat` and `access`.
    /// - Throws: ``AudioIOError`` for a read-only file, a directory, a symlink loop, or an unwritable folder.
    init(path: String) throws(AudioIOError) {
        var target = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(target, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { break }
            try Self.checkMayFollow(link: target, owner: info.st_uid, path: path)
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(target, &buffer, buffer.count - 1)
            guard count > 0 else { throw AudioIOError.errno(function: "readlink", path: path) }
            let link = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            // A relative link is relative to the folder holding the link.
            target = link.hasPrefix("/") ? link : Self.split(target).directory + link
        }
        (directory, name) = Self.split(target)
        self.target = target
        temporary = "\(directory).\(name).tmp-\(getpid())-\(Self.randomTag())"
        var info = stat()
        if stat(target, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFREG else {
                throw AudioIOError(function: "stat", problem: .notReplaced(.notAFile), path: path)
            }
            // Root may write anything: the write bits say what the owner meant.
            guard info.st_mode & 0o222 != 0, access(target, W_OK) == 0 else {
                throw AudioIOError(function: "access", problem: .notReplaced(.readOnly), path: path)
            }
            existing = info
        }
        // Say plainly when the folder is the problem, before any sound is made: the system would
        // report it about a temporary name the user never gave.
        let folder = directory.isEmpty ? "." : directory
        guard access(folder, W_OK) == 0 else {
            let reason = String(cString: strerror(errno))
            throw AudioIOError(function: "access", problem: .folderNotWritable(folder: folder, reason: reason), path: path)
        }
    }

    /// Refuses to follow a link that the kernel's `protected_symlinks` rule would not let `open` follow:
    /// one in a sticky folder that everybody may write (`/tmp`), unless the link is the caller's or the
    /// folder owner's. There another user may plant a link to a file of yours; writing through it would
    /// replace that file.
    ///
    /// The corresponding C functions are `stat` and `geteuid`.
    /// - Parameters:
    ///   - link: the link's path; `owner`: its owner (`lstat`'s `st_uid`); `path`: the path given, for the message.
    /// - Throws: ``AudioIOError`` naming the link, its owner and the folder.
    static func checkMayFollow(link: String, owner: uid_t, path: String) throws(AudioIOError) {
        let directory = split(link).directory
        let folder = directory.isEmpty ? "." : directory
        var info = stat()
        guard stat(folder, &info) == 0 else { return }
        let shared = info.st_mode & S_ISVTX != 0 && info.st_mode & S_IWOTH != 0
        guard shared, owner != geteuid(), owner != info.st_uid else { return }
        throw AudioIOError(function: "lstat", problem: .foreignLink(link: link, owner: owner, folder: folder), path: path)
    }

    /// `a/b/c.wav` → (`a/b/`, `c.wav`).
    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[...slash]), String(path[path.index(after: slash)...]))
    }

    /// This process's temporary name for the target: `.NAME.tmp-PID` in the same folder (so `rename` is atomic).
    /// Sixteen random hexadecimal digits, for temporary names no one can predict.
    static func randomTag() -> String {
        var generator = SystemRandomNumberGenerator()
        let value = generator.next() as UInt64
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Replaces the file at `path` with what `write` puts in a temporary file beside it: stale temporaries of
    /// killed writes removed, the temporary registered for removal on a signal, given the replaced file's
    /// mode and owner, and renamed over the target; on failure it is removed and the target is as it was.
    ///
    /// The corresponding C functions are `rename` and `unlink`.
    /// - Parameter write: writes the whole file at its argument (the temporary path), new or truncated.
    /// - Throws: ``AudioIOError`` naming `path` and the failing call.
    static func replace(_ path: String, write: (_ output: OutputFile) throws(AudioIOError) -> Void) throws(AudioIOError) {
        let output = try OutputFile(path: path)
        output.removeStaleTemporaries()
        let temporary = output.temporary
        let registration = TemporaryFile.register(temporary)
        defer { TemporaryFile.unregister(registration) }
        do throws(AudioIOError) {
            try write(output)
            output.restoreAttributes(of: temporary)
            guard rename(temporary, output.target) == 0 else { throw AudioIOError.errno(function: "rename", path: path) }
        } catch {
            unlink(temporary)
            throw AudioIOError(function: error.function, problem: error.problem, path: path)
        }
    }

    /// The mode a new file is created with: the replaced file's, else the usual 0666 less the umask.
    var permissions: UInt32 { existing.map { UInt32($0.st_mode & 0o7777) } ?? 0o666 }

    /// Gives the finished temporary file the replaced file's mode and owner, as far as the system allows.
    ///
    /// The corresponding C functions are `chmod` (the umask applied at creation may have cut bits) and `chown`
    /// (only root may give a file away; otherwise it stays ours, as with any editor's save).
    func restoreAttributes(of temporary: String) {
        guard let existing else { return }
        chmod(temporary, existing.st_mode & 0o7777)
        if existing.st_uid != getuid() || existing.st_gid != getgid() {
            _ = chown(temporary, existing.st_uid, existing.st_gid)
        }
    }

    /// Removes temporary files of earlier writes to the same target whose process no longer runs
    /// (killed by `SIGKILL`, or a power cut): `.NAME.tmp-PID`.
    func removeStaleTemporaries() {
        Self.removeStale(in: directory.isEmpty ? "." : directory, prefix: ".\(name).tmp-", suffix: "")
    }

    /// Removes `PREFIX<pid>SUFFIX` files in `folder` whose process is gone.
    ///
    /// The corresponding C functions are `opendir`, `readdir` and `kill` with signal 0 (`ESRCH`: no such process).
    static func removeStale(in folder: String, prefix: String, suffix: String) {
        guard let stream = opendir(folder) else { return }
        defer { closedir(stream) }
        var stale: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            // PREFIX PID [-RANDOM] SUFFIX: the process that made it is the PID.
            guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count,
                  let pid = Int32(name.dropFirst(prefix.count).dropLast(suffix.count).prefix { $0 != "-" }),
                  pid > 0, pid != getpid()
            else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { stale.append(name) }
        }
        for name in stale {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            // A private folder of ours holds one file, `audio.wav`.
            if unlink(path) != 0 && errno == EISDIR { unlink(path + "/audio.wav"); rmdir(path) }
        }
    }
}
