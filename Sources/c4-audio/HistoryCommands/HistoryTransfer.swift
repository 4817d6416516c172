import ArgumentParser
import Game
import History
import Music
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
            // A damaged row is reported with its ID and skipped: export is how the rest is rescued.
            var skipped: [String] = []
            let games = try id.map { [try store.game(id: $0)] }
                ?? store.games(damaged: { skipped.append("\($0)") }).reversed()
            var output = ""
            for game in games {
                do { output += try Self.line(game, format: format) + "\n" } catch { skipped.append("game \(game.id): \(error)") }
            }
            Text.write(output, to: Text.standardOutput)
            if let first = skipped.first {
                if id != nil { throw Failure(first) }
                for line in skipped { Console.printError("error: \(line)") }
                throw Failure("\(skipped.count) game\(skipped.count == 1 ? " was" : "s were") not exported")
            }
        }

        static func line(_ stored: StoredGame, format: ImportFormat) throws -> String {
            switch format {
            case .moves: return MoveRecord.encode(stored.game)
            case .json: return GameJSON.encode(stored)
            case .data:
                let players = stored.players
                guard players.first.kind.isHuman != players.second.kind.isHuman else {
                    throw Failure("the data format holds a person against the bot; this game is \(players.first.kind.isHuman ? "two people" : "two bots")")
                }
                let human: Player = players.first.kind.isHuman ? .first : .second
                let saved = SavedGame(starter: human == .first ? .human : .bot, humanColour: players[human].colour,
                                      botColour: players[human.opponent].colour, game: stored.game)
                return saved.encoded(archived: stored.isFinished)
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

        @Argument(help: "The file to read; standard input when omitted or -.")
        var file: String?

        @Option(help: "Read every line as moves, data or json.")
        var format: ImportFormat?

        @Option(help: "Compose missing melodies reproducibly from this seed.")
        var seed: UInt64?

        @OptionGroup var global: GlobalOptions

        func run() throws {
            let text = try Self.readText(file)
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

        /// The whole text of `file`, or of standard input for nil or `-`.
        /// The most an import reads (16 MiB).
        static let maximumImportBytes = 16 << 20

        static func readText(_ file: String?) throws -> String {
            let descriptor: Int32
            if let file, file != "-" {
                descriptor = open(file, O_RDONLY)
                guard descriptor >= 0 else { throw Failure("\(file): \(String(cString: strerror(errno)))") }
            } else {
                descriptor = STDIN_FILENO
            }
            defer { if descriptor != STDIN_FILENO { close(descriptor) } }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw Failure("\(file ?? "standard input"): \(String(cString: strerror(errno)))")
                }
                if count == 0 { break }
                // Bounded: text has no NUL byte (/dev/zero is refused at once), and an import is at most
                // 16 MiB (about 40,000 games as JSON lines), read in constant memory beyond that.
                if let nul = buffer[..<count].firstIndex(of: 0) {
                    throw Failure("\(file ?? "standard input"): byte \(bytes.count + nul + 1) is NUL: not a text file")
                }
                guard bytes.count + count <= maximumImportBytes else {
                    throw Failure("\(file ?? "standard input"): more than \(maximumImportBytes >> 20) MiB; split it and import the parts")
                }
                bytes += buffer[..<count]
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw Failure("\(file ?? "standard input"): not UTF-8 text")
            }
            return text
        }
    }
}
