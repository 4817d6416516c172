import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif
import Game

/// The `c4-audio` command: Connect 4 where every piece plays a note.
@main
struct C4Audio: AsyncParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "c4-audio",
        abstract: "Connect 4 in the terminal, where every dropped piece plays a note.",
        discussion: """
            Games are written in the column-digit notation: 4453 drops pieces into columns 4, 4, 5 \
            and 3 of the empty board (1 = leftmost), first player first.
            """,
        version: version,
        subcommands: [Play.self, Show.self, Solve.self, SelfPlay.self, Render.self, MusicCommand.self, Notes.self],
        defaultSubcommand: Play.self
    )

    /// Parses the arguments and runs the command, printing failures as one `error: …` line.
    ///
    /// swift-argument-parser's own errors (usage, `--help`, `--version`) keep its messages and
    /// exit codes (64 for usage); a failure inside `run()` prints `error: <reason>` and exits 1.
    static func main() async {
        let command: any ParsableCommand
        do {
            command = try parseAsRoot(GlobalOptions.movedAfterSubcommand(Array(CommandLine.arguments.dropFirst())))
        } catch {
            exit(withError: error)
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
            exit(withError: error)
        } catch where String(reflecting: type(of: error)).hasPrefix("ArgumentParser.") {
            // `--help` parses to ArgumentParser's own help command, whose run() throws the help request.
            exit(withError: error)
        } catch {
            Terminal.printError("error: \(error)")
            Glibc.exit(1)
        }
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
