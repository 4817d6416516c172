import ArgumentParser
import Wording
import TerminalUI
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import Game
import Wording

/// The `c4-audio` command: Connect 4 where every piece plays a note.
@main
struct C4Audio: AsyncParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "c4-audio",
        abstract: tr("Connect 4 in the terminal, where every dropped piece plays a note."),
        discussion: HelpText.discussion(
            [tr("Games are written in the column-digit notation: 4453 drops pieces into columns 4, 4, 5 and 3 of the empty board (1 = leftmost), first player first."),
             tr("Global options, before or after any command: --no-color, --color always|auto|never (FORCE_COLOR and NO_COLOR are honoured too), --notes DIR (a bank of your own), --instrument piano|marimba|celesta (a shipped bank; else $C4_AUDIO_NOTES, else the stored setting, else piano), --db PATH (the history), --device PCM (the sound card), --language auto|en|nl, --version, --help. The opening book is found beside the program or at $C4_AUDIO_BOOK."),
             tr("Exit codes: 0 success; 64 a usage error; 1 any other failure, with one line \"error: ...\" on standard error naming what was wrong and where.")],
            examples: ["c4-audio show 4455667",
                       "c4-audio solve --analyze 4453",
                       "c4-audio render --moves 4455667 --seed 3 -o game.flac"]),
        version: version,
        subcommands: [Play.self, Resume.self, Demo.self, Show.self, Solve.self, SelfPlay.self, Render.self, Replay.self, MusicCommand.self, Notes.self,
                      ReviewCommand.self, PuzzleCommand.self, HistoryCommand.self, Stats.self, SettingsCommand.self],
        defaultSubcommand: Play.self
    )

    /// Parses the arguments and runs the command, printing failures as one `error: …` line.
    ///
    /// swift-argument-parser's own errors (usage, `--help`, `--version`) keep its messages and
    /// exit codes (64 for usage); a failure inside `run()` prints `error: <reason>` and exits 1.
    static func main() async {
        StandardOutput.install()
        let given = Array(CommandLine.arguments.dropFirst())
        LanguageChoice.apply(arguments: given, environment: ProcessInfo.processInfo.environment)
        let arguments = GlobalOptions.withoutGlobalsForHelp(given)
        CommandLineNames.install()
        let command: any ParsableCommand
        // `--version` alone is answered before the parser, which would build every command's help to answer it.
        if arguments == ["--version"] {
            Text.write(version + "\n", to: Text.standardOutput)
            Glibc.exit(0)
        }
        if let shell = CompletionScript.requestedShell(in: arguments) {
            do {
                Text.write(try CompletionScript.text(for: shell), to: Text.standardOutput)
            } catch {
                fail(error)
            }
            Glibc.exit(0)
        }
        do {
            // A plain `render`, `solve` or `show` line skips the parser's reflection over every command (PlainLine).
            if let (plain, global) = plainCommand(arguments) {
                command = plain
                try global.check()
                global.apply()
            } else {
                try HelpTopic.check(arguments)
                let moved = GlobalOptions.movedAfterSubcommand(arguments)
                if let problem = UnknownCommand.problem(in: moved) {
                    Console.error("\(problem.error)")
                    Console.hint("\(problem.hint)")
                    Glibc.exit(ExitCode.validationFailure.rawValue)
                }
                command = try parseAsRoot(moved)
                if let global = GlobalOptions.of(command) {
                    try global.check()
                    global.apply()
                }
            }
        } catch where isParserError(error) {
            exitEscaped(withError: error, arguments: arguments)
        } catch {
            fail(error)
        }
        do {
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                var syncCommand = command
                try syncCommand.run()
            }
        } catch let error as ExitCode {
            exit(withError: error)
        } catch let error as CleanExit {
            exitEscaped(withError: error, arguments: arguments)
        } catch where isParserError(error) {
            // `--help` parses to ArgumentParser's own help command, whose run() throws the help request.
            exitEscaped(withError: error, arguments: arguments)
        } catch {
            fail(error)
        }
    }

    /// The command of a plain line (``PlainLine``) and its global options, or nil for the full parser.
    static func plainCommand(_ arguments: [String]) -> (any ParsableCommand, GlobalOptions)? {
        // Global options may come first (`--language nl show 4453`): a plain line reads them after the command.
        var arguments = arguments
        var leading: [String] = []
        while let first = arguments.first {
            if GlobalOptions.plainFlags.contains(first) {
                leading.append(arguments.removeFirst())
            } else if GlobalOptions.plainOptions[first] != nil, arguments.count > 1 {
                leading += arguments.prefix(2)
                arguments.removeFirst(2)
            } else {
                break
            }
        }
        arguments += leading
        return switch arguments.first {
        case "render": Render.quick(arguments).map { ($0, $0.global) }
        case "solve": Solve.quick(arguments).map { ($0, $0.global) }
        case "show": Show.quick(arguments).map { ($0, $0.global) }
        default: nil
        }
    }

    /// Whether `error` is swift-argument-parser's (usage 64, or help and version 0), which keeps its own
    /// message and code; every other error exits 1 with one line (``fail(_:)``).
    static func isParserError(_ error: any Error) -> Bool {
        exitCode(for: error) != .failure
    }

    /// `error: <the parser's message>` and `hint: c4-audio COMMAND --help`.
    static func usageLines(for error: any Error, arguments: [String]) -> String {
        var text = Substring(message(for: error)).trimmingPrefix("Error: ")
        // The parser's sentences in the program's own words (and language).
        let problem = UsageProblem(message: String(text), arguments: arguments)
        if let problem { text = Substring(problem.words) }
        // An argument with a control character is shown escaped, so that the error stays on its line, and
        // a long one cut, as every quoted value is.
        for argument in Self.quotable(arguments) {
            text = Substring(text.replacing(argument, with: SafeText.shown(argument)))
        }
        // "Unknown option" reads as the other errors do: lower case unless it starts an acronym or a name.
        if let first = text.first, first.isUppercase, text.dropFirst().first?.isLowercase == true {
            text = first.lowercased() + text.dropFirst()
        }
        var line = text.split(separator: "\n").first.map(String.init) ?? String(text)
        // No full stop at the end, as in every other error line (the parser's and some checks' have one).
        if line.hasSuffix("."), !line.hasSuffix("..") { line.removeLast() }
        // A check of the command's own (validate()) may have come first: an unknown option is named first,
        // with a suggestion only when it is a slip of one of the command's shown options (the parser's own
        // guess can be far: `--bogus`, "did you mean '--notes'?").
        if let unknown = UnknownCommand.unknownOption(in: GlobalOptions.movedAfterSubcommand(arguments)) {
            line = UsageProblem.unknownOption(unknown.name, suggestion: unknown.suggestion).words
        }
        return LineKind.error.line(line) + "\n" + LineKind.hint.line("\(UnknownCommand.path(of: GlobalOptions.movedAfterSubcommand(arguments))) --help")
    }

    /// The arguments (and the values of `--option=value` ones) a message may quote that show otherwise
    /// when quoted (``SafeText/shown(_:)``: escaped or cut), longest first.
    static func quotable(_ arguments: [String]) -> [String] {
        let values = arguments.flatMap { argument in
            argument.hasPrefix("-") && argument.contains("=")
                ? [argument, String(argument[argument.index(after: argument.firstIndex(of: "=")!)...])] : [argument]
        }
        return Set(values).filter { SafeText.shown($0) != $0 }.sorted { $0.count > $1.count }
    }

    /// The one place a failure of the libraries or of a command ends the program: one line
    /// `error: <reason>` on standard error (stored or quoted text in it escaped) and exit code 1.
    static func fail(_ error: any Error) -> Never {
        Console.error("\(error)")
        Glibc.exit(1)
    }

    /// `exit(withError:)`, with any argument that holds a newline, tab or other control character shown
    /// escaped inside the message, so that the error stays on its one line.
    ///
    /// A usage error (exit 64) is written as every other error is: one `error:` line, then one `hint:` line
    /// naming the help of the command it was for.
    static func exitEscaped(withError error: any Error, arguments: [String]) -> Never {
        let code = exitCode(for: error)
        var message = code == .validationFailure ? usageLines(for: error, arguments: arguments) : fullMessage(for: error)
        for argument in Self.quotable(arguments) {
            message = message.replacing(argument, with: SafeText.shown(argument))
        }
        if code == .success { message = HelpTopic.parserWordsTranslated(HelpTopic.examplesLast(message)) }
        if !message.isEmpty {
            Text.write(message + "\n", to: code == .success ? Text.standardOutput : Text.standardError)
        }
        Glibc.exit(code.rawValue)
    }
}

/// A failure of a command, printed as `error: <description>` with exit code 1.
struct Failure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }

    /// Parses a game given in column digits, turning a bad record into a failure.
    ///
    /// - Parameters:
    ///   - moves: the digits, e.g. `4453`.
    ///   - option: the option that carried them (`--moves`), put before the reason; nil for an argument.
    /// - Throws: ``Failure``, e.g. `--moves: move 7: column 4 is full`.
    static func parsingGame(_ moves: String, option: String? = nil) throws(Failure) -> Game {
        do {
            return try MoveRecord.parse(moves)
        } catch {
            throw Failure(option.map { "\($0): \(error)" } ?? "\(error)")
        }
    }
}
