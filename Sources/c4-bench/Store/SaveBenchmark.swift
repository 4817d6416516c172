import Foundation
import Game
import History
import Music

/// `c4-bench save`: how long saving one move takes, each save one transaction through the
/// history store (as the game does after every move), on a real file.
enum SaveBenchmark {
    /// Plays `games` random games move by move into the database at `path`, timing every write
    /// (start, each move, finish), and prints the median, p99 and maximum.
    static func run(path: String, games: Int, seed: UInt64) throws {
        let store = try HistoryStore.open(path: path)
        var generator = SeededGenerator(seed: seed)
        var composer = Composer(seed: seed)
        let players = Seats(first: Seat(kind: .human, name: "Ann", colour: .red),
                              second: Seat(kind: .bot(.hard), name: "Bot hard", colour: .yellow))
        let clock = ContinuousClock()
        var moveTimes: [Double] = []
        var finishTimes: [Double] = []
        for _ in 0..<games {
            let id = try store.startGame(players: players).id
            var game = Game()
            var music = MusicString.empty
            while true {
                try game.play(game.legalColumns.randomElement(using: &generator)!)
                music = try GameMusic.continue(music, for: game, humans: .first, composer: &composer)
                let start = clock.now
                if game.outcome.isOver {
                    try store.finishGame(game, music: music, id: id)
                    finishTimes.append(milliseconds(clock.now - start))
                    break
                }
                try store.saveMove(game, music: music, id: id)
                moveTimes.append(milliseconds(clock.now - start))
            }
        }
        for (name, times) in [("save a move", moveTimes), ("finish a game", finishTimes)] {
            let sorted = times.sorted()
            let p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
            print(String(format: "%@: %d writes, median %.2f ms, p99 %.2f ms, max %.2f ms",
                         name, sorted.count, sorted[sorted.count / 2], p99, sorted.last!))
        }
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}
