import Assets
import FoundationEssentials
import History
import Wording

/// Chooses the language of everything this run says, before the arguments are parsed (help pages and the
/// parser's errors are words too): `--language` on the command line, else the stored setting, else `auto`,
/// which follows the locale as gettext does (``Language/resolve(_:environment:directory:)``).
///
/// A value `--language` does not accept is left for ``GlobalOptions/check()`` to refuse; meanwhile the run
/// speaks as if it were not given.
enum LanguageChoice {
    static func apply(arguments: [String], environment: [String: String]) {
        let directory = Resources.catalogues
        let choice = value(of: "--language", in: arguments).flatMap { Tunables.language.accepts($0) ? $0 : nil }
            ?? storedChoice(arguments: arguments, environment: environment) ?? Tunables.language.defaultValue
        Catalogue.use(language: Language.resolve(choice, environment: environment, directory: directory), directory: directory)
    }

    /// The stored `language` of the history this run uses (`--db`, `C4_AUDIO_DB`, the default place).
    private static func storedChoice(arguments: [String], environment: [String: String]) -> String? {
        guard let path = try? DatabaseLocation.path(option: value(of: "--db", in: arguments), environment: environment) else { return nil }
        return HistoryStore.quickSetting(Tunables.language, path: path)
    }

    /// The value of option `name` (`--name VALUE` or `--name=VALUE`) before any `--`; the last one given wins.
    static func value(of name: String, in arguments: [String]) -> String? {
        var found: String?
        var index = arguments.startIndex
        while index < arguments.endIndex, arguments[index] != "--" {
            let argument = arguments[index]
            if argument == name, index + 1 < arguments.endIndex {
                found = arguments[index + 1]
                index += 1
            } else if argument.hasPrefix(name + "=") {
                found = String(argument.dropFirst(name.count + 1))
            }
            index += 1
        }
        return found
    }
}
