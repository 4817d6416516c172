import Game
/// One value a person tunes (the bot's level, the interval, the volume…): its name, what it accepts, its
/// default, how it is parsed and the one line of help that says so.
///
/// A tunable is declared once, in ``Tunables``; every command-line flag that sets it and `settings set`
/// parse through it, so both accept the same values, refuse the others with the same words, and help
/// and shell completion offer only values that are then accepted:
///
/// ```swift
/// let seconds = try Tunables.interval.parse("0.5", as: "--interval")    // 0.5
/// try Tunables.interval.parse("20", as: "interval")
/// // throws TunableError: "interval '20': expected 0.05 to 10 seconds"
/// Tunables.interval.help(.stored)
/// // "The time between pieces (in a replay, at speed 1): 0.05 to 10 seconds (default: the stored setting, else 1)."
/// ```
public struct Tunable<Value: Sendable>: Sendable {
    /// The name of the stored setting and, with `--` before it, of the flag (`interval`).
    public let key: String
    /// What the value means, without a full stop (`The time between pieces`).
    public let summary: String
    /// What is accepted, as help and errors say it after "expected" (`0.05 to 10 seconds`).
    public let accepted: String
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
    public init(key: String, summary: String, accepted: String, values: [String] = [], range: ClosedRange<Double>? = nil,
                valueName: String, default defaultValue: Value,
                read: @escaping @Sendable (String) -> Value?, write: @escaping @Sendable (Value) -> String) {
        self.key = key
        self.summary = summary
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

    /// The one line of help of every flag that sets it, with the default that will actually apply.
    ///
    /// - Parameter source: where the default comes from in the command at hand.
    /// - Returns: e.g. `The bot's level: easy, medium, hard or perfect (default: the stored setting, else medium).`
    public func help(_ source: TunableDefault) -> String {
        "\(summary): \(accepted) (default: \(source.describe(text(defaultValue))))."
    }
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

    /// The text after `default: `, given the tunable's default as text.
    func describe(_ value: String) -> String {
        switch self {
        case .fixed: value
        case .stored: "the stored setting, else \(value)"
        case .environmentThenStored(let variable): "$\(variable), else the stored setting, else \(value)"
        }
    }
}

/// A value a tunable refuses, as one line: the flag or setting, the value, and what is accepted.
///
/// The same words whether the value came from a flag or from `settings set`:
/// `--volume '150': expected a whole number from 0 to 100`, `volume '150': expected a whole number from 0 to 100`.
public struct TunableError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The flag (`--volume`) or setting (`volume`) that carried the value.
    public var name: String
    /// The value as given.
    public var value: String
    /// What is accepted (``Tunable/accepted``).
    public var accepted: String

    /// Makes the error.
    public init(name: String, value: String, accepted: String) {
        self.name = name
        self.value = value
        self.accepted = accepted
    }

    /// The line printed after `Error: ` or `error: `.
    public var description: String { "\(name) '\(SafeText.shown(value))': expected \(accepted)" }
}
