/// Whether a side is played by a person or by the bot.
public enum PlayerKind: Hashable, Sendable {
    /// A person at the keyboard.
    case human
    /// The bot, at its level when known (games imported from the original app's data strings do not
    /// say which level the bot played).
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

/// Who sits on one side of the board: a person by name, or the bot at a level; and the colour of the
/// side's discs. The one model of who plays, used by the game flow, the history, records and every view.
public struct Seat: Hashable, Sendable {
    /// The name a person plays under unless they choose one.
    public static let defaultPersonName = "You"

    /// The name a person `number` (1 or 2) plays under in a game with no names: "Player 2", the second
    /// person's unless they choose one, and both sides of a game given as moves.
    public static func numberedPersonName(_ number: Int) -> String { "Player \(number)" }

    /// The name of the bot at `level`: `Bot easy` … `Bot perfect`, or `Bot` when the level is not known.
    /// Every bot side has this name, however its game came in, so that `stats` counts each level once.
    public static func botName(level: BotLevel?) -> String {
        level.map { "Bot \($0)" } ?? "Bot"
    }

    /// A person or the bot.
    public var kind: PlayerKind
    /// The name shown on screen and stored with the game ("You", "Alice", "Bot hard").
    public var name: String
    /// The colour of this side's discs.
    public var colour: PieceColour

    /// A seat from its parts.
    public init(kind: PlayerKind, name: String, colour: PieceColour) {
        self.kind = kind
        self.name = name
        self.colour = colour
    }

    /// A person's seat.
    public static func person(_ name: String = defaultPersonName, colour: PieceColour) -> Seat {
        Seat(kind: .human, name: name, colour: colour)
    }

    /// The bot's seat at `level`, named by it (``botName(level:)``).
    public static func bot(_ level: BotLevel?, colour: PieceColour) -> Seat {
        Seat(kind: .bot(level), name: botName(level: level), colour: colour)
    }

    /// Whether a person plays this side.
    public var isHuman: Bool { kind.isHuman }

    /// The bot's level, nil for a person or a bot of unknown level.
    public var botLevel: BotLevel? { kind.level }
}

/// The two sides of a game, in turn order: `first` drops the first piece.
public struct Seats: Hashable, Sendable {
    /// The side that moves first.
    public var first: Seat
    /// The side that moves second.
    public var second: Seat

    /// The two sides, first mover first.
    public init(first: Seat, second: Seat) {
        self.first = first
        self.second = second
    }

    /// The seat of `player`.
    public subscript(player: Player) -> Seat {
        get { player == .first ? first : second }
        set { if player == .first { first = newValue } else { second = newValue } }
    }

    /// Which players are people, as the melody's ending needs to know.
    public var humans: Humans {
        switch (first.isHuman, second.isHuman) {
        case (true, true): .both
        case (true, false): .first
        case (false, true): .second
        case (false, false): .none
        }
    }

    /// The same seats, a bot of unknown level (a game imported from a data string) playing at `level`:
    /// the bot must have a level to play on.
    public func withBotLevel(ifUnknown level: BotLevel) -> Seats {
        var seats = self
        for player in [Player.first, .second] where seats[player].kind == .bot(nil) {
            seats[player] = .bot(level, colour: seats[player].colour)
        }
        return seats
    }

    /// The same two seats with the other one moving first.
    public var swapped: Seats { Seats(first: second, second: first) }
}
