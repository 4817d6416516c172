import Game
import Music

/// The defaults a user keeps between runs: what `settings` shows and `settings set KEY VALUE` changes.
///
/// Each key is a tunable of ``Tunables`` (which holds its range, default, parsing and help, the same for
/// the flag that sets it): `level`, `first`, `name`, `colour`, `bot-colour`, `speed`, `interval`, `device`,
/// `volume`, `instrument`, `language`, `screen-reader`, `speech`, `cues`, in the order of ``entries``. Across keys, the two colours differ.
public struct Settings: Hashable, Sendable {
    /// The bot's default level.
    public var level = Tunables.level.defaultValue
    /// Who moves first.
    public var first = Tunables.first.defaultValue
    /// The person's name.
    public var name = Tunables.name.defaultValue
    /// The person's colour.
    public var colour = Tunables.colour.defaultValue
    /// The bot's colour.
    public var botColour = Tunables.botColour.defaultValue
    /// Replay speed factor (2 = twice as fast).
    public var speed = Tunables.speed.defaultValue
    /// Seconds between pieces.
    public var interval = Tunables.interval.defaultValue
    /// The ALSA PCM device.
    public var device = Tunables.device.defaultValue
    /// Playback volume in percent.
    public var volume = Tunables.volume.defaultValue
    /// The note bank's voice.
    public var instrument = Tunables.instrument.defaultValue.rawValue
    /// The language of messages (`auto`: the locale's).
    public var language = Tunables.language.defaultValue
    /// Whether games are played in the screen-reader mode.
    public var screenReader = Tunables.screenReader.defaultValue
    /// Whether the screen-reader mode's lines are also said aloud.
    public var speech = Tunables.speech.defaultValue
    /// Whether the board is described in sound (the cursor's column, fours that become playable).
    public var cues = Tunables.cues.defaultValue
    /// Who says the lines aloud: `built-in` (the game's own voice) or `speech-dispatcher`.
    public var voice = Tunables.voice.defaultValue

    /// The default settings.
    public init() {}

    /// Every key, in the order `settings` lists them.
    public static let keys = entries.map { $0.key }

    /// The stored setting called `key`, if there is one.
    public static func entry(_ key: String) -> Entry? { entries.first { $0.key == key } }

    /// Why `key` is refused: it names no setting (the message lists them).
    public static func unknownKey(_ key: String) -> HistoryError {
        .invalid(.unknownSetting(key: key, keys: keys))
    }

    /// The value of `key` as text (as `settings` prints it and the store keeps it).
    ///
    /// - Precondition: `key` is one of ``keys``.
    public func value(of key: String) -> String {
        guard let entry = Self.entry(key) else { preconditionFailure("unknown setting \(key)") }
        return entry.get(self)
    }

    /// Sets `key` from text, after checking the value with its tunable (``Tunables``).
    ///
    /// - Throws: ``HistoryError/invalid(_:)`` naming the key, the value and what it accepts, in the words of
    ///   ``TunableError`` (the same as the flag's).
    public mutating func set(_ key: String, to text: String) throws(HistoryError) {
        guard let entry = Self.entry(key) else { throw Self.unknownKey(key) }
        do { try entry.set(&self, text) } catch { throw .invalid(.setting(error)) }
    }

    /// Checks what holds across keys: the person's and the bot's colours differ.
    ///
    /// - Throws: ``HistoryError/invalid(_:)``.
    public func check() throws(HistoryError) {
        guard colour != botColour else {
            throw .invalid(.sameSettingColours(colour))
        }
    }
}
