import Game
import Music

/// The table of tunables: every value a person chooses, with its range, default, parsing and help, in one
/// place. The flags of `play`, `resume`, `demo`, `replay` and `render`, the audio and global options, and
/// `settings set` all parse through it; ``Settings`` stores the ones kept between runs.
///
/// | tunable | flag | setting | accepted | default |
/// |---|---|---|---|---|
/// | ``level`` | `--level` | `level` | `easy` `medium` `hard` `perfect` (not `random`: a baseline for selfplay only) | `medium` |
/// | ``first`` | `--first` | `first` | `me` `bot` `random` | `me` |
/// | ``name`` | `--name` | `name` | 1–40 characters, no control characters | `You` |
/// | ``opponentName`` | `--opponent-name` | – | 1–40 characters, no control characters | `Player 2` |
/// | ``colour`` | `--disc-color` (old: `--colour`) | `colour` | the ten piece colours | `red` |
/// | ``botColour`` | `--bot-disc-color` (old: `--bot-colour`) | `bot-colour` | the ten piece colours | `yellow` |
/// | ``interval`` | `--interval` (play, resume, demo, replay) | `interval` | 0.05–10 s | `1` |
/// | ``renderInterval`` | `render --interval` | – | 0.0005–100 s | `1` |
/// | ``speed`` | `replay --speed` | `speed` | 0.1–100 | `1` |
/// | ``volume`` | `--volume` | `volume` | whole percent 0–100 | `100` |
/// | ``device`` | `--device` | `device` | an ALSA PCM name, 1–200 characters, no spaces | `default` |
/// | ``instrument`` | `--instrument` | `instrument` | `piano` `marimba` `celesta` | `piano` |
/// | ``language`` | – | `language` | two lower-case letters | `en` |
///
/// Why the table lives in `History`: the stored settings are the other half of every tunable, and
/// `History` is the lowest module that knows both the values' types (`Game`'s levels and colours,
/// `Music`'s instruments) and the settings store. The table itself does no I/O and uses nothing of GRDB,
/// so it can move to a pure module of its own when a second library needs it without the store.
///
/// One range per meaning. Every live command (`play`, `resume`, `demo`, `replay`) spaces its pieces by
/// ``interval``, the same as the stored `interval`; `replay` plays them `interval ÷ speed` apart, exactly
/// as `render --interval` writes that quotient, so ``renderInterval`` spans every quotient a replay can
/// make (0.05 ÷ 100 to 10 ÷ 0.1 seconds) and no more. ``speed`` spans what the replay's `+` and `-` keys
/// reach (`ReplaySettings.speeds`).
public enum Tunables {
    /// The bot's level.
    public static let level = choice(key: "level", summary: "The bot's level", cases: BotLevel.playable,
                                     name: \.rawValue, default: .medium)
    /// Who moves first in a game against the bot.
    public static let first = choice(key: "first", summary: "Who moves first", cases: FirstMover.allCases,
                                     name: \.rawValue, default: .me)
    /// The person's name.
    public static let name = playerName(key: "name", summary: "Your name, as shown and as stats counts it", default: "You")
    /// The second person's name in a game between two people (not stored).
    public static let opponentName = playerName(key: "opponent-name", summary: "The second person's name with --opponent human",
                                                default: Seat.numberedPersonName(2))
    /// The person's colour.
    public static let colour = choice(key: "colour", summary: "The colour of your discs", cases: PieceColour.allCases,
                                      name: \.name, valueName: "colour", default: .red)
    /// The bot's (or the second person's) colour; it differs from ``colour``.
    public static let botColour = choice(key: "bot-colour", summary: "The colour of the bot's (or the second person's) discs",
                                         cases: PieceColour.allCases, name: \.name, valueName: "colour", default: .yellow)
    /// Seconds between pieces in the live commands (in a replay, at speed 1).
    public static let interval = number(key: "interval", summary: "The time between pieces (in a replay, at speed 1)",
                                        range: 0.05...10, unit: " seconds", valueName: "seconds", default: 1)
    /// Seconds between pieces in a rendered file: every `interval ÷ speed` a replay can play.
    public static let renderInterval = number(key: "interval", summary: "The time between pieces in the file",
                                              range: 0.0005...100, unit: " seconds", valueName: "seconds", default: 1)
    /// A replay's speed factor: the interval is divided by it.
    public static let speed = number(key: "speed", summary: "How fast a replay plays (2 = twice as fast, 0.5 = half as fast)",
                                     range: 0.1...100, valueName: "factor", default: 1)
    /// Playback volume in percent (100 = the level of `render`).
    public static let volume = Tunable<Int>(
        key: "volume", summary: "The volume in percent (100 = the level of render)", accepted: "a whole number from 0 to 100",
        range: 0...100, valueName: "percent", default: 100,
        read: { text in Int(text).flatMap { (0...100).contains($0) ? $0 : nil } }, write: { String($0) })
    /// The ALSA PCM device to play through.
    public static let device = Tunable<String>(
        key: "device", summary: "The ALSA device to play through",
        accepted: "an ALSA PCM name of 1 to 200 characters without spaces, such as hw:0,0 or plughw:1",
        valueName: "pcm", default: "default",
        read: { text in
            // Printed by `settings` and in errors: no space or control character may reach a terminal.
            !text.isEmpty && text.count <= 200 && !text.unicodeScalars.contains { $0.value < 0x21 || (0x7F...0x9F).contains($0.value) }
                ? text : nil
        },
        write: { $0 })
    /// The synthesized instrument of the shipped note banks.
    public static let instrument = choice(key: "instrument", summary: "The synthesized instrument", cases: Instrument.allCases,
                                          name: \.rawValue, valueName: "name", default: .standard)
    /// The language of messages: `auto` follows the locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), `en` or `nl`.
    public static let language = choice(key: "language", summary: "The language of messages (auto: the locale's)",
                                        cases: ["auto", "en", "nl"], name: { $0 }, valueName: "language", default: "auto")

    /// A choice among names.
    static func choice<Value: Sendable>(key: String, summary: String, cases: [Value], name: @escaping @Sendable (Value) -> String,
                                        valueName: String? = nil, default value: Value) -> Tunable<Value> {
        let names = cases.map(name)
        let listed = names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
        return Tunable(key: key, summary: summary, accepted: listed, values: names, valueName: valueName ?? key, default: value,
                       read: { text in names.firstIndex(of: text).map { cases[$0] } }, write: name)
    }

    /// A number of a range; `unit` follows it in messages (` seconds`).
    static func number(key: String, summary: String, range: ClosedRange<Double>, unit: String = "", valueName: String,
                       default value: Double) -> Tunable<Double> {
        Tunable(key: key, summary: summary, accepted: "\(format(range.lowerBound)) to \(format(range.upperBound))\(unit)",
                range: range, valueName: valueName, default: value,
                read: { text in Double(text).flatMap { $0.isFinite && range.contains($0) ? $0 : nil } }, write: format)
    }

    /// A player's name, checked as the store checks every name (``Seat/checkedName(_:)``).
    static func playerName(key: String, summary: String, default value: String) -> Tunable<String> {
        Tunable(key: key, summary: summary,
                accepted: "1 to \(Seat.maximumNameLength) characters, not only spaces, without control or invisible format characters",
                valueName: "name", default: value, read: { try? Seat.checkedName($0) }, write: { $0 })
    }

    /// A number as short as it reads: `1`, `0.5`, `0.0005`.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
