import ArgumentParser
import Wording
import Game
import GameFlow
import History

/// Whether the other side is the bot or a second person at the same keyboard.
enum Opponent: String, CaseIterable, ExpressibleByArgument {
    case bot, human
}

/// The options of `play`. Each tunable (``Tunables``) is taken as text and parsed by its tunable in
/// ``validate()``, so a flag accepts exactly what `settings set` accepts and says so in the same words; the
/// typed values are read through the computed properties below.
struct PlayOptions: ParsableArguments {
    @Option(name: .customLong("first"), help: Tunables.first.argumentHelp(.stored), completion: Tunables.first.completion)
    var firstText: String?

    @Option(name: .customLong("level"), help: Tunables.level.argumentHelp(.stored), completion: Tunables.level.completion)
    var levelText: String?

    @Option(help: ArgumentHelp(tr("Play the bot, or another person at the same keyboard (human).")))
    var opponent: Opponent = .bot

    @Option(name: .customLong("name"), parsing: .unconditional, help: Tunables.name.argumentHelp(.stored))
    var nameText: String?

    @Option(name: .customLong("opponent-name"), parsing: .unconditional, help: Tunables.opponentName.argumentHelp(.fixed))
    var opponentNameText: String?

    @Option(name: .customLong("disc-color"), help: Tunables.colour.argumentHelp(.stored), completion: Tunables.colour.completion)
    var discColorText: String?

    @Option(name: .customLong("bot-disc-color"), help: Tunables.botColour.argumentHelp(.stored), completion: Tunables.botColour.completion)
    var botDiscColorText: String?

    // The spellings before option names took one spelling of colour (`--color` is the terminal's, as in
    // ls and git): still accepted, shown nowhere.
    @Option(name: .customLong("colour"), help: .private)
    var colourAlias: String?

    @Option(name: .customLong("bot-colour"), help: .private)
    var botColourAlias: String?

    @Option(name: .customLong("interval"), parsing: .unconditional, help: Tunables.interval.argumentHelp(.stored))
    var intervalText: String?

    @Option(help: ArgumentHelp(tr("Seed for the bot's choices, the melody and who moves first, to replay a session.")))
    var seed: UInt64?

    func validate() throws {
        try Tunables.first.check(firstText)
        try Tunables.level.check(levelText)
        try Tunables.name.check(nameText)
        try Tunables.opponentName.check(opponentNameText)
        try Tunables.colour.check(discColorText, as: "--disc-color")
        try Tunables.colour.check(colourAlias, as: "--colour")
        try Tunables.botColour.check(botDiscColorText, as: "--bot-disc-color")
        try Tunables.botColour.check(botColourAlias, as: "--bot-colour")
        try Tunables.interval.check(intervalText)
        if let colour, colour == botColour {
            throw ValidationError(Self.sameColours)
        }
    }

    /// `--first`, once validated.
    var first: FirstMover? { Tunables.first.value(firstText) }
    /// `--level`, once validated.
    var level: BotLevel? { Tunables.level.value(levelText) }
    /// `--name`, once validated (without surrounding spaces).
    var name: String? { Tunables.name.value(nameText) }
    /// `--opponent-name`, once validated.
    var opponentName: String? { Tunables.opponentName.value(opponentNameText) }
    /// `--disc-color` (or its old spelling `--colour`), once validated.
    var colour: PieceColour? { Tunables.colour.value(discColorText ?? colourAlias) }
    /// `--bot-disc-color` (or its old spelling `--bot-colour`), once validated.
    var botColour: PieceColour? { Tunables.botColour.value(botDiscColorText ?? botColourAlias) }
    /// The refusal of two sides of one colour.
    static let sameColours = "--disc-color and --bot-disc-color must differ."
    /// `--interval` in seconds, once validated.
    var interval: Double? { Tunables.interval.value(intervalText) }

    /// The two sides: you first, then the bot or the second person; what the options leave open
    /// comes from the stored settings.
    func seats(defaults: Settings) throws -> Seats {
        let you = Seat(kind: .human, name: name ?? defaults.name, colour: colour ?? defaults.colour)
        let otherColour = botColour ?? (defaults.botColour == you.colour ? defaults.colour : defaults.botColour)
        guard otherColour != you.colour else {
            throw ValidationError(Self.sameColours)
        }
        let other = switch opponent {
        case .bot: Seat.bot(level ?? defaults.level, colour: otherColour)
        case .human: Seat(kind: .human, name: opponentName ?? Tunables.opponentName.defaultValue, colour: otherColour)
        }
        return Seats(first: you, second: other)
    }
}
