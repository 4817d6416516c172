import ArgumentParser
import Wording
import Game
import History
import Music
import Session
import TerminalUI
import Wording
#if canImport(Glibc)
import Glibc
#endif

extension ImportFormat: ExpressibleByArgument {}

extension C4Audio {
    /// `c4-audio history export`: games as text.
    struct HistoryExport: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: tr("Print stored games as column digits, original-app data strings or JSON."),
            discussion: HelpText.discussion(
                [tr("With an ID, that game; without, every game oldest first, one a line (JSON lines for --format json). --format data writes the original app's string (archived form for a finished game), which holds only a person against the bot.")],
                examples: ["c4-audio history export 12 --format moves",
                           "c4-audio history export 12 --format data",
                           "c4-audio history export --format json > games.jsonl"])
        )

        @Argument(help: ArgumentHelp(tr("The game's ID; all games when omitted.")))
        var id: Int64?

        @Option(help: ArgumentHelp(tr("moves, data or json.")))
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
                do { output += try GameExport.line(game, format: format) + "\n" } catch { skipped.append(tr("game {id}: {reason}", ["id": game.id, "reason": "\(error)"])) }
            }
            Text.write(output, to: Text.standardOutput)
            if let first = skipped.first {
                if id != nil { throw Failure(first) }
                for line in skipped { Console.error("\(line)") }
                throw Failure(trn("{count} game was not exported", "{count} games were not exported", skipped.count))
            }
        }
    }
}
