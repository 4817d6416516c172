import Game

/// Who sits on one side of the board: a person or the bot, with a name and a disc colour.
public struct Seat: Hashable, Sendable {
    /// A person at the keyboard, or the bot at a level.
    public enum Kind: Hashable, Sendable {
        /// A person: their moves come from keys.
        case human
        /// The bot at this level: its moves come from ``FlowEffect/requestBotMove(_:)``.
        case bot(BotLevel)
    }

    /// A person or the bot.
    public var kind: Kind
    /// The name shown on screen and stored with the game ("You", "Alice", "The bot").
    public var name: String
    /// The colour of this side's discs.
    public var colour: PieceColour

    /// A seat from its parts.
    public init(kind: Kind, name: String, colour: PieceColour) {
        self.kind = kind
        self.name = name
        self.colour = colour
    }

    /// Whether a person plays this side.
    public var isHuman: Bool { kind == .human }

    /// The bot's level, nil for a person.
    public var botLevel: BotLevel? {
        if case .bot(let level) = kind { return level }
        return nil
    }
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

    /// The same two seats with the other one moving first.
    public var swapped: Seats { Seats(first: second, second: first) }
}
