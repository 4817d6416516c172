import ArgumentParser
import History
import Music
import Session
import TerminalUI
import Wording
#if canImport(Glibc)
import Glibc
#endif

extension C4Audio {
    /// `c4-audio history import`: games from text.
    struct HistoryImport: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: tr("Store games read from a file or standard input."),
            discussion: HelpText.discussion(
                [tr("One game a line: column digits (4453), data strings of the original app (13414241516), or JSON objects as history export writes them; or one JSON array. Each line's format is recognised (--format forces one). Bad lines are reported as error: line N: … (the first 20, then how many more) and skipped; the others are stored in one transaction (exit 1 when any line was bad). Games without music get a composed melody (--seed makes it reproducible). Column-digit games are stored as Red against Yellow, two people; data strings as your name (settings) against Bot."),
                 tr("A file (or standard input) is recognised by the SHA-256 of its bytes: importing the same bytes again stores nothing and says when they were imported (exit 0), whatever the file is called. Within one file every line is its own game, so identical lines are as many games. A JSON game that started at the same moment with the same moves and players as a game stored before is not stored again (the same game exported into two files). The input is read as it comes, at most 16 MiB.")],
                examples: ["c4-audio history import games.jsonl",
                           "echo 4453 | c4-audio history import"])
        )

        @Argument(help: ArgumentHelp(tr("The file to read; standard input when omitted or -.")), completion: .file())
        var file: String?

        @Option(help: ArgumentHelp(tr("Read every line as moves, data or json.")))
        var format: ImportFormat?

        @Option(help: ArgumentHelp(tr("Compose missing melodies reproducibly from this seed.")))
        var seed: UInt64?

        @OptionGroup var global: GlobalOptions

        func run() throws {
            let path = file.flatMap { $0 == "-" ? nil : $0 }
            let name = path ?? tr("standard input")
            let descriptor = path.map { open($0, O_RDONLY | O_CLOEXEC) } ?? STDIN_FILENO
            guard descriptor >= 0 else {
                throw Failure(tr("{input}: {reason}", ["input": name, "reason": String(cString: strerror(errno))]))
            }
            defer { if descriptor != STDIN_FILENO { close(descriptor) } }
            let store = try global.openStore()
            var defaults = ImportDefaults()
            defaults.personName = try store.settings().name
            var composer = seed.map(Composer.init(seed:)) ?? Composer()
            var input = ImportInput(descriptor: descriptor)
            switch try store.importGames(from: &input, format: format, defaults: defaults, composer: &composer) {
            case .refused(let stop):
                throw Failure(stop.words(input: name))
            case .alreadyImported(let earlier):
                Text.write(earlier.words(input: name) + "\n", to: Text.standardOutput)
            case .imported(let summary):
                for problem in summary.problems { Console.error("\(problem)") }
                if summary.unreported > 0 { Console.error(summary.moreWords) }
                Text.write(summary.words + "\n", to: Text.standardOutput)
                if summary.bad > 0 { throw ExitCode(1) }
            }
        }
    }
}
