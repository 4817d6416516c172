import FoundationEssentials

/// Where the files shipped with c4-audio (note banks, the opening book) are found: beside an installed
/// `<prefix>/bin/c4-audio` in `<prefix>/share/c4-audio/`, or in `Resources/` of the source tree the
/// executable was built in (the folder that holds its `.build/`). Never by walking up from the working
/// directory or from the executable: where you stand, or where a copy of the program lies, does not
/// decide which book the `perfect` bot trusts. A variable or an option names any other place
/// (`C4_AUDIO_BOOK`, `--notes`, `C4_AUDIO_NOTES`).
public enum Resources {
    /// The running executable's real path (`/proc/self/exe`, which the kernel gives with every link
    /// resolved; `argv[0]`, resolved here, only where `/proc` is missing).
    public static var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
    }

    /// The places `name` (a path inside `Resources/`) is looked for, first match wins: the installed
    /// share folder (`../share/c4-audio/` from the executable's folder), then, for an executable inside a
    /// SwiftPM `.build/` folder, `Resources/` beside that `.build/`.
    ///
    /// Plain string work on the real path (no `..` is left in it), which costs a `solve` process less
    /// than building URLs.
    public static func candidates(_ name: String, executable: String = Resources.executable) -> [String] {
        let directory = parent(of: executable)
        var paths = [joined(parent(of: directory), "share/c4-audio/\(name)")]
        if let build = executable.ranges(of: "/.build/").last {
            paths.append(joined(String(executable[..<build.lowerBound]), "Resources/\(name)"))
        }
        return paths
    }

    /// The folder holding `path` (an absolute path): `/` for the root and what lies in it.
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// `relative` inside `directory`.
    static func joined(_ directory: String, _ relative: String) -> String {
        directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }
}
