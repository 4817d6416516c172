import Foundation
import Game
import History
import Music
import Testing
import Wording

/// `history import`'s reading: good and bad lines of every format, one transaction for the good ones.
@Suite struct ImportTests {
    /// The problems are worded as the program words them (English: the catalogue's message ids).
    init() { Catalogue.use(language: "en", directory: nil) }

    static let file = """
        # a comment, then a good line of each format and a bad line of each
        4455667
        4455664
        001814248152581626817
        0411424
        {"moves":"4455667","music":"03203125","players":[{"name":"Ann","kind":"human","colour":"red"},{"name":"Bot","kind":"bot","level":"hard","colour":"blue"}],"winner":"first","started":"2026-11-20T09:00:00Z"}
        {"moves":"445566","players":[{"name":"Ann","kind":"human","colour":"red"},{"name":"Bot","kind":"bot","level":"hard","colour":"blue"}],"winner":"first"}
        {"moves":"12",
        0239
        4455667x

        4444444
        """

    @Test func goodLinesStoredBadLinesReportedByNumber() throws {
        let store = HistoryStore.inMemory()
        var composer = Composer(seed: 1)
        var defaults = ImportDefaults()
        defaults.now = Timestamp(millisecondsSince1970: 1_800_000_000_000)
        let (games, problems) = try GameImport.read(Self.file, format: nil, defaults: defaults, composer: &composer)
        #expect(games.map(\.location) == [.line(2), .line(3), .line(4), .line(5), .line(6)])
        #expect(problems.map(\.location) == [.line(7), .line(8), .line(9), .line(10), .line(12)])
        #expect("\(problems[0].reason)".contains("winner"))
        #expect("\(problems[1].reason)" == "not valid JSON")
        #expect("\(problems[2].reason)".hasPrefix("data string: "))
        #expect("\(problems[3].reason)" == "move 8: 'x' is not a column (expected 1-7)")
        #expect("\(problems[4].reason)" == "move 7: column 4 is full")

        let (ids, alreadyStored, late) = try store.importGames(games)
        // Lines 3 and 5 (unfinished) are kept unfinished, like any other game.
        #expect(ids.count == 5 && alreadyStored.isEmpty && late.isEmpty)
        #expect(try store.unfinishedGameIDs().count == 2)
        let current = try store.game(id: ids[1])
        #expect(MoveRecord.encode(current.game) == "4455664" && current.music.notes.count == 7)
        let json = try store.game(id: ids[4])
        #expect(json.music.description == "03203125" && json.players.second.kind == .bot(.hard))
        #expect(json.started == Timestamp(iso8601: "2026-11-20T09:00:00Z"))
        let data = try store.game(id: ids[2])
        #expect(data.players.first == Seat(kind: .human, name: "You", colour: .red))
        #expect(data.game.outcome == .win(.first) && data.music.ending == .good)
        // Every imported game fits its music (the store checks it); results were counted.
        #expect(try store.standings().first { $0.name == "Ann" }?.wins == 1)
    }

    @Test func exportThenImportGivesTheSameGames() throws {
        let source = HistoryStore.inMemory()
        var generator = SeededGenerator(seed: 5)
        for index in 0..<40 {
            let game = StorePropertyTests.randomGame(&generator, id: index)
            if game.isFinished {
                try source.saveFinishedGame(game.game, music: game.music, players: game.players,
                                            started: game.started, finished: game.finished!)
            }
        }
        let exported = try source.games().reversed().map(GameJSON.encode).joined(separator: "\n")
        var composer = Composer(seed: 1)
        let (games, problems) = try GameImport.read(exported, format: nil, composer: &composer)
        #expect(problems.isEmpty)
        let target = HistoryStore.inMemory()
        _ = try target.importGames(games)
        #expect(try target.games().map { GameJSON.encode($0) } == source.games().map { GameJSON.encode($0) })
        // Importing the same export again stores nothing and counts nothing twice.
        let standings = try target.standings()
        let again = try target.importGames(games)
        #expect(again.ids.isEmpty && again.alreadyStored.count == games.count && again.problems.isEmpty)
        #expect(try target.gameCount() == games.count && target.standings() == standings)
        // The whole list as one JSON array reads back too.
        let array = GameJSON.encode(try source.games())
        #expect(try GameImport.read(array, format: nil, composer: &composer).games.count == (try source.gameCount()))
    }

    @Test func ambiguousLinesNeedAFormat() throws {
        var composer = Composer(seed: 1)
        // 1341 4241 ... reads as column digits and as a data string.
        let line = "13414241516"
        #expect(MoveRecordParses(line))
        let (games, problems) = try GameImport.read(line, format: nil, composer: &composer)
        #expect(games.isEmpty && problems.first?.reason == .invalid(.entry(.ambiguous(line: line))))
        #expect(try GameImport.read(line, format: .data, composer: &composer).games.count == 1)
        #expect(try GameImport.read(line, format: .moves, composer: &composer).games.count == 1)
    }

    private func MoveRecordParses(_ text: String) -> Bool { (try? MoveRecord.parse(text)) != nil }
}

/// The bot at each level is one player in `stats`, however its games came in.
@Suite struct BotIdentityTests {
    @Test func playedImportedAndJSONGamesCountOneBotPerLevel() throws {
        let store = HistoryStore.inMemory()
        var composer = Composer(seed: 3)
        // Given a game the hard bot won in play (under another name), JSON of a game it lost named
        // "The bot", and a data string (no level) the bot lost
        var game = Game()
        var music = MusicString.empty
        for column in [1, 4, 2, 4, 1, 4, 2, 4] {
            try game.play(column - 1)
            music = try GameMusic.continue(music, for: game, humans: .first, composer: &composer)
        }
        let played = Seats(first: Seat(kind: .human, name: "Ann", colour: .red),
                             second: Seat(kind: .bot(.hard), name: "Robot", colour: .yellow))
        try store.saveFinishedGame(game, music: music, players: played, started: Timestamp(millisecondsSince1970: 1))
        let lines = """
            001814248152581626817
            {"moves":"4455667","players":[{"name":"Ann","kind":"human","colour":"red"},{"name":"The bot","kind":"bot","level":"hard","colour":"blue"}],"winner":"first"}
            """
        let read = try GameImport.read(lines, format: nil, composer: &composer)
        try #require(read.problems.isEmpty && read.games.count == 2)
        _ = try store.importGames(read.games)
        // Then every bot side is named by its level, and stats has one row per level with its results
        for stored in try store.games() {
            for side in [stored.players.first, stored.players.second] where !side.kind.isHuman {
                #expect(side.name == Seat.botName(level: side.kind.level))
            }
        }
        let standings = try store.standings()
        #expect(standings.map(\.name).sorted() == ["Ann", "Bot", "Bot hard", "You"])
        #expect(standings.first { $0.name == "Bot hard" } == Standing(name: "Bot hard", wins: 1, losses: 1, draws: 0))
        #expect(standings.first { $0.name == "Bot" } == Standing(name: "Bot", wins: 0, losses: 1, draws: 0))
    }
}
