import Dispatch
import Game
import GameFlow
import Music
import TableMemory
import TerminalUI
import Wording

/// The demo's games, one after another: two bots of levels drawn at random, in colours drawn at
/// random, either one moving first, the whole game played out by the bots at once and its melody
/// composed, so that it is then played as a replay is: every note on the grid of `render`. All of
/// it comes from one seed, so `demo --seed N` shows the same games.
///
/// While one game is shown, the next is played out on a thread of its own (``prepareNext()``).
public final class DemoSeries: @unchecked Sendable {
    // `seeds` is used on the caller's thread only; the solver, the book and `upcoming` on `queue` only.
    private var seeds: SeededGenerator
    private let solver = Solver(table: TableMemory.table())
    private let book: OpeningBook?
    private let queue = DispatchQueue(label: "c4-audio.demo")
    private var upcoming: ReplayGame?

    /// How the games' melodies are composed.
    private let composer: Composer.Style

    /// The series of `seed`, its `perfect` bots playing from `book`, its melodies composed in `composer`'s style.
    public init(seed: UInt64, book: OpeningBook?, composer: Composer.Style = .phrased) {
        seeds = SeededGenerator(seed: seed)
        self.book = book
        self.composer = composer
    }

    /// The next game: the one prepared in the background, else one played out now. Either way
    /// game k of the series is the game of the series' k-th seed.
    public func next() -> ReplayGame {
        let prepared = queue.sync { () -> ReplayGame? in
            defer { upcoming = nil }
            return upcoming
        }
        if let prepared { return prepared }
        let seed = seeds.next()
        return queue.sync { play(seed: seed) }
    }

    /// Starts playing out the game after the one shown now, in the background.
    public func prepareNext() {
        let seed = seeds.next()
        queue.async {
            // A thread inherits its creator's policy: the next game's search runs at the normal one,
            // below the screen's loop and the audio thread.
            ThreadPriority.normal()
            self.upcoming = self.play(seed: seed)
        }
    }

    /// The game of `seed`: levels, colours and the first mover drawn, then the bots' moves and the melody.
    private func play(seed: UInt64) -> ReplayGame {
        var generator = SeededGenerator(seed: seed)
        let levels = BotLevel.playable
        let a = levels.randomElement(using: &generator)!, b = levels.randomElement(using: &generator)!
        let colours = PieceColour.allCases.shuffled(using: &generator)
        // Two bots of one level are told apart by their colours ("Red bot (hard)"), else by their levels.
        let names = a == b ? (Seat.colouredBotName(colours[0], level: a), Seat.colouredBotName(colours[1], level: b))
            : (Seat.botName(level: a), Seat.botName(level: b))
        var seats = Seats(first: Seat(kind: .bot(a), name: names.0, colour: colours[0]),
                          second: Seat(kind: .bot(b), name: names.1, colour: colours[1]))
        if Bool.random(using: &generator) { seats = seats.swapped }
        let played = SelfPlayGame.play(first: Bot(level: seats.first.botLevel!, solver: solver, book: book),
                                       second: Bot(level: seats.second.botLevel!, solver: solver, book: book),
                                       composer: composer, using: &generator)
        return ReplayGame(game: played.game, melody: played.music, seats: seats)
    }
}
