import Foundation
import Game
import GRDB
import History
import Music
import Testing
import TestSupport

/// A game played with hints is stored as such, and its results count apart in the standings.
@Suite struct HintedGameTests {
    /// Ann wins against the hard bot in columns 4,4,5,5,6,6,7: saved move by move, hinted from `hintedFrom` on.
    private func play(in store: HistoryStore, hintedFrom: Int?) throws -> GameID {
        let id = try store.startGame(players: annAgainstBot).id
        var game = Game()
        var music = MusicString.empty
        var composer = Composer(seed: 3)
        for (index, column) in [3, 3, 4, 4, 5, 5, 6].enumerated() {
            try game.play(column)
            music = try GameMusic.continue(music, for: game, humans: .first, composer: &composer)
            let hinted = hintedFrom.map { index >= $0 } ?? false
            if game.outcome.isOver {
                try store.finishGame(game, music: music, hinted: hinted, id: id)
            } else {
                try store.saveMove(game, music: music, hinted: hinted, id: id)
                #expect(try store.game(id: id).hinted == hinted)
            }
        }
        return id
    }

    @Test func hintedResultsCountApart() throws {
        let store = HistoryStore.inMemory()
        // Given one game won without hints and one won with hints asked for at move 3
        _ = try play(in: store, hintedFrom: nil)
        let hintedID = try play(in: store, hintedFrom: 2)
        // Then the second is marked, and its result is counted in the hinted columns only
        #expect(try store.game(id: hintedID).hinted)
        #expect(try store.standings() == [
            Standing(name: "Ann", wins: 1, losses: 0, draws: 0, hinted: (1, 0, 0)),
            Standing(name: "Bot hard", wins: 0, losses: 1, draws: 0, hinted: (0, 1, 0)),
        ])
    }

    @Test func reopeningAHintedGameTakesBackItsHintedResult() throws {
        let store = HistoryStore.inMemory()
        let id = try play(in: store, hintedFrom: 0)
        // When the finished game is reopened (an undo after its end)
        let stored = try store.game(id: id)
        let before = try Game(columns: stored.game.moves.dropLast())
        try store.reopenGame(before, music: try MusicString(notes: Array(stored.music.notes.prefix(before.moves.count))), hinted: true, id: id)
        // Then nobody has a result any more, and the game stays marked
        #expect(try store.standings().allSatisfy { $0.games == 0 && $0.hintedGames == 0 })
        #expect(try store.game(id: id).hinted && !store.game(id: id).isFinished)
    }

    @Test func theJSONFormCarriesTheMarkBothWays() throws {
        let store = HistoryStore.inMemory()
        let id = try play(in: store, hintedFrom: 0)
        let json = GameJSON.encode(try store.game(id: id))
        #expect(json.hasSuffix(",\"hinted\":true}"))
        // An exported hinted game, imported into another history, is still hinted and counts apart there
        let other = HistoryStore.inMemory()
        var composer = Composer(seed: 1)
        let read = try GameImport.read(json, format: .json, composer: &composer)
        #expect(read.problems.isEmpty)
        _ = try other.importGames(read.games)
        #expect(try other.games().first?.hinted == true)
        #expect(try other.standings().first { $0.name == "Ann" }.map { $0.hinted == (1, 0, 0) } == true)
        // A game without hints says nothing of them
        let plain = try play(in: store, hintedFrom: nil)
        #expect(!GameJSON.encode(try store.game(id: plain)).contains("hinted"))
    }

    @Test func aVersion3FileGainsTheColumnsWithNothingHinted() throws {
        // Given a file as version 3 left it, with one finished game and its results
        let directory = TemporaryDirectory()
        let path = directory.file("v3.sqlite")
        let store = try HistoryStore.open(path: path)
        let id = try play(in: store, hintedFrom: nil)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "ALTER TABLE game DROP COLUMN hinted")
            for column in ["hintedWins", "hintedLosses", "hintedDraws"] {
                try db.execute(sql: "ALTER TABLE player DROP COLUMN \(column)")
            }
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = 'v4'")
        }
        try queue.close()
        // When it is opened again
        let reopened = try HistoryStore.open(path: path)
        // Then the game is there, not hinted, and the results are whole
        #expect(try reopened.game(id: id).hinted == false)
        #expect(try reopened.standings().first { $0.name == "Ann" } == Standing(name: "Ann", wins: 1, losses: 0, draws: 0))
    }
}
