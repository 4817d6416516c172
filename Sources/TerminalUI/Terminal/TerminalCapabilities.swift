import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// What the terminal can do, as the full-screen views need it.
public enum TerminalCapabilities {
    /// Whether `TERM` names a terminal that can address the cursor (set, and not `dumb`): the
    /// full-screen game and replay need one.
    public static func addressesCursor(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        let term = environment["TERM"] ?? ""
        return !term.isEmpty && term != "dumb"
    }

    /// Whether the replay and the demo can be full-screen: standard input and output are terminals
    /// that address the cursor (else they print one line per move).
    public static var isFullScreen: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 && addressesCursor()
    }
}
