import CFiles
#if canImport(Glibc)
import Glibc
#endif

/// A folder of files made whole in a temporary folder beside its target, then put in place at once, so
/// that the target is always either the old folder or the new one, never a mix (a note bank of one
/// instrument, whatever signal or `SIGKILL` stops the writing).
///
/// ```swift
/// let swap = try FolderSwap(target: "banks/piano")   // makes banks/.piano.tmp-PID-XXXXXX
/// // … write every file into swap.temporary …
/// try swap.commit()                                    // banks/piano is now the new folder
/// ```
public struct FolderSwap {
    /// The folder to replace (or create).
    public let target: String
    /// Where the new folder is written first: `.NAME.tmp-PID-XXXXXX` beside the target.
    public let temporary: String

    /// Makes the temporary folder (mode 0755), first removing those that ended processes left.
    ///
    /// - Throws: ``AudioIOError`` from `mkdtemp` (the parent folder missing or not writable).
    public init(target: String) throws(AudioIOError) {
        let trimmed = target.hasSuffix("/") && target.count > 1 ? String(target.dropLast()) : target
        self.target = trimmed
        let (parent, name) = OutputFile.split(trimmed)
        let folder = parent.isEmpty ? "." : parent
        Self.removeStale(in: folder, prefix: ".\(name).tmp-")
        var template = Array("\(parent).\(name).tmp-\(getpid())-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw AudioIOError.errno(function: "mkdtemp", path: target) }
        temporary = String(cString: made)
        chmod(temporary, 0o755)
    }

    /// Puts the new folder in place: renamed to the target, or exchanged with an existing one in one
    /// step (`renameat2` with `RENAME_EXCHANGE`), whose old contents are then removed.
    ///
    /// - Throws: ``AudioIOError`` from `rename`, or when the target is not a folder.
    public func commit() throws(AudioIOError) {
        var status = stat()
        guard lstat(target, &status) == 0 else {
            guard rename(temporary, target) == 0 else { throw AudioIOError.errno(function: "rename", path: target) }
            return
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw AudioIOError(function: "stat", problem: .notReplaced(.notAFolder), path: target)
        }
        guard c4_rename_exchange(temporary, target) == 0 else {
            throw AudioIOError.errno(function: "renameat2", path: target)
        }
        Self.removeTree(temporary)
    }

    /// The folder that holds `path` (`.` for a bare name), for the caller to create.
    public static func parent(of path: String) -> String {
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        let directory = OutputFile.split(trimmed).directory
        return directory.isEmpty ? "." : directory
    }

    /// Removes the temporary folder (after a failure).
    public func discard() { Self.removeTree(temporary) }

    /// Removes the temporary folders `PREFIX<pid>-…` of processes that have ended.
    static func removeStale(in folder: String, prefix: String) {
        guard let stream = opendir(folder) else { return }
        var stale: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasPrefix(prefix), let pid = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" }),
                  pid > 0, pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            stale.append(folder + "/" + name)
        }
        closedir(stream)
        stale.forEach(removeTree)
    }

    /// Removes a folder of files (one level: a bank holds no subfolders) and the folder.
    static func removeTree(_ path: String) {
        if let stream = opendir(path) {
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." { unlink(path + "/" + name) }
            }
            closedir(stream)
        }
        rmdir(path)
    }
}
