import Game
import Music

/// One value a person tunes (the bot's level, the interval, the volume…): its name, what it accepts, its
/// default and how it is parsed, as facts; the wording layer says them (what is accepted, in
/// `TunableAcceptance.words`), and the app writes each flag's help from them.
///
/// A tunable is declared once, in ``Tunables``; every command-line flag that sets it and `settings set`
/// parse through it, so both accept the same values, refuse the others with the same words, and help
/// and shell completion offer only values that are then accepted:
///
/// ```swift
/// let seconds = try Tunables.interval.parse("0.5", as: "--interval")    // 0.5
/// try Tunables.interval.parse("20", as: "interval")
/// // throws TunableError(name: "interval", value: "20", accepted: .number(0.05...10, unit: .seconds)),
/// // worded "interval '20': expected 0.05 to 10 seconds"
/// ```
public struct Tunable<Value: Sendable>: Sendable {
    /// Which tunable of the table it is (two can share a key: `interval` and `render --interval`).
    public let id: Tunables.ID
    /// The name of the stored setting and, with `--` before it, of the flag (`interval`).
    public let key: String
    /// What is accepted: the facts help and errors put in words after "expected" (`0.05 to 10 seconds`).
    public let accepted: TunableAcceptance
    /// The values help and shell completion offer, for a choice among names; empty for numbers and text.
    public let values: [String]
    /// The bounds of a number, for a numeric tunable; nil otherwise.
    public let range: ClosedRange<Double>?
    /// The name of the value in a usage line (`seconds`, `level`).
    public let valueName: String
    /// The value when nothing chooses one.
    public let defaultValue: Value
    private let read: @Sendable (String) -> Value?
    private let write: @Sendable (Value) -> String

    /// Declares a tunable (``Tunables`` holds all of them; see its constructors for numbers and choices).
    ///
    /// - Parameters:
    ///   - read: the value of a text, or nil when the text is refused.
    ///   - write: the value as text, as `settings` prints it and the store keeps it; `read(write(v))` is `v`.
    public init(id: Tunables.ID, key: String, accepted: TunableAcceptance, values: [String] = [], range: ClosedRange<Double>? = nil,
                valueName: String, default defaultValue: Value,
                read: @escaping @Sendable (String) -> Value?, write: @escaping @Sendable (Value) -> String) {
        self.id = id
        self.key = key
        self.accepted = accepted
        self.values = values
        self.range = range
        self.valueName = valueName
        self.defaultValue = defaultValue
        self.read = read
        self.write = write
    }

    /// The flag that sets it: `--interval`.
    public var flag: String { "--" + key }

    /// Parses a value as typed on the command line or given to `settings set`.
    ///
    /// - Parameters:
    ///   - text: the value as given.
    ///   - name: what carried it, for the error: the flag (`--interval`, the default) or the setting (`interval`).
    /// - Returns: the value.
    /// - Throws: ``TunableError`` naming `name`, `text` and ``accepted``.
    public func parse(_ text: String, as name: String? = nil) throws(TunableError) -> Value {
        guard let value = read(text) else { throw TunableError(name: name ?? flag, value: text, accepted: accepted) }
        return value
    }

    /// Whether `text` is accepted.
    public func accepts(_ text: String) -> Bool { read(text) != nil }

    /// A value as text, as `settings` prints it and the store keeps it (`1`, `0.5`, `hard`).
    public func text(_ value: Value) -> String { write(value) }
}

/// What a tunable accepts, as facts: the wording layer says it (`easy, medium, hard or perfect`,
/// `0.05 to 10 seconds`, `a whole number from 0 to 100`), in every language.
public enum TunableAcceptance: Hashable, Sendable {
    /// The unit a number is counted in.
    public enum Unit: Hashable, Sendable {
        case none
        case seconds
    }

    /// One of these names (a choice).
    case oneOf([String])
    /// A number of the range, in `unit`.
    case number(ClosedRange<Double>, unit: Unit)
    /// A whole number of the range.
    case wholeNumber(ClosedRange<Int>)
    /// A player's name: 1 to `maximumLength` characters, not only spaces, no control or format characters.
    case playerName(maximumLength: Int)
    /// An ALSA PCM name of 1 to `maximumLength` characters without spaces, such as one of `examples`.
    case pcmName(maximumLength: Int, examples: [String])
}

/// Where a flag's default comes from when the flag is not given, as its help says it: one wording for all.
public enum TunableDefault: Hashable, Sendable {
    /// The tunable's own default: `(default: 1)`.
    case fixed
    /// The stored setting, else the tunable's default: `(default: the stored setting, else 1)`.
    case stored
    /// An environment variable, then the stored setting, then the tunable's default:
    /// `(default: $C4_AUDIO_DEVICE, else the stored setting, else default)`.
    case environmentThenStored(String)
}

/// A value a tunable refuses: the flag or setting, the value, and what is accepted. The wording layer says
/// it in one line, the same whether the value came from a flag or from `settings set`:
/// `--volume '150': expected a whole number from 0 to 100`, `volume '150': expected a whole number from 0 to 100`.
public struct TunableError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The flag (`--volume`) or setting (`volume`) that carried the value.
    public var name: String
    /// The value as given.
    public var value: String
    /// What is accepted (``Tunable/accepted``).
    public var accepted: TunableAcceptance

    /// Makes the error.
    public init(name: String, value: String, accepted: TunableAcceptance) {
        self.name = name
        self.value = value
        self.accepted = accepted
    }

    /// The line printed after `Error: ` or `error: `, in words (``Music/Phrases``).
    public var description: String { Phrases.of(self) }
}
