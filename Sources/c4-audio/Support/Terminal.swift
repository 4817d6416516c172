import Game
import TerminalUI
import ArgumentParser
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Where output goes and how it is drawn.
enum Terminal {
    /// Writes one line to standard error.
    static func printError(_ line: String) {
        // Quoted input or stored text never reaches the terminal raw, and a message stays one line.
        Text.write(SafeText.visible(line) + "\n", to: Text.standardError)
    }

    /// Whether `TERM` names a terminal that can address the cursor (set, and not `dumb`): the
    /// full-screen game and replay need one.
    static var addressesCursor: Bool {
        let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
        return !term.isEmpty && term != "dumb"
    }

    /// Whether the replay and the demo can be full-screen: standard input and output are terminals
    /// that address the cursor (else they print one line per move).
    static var isFullScreen: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 && addressesCursor
    }

    /// How standard output is drawn: colours and characters (see ``TerminalPolicy``), after `--color`,
    /// `NO_COLOR`, `FORCE_COLOR`, `TERM`, `COLORTERM`, the locale, and whether it is a terminal. The one
    /// policy of `show`, `history`, scripted play, the full-screen game, replay and demo.
    static var policy: TerminalPolicy {
        TerminalPolicy(environment: ProcessInfo.processInfo.environment, choice: colourChoice,
                       outputIsTerminal: isatty(STDOUT_FILENO) == 1)
    }

    /// `--color`'s value for this run (``ColourChoice/never`` for `--no-color`), set once by
    /// ``GlobalOptions/apply()`` before the command runs.
    nonisolated(unsafe) static var colourChoice: ColourChoice = .auto
}
