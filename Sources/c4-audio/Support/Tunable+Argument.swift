import ArgumentParser
import History
import Wording

/// A tunable as a command-line option: its help, its shell completion and its check, all from the table
/// (``Tunables``), so a flag accepts, refuses, explains and offers exactly what `settings set` does. The
/// table holds facts; the help's words are the app's (``summaryWords``, ``help(_:)``), in the language in use.
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

    /// The one line of help of every flag that sets it, with the default that will actually apply.
    ///
    /// - Parameter source: where the default comes from in the command at hand.
    /// - Returns: e.g. `The bot's level: easy, medium, hard or perfect (default: the stored setting, else medium).`
    func help(_ source: TunableDefault) -> String {
        tr("{summary}: {accepted} (default: {default}).",
           ["summary": summaryWords, "accepted": accepted.words, "default": source.words(text(defaultValue))])
    }

    /// What the value means, without a full stop (`The time between pieces`).
    var summaryWords: String {
        switch id {
        case .level: tr("The bot's level")
        case .first: tr("Who moves first")
        case .name: tr("Your name, as shown and as stats counts it")
        case .opponentName: tr("The second person's name with --opponent human")
        case .colour: tr("The colour of your discs")
        case .botColour: tr("The colour of the bot's (or the second person's) discs")
        case .interval: tr("The time between pieces (in a replay, at speed 1)")
        case .renderInterval: tr("The time between pieces in the file")
        case .speed: tr("How fast a replay plays (2 = twice as fast, 0.5 = half as fast)")
        case .volume: tr("The volume in percent (100 = the level of render)")
        case .device: tr("The ALSA device to play through")
        case .instrument: tr("The synthesized instrument")
        case .language: tr("The language of messages (auto: the locale's)")
        case .speech: tr("Say every line of the screen-reader mode aloud (see --voice)")
        case .voice: tr("Who says the lines of --speak: built-in (the game's own voice, mixed with the notes, a line within tens of milliseconds of its note) or speech-dispatcher (your own voice and rate, about a quarter of a second later)")
        case .cues: tr("Describe the board in sound: the column under the cursor (or asked with c N) as one tick per stone at its place, rising, and a cue when a four becomes playable")
        case .screenReader: tr("Play in plain lines for a screen reader: every move said with its column and row, questions about the board answered")
        }
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

extension TunableDefault {
    /// The text after `default: `, given the tunable's default as text (as typed, in every language).
    func words(_ value: String) -> String {
        switch self {
        case .fixed: value
        case .stored: tr("the stored setting, else {value}", ["value": value])
        case .environmentThenStored(let variable): tr("${variable}, else the stored setting, else {value}", ["variable": variable, "value": value])
        }
    }
}
