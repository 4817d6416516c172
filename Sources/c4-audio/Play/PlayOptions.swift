import ArgumentParser
import Game
import GameFlow
import History

/// Whether the other side is the bot or a second person at the same keyboard.
enum Opponent: String, CaseIterable, ExpressibleByArgument {
    case bot, human
}

extension PieceColour: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { allCases.map(\.name) }
}

/// The options of `play`.
struct PlayOptions: ParsableArguments {
    @Option(help: "Who moves first: me, bot or random (default: me).")
    var first: FirstMover?

    @Option(help: "The bot's level: easy, medium, hard or perfect (default: medium).")
    var level: BotLevel?

    @Option(help: "Play the bot, or another person at the same keyboard (human).")
    var opponent: Opponent = .bot

    @Option(help: "Your name, as shown and as stats counts it (default: You).")
    var name: String?

    @Option(name: .customLong("opponent-name"), help: "The second person's name with --opponent human (default: Player 2).")
    var opponentName: String?

    @Option(help: "The colour of your discs: red, yellow, green, purple, blue, orange, pink, cyan, white or brown.")
    var colour: PieceColour?

    @Option(name: .customLong("bot-colour"), help: "The colour of the bot's (or the second person's) discs.")
    var botColour: PieceColour?

    @Option(help: "Seconds between a piece and the bot's reply, and before the ending theme (default: 1).")
    var interval: Double?

    @Option(help: "Seed for the bot's choices, the melody and who moves first, to replay a session.")
    var seed: UInt64?

    func validate() throws {
        if let level, !BotLevel.playable.contains(level) {
            throw ValidationError("--level takes easy, medium, hard or perfect.")
        }
        if let interval, !(0.05...10).contains(interval) {
            throw ValidationError("--interval takes 0.05 to 10 seconds.")
        }
        if let name, !(1...40).contains(name.count) { throw ValidationError("--name takes 1 to 40 characters.") }
        // Checked as the store checks it when the game is saved: no control characters (ESC, BEL, C1,
        // bidirectional overrides, line separators), which would act on every terminal that prints it.
        for (option, value) in [("--name", name), ("--opponent-name", opponentName)] {
            guard let value else { continue }
            do { _ = try Seat.checkedName(value) } catch { throw ValidationError("\(option): \(error)") }
        }
        if let colour, colour == botColour {
            throw ValidationError("--colour and --bot-colour must differ.")
        }
    }

    /// The interval as a duration (`--interval`, else the stored setting).
    func intervalDuration(default seconds: Double) -> FlowTime {
        .milliseconds(Int(((interval ?? seconds) * 1000).rounded()))
    }

    /// The two sides: you first, then the bot or the second person; what the options leave open
    /// comes from the stored settings.
    func seats(defaults: Settings) throws -> Seats {
        let you = Seat(kind: .human, name: name ?? defaults.name, colour: colour ?? defaults.colour)
        let otherColour = botColour ?? (defaults.botColour == you.colour ? defaults.colour : defaults.botColour)
        guard otherColour != you.colour else {
            throw ValidationError("--colour and --bot-colour must differ.")
        }
        let other = switch opponent {
        case .bot: Seat(kind: .bot(level ?? defaults.level), name: Seat.botName(level: level ?? defaults.level), colour: otherColour)
        case .human: Seat(kind: .human, name: opponentName ?? "Player 2", colour: otherColour)
        }
        return Seats(first: you, second: other)
    }
}
