import Game
import Music

/// The ID of a stored game: a positive integer, the row's key.
public typealias GameID = Int64

/// Whether a side is a person or the bot.
public enum PlayerKind: Hashable, Sendable {
    /// A person at the keyboard.
    case human
    /// The bot, at its level when known (games imported from the original app's data strings
    /// do not say which level the bot played).
    case bot(BotLevel?)

    /// `human` or `bot`, as in the JSON form and the database.
    public var name: String {
        switch self {
        case .human: "human"
        case .bot: "bot"
        }
    }

    /// The bot's level, nil for a person or an unknown level.
    public var level: BotLevel? {
        if case .bot(let level) = self { return level }
        return nil
    }

    /// Whether this side is a person.
    public var isHuman: Bool { self == .human }
}

/// One side of a game: who played it and in which colour.
public struct Side: Hashable, Sendable {
    /// The name of the bot at `level`: `Bot easy` … `Bot perfect`, or `Bot` when the level is not known
    /// (the original app's data strings do not say). Every bot side of a stored game has this name, however
    /// the game came in, so that `stats` counts each level of the bot once.
    public static func botName(level: BotLevel?) -> String {
        level.map { "Bot \($0)" } ?? "Bot"
    }

    /// The player's name, as counted by `stats` (1 to 40 characters, no control characters).
    public var name: String
    /// Person or bot.
    public var kind: PlayerKind
    /// The colour of the side's pieces.
    public var colour: PieceColour

    /// A side from its parts.
    public init(name: String, kind: PlayerKind, colour: PieceColour) {
        self.name = name
        self.kind = kind
        self.colour = colour
    }
}

/// Both sides of a game, by turn order.
public struct Players: Hashable, Sendable {
    /// The side that dropped the first piece.
    public var first: Side
    /// The other side.
    public var second: Side

    /// Both sides, the first player's first.
    public init(first: Side, second: Side) {
        self.first = first
        self.second = second
    }

    /// The side of `player`.
    public subscript(player: Player) -> Side {
        get { player == .first ? first : second }
        set { if player == .first { first = newValue } else { second = newValue } }
    }

    /// Which sides are people, as the music's ending needs it.
    public var humans: Humans {
        switch (first.kind.isHuman, second.kind.isHuman) {
        case (true, true): .both
        case (true, false): .first
        case (false, true): .second
        case (false, false): .none
        }
    }
}

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
    public var players: Players
    /// When the first piece was about to be played.
    public var started: Timestamp
    /// When the game ended; nil for the current game.
    public var finished: Timestamp?

    /// A game from its parts (not yet checked; the store checks it when it writes).
    public init(id: GameID, game: Game, music: MusicString, players: Players,
                started: Timestamp, finished: Timestamp?) {
        self.id = id
        self.game = game
        self.music = music
        self.players = players
        self.started = started
        self.finished = finished
    }

    /// Whether the game has ended (it is not the current game).
    public var isFinished: Bool { finished != nil }

    /// The side that won, nil for a draw or an unfinished game.
    public var winner: Side? { game.outcome.winner.map { players[$0] } }
}
