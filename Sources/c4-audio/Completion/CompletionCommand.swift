import History
import Wording

/// A command as the completion scripts describe it: its path, its options (with what each one's value
/// completes to), its arguments and its subcommands. Made from the program's own description of its
/// commands (``ProgramDescription``: the parser's versioned `--experimental-dump-help` schema), with what a
/// shell user needs besides, decided here rather than patched into a script:
///
/// - a command with a default subcommand also takes that subcommand's options (`c4-audio --level easy`
///   plays, `c4-audio history --json` lists), so the global options, which every command has, complete
///   before the command too (``GlobalOptions/movedAfterSubcommand(_:)`` lets them stand there);
/// - `help` takes the program's commands as its subjects (the parser's own `help` takes any word);
/// - `settings set KEY` completes the values of that key (from ``Settings/entries``);
/// - hidden commands and options (`--paced`, the `--colour` spelling) are left out.
///
/// ```swift
/// let root = CompletionCommand(ProgramDescription.load(command: [])!)
/// root.subcommands.map(\.name)   // ["play", "resume", …, "help"]
/// ```
struct CompletionCommand {
    /// What a shell offers for a value: nothing (any word), the given choices, files or folders.
    enum Values: Equatable {
        case anything
        case choices([String])
        case files(extensions: [String])
        case folders
        /// Choices that depend on the word before (`settings set level <TAB>`: the levels); any word after
        /// a word not listed.
        case choicesAfter([String: [String]])
    }

    /// An option: its spellings (`-o`, `--output`), its description, and its value's kind (nil for a flag).
    struct Option {
        var names: [String]
        var abstract: String
        var value: Values?
    }

    /// The words that lead to the command (`c4-audio history show`), what the scripts match on.
    var path: String
    var name: String
    var abstract: String
    var options: [Option]
    /// The positional arguments in order; the last may take every word left (`repeatsLast`).
    var arguments: [Values]
    var repeatsLast: Bool
    var subcommands: [CompletionCommand]

    /// Every command of the tree, this one first, each before its subcommands.
    var all: [CompletionCommand] { [self] + subcommands.flatMap(\.all) }

    /// The options that take a value.
    var valued: [Option] { options.filter { $0.value != nil } }
}

extension CompletionCommand {
    /// The tree of `command` as described by the program (`parent` the path before it).
    init(_ command: ProgramDescription.Command, parent: String? = nil) {
        let visible = (command.arguments ?? []).filter { $0.shouldDisplay != false }
        let name = command.commandName
        let path = parent.map { "\($0) \(name)" } ?? name
        self.name = name
        self.path = path
        abstract = command.abstract ?? ""
        options = visible.filter { $0.kind != .positional }.map(Self.option)
        let positional = visible.filter { $0.kind == .positional }
        arguments = positional.map { Self.values(of: $0) }
        repeatsLast = positional.last?.isRepeating ?? false
        subcommands = (command.subcommands ?? []).filter { $0.shouldDisplay != false }.map { Self($0, parent: path) }
        if let name = command.defaultSubcommand, let implied = subcommands.first(where: { $0.name == name }) {
            let own = Set(options.flatMap(\.names))
            options += implied.options.filter { $0.names.allSatisfy { !own.contains($0) } }
        }
        let commands = subcommands.map(\.name).filter { $0 != "help" }
        if parent == nil, let help = subcommands.firstIndex(where: { $0.name == "help" }) {
            subcommands[help].options = subcommands[help].options.filter { !$0.names.contains("help") }
            subcommands[help].arguments = [.choices(commands)]
            subcommands[help].repeatsLast = false
            subcommands[help].abstract = tr("Show the help of a command.")
        }
        if path.split(separator: " ").dropFirst() == ["settings", "set"], arguments.count == 2 {
            arguments[1] = .choicesAfter(Dictionary(uniqueKeysWithValues: Settings.entries.compactMap { entry in
                guard case .oneOf(let names) = entry.accepted else { return nil }
                return (entry.key, names)
            }))
        }
    }

    private static func option(_ argument: ProgramDescription.Argument) -> Option {
        let names = (argument.names ?? []).map { name in
            switch name.kind {
            case "long": "--" + name.name
            default: "-" + name.name   // short, or longWithSingleDash
            }
        }
        return Option(names: names.sorted { $0.count < $1.count }, abstract: argument.abstract ?? "",
                      value: argument.kind == .flag ? nil : values(of: argument))
    }

    private static func values(of argument: ProgramDescription.Argument) -> Values {
        if let kind = argument.completionKind {
            if let list = kind.list { return .choices(list.values) }
            if let file = kind.file { return .files(extensions: file.extensions) }
            if kind.directory != nil { return .folders }
        }
        if let values = argument.allValues, !values.isEmpty { return .choices(values) }
        return .anything
    }
}
