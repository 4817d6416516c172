import Game
import History
import Music
import SessionFacts
import Testing
@testable import Session

/// ``SelfPlaySeries``: `selfplay`'s loop, with the demo's seeding (``SelfPlayGame/play(first:second:using:)``).
@Suite struct SelfPlaySeriesTests {
    /// One seed gives the same games, melodies and tally.
    @Test func aSeedGivesTheSameSeries() throws {
        let series = SelfPlaySeries(levels: (.random, .easy), games: 6, seed: 42)
        var first: [String] = [], second: [String] = []
        let tally = try series.play(book: nil, solver: Solver(tableSizeLog2: 12)) { first.append($0.jsonLine) }
        let again = try series.play(book: nil, solver: Solver(tableSizeLog2: 12)) { second.append($0.jsonLine) }
        #expect(first == second)
        #expect(tally == again)
        #expect(tally.winsA + tally.winsB + tally.draws == 6)
    }

    /// Game k of the series is the game its generator plays at that point, A moving first in odd-numbered
    /// games: the bots' moves, then the melody's seed, from the one generator, as the demo's games.
    @Test func eachGameIsTheSeededPlayOfItsTurn() throws {
        let solver = Solver(tableSizeLog2: 12)
        var games: [SelfPlayGame] = []
        _ = try SelfPlaySeries(levels: (.random, .easy), games: 3, seed: 7).play(book: nil, solver: solver) { games.append($0) }
        var generator = SeededGenerator(seed: 7)
        let a = Bot(level: .random, solver: solver, book: nil), b = Bot(level: .easy, solver: solver, book: nil)
        for (index, game) in games.enumerated() {
            let expected = SelfPlayGame.play(first: index % 2 == 0 ? a : b, second: index % 2 == 0 ? b : a, using: &generator)
            #expect(game.jsonLine == expected.jsonLine)
            try GameMusic.check(expected.music, against: expected.game, humans: Humans.none)
        }
    }

    @Test func theTallyCountsWinsByLevelAndWhoMovedFirst() {
        var tally = SelfPlayTally(levels: (.hard, .medium))
        tally.record(winner: .first, aFirst: true)    // A first, A wins
        tally.record(winner: .first, aFirst: false)   // B first, B wins
        tally.record(winner: .second, aFirst: false)  // B first, A wins
        tally.record(winner: nil, aFirst: true)
        #expect((tally.winsA, tally.winsAFirst, tally.winsB, tally.winsBFirst, tally.draws) == (2, 1, 1, 1, 1))
        #expect(abs(tally.shareA - 200.0 / 3) < 1e-9)
        #expect(SelfPlayTally(levels: (.easy, .easy)).shareA == 0)
    }

    @Test func onlyAPerfectLevelNeedsTheBook() {
        #expect(SelfPlaySeries(levels: (.hard, .perfect), games: 1, seed: nil).needsBook)
        #expect(!SelfPlaySeries(levels: (.hard, .medium), games: 1, seed: nil).needsBook)
    }
}
