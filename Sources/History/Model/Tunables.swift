import Game
import Music

/// The table of tunables: every value a person chooses, with its range, default and parsing, in one place
/// (their help and what they accept are worded by the app and the wording layer, from these facts). The
/// flags of `play`, `resume`, `demo`, `replay` and `render`, the audio and global options, and `settings set` all parse through it; ``Settings`` stores the ones kept between runs.
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
/// | ``language`` | `--language` | `language` | `auto` `en` `nl` | `auto` |
/// | ``screenReader`` | `--screen-reader` (play, resume, replay, demo, review) | `screen-reader` | `on` `off` | `off` |
/// | ``speech`` | `--speak` (play, resume) | `speech` | `on` `off` | `off` |
/// | ``cues`` | `--cues` (play, resume) | `cues` | `on` `off` | `on` |
/// | ``voice`` | `--voice` (play, resume) | `voice` | `built-in` `speech-dispatcher` | `built-in` |
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
    /// Which tunable: what the wording of its help is chosen by.
    public enum ID: Hashable, Sendable {
        case level, first, name, opponentName, colour, botColour, interval, renderInterval, speed, volume, device, instrument, language
        case screenReader, speech, cues, voice
    }

    /// The bot's level.
    public static let level = choice(id: .level, key: "level", cases: BotLevel.playable,
                                     name: \.rawValue, default: .medium)
    /// Who moves first in a game against the bot.
    public static let first = choice(id: .first, key: "first", cases: FirstMover.allCases,
                                     name: \.rawValue, default: .me)
    /// The person's name.
    public static let name = playerName(id: .name, key: "name", default: "You")
    /// The second person's name in a game between two people (not stored).
    public static let opponentName = playerName(id: .opponentName, key: "opponent-name", default: Seat.numberedPersonName(2))
    /// The person's colour.
    public static let colour = choice(id: .colour, key: "colour", cases: PieceColour.allCases,
                                      name: \.name, valueName: "colour", default: .red)
    /// The bot's (or the second person's) colour; it differs from ``colour``.
    public static let botColour = choice(id: .botColour, key: "bot-colour", cases: PieceColour.allCases, name: \.name, valueName: "colour", default: .yellow)
    /// Seconds between pieces in the live commands (in a replay, at speed 1).
    public static let interval = number(id: .interval, key: "interval", range: 0.05...10, unit: .seconds, valueName: "seconds", default: 1)
    /// Seconds between pieces in a rendered file: every `interval ÷ speed` a replay can play.
    public static let renderInterval = number(id: .renderInterval, key: "interval", range: 0.0005...100, unit: .seconds, valueName: "seconds", default: 1)
    /// A replay's speed factor: the interval is divided by it.
    public static let speed = number(id: .speed, key: "speed", range: 0.1...100, valueName: "factor", default: 1)
    /// Playback volume in percent (100 = the level of `render`).
    public static let volume = Tunable<Int>(
        id: .volume, key: "volume", accepted: .wholeNumber(0...100),
        range: 0...100, valueName: "percent", default: 100,
        read: { text in Int(text).flatMap { (0...100).contains($0) ? $0 : nil } }, write: { String($0) })
    /// The ALSA PCM device to play through.
    public static let device = Tunable<String>(
        id: .device, key: "device", accepted: .pcmName(maximumLength: 200, examples: ["hw:0,0", "plughw:1"]),
        valueName: "pcm", default: "default",
        read: { text in
            // Printed by `settings` and in errors: no space or control character may reach a terminal.
            !text.isEmpty && text.count <= 200 && !text.unicodeScalars.contains { $0.value < 0x21 || (0x7F...0x9F).contains($0.value) }
                ? text : nil
        },
        write: { $0 })
    /// The synthesized instrument of the shipped note banks.
    public static let instrument = choice(id: .instrument, key: "instrument", cases: Instrument.allCases,
                                          name: \.rawValue, valueName: "name", default: .standard)
    /// The language of messages: `auto` follows the locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), `en` or `nl`.
    public static let language = choice(id: .language, key: "language", cases: ["auto", "en", "nl"], name: { $0 }, valueName: "language", default: "auto")

    /// Whether games are played in the screen-reader mode: plain lines, one event a line, nothing drawn.
    public static let screenReader = choice(id: .screenReader, key: "screen-reader", cases: [false, true], name: { $0 ? "on" : "off" },
                                            valueName: "on|off", default: false)

    /// Whether the screen-reader mode's lines are also said aloud (by the voice ``voice`` names).
    public static let speech = choice(id: .speech, key: "speech", cases: [false, true], name: { $0 ? "on" : "off" },
                                     valueName: "on|off", default: false)

    /// Whether the board is described in sound: the column under the cursor (or asked with `c N`) as a tick
    /// per stone at its place, and a cue when a four becomes playable.
    public static let cues = choice(id: .cues, key: "cues", cases: [false, true], name: { $0 ? "on" : "off" },
                                   valueName: "on|off", default: true)

    /// Who says the lines of `--speak`: the built-in voice, the game's own (libespeak-ng, mixed with the notes: a line
    /// starts tens of milliseconds after its note) or speech-dispatcher (the user's voice and rate, through a
    /// stream of its own: 170–330 ms later).
    public static let voice = choice(id: .voice, key: "voice", cases: ["built-in", "speech-dispatcher"], name: { $0 },
                                    valueName: "voice", default: "built-in")

    /// A choice among names.
    static func choice<Value: Sendable>(id: ID, key: String, cases: [Value], name: @escaping @Sendable (Value) -> String,
                                        valueName: String? = nil, default value: Value) -> Tunable<Value> {
        let names = cases.map(name)
        return Tunable(id: id, key: key, accepted: .oneOf(names), values: names, valueName: valueName ?? key, default: value,
                       read: { text in names.firstIndex(of: text).map { cases[$0] } }, write: name)
    }

    /// A number of a range, counted in `unit`.
    static func number(id: ID, key: String, range: ClosedRange<Double>, unit: TunableAcceptance.Unit = .none, valueName: String,
                       default value: Double) -> Tunable<Double> {
        Tunable(id: id, key: key, accepted: .number(range, unit: unit),
                range: range, valueName: valueName, default: value,
                read: { text in Double(text).flatMap { $0.isFinite && range.contains($0) ? $0 : nil } }, write: format)
    }

    /// A player's name, checked as the store checks every name (``Seat/checkedName(_:)``).
    static func playerName(id: ID, key: String, default value: String) -> Tunable<String> {
        Tunable(id: id, key: key, accepted: .playerName(maximumLength: Seat.maximumNameLength),
                valueName: "name", default: value, read: { try? Seat.checkedName($0) }, write: { $0 })
    }

    /// A number as short as it reads: `1`, `0.5`, `0.0005` (as typed, in every language).
    public static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
