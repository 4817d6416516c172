import Game
import ArgumentParser
import FoundationEssentials
import TerminalUI
#if canImport(Glibc)
import Glibc
#endif

/// Where output goes and whether it is coloured.
enum Terminal {
    /// Whether the terminal announces 24-bit colour (`COLORTERM=truecolor` or `24bit`).
    static var hasTrueColour: Bool {
        let value = ProcessInfo.processInfo.environment["COLORTERM"]?.lowercased()
        return value == "truecolor" || value == "24bit"
    }

    /// The colours the board is drawn in: as the environment says (``ColourMode/detect(environment:disabled:)``),
    /// none with `--no-color` or `--color never`.
    static var boardColours: ColourMode {
        ColourMode.detect(environment: ProcessInfo.processInfo.environment, disabled: colourChoice == .never)
    }

    /// Whether standard output gets ANSI colours.
    ///
    /// First match wins: `--no-color` or `--color never` (off); `--color always` (on); `FORCE_COLOR` set to
    /// anything but empty or `0` (on); `NO_COLOR` non-empty (off); `TERM=dumb` or standard output not a
    /// terminal (off); else on. (Rainbow makes the same `FORCE_COLOR`/`NO_COLOR` and terminal checks itself;
    /// ``GlobalOptions/apply()`` forces it on when the answer here is on.)
    static func usesColour(disabled: Bool) -> Bool {
        if disabled { return false }
        switch colourChoice {
        case .never: return false
        case .always: return true
        case .auto:
            let env = ProcessInfo.processInfo.environment
            if let force = env["FORCE_COLOR"], !force.isEmpty, force != "0" { return true }
            return (env["NO_COLOR"] ?? "").isEmpty && env["TERM"] != "dumb" && isatty(STDOUT_FILENO) == 1
        }
    }

    /// `--color`'s value for this run, set once by ``GlobalOptions/apply()`` before the command runs.
    nonisolated(unsafe) static var colourChoice: ColourChoice = .auto
}

/// When output is coloured: `--color always|auto|never`.
enum ColourChoice: String, CaseIterable {
    case always, auto, never
}

