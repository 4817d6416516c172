import FoundationEssentials
import TerminalUI
#if canImport(Glibc)
import Glibc
#endif

/// How this run's output is drawn.
enum Terminal {
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
