import FoundationEssentials

/// Where the files shipped with c4-audio (note banks, the opening book) are found: beside an installed
/// `<prefix>/bin/c4-audio` in `<prefix>/share/c4-audio/`, or in `Resources/` of the source tree the
/// executable was built in (found by walking up from it, e.g. from `.build/release/c4-audio`).
public enum Resources {
    /// The running executable's real path (`/proc/self/exe`, which the kernel gives with every link
    /// resolved; `argv[0]`, resolved here, only where `/proc` is missing).
    public static var executable: URL {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    }

    /// The places `name` (a path inside `Resources/`) is looked for, first match wins: the installed
    /// share folder, then `Resources/` in the executable's folder's parents, up to four levels up.
    public static func candidates(_ name: String) -> [String] {
        var directory = executable.deletingLastPathComponent()
        var paths = [directory.appendingPathComponent("../share/c4-audio/\(name)").standardizedFileURL.path]
        for _ in 0..<4 {
            directory = directory.deletingLastPathComponent()
            paths.append(directory.appendingPathComponent("Resources/\(name)").path)
        }
        return paths
    }
}
