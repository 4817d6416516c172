import Game
import Music

/// The ID of a stored game: a positive integer, the row's key.
public typealias GameID = Int64

/// A game as the store keeps it: its moves (with outcome and winning cells, which follow from
/// them), its melody, its players and its times.
///
/// A game without ``finished`` is the current game: at most one exists, and its music has one
/// note per piece and no ending. A finished game is over (won or drawn) and its music ends with
/// the ending its outcome and players call for.
public struct StoredGame: Hashable, Sendable {
    /// The game's ID; positive once stored.
    public var id: GameID
    /// The moves, outcome and winning cells.
    public var game: Game
    /// The game's melody: one note per piece, then the ending once the game is over.
    public var music: MusicString
    /// Both sides.
    public var players: Seats
    /// When the first piece was about to be played.
    public var started: Timestamp
    /// When the game ended; nil for the current game.
    public var finished: Timestamp?
    /// Whether a person playing it asked for hints (the solver's verdict per column): its result
    /// counts apart in the standings.
    public var hinted: Bool

    /// A game from its parts (not yet checked; the store checks it when it writes).
    public init(id: GameID, game: Game, music: MusicString, players: Seats,
                started: Timestamp, finished: Timestamp?, hinted: Bool = false) {
        self.id = id
        self.game = game
        self.music = music
        self.players = players
        self.started = started
        self.finished = finished
        self.hinted = hinted
    }

    /// Whether the game has ended (it is not the current game).
    public var isFinished: Bool { finished != nil }

    /// The side that won, nil for a draw or an unfinished game.
    public var winner: Seat? { game.outcome.winner.map { players[$0] } }
}
