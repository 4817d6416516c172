import ArgumentParser
import Wording
import Game
import Assets
import FoundationEssentials
import History
import Music
import TerminalUI

/// Options every command shares, accepted before or after the subcommand (`../shared/CLI.md`).
///
/// Every command includes them with `@OptionGroup var global: GlobalOptions` (a test checks each command of
/// `--experimental-dump-help`). To add one, add a property here: ``movedAfterSubcommand(_:)`` learns the
/// option names from this type itself by parsing, so the new option is global at once. Keep value options
/// free of parse-time checks (plain strings, no `transform`, nothing in `validate()`): a value is judged in
/// ``check()`` after parsing, so that a bad value gets its own error rather than "unknown option".
struct GlobalOptions: ParsableArguments {
    @Flag(name: .customLong("no-color"), help: ArgumentHelp(tr("Print without ANSI colours (same as --color never; also: NO_COLOR, TERM=dumb, output not a terminal).")))
    var noColor = false

    @Option(name: .customLong("color"), help: ArgumentHelp(
        tr("When to colour: always, auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it) or never."),
        valueName: "when"), completion: .list(ColourChoice.allCases.map(\.rawValue)))
    var color: String?

    @Option(name: .customLong("notes"), help: ArgumentHelp(
        tr("A directory of recordings to use instead of the shipped note bank (C4 D4 E4 G4 A4 good bad draw current, any format libsndfile reads)."),
        valueName: "dir"), completion: .directory)
    var notes: String?

    @Option(name: .customLong("instrument"), help: instrumentHelp, completion: Tunables.instrument.completion)
    var instrument: String?

    @Option(name: .customLong("db"), help: ArgumentHelp(
        tr("The history database (else C4_AUDIO_DB, else $XDG_DATA_HOME/c4-audio/history.sqlite)."),
        valueName: "path"), completion: .file())
    var db: String?

    @Option(name: .customLong("device"), help: deviceHelp)
    var device: String?

    @Option(name: .customLong("language"), help: languageHelp, completion: Tunables.language.completion)
    var language: String?

    // Built once: every command's value (and a plain line's) makes these options anew.
    private static let instrumentHelp = ArgumentHelp(
        tr("{help} --notes DIR comes first.", ["help": Tunables.instrument.help(.environmentThenStored("C4_AUDIO_NOTES"))]),
        valueName: Tunables.instrument.valueName)
    private static let deviceHelp = Tunables.device.argumentHelp(.environmentThenStored("C4_AUDIO_DEVICE"))
    private static let languageHelp = Tunables.language.argumentHelp(.stored)
}

extension GlobalOptions {
    /// Checks the values once the command line is parsed, for every command alike.
    ///
    /// - Throws: `ValidationError` for a `--color` that is not always/auto/never, or an `--instrument` or
    ///   `--device` its tunable refuses (exit 64); ``Failure`` for a `--notes` that is not a directory (exit 1), even where the command plays
    ///   no sound.
    func check() throws {
        if let color, ColourChoice(rawValue: color) == nil {
            throw ValidationError(UsageProblem.notOneOf(name: "--color", value: color, choices: ColourChoice.allCases.map(\.rawValue)).words)
        }
        try Tunables.instrument.check(instrument)
        try Tunables.device.check(device)
        try Tunables.language.check(language)
        if let notes { try BankLoader.requireDirectory(notes, source: .option) }
    }

    /// The note bank this run plays: `--notes`, `--instrument`, `C4_AUDIO_NOTES`, the stored setting (read only
    /// when nothing before it decides, and only by a command that uses the history), the piano (see ``BankLoader``).
    ///
    /// - Parameter usingHistory: false for a command that does not use the history (`render --moves`),
    ///   which then never opens the database, not even for the stored instrument.
    func bankLoader(usingHistory: Bool = true) throws -> BankLoader {
        try BankLoader(notesOption: notes, instrumentOption: instrument,
                       storedInstrument: { usingHistory ? storedSettings()?.instrument : nil })
    }

    /// The global options of this run, once ``apply()`` has run (``AudioOptions`` reads `--device` and `--db`).
    nonisolated(unsafe) static var current: GlobalOptions?

    /// Makes the colour choice for the whole run (``Terminal/policy`` reads it) and keeps the options in
    /// ``current``. `--no-color` is `--color never`; given both, never wins.
    func apply() {
        Self.current = self
        Terminal.colourChoice = noColor ? .never : color.flatMap(ColourChoice.init(rawValue:)) ?? .auto
    }

    /// The global options of a parsed command, if it has them (found by reflection on its properties).
    static func of(_ command: any ParsableCommand) -> GlobalOptions? {
        for child in Mirror(reflecting: command).children {
            if let group = child.value as? OptionGroup<GlobalOptions> { return group.wrappedValue }
        }
        return nil
    }

    /// Whether `arguments` are exactly global options (one flag, or one option with its value).
    private static func areGlobal(_ arguments: ArraySlice<String>) -> Bool {
        (try? GlobalOptions.parse(Array(arguments))) != nil
    }

    /// Lets global options stand before the subcommand, as in `c4-audio --notes DIR render …`.
    ///
    /// swift-argument-parser reads a subcommand's options only after its name, so the leading global
    /// options are moved after the subcommand's name (to the end, before a `--` terminator, when none is named). Which arguments are global
    /// options is asked of ``GlobalOptions`` itself: an argument (`--no-color`, `--color=never`) or an argument
    /// and the next (`--notes DIR`) that it parses alone. Anything else is left as it is, so unknown options
    /// still get the parser's own error.
    /// - Parameter arguments: the command line without the program name.
    /// - Returns: the same arguments, global options after the subcommand.
    static func movedAfterSubcommand(_ arguments: [String]) -> [String] {
        var leading: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex, arguments[index].hasPrefix("-"), arguments[index] != "--" {
            if areGlobal(arguments[index...index]) {
                leading.append(arguments[index])
                index += 1
            } else if index + 1 < arguments.endIndex, areGlobal(arguments[index...(index + 1)]) {
                leading += arguments[index...(index + 1)]
                index += 2
            } else {
                break
            }
        }
        // Nothing to move, or nothing but global options (left for the parser to judge).
        guard !leading.isEmpty, index < arguments.endIndex else { return arguments }
        var rest = Array(arguments[index...])
        // Right after the command's words, so that an option left without its value at the end
        // (`render … --interval`) is not given a global option as one; after everything else when no
        // command is named (the default command).
        let words = UnknownCommand.path(of: rest).split(separator: " ").count - 1
        let end = words > 0 ? words : rest.firstIndex(of: "--") ?? rest.endIndex
        rest.insert(contentsOf: leading, at: end)
        return rest
    }

    /// The arguments of a help request (`--help`, `-h` or a first word `help`, before any `--`) without the global options,
    /// which have done their part (``LanguageChoice`` chose the language from `--language`); the others as
    /// they are. Left in, a global option before `--help` of a command with a default subcommand (`c4-audio
    /// --language nl --help`, `settings --help --no-color`) would show that subcommand's page.
    static func withoutGlobalsForHelp(_ arguments: [String]) -> [String] {
        // Most runs ask no help: they are not parsed here at all (a plain line stays as quick as it was).
        let options = arguments.prefix { $0 != "--" }
        guard options.contains("--help") || options.contains("-h") || options.contains("help") else { return arguments }
        var kept: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex, arguments[index] != "--" {
            if arguments[index].hasPrefix("-"), areGlobal(arguments[index...index]) {
                index += 1
            } else if arguments[index].hasPrefix("-"), index + 1 < arguments.endIndex, areGlobal(arguments[index...(index + 1)]) {
                index += 2
            } else {
                kept.append(arguments[index])
                index += 1
            }
        }
        guard kept.contains("--help") || kept.contains("-h") || kept.first == "help" else { return arguments }
        return kept + arguments[index...]
    }
}
