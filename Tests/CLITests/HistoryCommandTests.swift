import Foundation
import TestSupport
import Testing

/// A temporary history database for one test, passed to the binary through `C4_AUDIO_DB`.
final class TemporaryHistory {
    let directory: String
    var path: String { directory + "/history.sqlite" }

    init() {
        directory = Sandbox.folder("history")
    }

    /// Runs `c4-audio` on this database.
    func run(_ arguments: [String], stdin: String? = nil) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments, stdin: stdin, environment: ["C4_AUDIO_DB": path])
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }
}

/// `history`, `stats`, `settings`, `render ID` and `selfplay --save` through the built binary.
@Suite struct HistoryCommandTests {
    @Test func selfplayGamesAreListedShownAndCounted() throws {
        let history = TemporaryHistory()
        let play = try history.run(["selfplay", "--games", "3", "--levels", "easy,medium", "--seed", "1", "--save", "--jsonl"])
        #expect(play.status == 0)
        let lines = play.stdout.split(separator: "\n").map(String.init)
        // The list, newest first: a 6-line board of X/O/. beside the text (no colour in a pipe).
        let list = try history.run(["history"])
        #expect(list.status == 0 && list.stderr.isEmpty)
        #expect(list.stdout.hasPrefix(".......  #3  "))
        #expect(list.stdout.contains("X Bot easy (bot) moved first vs O Bot medium (bot)"))
        #expect(list.stdout.contains("Bot medium won"))
        #expect(!list.stdout.contains("\u{1B}["))
        // JSON: the same games and music as selfplay printed, newest first.
        let json = try history.run(["history", "--json"])
        let games = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(games.map { $0["id"] as? Int } == [3, 2, 1])
        for (game, line) in zip(games.reversed(), lines) {
            let selfplay = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(game["moves"] as? String == selfplay["moves"] as? String)
            #expect(game["music"] as? String == selfplay["music"] as? String)
            #expect(game["winner"] as? String == selfplay["winner"] as? String)
        }
        let players = try #require(games[0]["players"] as? [[String: Any]])
        #expect(players[0]["kind"] as? String == "bot" && players[0]["level"] as? String == "easy")
        #expect(try history.run(["history", "--limit", "1", "--offset", "1", "--json"]).stdout.contains("\"id\":2,"))
        // show: the board of `show` with names, then the details.
        let show = try history.run(["history", "show", "1"])
        #expect(show.status == 0)
        #expect(show.stdout.contains("music    \(games[2]["music"] as! String)"))
        #expect(show.stdout.contains("(Bot medium, bot medium, moved second)"))
        #expect(try history.run(["history", "show", "1", "--json"]).stdout.hasPrefix("{\"id\":1,"))
        // stats: best first.
        let stats = try history.run(["stats", "--json"])
        let noHints = "\"hinted\":{\"wins\":0,\"losses\":0,\"draws\":0}"
        #expect(stats.stdout == "[{\"name\":\"Bot medium\",\"wins\":3,\"losses\":0,\"draws\":0,\(noHints)},"
                + "{\"name\":\"Bot easy\",\"wins\":0,\"losses\":3,\"draws\":0,\(noHints)}]\n")
        #expect(try history.run(["stats"]).stdout.contains("  1  Bot medium      3       0      0      3 100%"))
    }

    @Test func renderPlaysAStoredGameWithItsOwnMusic() throws {
        let history = TemporaryHistory()
        let imported = try history.run(["history", "import", "--format", "json"],
            stdin: #"{"moves":"4455667","music":"03203125","players":[{"name":"Ann","kind":"human","colour":"red"},{"name":"Bot","kind":"bot","level":"hard","colour":"blue"}]}"#)
        #expect(imported.stdout == "Imported 1 game (ID 1); 0 skipped.\n")
        let output = history.directory + "/game.wav"
        let render = try history.run(["render", "1", "-o", output])
        #expect(render.status == 0)
        #expect(render.stdout.hasSuffix("music 03203125\n"))
        let same = try CLIRunner.run(["render", "--moves", "4455667", "--music", "03203125", "-o", history.directory + "/same.wav"])
        #expect(same.status == 0)
        #expect(FileManager.default.contents(atPath: output) == FileManager.default.contents(atPath: history.directory + "/same.wav"))
        let missing = try history.run(["render", "9", "-o", output])
        #expect(missing.status == 1 && missing.stderr == "error: no game with ID 9\n")
    }

    @Test func deleteClearExportImport() throws {
        let history = TemporaryHistory()
        let input = "4455667\n4444444\n# comment\n001814248152581626817\n12\n"
        let imported = try history.run(["history", "import"], stdin: input)
        #expect(imported.status == 1)
        #expect(imported.stderr == "error: line 2: move 7: column 4 is full\n")
        #expect(imported.stdout == "Imported 3 games (IDs 1–3); 1 skipped.\n")
        #expect(try history.run(["history", "export", "--format", "moves"]).stdout == "4455667\n4455667\n12\n")
        #expect(try history.run(["history", "export", "2", "--format", "data"]).stdout == "001814248152581626817\n")
        let twoPeople = try history.run(["history", "export", "1", "--format", "data"])
        #expect(twoPeople.status == 1 && twoPeople.stderr.contains("two people"))
        // JSON lines of every game read back into another database give the same games.
        let exported = try history.run(["history", "export"])
        let copy = TemporaryHistory()
        #expect(try copy.run(["history", "import"], stdin: exported.stdout).status == 0)
        #expect(try copy.run(["history", "export"]).stdout == exported.stdout)

        #expect(try history.run(["history", "delete", "2"]).stdout == "Deleted game 2.\n")
        let again = try history.run(["history", "delete", "2"])
        #expect(again.status == 1 && again.stderr == "error: no game with ID 2\n")
        // clear: refused without a terminal and without --yes; nothing deleted.
        let refused = try history.run(["history", "clear"])
        #expect(refused.status == 1 && refused.stderr.contains("give --yes"))
        #expect(try history.run(["history", "export", "--format", "moves"]).stdout == "4455667\n12\n")
        #expect(try history.run(["history", "clear", "--yes"]).stdout == "Deleted 2 games.\n")
        // Nothing left: no question asked, even without a terminal.
        let empty = try history.run(["history", "clear"])
        #expect(empty.status == 0 && empty.stdout == "No games stored; nothing deleted.\n" && empty.stderr.isEmpty)
        #expect(try history.run(["history"]).stdout.hasPrefix("No games stored yet"))
    }

    /// A mistyped `--db` (or a first run) given to a command that only reads: the empty history's answer,
    /// and no folder or file made.
    @Test func readingAMissingDatabaseCreatesNothing() throws {
        let folder = Sandbox.folder("missing")
        let path = folder + "/not/yet/history.sqlite"
        let reads: [([String], Int32, String)] = [
            (["history"], 0, "No games stored yet (\(path)).\n"), (["history", "--json"], 0, "[]\n"),
            (["stats"], 0, "No finished games yet.\n"), (["stats", "--json"], 0, "[]\n"),
            (["history", "export", "--format", "moves"], 0, ""),
        ]
        for (arguments, status, stdout) in reads {
            let result = try CLIRunner.run(["--db", path] + arguments)
            #expect(result.status == status && result.stdout == stdout, "\(arguments): \(result.stdout)\(result.stderr)")
        }
        #expect(try CLIRunner.run(["--db", path, "history", "clear"]).stdout == "No games stored; nothing deleted.\n")
        for arguments in [["history", "show", "1"], ["review", "1"], ["replay", "1", "--mute"]] {
            let result = try CLIRunner.run(["--db", path] + arguments)
            #expect(result.status == 1 && result.stderr == "error: no game with ID 1\n", "\(arguments): \(result.stderr)")
        }
        let settings = try CLIRunner.run(["settings", "--db", path])
        #expect(settings.status == 0 && settings.stdout.contains("level         medium\n"), "\(settings.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty, "nothing created")
        // The first write makes the folders and the file.
        #expect(try CLIRunner.run(["--db", path, "settings", "set", "level", "hard"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func settingsShowSetReset() throws {
        let history = TemporaryHistory()
        let listed = try history.run(["settings"]).stdout
        #expect(listed.contains("level         medium\n"))
        // Every key whole, then its value: `screen-reader` was cut to `screen-read` in an 11-column field.
        #expect(listed.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
                == ["level", "first", "name", "colour", "bot-colour", "speed", "interval", "device", "volume", "instrument", "language",
                    "screen-reader", "speech", "cues", "voice"], "\(listed)")
        #expect(try history.run(["settings", "set", "level", "hard"]).stdout == "level hard\n")
        let bad = try history.run(["settings", "set", "volume", "200"])
        #expect(bad.status == 64 && bad.stderr.hasPrefix("error: volume '200': expected a whole number from 0 to 100\n"))
        let clash = try history.run(["settings", "set", "colour", "yellow"])
        #expect(clash.status == 1 && clash.stderr == "error: colour and bot-colour are both yellow; the two must differ\n")
        #expect(try history.run(["settings"]).stdout.contains("level         hard   (set)\n"))
        #expect(try history.run(["settings", "reset"]).status == 0)
        #expect(try history.run(["settings"]).stdout.contains("level         medium\n"))
        // --db before the subcommand is a global option too.
        let other = history.directory + "/other.sqlite"
        #expect(try CLIRunner.run(["--db", other, "settings", "set", "name", "Ann"]).status == 0)
        #expect(try CLIRunner.run(["settings", "--db", other]).stdout.contains("name          Ann   (set)"))
    }

    @Test func databaseGoesToTheXDGDataDirectory() throws {
        let history = TemporaryHistory()
        let result = try CLIRunner.run(["settings", "set", "level", "hard"],
                                       environment: ["C4_AUDIO_DB": "", "XDG_DATA_HOME": history.directory + "/data"])
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: history.directory + "/data/c4-audio/history.sqlite"))
        let attributes = try FileManager.default.attributesOfItem(atPath: history.directory + "/data/c4-audio")
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
    }
}
