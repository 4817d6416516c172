import Game
import Music

/// What a player may change from inside the game (the `o` panel): the bot's level, who moves first,
/// the opponent, the instrument, the sound and the board's cues. Level, first mover and opponent apply
/// from the next game; the instrument, the sound and the cues at once. The session remembers them as settings.
public struct GameChoices: Hashable, Sendable {
    /// How well the bot plays (when the opponent is the bot).
    public var level: BotLevel
    /// Who moves first in each new game.
    public var firstMover: FirstMover
    /// Whether the opponent is the bot (else a second person at the same keyboard).
    public var opponentIsBot: Bool
    /// The instrument the notes are played on.
    public var instrument: Instrument
    /// Whether the notes are heard (false: muted, the timing unchanged).
    public var soundOn: Bool
    /// Whether the board is described in sound (``FlowSettings/cues``).
    public var cuesOn: Bool

    /// Choices from their parts.
    public init(level: BotLevel, firstMover: FirstMover, opponentIsBot: Bool, instrument: Instrument, soundOn: Bool,
                cuesOn: Bool = false) {
        self.cuesOn = cuesOn
        self.level = level
        self.firstMover = firstMover
        self.opponentIsBot = opponentIsBot
        self.instrument = instrument
        self.soundOn = soundOn
    }

    /// One line of the panel: a name and the values it steps through.
    public enum Row: Int, CaseIterable, Hashable, Sendable {
        case level, firstMover, opponent, instrument, sound, cues
    }

    /// The levels the panel offers (`random` is a benchmark baseline, not a playing level).
    public static let levels: [BotLevel] = BotLevel.allCases.filter { $0 != .random }

    /// Steps `row` to its next value (`by` 1) or previous one (`by` −1), wrapping around.
    public mutating func step(_ row: Row, by delta: Int) {
        func next<T: Equatable>(_ value: T, in values: [T]) -> T {
            let index = values.firstIndex(of: value) ?? 0
            return values[(index + delta + values.count) % values.count]
        }
        switch row {
        case .level: level = next(level, in: Self.levels)
        case .firstMover: firstMover = next(firstMover, in: FirstMover.allCases)
        case .opponent: opponentIsBot.toggle()
        case .instrument: instrument = next(instrument, in: Instrument.allCases)
        case .sound: soundOn.toggle()
        case .cues: cuesOn.toggle()
        }
    }

    /// The sides of the next game: `me` kept, the opponent made the bot of ``level`` or a person.
    ///
    /// - Parameters:
    ///   - players: the sides as they are; `first` is "me".
    ///   - personName: the name a second person gets.
    public func seats(from players: Seats, personName: String) -> Seats {
        var seats = players
        let colour = players.second.colour
        seats.second = opponentIsBot ? .bot(level, colour: colour)
            : players.second.isHuman ? players.second : .person(personName, colour: colour)
        return seats
    }
}
