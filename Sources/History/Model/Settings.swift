import Game
import Music

/// The defaults a user keeps between runs: what `settings` shows and `settings set KEY VALUE` changes.
///
/// | key | values | default |
/// |---|---|---|
/// | `level` | `easy` `medium` `hard` `perfect` | `medium` |
/// | `first` | who moves first: `me` `bot` `random` | `me` |
/// | `name` | the person's name, 1–40 characters | `You` |
/// | `colour` | the person's colour (palette name) | `red` |
/// | `bot-colour` | the bot's colour, not the person's | `yellow` |
/// | `speed` | replay speed factor, 0.25–8 | `1` |
/// | `interval` | seconds between pieces, 0.1–10 | `1` |
/// | `device` | ALSA PCM name | `default` |
/// | `volume` | percent, 0–100 | `100` |
/// | `instrument` | the synthesized instrument: `piano` `marimba` `celesta` (``Instrument``) | `piano` |
/// | `language` | two-letter language code (ISO 639-1), for later | `en` |
public struct Settings: Hashable, Sendable {
    /// Who drops the first piece in a new game against the bot.
    public enum FirstMover: String, CaseIterable, Hashable, Sendable {
        /// The person.
        case me
        /// The bot.
        case bot
        /// Drawn at random each game.
        case random
    }

    /// The bot's default level.
    public var level: BotLevel = .medium
    /// Who moves first.
    public var first: FirstMover = .me
    /// The person's name.
    public var name = "You"
    /// The person's colour.
    public var colour: PieceColour = .red
    /// The bot's colour.
    public var botColour: PieceColour = .yellow
    /// Replay speed factor (2 = twice as fast).
    public var speed = 1.0
    /// Seconds between pieces.
    public var interval = 1.0
    /// The ALSA PCM device.
    public var device = "default"
    /// Playback volume in percent.
    public var volume = 100
    /// The note bank's voice.
    public var instrument = "piano"
    /// The language of messages (kept for later; only English exists now).
    public var language = "en"

    /// The default settings.
    public init() {}

    /// Every key, in the order `settings` lists them.
    public static let keys = ["level", "first", "name", "colour", "bot-colour", "speed", "interval",
                              "device", "volume", "instrument", "language"]

    /// The value of `key` as text (as `settings` prints it and the store keeps it).
    ///
    /// - Precondition: `key` is one of ``keys``.
    public func value(of key: String) -> String {
        switch key {
        case "level": level.rawValue
        case "first": first.rawValue
        case "name": name
        case "colour": colour.name
        case "bot-colour": botColour.name
        case "speed": Self.number(speed)
        case "interval": Self.number(interval)
        case "device": device
        case "volume": String(volume)
        case "instrument": instrument
        case "language": language
        default: preconditionFailure("unknown setting \(key)")
        }
    }

    /// Sets `key` from text, after checking the value.
    ///
    /// - Throws: ``HistoryError/invalid(_:)`` naming the key, the value and what it accepts.
    public mutating func set(_ key: String, to text: String) throws(HistoryError) {
        func bad(_ accepted: String) -> HistoryError { .invalid("\(key) '\(text)': \(accepted)") }
        switch key {
        case "level":
            guard let value = BotLevel(rawValue: text), BotLevel.playable.contains(value) else {
                throw bad("expected one of \(BotLevel.playable.map(\.rawValue).joined(separator: ", "))")
            }
            level = value
        case "first":
            guard let value = FirstMover(rawValue: text) else { throw bad("expected me, bot or random") }
            first = value
        case "name":
            do { name = try Seat.checkedName(text) } catch { throw bad(error.description) }
        case "colour", "bot-colour":
            guard let value = PieceColour(name: text) else {
                throw bad("expected one of \(PieceColour.allCases.map(\.name).joined(separator: ", "))")
            }
            if key == "colour" { colour = value } else { botColour = value }
        case "speed":
            guard let value = Double(text), value.isFinite, (0.25...8).contains(value) else { throw bad("expected a number from 0.25 to 8") }
            speed = value
        case "interval":
            guard let value = Double(text), value.isFinite, (0.1...10).contains(value) else { throw bad("expected seconds from 0.1 to 10") }
            interval = value
        case "device":
            guard !text.isEmpty, text.count <= 200, !text.unicodeScalars.contains(where: { $0.value < 0x21 || $0.value == 0x7F }) else {
                throw bad("expected an ALSA PCM name without spaces (e.g. default, hw:0,0, plughw:1)")
            }
            device = text
        case "volume":
            guard let value = Int(text), (0...100).contains(value) else { throw bad("expected a whole percentage from 0 to 100") }
            volume = value
        case "instrument":
            guard let value = Instrument(name: text) else { throw bad("expected one of \(Instrument.names)") }
            instrument = value.rawValue
        case "language":
            guard text.count == 2, text.allSatisfy({ ("a"..."z").contains($0) }) else {
                throw bad("expected a two-letter language code such as en")
            }
            language = text
        default:
            throw .invalid("'\(key)' is not a setting (settings: \(Self.keys.joined(separator: ", ")))")
        }
    }

    /// Checks what holds across keys: the person's and the bot's colours differ.
    ///
    /// - Throws: ``HistoryError/invalid(_:)``.
    public func check() throws(HistoryError) {
        guard colour != botColour else {
            throw .invalid("colour and bot-colour are both \(colour); the two must differ")
        }
    }

    /// A number as short as it reads: `1`, `0.5`.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
