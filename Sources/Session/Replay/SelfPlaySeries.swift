import Game
import History
import Music
import SessionFacts
import TableMemory

/// `selfplay`'s series: bots of two levels against each other, A moving first in odd-numbered games and B in
/// even-numbered ones, every game and its melody from one seed (``SelfPlayGame/play(first:second:using:)``,
/// as the demo plays its games), so `--seed` gives the same games and melodies.
public struct SelfPlaySeries {
    /// The two levels (A, B).
    public var levels: (BotLevel, BotLevel)
    /// How many games to play.
    public var games: Int
    /// The seed of the bots' choices and the melodies (nil: a fresh one).
    public var seed: UInt64?

    public init(levels: (BotLevel, BotLevel), games: Int, seed: UInt64?) {
        self.levels = levels
        self.games = games
        self.seed = seed
    }

    /// Whether a level of the series plays from the opening book (the perfect one).
    public var needsBook: Bool { levels.0 == .perfect || levels.1 == .perfect }

    /// Plays the series, both bots sharing one solver (`solver`) and `book`, each game stored in `store` when
    /// one is given and handed to `each` as soon as it ends; returns the tally.
    public func play(book: OpeningBook?, store: HistoryStore? = nil, solver: Solver = Solver(table: TableMemory.table()),
                     each: (SelfPlayGame) throws -> Void = { _ in }) throws -> SelfPlayTally {
        let botA = Bot(level: levels.0, solver: solver, book: book)
        let botB = Bot(level: levels.1, solver: solver, book: book)
        var generator = seed.map(SeededGenerator.init(seed:)) ?? SeededGenerator()
        var tally = SelfPlayTally(levels: levels)
        for index in 0..<games {
            let started = Timestamp.now
            let aFirst = index % 2 == 0
            let game = SelfPlayGame.play(first: aFirst ? botA : botB, second: aFirst ? botB : botA, using: &generator)
            tally.record(winner: game.winner, aFirst: aFirst)
            if let store { try game.save(in: store, started: started) }
            try each(game)
        }
        return tally
    }
}
