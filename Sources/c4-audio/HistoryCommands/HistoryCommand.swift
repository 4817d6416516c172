import ArgumentParser
import Wording
import Game
import History
import Music
import Session
import TerminalUI
import Wording

extension C4Audio {
    /// `c4-audio history`: the stored games.
    struct HistoryCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "history",
            abstract: tr("List, show, delete, export and import the stored games."),
            discussion: HelpText.discussion(
                [tr("Every game played is stored in the history database: --db PATH, else $C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite (~/.local/share/c4-audio/history.sqlite when XDG_DATA_HOME is unset).")],
                examples: ["c4-audio history",
                           "c4-audio history show 12",
                           "c4-audio history export --format json > games.jsonl"]),
            subcommands: [HistoryList.self, HistoryShow.self, HistoryDelete.self, HistoryClear.self,
                          HistoryExport.self, HistoryImport.self],
            defaultSubcommand: HistoryList.self
        )
    }

    /// `c4-audio history list`: the games, newest first.
    struct HistoryList: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: tr("List the stored games, newest first, each with a small picture of its board."),
            discussion: HelpText.discussion(
                [tr("Each game shows its ID, the local date and time it started, how many moves it has, both players in their colours (the one who moved first first) and who won. --json prints an array of game objects instead (see c4-audio history show --help).")],
                examples: ["c4-audio history list --limit 20",
                           "c4-audio history --json",
                           "c4-audio --db /tmp/h.sqlite history"])
        )

        @Flag(help: ArgumentHelp(tr("Print a JSON array of game objects.")))
        var json = false

        @Option(help: ArgumentHelp(tr("Show at most this many games.")))
        var limit: Int?

        @Option(help: ArgumentHelp(tr("Skip this many of the newest games first (with --limit: pages).")))
        var offset: Int = 0

        @OptionGroup var global: GlobalOptions

        func validate() throws {
            if let limit, limit < 0 { throw ValidationError(tr("--limit must not be negative.")) }
            if offset < 0 { throw ValidationError(tr("--offset must not be negative.")) }
        }

        func run() throws {
            let store = try global.openStore(reading: true)
            let renderer = BoardRenderer(policy: Terminal.policy)
            var output: [UInt8] = []
            output.reserveCapacity(1 << 17)
            var count = 0
            if json { output.append(UInt8(ascii: "[")) }
            // Streamed: each game is written as it is read, in blocks of about 64 KiB.
            // A damaged row is reported after the others (with its ID) and skipped; the exit code says so.
            var damaged: [HistoryError] = []
            try store.forEachGame(limit: limit, offset: offset, damaged: { damaged.append($0) }) { game in
                if json {
                    output.append(contentsOf: (count == 0 ? "\n" : ",\n").utf8)
                    GameJSON.encode(game, into: &output)
                } else {
                    if count > 0 { output.append(UInt8(ascii: "\n")) }
                    GameListView(stored: game, renderer: renderer).render(into: &output)
                }
                count += 1
                if output.count >= 1 << 16 {
                    Text.write(bytes: output, to: Text.standardOutput)
                    output.removeAll(keepingCapacity: true)
                }
            }
            if json {
                output.append(contentsOf: (count == 0 ? "]\n" : "\n]\n").utf8)
            } else if count == 0 {
                let total = try store.gameCount()
                output.append(contentsOf: (total == 0 ? "No games stored yet (\(store.path)).\n"
                                                      : "No games past the first \(offset) (\(total) in all).\n").utf8)
            }
            Text.write(bytes: output, to: Text.standardOutput)
            try Self.report(damaged)
        }

        /// Reports each damaged row on its own line, then fails (exit 1) when there was any.
        static func report(_ damaged: [HistoryError]) throws {
            guard !damaged.isEmpty else { return }
            for error in damaged.dropLast() { Console.error("\(error)") }
            throw damaged.last!
        }
    }

    /// `c4-audio history show ID`: one game in full.
    struct HistoryShow: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: tr("Show one stored game: its final board with winning cells and move numbers, its music and details."),
            discussion: HelpText.discussion(
                [tr("--json prints the game as one object: id, moves, music, started and finished (ISO 8601, finished null for an unfinished game), players (two objects, the first player's first: name, kind human/bot, level for a bot, colour), winner (first/second/draw, null while unfinished) and winningCells ([column, row] pairs, 1-based, row 1 = bottom).")],
                examples: ["c4-audio history show 12",
                           "c4-audio history show 12 --json"])
        )

        @Argument(help: ArgumentHelp(tr("The game's ID (see c4-audio history).")))
        var id: Int64

        @Flag(help: ArgumentHelp(tr("Print the game as one JSON object.")))
        var json = false

        @OptionGroup var global: GlobalOptions

        func run() throws {
            let stored = try global.openStore(reading: true).game(id: id)
            if json {
                Text.write(GameJSON.encode(stored) + "\n", to: Text.standardOutput)
                return
            }
            var lines = [BoardRenderer(policy: Terminal.policy).sheet(BoardSheet(stored: stored)), ""]
            // Field names in one column as wide as the widest in the language in use.
            let fields = [(trc("game field", "game"), "#\(stored.id)"), (trc("game field", "started"), stored.started.localMinute),
                          (trc("game field", "finished"), stored.finished?.localMinute ?? tr("not yet: the current game")),
                          (trc("game field", "moves"), MoveRecord.encode(stored.game)),
                          (trc("game field", "music"), stored.music.description.isEmpty ? tr("(no notes yet)") : stored.music.description)]
            let width = fields.map(\.0.count).max() ?? 0
            lines += fields.map { Text.padded($0.0, to: width) + " " + $0.1 }
            Text.write(lines.joined(separator: "\n") + "\n", to: Text.standardOutput)
        }
    }

    /// `c4-audio history delete ID`.
    struct HistoryDelete: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "delete",
            abstract: tr("Delete one stored game (the players' results it counted stay)."), discussion: HelpText.discussion(
                [],
                examples: ["c4-audio history delete 12",
                           "c4-audio --db /tmp/h.sqlite history delete 3"]))

        @Argument(help: ArgumentHelp(tr("The game's ID.")))
        var id: Int64

        @OptionGroup var global: GlobalOptions

        func run() throws {
            try global.openStore().deleteGame(id: id)
            Text.write(tr("Deleted game {id}.", ["id": id]) + "\n", to: Text.standardOutput)
        }
    }
}

