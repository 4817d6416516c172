import Game
import History
import Music
import Testing

/// Seeded random games, finished and unfinished, stored and read back equal.
@Suite struct StorePropertyTests {
    /// A random game of `seed`: random legal moves, stopped early half of the time.
    static func randomGame(_ generator: inout SeededGenerator, id: Int) -> StoredGame {
        var game = Game()
        let stopAt = generator.next() % 2 == 0 ? Int(generator.next() % 42) : 42
        while !game.outcome.isOver && game.moves.count < stopAt {
            try! game.play(game.legalColumns.randomElement(using: &generator)!)
        }
        let colours = PieceColour.allCases.shuffled(using: &generator)
        let kinds: [PlayerKind] = [.human, .bot(nil)] + BotLevel.allCases.map { .bot($0) }
        var players = Seats(
            first: Seat(kind: kinds.randomElement(using: &generator)!, name: "P\(generator.next() % 50) ü\"\\", colour: colours[0]),
            second: Seat(kind: kinds.randomElement(using: &generator)!, name: "Q\(generator.next() % 50)", colour: colours[1]))
        for player in Player.allCases where !players[player].kind.isHuman {
            players[player].name = Seat.botName(level: players[player].kind.level)   // the store names every bot so
        }
        var composer = Composer(seed: generator.next())
        let music = GameMusic.compose(for: game, humans: players.humans, composer: &composer)
        let started = Timestamp(millisecondsSince1970: 1_600_000_000_000 + Int64(id) * 60_000)
        return StoredGame(id: 0, game: game, music: music, players: players, started: started,
                          finished: game.outcome.isOver ? Timestamp(millisecondsSince1970: started.millisecondsSince1970 + 30_000) : nil)
    }

    @Test func thousandGamesReadBackEqual() throws {
        let directory = TemporaryDirectory()
        let store = try HistoryStore.open(path: directory.file("h.sqlite"))
        var generator = SeededGenerator(seed: 2026)
        var expected: [GameID: StoredGame] = [:]
        var results: [String: Standing] = [:]
        for index in 0..<1000 {
            var game = Self.randomGame(&generator, id: index)
            if game.isFinished {
                game = try store.saveFinishedGame(game.game, music: game.music, players: game.players,
                                                  started: game.started, finished: game.finished!)
                for player in Player.allCases {
                    let name = game.players[player].name
                    var standing = results[name] ?? Standing(name: name, wins: 0, losses: 0, draws: 0)
                    switch game.game.outcome.winner {
                    case nil: standing.draws += 1
                    case player?: standing.wins += 1
                    default: standing.losses += 1
                    }
                    results[name] = standing
                }
            } else {
                // Unfinished: the current game, saved move by move as play does.
                let moves = game.game.moves
                // Earlier unfinished games stay: any number may be unfinished.
                let id = try store.startGame(players: game.players, at: game.started).id
                var partial = Game()
                for column in moves {
                    try partial.play(column)
                    try store.saveMove(partial, music: game.music.prefixForTest(partial.moves.count), id: id)
                }
                game.id = id
            }
            expected[game.id] = game
        }
        let all = try store.games()
        #expect(all.count == expected.count)
        for stored in all { #expect(stored == expected[stored.id]) }
        #expect(all.filter { !$0.isFinished }.count == expected.values.filter { !$0.isFinished }.count)
        #expect(try store.unfinishedGameIDs() == all.filter { !$0.isFinished }.map(\.id).sorted(by: >))
        // Newest first, and pages add up to the whole list.
        #expect(all.map(\.started) == all.map(\.started).sorted(by: >))
        #expect(try store.games(limit: 100, offset: 200) == Array(all[200..<300]))
        let standings = try store.standings()
        #expect(Set(standings) == Set(results.values))
        #expect(standings.map(\.wins) == standings.map(\.wins).sorted(by: >))
    }
}

extension MusicString {
    /// The first `count` notes, no ending.
    func prefixForTest(_ count: Int) -> MusicString {
        count == 0 ? .empty : try! MusicString(notes: Array(notes.prefix(count)))
    }
}
