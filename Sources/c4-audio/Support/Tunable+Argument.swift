import ArgumentParser
import History
import Wording

/// A tunable as a command-line option: its help, its shell completion and its check, all from the table
/// (``Tunables``), so a flag accepts, refuses, explains and offers exactly what `settings set` does.
///
/// An option declares the value as text and checks it in `validate()`; a typed property reads it back:
///
/// ```swift
/// @Option(name: .customLong("level"), help: Tunables.level.argumentHelp(.stored), completion: Tunables.level.completion)
/// var levelText: String?
/// func validate() throws { try Tunables.level.check(levelText) }
/// var level: BotLevel? { Tunables.level.value(levelText) }
/// ```
extension Tunable {
    /// The option's help line, with the default that will apply and the value's name.
    ///
    /// - Parameter source: where the command takes the default from when the flag is not given.
    func argumentHelp(_ source: TunableDefault) -> ArgumentHelp {
        ArgumentHelp(help(source), valueName: valueName)
    }

    /// What shell completion offers: the accepted names of a choice, nothing for numbers and text.
    var completion: CompletionKind? { values.isEmpty ? nil : .list(values) }

    /// Refuses a value the tunable does not accept, as a usage error naming the flag, the value and the range.
    ///
    /// - Parameters:
    ///   - text: the option's value, nil when it was not given.
    ///   - flag: the flag that carried it, when it is not ``Tunable/flag``.
    /// - Throws: `ValidationError` with the ``TunableError`` line, e.g. `--interval '20': expected 0.05 to 10 seconds`.
    func check(_ text: String?, as flag: String? = nil) throws {
        guard let text else { return }
        do { _ = try parse(text, as: flag ?? self.flag) } catch { throw ValidationError(error.words) }
    }

    /// The value of an option already checked by ``check(_:as:)``; nil when it was not given.
    func value(_ text: String?) -> Value? {
        text.flatMap { try? parse($0) }
    }
}
