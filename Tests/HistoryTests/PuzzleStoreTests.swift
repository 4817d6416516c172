import Foundation
import Game
import GRDB
import History
import Music
import Testing
import TestSupport

/// The answers to puzzles kept in the history (migration `puzzleAttempt`): solved and tried puzzles and the
/// streaks, and a file from before the migration keeps its games.
@Suite struct PuzzleStoreTests {
    static func attempt(_ puzzle: String, _ answer: Int, _ solved: Bool) -> PuzzleAttempt {
        PuzzleAttempt(puzzle: puzzle, answer: answer, solved: solved, answered: Timestamp(millisecondsSince1970: 1_800_000_000_000))
    }

    @Test func answersCountAsSolvedTriedAndStreaks() throws {
        let store = HistoryStore.inMemory()
        #expect(try store.puzzleStats() == PuzzleStats([]))
        try store.recordPuzzleAttempt(Self.attempt("1:5", 3, false))
        try store.recordPuzzleAttempt(Self.attempt("1:5", 4, true))
        try store.recordPuzzleAttempt(Self.attempt("seed:2", 1, true))
        try store.recordPuzzleAttempt(Self.attempt("seed:3", 7, true))
        var stats = try store.recordPuzzleAttempt(Self.attempt("2:9", 2, false))
        #expect(stats.solved == ["1:5", "seed:2", "seed:3"] && stats.tried == 4 && stats.answers == 5)
        #expect(stats.streak == 0 && stats.bestStreak == 3)
        stats = try store.recordPuzzleAttempt(Self.attempt("2:9", 5, true))
        #expect(stats.streak == 1 && stats.bestStreak == 3 && stats.solved.count == 4)
        #expect(try store.puzzleAttempts().map(\.answer) == [3, 4, 1, 7, 2, 5])
    }

    @Test func aFileFromBeforePuzzlesMigratesAndKeepsItsGames() throws {
        // Given a file as the version before puzzles left it, with one finished game
        let directory = TemporaryDirectory()
        let path = directory.file("before-puzzles.sqlite")
        let store = try HistoryStore.open(path: path)
        let players = Seats(first: .person("Ann", colour: .red), second: .bot(.hard, colour: .yellow))
        let game = try Game(columns: [3, 3, 4, 4, 5, 5, 6])
        var composer = Composer(seed: 3)
        var music = MusicString.empty
        var played = Game()
        for column in game.moves {
            try played.play(column)
            music = try GameMusic.continue(music, for: played, humans: .first, composer: &composer)
        }
        let id = try store.saveFinishedGame(game, music: music, players: players, started: .now).id
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "DROP TABLE puzzleAttempt")
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = 'puzzleAttempt'")
        }
        try queue.close()
        // When it is opened again
        let reopened = try HistoryStore.open(path: path)
        // Then the game is there as it was, and answers are kept
        #expect(try reopened.game(id: id).game.moves == game.moves)
        #expect(try reopened.gameCount() == 1)
        #expect(try reopened.puzzleStats().answers == 0)
        #expect(try reopened.recordPuzzleAttempt(Self.attempt("\(id):3", 4, true)).solved == ["\(id):3"])
    }
}
