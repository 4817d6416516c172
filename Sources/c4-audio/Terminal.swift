import ArgumentParser
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Where output goes and whether it is coloured.
enum Terminal {
    /// Writes one line to standard error.
    static func printError(_ line: String) {
        Text.write(line + "\n", to: Text.standardError)
    }

    /// Whether the terminal announces 24-bit colour (`COLORTERM=truecolor` or `24bit`).
    static var hasTrueColour: Bool {
        let value = ProcessInfo.processInfo.environment["COLORTERM"]?.lowercased()
        return value == "truecolor" || value == "24bit"
    }

    /// Whether standard output gets ANSI colours.
    ///
    /// Colour is off with `--no-color`, when `NO_COLOR` is set to anything non-empty, when
    /// `TERM` is `dumb`, or when standard output is not a terminal. (Rainbow applies the same
    /// `NO_COLOR` and terminal checks itself, so styling is applied only when both agree.)
    static func usesColour(disabled: Bool) -> Bool {
        let env = ProcessInfo.processInfo.environment
        return !disabled
            && (env["NO_COLOR"] ?? "").isEmpty
            && env["TERM"] != "dumb"
            && isatty(STDOUT_FILENO) == 1
    }
}

/// Options every command shares.
struct GlobalOptions: ParsableArguments {
    @Flag(name: .customLong("no-color"), help: "Print without ANSI colours (also: NO_COLOR, TERM=dumb, output not a terminal).")
    var noColor = false

    @Option(name: .customLong("notes"), help: ArgumentHelp(
        "A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads).",
        valueName: "dir"))
    var notes: String?

    @Option(name: .customLong("db"), help: ArgumentHelp(
        "The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite).",
        valueName: "path"))
    var db: String?
}

extension GlobalOptions {
    /// The options of ``GlobalOptions`` that take a value.
    static let valueOptions: Set<String> = ["--notes", "--db"]
    /// The flags of ``GlobalOptions``.
    static let flags: Set<String> = ["--no-color"]

    /// Lets global options stand before the subcommand, as in `c4-audio --notes DIR render …`.
    ///
    /// swift-argument-parser reads a subcommand's options only after its name, so the leading
    /// global options are moved to the end (before a `--` terminator, if there is one). Anything
    /// else is left as it is, so unknown options still get the parser's own error.
    /// - Parameter arguments: the command line without the program name.
    /// - Returns: the same arguments, global options after the subcommand.
    static func movedAfterSubcommand(_ arguments: [String]) -> [String] {
        var leading: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            let name = String(argument.prefix { $0 != "=" })
            if flags.contains(argument) || (valueOptions.contains(name) && argument.contains("=")) {
                leading.append(argument)
                index += 1
            } else if valueOptions.contains(argument), index + 1 < arguments.endIndex {
                leading += arguments[index...(index + 1)]
                index += 2
            } else {
                break
            }
        }
        // Nothing to move, or nothing but global options (left for the parser to judge).
        guard !leading.isEmpty, index < arguments.endIndex else { return arguments }
        var rest = Array(arguments[index...])
        let end = rest.firstIndex(of: "--") ?? rest.endIndex
        rest.insert(contentsOf: leading, at: end)
        return rest
    }
}

