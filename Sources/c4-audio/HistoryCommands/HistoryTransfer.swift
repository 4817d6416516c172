import ArgumentParser
import Game
import History
import Music
import Session
import TerminalUI
#if canImport(Glibc)
import Glibc
#endif

extension ImportFormat: ExpressibleByArgument {}

extension C4Audio {
    /// `c4-audio history export`: games as text.
    struct HistoryExport: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Print stored games as column digits, original-app data strings or JSON.",
            discussion: """
                With an ID, that game; without, every game oldest first, one a line (JSON lines for \
                --format json). --format data writes the original app's string (archived form for a \
                finished game), which holds only a person against the bot.

                Examples:
                  c4-audio history export 12 --format moves
                  c4-audio history export 12 --format data
                  c4-audio history export --format json > games.jsonl
                """
        )

        @Argument(help: "The game's ID; all games when omitted.")
        var id: Int64?

        @Option(help: "moves, data or json.")
        var format: ImportFormat = .json

        @OptionGroup var global: GlobalOptions

        func run() throws {
            let store = try global.openStore(reading: true)
            // A damaged row is noted with its ID and skipped: export is how the rest is rescued.
            var skipped: [String] = []
            let games = try id.map { [try store.game(id: $0)] }
                ?? store.games(damaged: { Console.noteSkipped($0) }).reversed()
            var output = ""
            for game in games {
                do { output += try GameExport.line(game, format: format) + "\n" } catch { skipped.append("game \(game.id): \(error)") }
            }
            Text.write(output, to: Text.standardOutput)
            if let first = skipped.first {
                if id != nil { throw Failure(first) }
                for line in skipped { Console.printError("error: \(line)") }
                throw Failure("\(skipped.count) game\(skipped.count == 1 ? " was" : "s were") not exported")
            }
        }
    }

    /// `c4-audio history import`: games from text.
    struct HistoryImport: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Store games read from a file or standard input.",
            discussion: """
                One game a line: column digits (4453), data strings of the original app \
                (13414241516), or JSON objects as history export writes them; or one JSON array. \
                Each line's format is recognised (--format forces one). Bad lines are reported as \
                error: line N: … and skipped; the others are stored in one transaction (exit 1 when \
                any line was bad). Games without music get a composed melody (--seed makes it \
                reproducible). Column-digit games are stored as Red against Yellow, two people; data \
                strings as your name (settings) against Bot.

                Examples:
                  c4-audio history import games.jsonl
                  echo 4453 | c4-audio history import
                """
        )

        @Argument(help: "The file to read; standard input when omitted or -.", completion: .file())
        var file: String?

        @Option(help: "Read every line as moves, data or json.")
        var format: ImportFormat?

        @Option(help: "Compose missing melodies reproducibly from this seed.")
        var seed: UInt64?

        @OptionGroup var global: GlobalOptions

        func run() throws {
            let text = try TextInput.read(file)
            let store = try global.openStore()
            var defaults = ImportDefaults()
            defaults.personName = try store.settings().name
            var composer = seed.map(Composer.init(seed:)) ?? Composer()
            let (games, problems) = GameImport.read(text, format: format, defaults: defaults, composer: &composer)
            let (ids, alreadyStored, storeProblems) = try store.importGames(games)
            let all = (problems + storeProblems).sorted { Self.number($0.location) < Self.number($1.location) }
            for problem in all { Console.printError("error: \(problem)") }
            let range = ids.isEmpty ? "" : ids.count == 1 ? " (ID \(ids[0]))" : " (IDs \(ids.first!)–\(ids.last!))"
            let same = alreadyStored.isEmpty ? "" : "\(alreadyStored.count) already stored (the same start, moves and players); "
            Text.write("Imported \(ids.count) game\(ids.count == 1 ? "" : "s")\(range); \(same)\(all.count) skipped.\n",
                       to: Text.standardOutput)
            if !all.isEmpty { throw ExitCode(1) }
        }

        private static func number(_ location: String) -> Int {
            Int(location.split(separator: " ").last ?? "") ?? 0
        }
    }
}
