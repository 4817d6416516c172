#if canImport(Glibc)
import Glibc
#endif

/// Where the history database lives, and making its directory.
public enum DatabaseLocation {
    /// The database path: `--db`, else `C4_AUDIO_DB`, else `$XDG_DATA_HOME/c4-audio/history.sqlite`,
    /// else `$HOME/.local/share/c4-audio/history.sqlite` (the XDG Base Directory default).
    ///
    /// - Parameters:
    ///   - option: the `--db` option's value, if given.
    ///   - environment: the process environment (empty values count as unset).
    /// - Throws: ``HistoryError/noPlace`` when neither `XDG_DATA_HOME` nor `HOME` is set.
    public static func path(option: String?, environment: [String: String]) throws(HistoryError) -> String {
        func value(_ key: String) -> String? { environment[key].flatMap { $0.isEmpty ? nil : $0 } }
        if let option { return option }
        if let path = value("C4_AUDIO_DB") { return path }
        // XDG: a relative XDG_DATA_HOME is invalid and must be ignored.
        if let data = value("XDG_DATA_HOME"), data.hasPrefix("/") { return data + "/c4-audio/history.sqlite" }
        guard let home = value("HOME") else {
            throw .noPlace
        }
        return home + "/.local/share/c4-audio/history.sqlite"
    }

    /// Creates the directory that holds `path`, and any missing parent, with mode 0700 (the
    /// games and names are the user's own). Existing directories are left as they are.
    ///
    /// The corresponding C function is `mkdir`.
    /// - Throws: ``HistoryError/cannotOpen(path:reason:)`` naming the directory and the reason.
    /// Refuses a path that cannot be a database file, with a line that says why: an empty path, or a
    /// directory (SQLite would say "disk I/O error" or "could not activate WAL mode").
    ///
    /// - Throws: ``HistoryError/cannotOpen(path:reason:)``.
    public static func checkFile(_ path: String) throws(HistoryError) {
        guard !path.isEmpty else { throw .cannotOpen(path: "''", reason: .emptyPath) }
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw .cannotOpen(path: path, reason: .isDirectory)
        }
    }

    public static func createDirectory(containing path: String) throws(HistoryError) {
        guard let slash = path.lastIndex(of: "/") else { return }
        let directory = String(path[..<slash])
        guard !directory.isEmpty else { return }
        // Each prefix of the path up to a slash, as written (so messages show the user's path).
        var prefixes: [String] = []
        var index = directory.startIndex
        while let slash = directory[index...].firstIndex(of: "/") {
            if slash != directory.startIndex { prefixes.append(String(directory[..<slash])) }
            index = directory.index(after: slash)
        }
        prefixes.append(directory)
        for prefix in prefixes where !prefix.hasSuffix("/") {
            var status = stat()
            if stat(prefix, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else {
                    throw .cannotOpen(path: path, reason: .notADirectory(prefix: prefix))
                }
                continue
            }
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST {
                let reason = String(cString: strerror(errno))
                throw .cannotOpen(path: path, reason: .cannotCreateDirectory(prefix: prefix, reason: reason))
            }
        }
    }
}
