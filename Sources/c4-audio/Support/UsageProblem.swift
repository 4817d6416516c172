import Game
import Wording

/// A usage error of swift-argument-parser read back into its facts, so that the program says it in its
/// own words and in the user's language: the parser hands out only an English sentence
/// (`The value 'xml' is invalid for '--format <format>'. Please provide one of 'moves', 'data' or 'json'.`),
/// which becomes `--format 'xml': expected moves, data or json`, as the program's own checks say it.
///
/// A message of the parser's that is not one of these (or one of the program's own `validate()` lines)
/// is said as it is.
enum UsageProblem: Equatable {
    /// A value not among the option's choices.
    case notOneOf(name: String, value: String, choices: [String])
    /// A value the option's type cannot read; `reason` when the type said why.
    case invalidValue(name: String, value: String, reason: String?)
    /// A required argument or option not given.
    case missingArgument(name: String)
    /// An option given last, without its value.
    case missingValue(name: String)
    /// A flag given a value.
    case valueNotTaken(name: String, value: String)
    /// Arguments the command does not take.
    case unexpectedArguments([String])
    /// An option the command does not know, with the parser's guess.
    case unknownOption(String, suggestion: String?)

    /// The problem the parser's `message` (its first line, without `Error: `) states, or nil.
    ///
    /// - Parameter arguments: the command line, to name a negative number the parser took for an option.
    init?(message: String, arguments: [String]) {
        let line = message.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? message
        if let match = message.wholeMatch(of: /The value '(.*)' is invalid for '([^']*)'\. Please provide one of (.*)\./.dotMatchesNewlines()) {
            self = .notOneOf(name: Self.name(match.2), value: String(match.1),
                             choices: match.3.matches(of: /'([^']*)'/).map { String($0.1) })
        } else if let match = line.wholeMatch(of: /The value '(.*)' is invalid for '([^']*)'(?:: (.*))?/) {
            self = .invalidValue(name: Self.name(match.2), value: String(match.1), reason: match.3.map(String.init))
        } else if let match = line.wholeMatch(of: /Missing expected argument '([^']*)'/) {
            // `history show -1`: the parser takes `-1` for an option and misses the ID it is.
            if let number = arguments.first(where: { $0.wholeMatch(of: /-[0-9][0-9.]*/) != nil }) {
                self = .invalidValue(name: String(match.1), value: number, reason: nil)
            } else {
                self = .missingArgument(name: String(match.1))
            }
        } else if let match = line.wholeMatch(of: /Missing value for '([^']*)'/) {
            self = .missingValue(name: Self.name(match.1))
        } else if let match = line.wholeMatch(of: /The option '([^']*)' does not take any value, but '(.*)' was specified\./) {
            self = .valueNotTaken(name: String(match.1), value: String(match.2))
        } else if let match = line.wholeMatch(of: /Unexpected argument '(.*)'/) {
            self = .unexpectedArguments([String(match.1)])
        } else if let match = line.wholeMatch(of: /[0-9]+ unexpected arguments: '(.*)'/) {
            self = .unexpectedArguments(match.1.split(separator: "', '", omittingEmptySubsequences: false).map(String.init))
        } else if let match = line.wholeMatch(of: /Unknown option '([^']*)'(?:\. Did you mean '([^']*)'\?)?/) {
            self = .unknownOption(String(match.1), suggestion: match.2.map(String.init))
        } else {
            return nil
        }
    }

    /// `--format` of `--format <format>`; an argument's `<id>` stays as it is.
    private static func name(_ synopsis: Substring) -> String {
        synopsis.hasPrefix("-") ? String(synopsis.prefix { $0 != " " }) : String(synopsis)
    }

    /// The line after `error: `; quoted values escaped and cut (``SafeText/shown(_:)``).
    var words: String {
        switch self {
        case .notOneOf(let name, let value, let choices):
            tr("{option} '{value}': expected {choices}",
               ["option": name, "value": SafeText.shown(value), "choices": ListWords.either(choices)])
        case .invalidValue(let name, let value, nil):
            tr("{option} '{value}': not a valid value", ["option": name, "value": SafeText.shown(value)])
        case .invalidValue(let name, let value, let reason?):
            "\(name) '\(SafeText.shown(value))': \(reason)"
        case .missingArgument(let name):
            tr("missing {argument}", ["argument": name])
        case .missingValue(let name):
            tr("{option} needs a value", ["option": name])
        case .valueNotTaken(let name, let value):
            tr("{option} takes no value ('{value}' given)", ["option": name, "value": SafeText.shown(value)])
        case .unexpectedArguments(let values):
            trn("unexpected argument {arguments}", "unexpected arguments {arguments}", values.count,
                ["arguments": values.map { "'\(SafeText.shown($0))'" }.joined(separator: ", ")])
        case .unknownOption(let name, nil):
            tr("unknown option '{option}'", ["option": SafeText.shown(name)])
        case .unknownOption(let name, let suggestion?):
            tr("unknown option '{option}'; did you mean '{suggestion}'?", ["option": SafeText.shown(name), "suggestion": suggestion])
        }
    }
}
