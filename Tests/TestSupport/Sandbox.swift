import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The private world of this test process: one folder under `TMPDIR` that holds every file a test makes
/// and every home, history and temporary folder a spawned binary gets, removed when the process exits
/// (also after failed tests); and the environment a spawned binary sees.
///
/// A user's stored settings, their `C4_AUDIO_*` variables and their colour preferences cannot reach a
/// spawned `c4-audio`: ``environment(_:)`` drops them and gives each spawn a home of its own (so its
/// default history is a fresh file), and points `TMPDIR` into the sandbox. A run killed before it could
/// clean up leaves its folder behind; the next run removes folders whose process is gone.
///
/// ```swift
/// let folder = Sandbox.folder("render")                 // …/c4-audio-tests.1234.ab12/render-1
/// let env = Sandbox.environment(["C4_AUDIO_DB": db])    // scrubbed, private HOME and TMPDIR
/// ```
public enum Sandbox {
    /// Variables of the test process that never reach a spawned binary unless a test sets them.
    public static func isScrubbed(_ name: String) -> Bool {
        name.hasPrefix("C4_AUDIO_") || name.hasPrefix("XDG_")
            || ["NO_COLOR", "FORCE_COLOR", "CLICOLOR", "CLICOLOR_FORCE", "COLORTERM", "COLUMNS", "LINES", "TMUX", "TMUX_PANE",
                "LC_ALL", "LC_CTYPE", "LANG", "LANGUAGE", "LC_MESSAGES"]
                .contains(name)
    }

    private static let prefix = "c4t."

    /// The process's folder: `$TMPDIR/c4t.<pid>.<random>`, made on first use, removed at exit.
    public static let root: String = {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        removeStale(in: base)
        var template = Array("\(base)/\(prefix)\(getpid()).XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { fatalError("mkdtemp in \(base): \(String(cString: strerror(errno)))") }
        atexit { Sandbox.removeRoot() }
        // Others may pass through (not list): a test runs the binary as `nobody` in a folder it opened.
        chmod(made, 0o711)
        return String(cString: made)
    }()

    private static let counter = Counter()

    /// A new empty folder in the sandbox, named `name-N`.
    public static func folder(_ name: String = "test") -> String {
        let path = "\(root)/\(name)-\(counter.next())"
        mkdir(path, 0o700)
        return path
    }

    /// A folder for Unix sockets (tmux's): ``root`` when its paths stay within the 108 bytes a socket's
    /// path may have, else a short one under `/tmp`, removed at exit like ``root``.
    public static let socketRoot: String = {
        guard root.utf8.count > 60 else { return root }
        removeStale(in: "/tmp")
        var template = Array("/tmp/\(prefix)\(getpid()).XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { return root }
        atexit { try? FileManager.default.removeItem(atPath: Sandbox.socketRoot) }
        return String(cString: made)
    }()

    /// A path for a new folder (not made) in ``socketRoot``, named `name-N`.
    public static func socketFolder(_ name: String) -> String { "\(socketRoot)/\(name)-\(counter.next())" }

    /// The process's folder in memory (`/dev/shm`), for captures that a disk's journal must not stall; the
    /// disk sandbox where there is no `/dev/shm`. Removed at exit like ``root``.
    public static let memoryRoot: String = {
        guard FileManager.default.isWritableFile(atPath: "/dev/shm") else { return root }
        removeStale(in: "/dev/shm")
        var template = Array("/dev/shm/\(prefix)\(getpid()).XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { return root }
        atexit { try? FileManager.default.removeItem(atPath: Sandbox.memoryRoot) }
        return String(cString: made)
    }()

    /// A new empty folder in ``memoryRoot``, named `name-N`.
    public static func memoryFolder(_ name: String) -> String {
        let path = "\(memoryRoot)/\(name)-\(counter.next())"
        mkdir(path, 0o700)
        return path
    }

    /// The environment for a spawned binary: the test process's, without what ``isScrubbed(_:)`` names,
    /// with a private `HOME` (hence a private default history and settings) and `TMPDIR`, a UTF-8 locale
    /// (`LANG=C.UTF-8`: the views draw ASCII under any other), then `extra`.
    public static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var env = ProcessInfo.processInfo.environment.filter { !isScrubbed($0.key) }
        env["LANG"] = "C.UTF-8"
        let home = folder("home")
        env["HOME"] = home
        env["TMPDIR"] = folder("tmp")
        env.merge(extra) { $1 }
        return env
    }

    /// ``environment(_:)`` as `NAME=value` C strings for `posix_spawn`; free them with ``free(_:)``.
    public static func cEnvironment(_ extra: [String: String] = [:]) -> [UnsafeMutablePointer<CChar>?] {
        environment(extra).map { strdup("\($0.key)=\($0.value)") } + [nil]
    }

    public static func free(_ strings: [UnsafeMutablePointer<CChar>?]) { strings.forEach { Glibc.free($0) } }

    private static func removeRoot() {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Removes the folders of earlier test processes that are no longer running.
    private static func removeStale(in base: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: base) else { return }
        for name in names where name.hasPrefix(prefix) {
            let pid = name.dropFirst(prefix.count).split(separator: ".").first.flatMap { Int32($0) } ?? 0
            if pid > 0, kill(pid, 0) != 0, errno == ESRCH {
                try? FileManager.default.removeItem(atPath: "\(base)/\(name)")
            }
        }
    }

    /// A thread-safe counter for unique names.
    private final class Counter: @unchecked Sendable {
        private var value = 0
        private let lock = NSLock()
        func next() -> Int { lock.lock(); defer { lock.unlock() }; value += 1; return value }
    }
}
