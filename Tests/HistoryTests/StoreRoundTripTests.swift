import Foundation
import Game
import History
import Music
import Testing
import TestSupport

/// Games, players and settings written to a real SQLite file and read back.
@Suite struct StoreRoundTripTests {
    @Test func migratesAnEmptyFileAndReopens() throws {
        // Given an empty file at the path (SQLite reads it as an empty database)
        let directory = TemporaryDirectory()
        let path = directory.file("history.sqlite")
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        // When the store opens it twice
        let store = try HistoryStore.open(path: path)
        #expect(try store.gameCount() == 0)
        #expect(try store.integrityCheck() == ["ok"])
        try store.startGame(players: annAgainstBot)
        let reopened = try HistoryStore.open(path: path)
        // Then the schema is there once and the game is kept
        #expect(try reopened.gameCount() == 1)
    }

    @Test func createsMissingDirectoriesWithMode0700() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("a/b/history.sqlite")
        _ = try HistoryStore.open(path: path)
        for sub in ["a", "a/b"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: directory.file(sub))
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        }
    }

    @Test func currentGameMoveByMoveThenFinished() throws {
        let directory = TemporaryDirectory()
        let store = try HistoryStore.open(path: directory.file("h.sqlite"))
        let started = Timestamp(millisecondsSince1970: 1_700_000_000_123)
        let id = try store.startGame(players: annAgainstBot, at: started).id
        var game = Game()
        var music = MusicString.empty
        var composer = Composer(seed: 7)
        // Given a game saved after every move
        for column in [3, 3, 4, 4, 5, 5] {
            try game.play(column)
            music = try GameMusic.continue(music, for: game, humans: .first, composer: &composer)
            try store.saveMove(game, music: music, id: id)
            // Then loading it gives back exactly the moves, players and music
            let current = try #require(try store.newestUnfinishedGame())
            #expect(current.game == game && current.music == music && current.players == annAgainstBot)
            #expect(current.started == started && current.finished == nil)
        }
        // When the winning move finishes it
        try game.play(6)
        music = try GameMusic.continue(music, for: game, humans: .first, composer: &composer)
        let finishedAt = Timestamp(millisecondsSince1970: 1_700_000_060_000)
        try store.finishGame(game, music: music, id: id, at: finishedAt)
        // Then it is finished, with the results counted, and no current game remains
        #expect(try store.newestUnfinishedGame() == nil)
        let stored = try store.game(id: id)
        #expect(stored.game == game && stored.music == music && stored.finished == finishedAt)
        #expect(stored.game.winningCells.count == 4 && music.ending == .good)
        #expect(try store.standings() == [Standing(name: "Ann", wins: 1, losses: 0, draws: 0),
                                          Standing(name: "Bot hard", wins: 0, losses: 1, draws: 0)])
        #expect(throws: HistoryError.notCurrent(id)) { try store.saveMove(Game(), music: .empty, id: id) }
    }

    @Test func undoTakesBackMovesAndNotes() throws {
        let store = HistoryStore.inMemory()
        let id = try store.startGame(players: annAgainstBot).id
        let game = try MoveRecord.parse("4455")
        let music = try MusicString(parsing: "0121")
        try store.saveMove(game, music: music, id: id)
        let after = try store.undoMoves(2, id: id)
        #expect(MoveRecord.encode(after.game) == "44" && after.music.description == "01")
        #expect(try store.newestUnfinishedGame() == after)
        #expect(try store.undoMoves(5, id: id).game.moves.isEmpty)
    }

    @Test func anyNumberOfUnfinishedGamesAreKept() throws {
        let store = HistoryStore.inMemory()
        // Given an unfinished game with moves
        let first = try store.startGame(players: annAgainstBot).id
        try store.saveMove(try MoveRecord.parse("44"), music: try MusicString(parsing: "01"), id: first)
        // When two more start
        let second = try store.startGame(players: annAgainstBot).id
        let third = try store.startGame(players: annAgainstBot).id
        // Then all three are kept, newest first, and the first still holds its moves
        #expect(try store.unfinishedGameIDs() == [third, second, first])
        #expect(MoveRecord.encode(try store.game(id: first).game) == "44")
        #expect(try store.claimUnfinishedGame().game.id == third)
        #expect(try store.claimUnfinishedGame(id: first).game.id == first)
        // And one finished is no longer offered
        try store.finishGame(try MoveRecord.parse("4455667"), music: try MusicString(parsing: "01232305"), id: third)
        #expect(try store.unfinishedGameIDs() == [second, first])
        #expect(throws: HistoryError.notCurrent(third)) { try store.claimUnfinishedGame(id: third) }
    }

    @Test func refusesGamesThatBreakTheRules() throws {
        let store = HistoryStore.inMemory()
        let id = try store.startGame(players: annAgainstBot).id
        // Music with a note too few, an ending too early, a finished game saved as a move
        #expect(throws: HistoryError.self) { try store.saveMove(try MoveRecord.parse("44"), music: try MusicString(parsing: "0"), id: id) }
        #expect(throws: HistoryError.self) { try store.saveMove(try MoveRecord.parse("4"), music: try MusicString(parsing: "05"), id: id) }
        #expect(throws: HistoryError.self) { try store.saveMove(try MoveRecord.parse("4455667"), music: try MusicString(parsing: "0101010"), id: id) }
        // The wrong ending: the bot (second) won, so the person hears Bad, not Good
        #expect(throws: HistoryError.self) {
            try store.finishGame(try MoveRecord.parse("14253637"), music: try MusicString(parsing: "010101015"), id: id)
        }
        let sameColours = Seats(first: annAgainstBot.first, second: Seat(kind: .human, name: "B", colour: .red))
        #expect(throws: HistoryError.self) { try store.startGame(players: sameColours) }
        #expect(throws: HistoryError.self) {
            try store.startGame(players: Seats(first: Seat(kind: .human, name: "  ", colour: .red), second: annAgainstBot.second))
        }
        #expect(try store.newestUnfinishedGame()?.game.moves.isEmpty == true)
    }

    @Test func settingsRoundTripAndValidation() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("h.sqlite")
        let store = try HistoryStore.open(path: path)
        #expect(try store.settings() == Settings())
        try store.setSetting("level", to: "perfect")
        try store.setSetting("bot-colour", to: "blue")
        try store.setSetting("colour", to: "yellow")
        try store.setSetting("name", to: "  Zoë ")
        try store.setSetting("speed", to: "2.5")
        try store.setSetting("volume", to: "40")
        var expected = Settings()
        expected.level = .perfect
        expected.botColour = .blue
        expected.colour = .yellow
        expected.name = "Zoë"
        expected.speed = 2.5
        expected.volume = 40
        #expect(try HistoryStore.open(path: path).settings() == expected)
        for (key, value) in [("level", "expert"), ("colour", "blue"), ("speed", "101"), ("volume", "101"),
                             ("interval", "0"), ("language", "eng"), ("name", ""), ("device", "a b"), ("colours", "red")] {
            #expect(throws: HistoryError.self, "\(key) \(value)") { try store.setSetting(key, to: value) }
        }
        try store.resetSettings("colour")
        #expect(try store.settings().colour == .red)
        try store.resetSettings()
        #expect(try store.settings() == Settings())
    }

    @Test func timestampsRoundTripThroughISO8601() {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<2000 {
            let time = Timestamp(millisecondsSince1970: Int64(generator.next() % 8_000_000_000_000))
            #expect(Timestamp(iso8601: time.iso8601) == time)
        }
        #expect(Timestamp(millisecondsSince1970: 0).iso8601 == "1970-01-01T00:00:00.000Z")
        #expect(Timestamp(iso8601: "2026-11-23T11:00:00+01:00") == Timestamp(iso8601: "2026-11-23T10:00:00Z"))
        #expect(Timestamp(iso8601: "2026-02-29T10:00:00Z") == nil)
        #expect(Timestamp(iso8601: "2024-02-29T10:00:00.5Z")?.millisecondsSince1970 == 1_709_200_800_500)
    }
}

/// Where the database lives: `--db`, `C4_AUDIO_DB`, `XDG_DATA_HOME`, then `~/.local/share`.
@Suite struct DatabaseLocationTests {
    @Test(arguments: [
        ("x.sqlite", [:], "x.sqlite"),
        (nil, ["C4_AUDIO_DB": "/e/h.sqlite", "XDG_DATA_HOME": "/x", "HOME": "/h"], "/e/h.sqlite"),
        (nil, ["C4_AUDIO_DB": "", "XDG_DATA_HOME": "/x", "HOME": "/h"], "/x/c4-audio/history.sqlite"),
        (nil, ["XDG_DATA_HOME": "relative", "HOME": "/h"], "/h/.local/share/c4-audio/history.sqlite"),
        (nil, ["HOME": "/h"], "/h/.local/share/c4-audio/history.sqlite"),
    ] as [(String?, [String: String], String)])
    func resolves(option: String?, environment: [String: String], expected: String) throws {
        #expect(try DatabaseLocation.path(option: option, environment: environment) == expected)
    }

    @Test func needsAHome() {
        #expect(throws: HistoryError.self) { try DatabaseLocation.path(option: nil, environment: [:]) }
    }
}

/// A history written before version 3 of the schema, opened by this one.
@Suite struct BotMigrationTests {
    @Test func olderBotNamesMoveToTheBotOfTheirLevelWithTheirResults() throws {
        let python = try #require(Tools.pythonWithSQLite, Tools.missing("a python3 with sqlite3", package: "python3"))
        let directory = TemporaryDirectory()
        let path = directory.file("history.sqlite")
        // Given two games the hard bot lost, an imported data string (no level) it lost too, ...
        do {
            let store = try HistoryStore.open(path: path)
            var game = Game()
            for column in [3, 0, 3, 0, 3, 0, 3] { try game.play(column) }
            var composer = Composer(seed: 2)
            let music = GameMusic.compose(for: game, humans: .first, composer: &composer)
            try store.saveFinishedGame(game, music: music, players: annAgainstBot, started: Timestamp(millisecondsSince1970: 5))
            try store.saveFinishedGame(game, music: music, players: Seats(first: Seat(kind: .human, name: "Robo", colour: .red),
                                                                            second: annAgainstBot.second),
                                       started: Timestamp(millisecondsSince1970: 6))
            var importer = Composer(seed: 1)
            _ = try store.importGames(try GameImport.read("001814248152581626817", format: .data, composer: &importer).games)
        }
        // ... rewritten as version 2 kept them: played games' bot named "The bot", whose row also holds
        // the results of games deleted since (3 wins, 1 draw)
        let rewrite = """
            import sqlite3, sys
            c = sqlite3.connect(sys.argv[1])
            c.execute("UPDATE game SET secondName = 'The bot' WHERE secondName = 'Bot hard'")
            c.execute("UPDATE player SET name = 'The bot', wins = 3, draws = 1 WHERE name = 'Bot hard'")
            c.execute("DELETE FROM grdb_migrations WHERE identifier = 'v3'")
            c.commit()
            """
        let result = try PythonScript.run(python, rewrite, arguments: [path])
        try #require(result.status == 0, "\(result.stderr)")
        // When this version opens it
        let store = try HistoryStore.open(path: path)
        // Then the hard bot holds its stored games' results, the rest goes to the bot of unknown level,
        // and every bot side is named by its level
        let standings = try store.standings()
        #expect(standings.map(\.name).sorted() == ["Ann", "Bot", "Bot hard", "Robo", "You"])
        #expect(standings.first { $0.name == "Bot hard" } == Standing(name: "Bot hard", wins: 0, losses: 2, draws: 0))
        #expect(standings.first { $0.name == "Bot" } == Standing(name: "Bot", wins: 3, losses: 1, draws: 1))
        #expect(try store.games().map(\.players.second.name).sorted() == ["Bot", "Bot hard", "Bot hard"])
        #expect(try store.integrityCheck() == ["ok"])
    }
}
