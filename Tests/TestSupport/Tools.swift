import Foundation
#if canImport(Testing)
import Testing
#endif

/// The programs tests drive (tmux, python3 with mido or sqlite3, pulseaudio), found the way
/// `scripts/install-deps.sh` installs them, never by the accident of PATH order.
///
/// A test that needs a tool says so with a ``Requirement`` trait (`.requires(.tool("zsh", package: "zsh"))`):
/// without the tool it skips with the reason and the Debian package that provides it; under `CI=true`,
/// where `make test-deps` has installed every one of them, it fails instead.
public enum Tools {
    /// Whether this is CI (`CI=true` or `CI=1`): a missing tool is a failure there, not a skip.
    public static var isCI: Bool { ["true", "1"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "") }

    /// The directories of `PATH`, in order.
    public static var searchPath: [String] {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    }

    /// The first executable file named `name` on `PATH`, or nil.
    public static func find(_ name: String) -> String? {
        searchPath.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// tmux, from PATH (Debian's `tmux`).
    public static let tmux = find("tmux")

    /// A Python 3 that can import `module`: Debian's `/usr/bin/python3` first (where `python3-mido` and the
    /// standard `sqlite3` module are), then every `python3` on PATH; nil when none can.
    public static func python(with module: String) -> String? {
        let candidates = ["/usr/bin/python3"] + searchPath.map { "\($0)/python3" }
        var seen = Set<String>()
        for path in candidates where seen.insert(path).inserted && FileManager.default.isExecutableFile(atPath: path) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = ["-c", "import \(module)"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { continue }
            process.waitUntilExit()
            if process.terminationStatus == 0 { return path }
        }
        return nil
    }

    /// The Python that reads MIDI files back (`mido`, Debian's `python3-mido`).
    public static let pythonWithMido = python(with: "mido")

    /// The Python that holds SQLite locks in the history tests (`sqlite3`, in Debian's `python3`).
    public static let pythonWithSQLite = python(with: "sqlite3")

    #if canImport(Testing)
    /// The message of a test that needs `tool` from the Debian `package` and cannot find it.
    public static func missing(_ tool: String, package: String) -> Comment {
        "\(tool) not found (Debian package \(package), installed by `make test-deps`)"
    }
    #endif
}
