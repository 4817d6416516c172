import ArgumentParser
import Game
import FoundationEssentials
import Wording

/// A word where a command belongs that is not one (`c4-audio rendr`, `c4-audio history bogus`): without this
/// check swift-argument-parser hands it to the default command (`play`, `history list`), whose error then
/// speaks of an option the person never meant. Here it is one line naming the closest command, exit 64.
enum UnknownCommand {
    /// The error and hint lines for `arguments` (global options already moved after the command), or nil
    /// when every leading word is a command.
    static func problem(in arguments: [String]) -> (error: String, hint: String)? {
        var subcommands = C4Audio.configuration.subcommands
        var path = "c4-audio"
        for word in arguments {
            guard !word.hasPrefix("-"), !subcommands.isEmpty else { return nil }
            // Only the commands up to the one named: a command's configuration may be costly to make (the
            // settings' help lists every key), and a valid line should not pay for the ones after it.
            guard let index = subcommands.firstIndex(where: { name(of: $0) == word }) else {
                if word == "help" && path == "c4-audio" { return nil }
                let names = subcommands.map(name(of:))
                let values: [String: any CustomStringConvertible] = ["word": SafeText.shown(word), "path": path]
                let error = (word == "version" ? "--version" : closest(to: word, among: names)).map {
                    tr("'{word}' is not a command of {path}; did you mean '{guess}'?", values.merging(["guess": $0]) { $1 })
                } ?? tr("'{word}' is not a command of {path}", values)
                return (error, tr("{path} --help lists its commands ({names})", ["path": path, "names": names.joined(separator: ", ")]))
            }
            subcommands = subcommands[index].configuration.subcommands
            path += " " + word
        }
        return nil
    }

    /// A command's name as typed.
    private static func name(of command: any ParsableCommand.Type) -> String {
        command.configuration.commandName ?? "\(command)".lowercased()
    }

    /// The command `arguments` name, as typed for its help: `c4-audio`, `c4-audio history show`.
    static func path(of arguments: [String]) -> String {
        var subcommands = C4Audio.configuration.subcommands
        var path = "c4-audio"
        for word in arguments {
            let names = subcommands.map { $0.configuration.commandName ?? "\($0)".lowercased() }
            guard !word.hasPrefix("-"), let index = names.firstIndex(of: word) else { break }
            subcommands = subcommands[index].configuration.subcommands
            path += " " + word
        }
        return path
    }

    /// An option in `arguments` (global options already moved after the command) that the command they name
    /// does not have: `--nosuch` in `render --nosuch`, with the command's option it is a slip of
    /// (`--humn`: `--human`), or nil when every option is known.
    ///
    /// The parser checks a command's `validate()` before it looks at what is left over, so `render --nosuch`
    /// would be told "give a stored game's ID or --moves"; ``C4Audio/usageLines(for:arguments:)`` asks this
    /// first. The names come from the program's own description of its commands (``ProgramDescription``),
    /// hidden spellings included; the word after an option that takes a value is that value, not an option.
    static func unknownOption(in arguments: [String]) -> (name: String, suggestion: String?)? {
        let words = path(of: arguments).split(separator: " ").dropFirst().map(String.init)
        guard var node = ProgramDescription.load(command: words) else { return nil }
        let rest = arguments.dropFirst(words.count)
        while node.subcommands?.isEmpty == false, let name = node.defaultSubcommand,
              let next = node.subcommands?.first(where: { $0.commandName == name }) {
            node = next
        }
        var kinds: [String: ProgramDescription.Argument.Kind] = ["--version": .flag, "--help": .flag]
        var shown: [String] = []
        for argument in node.arguments ?? [] {
            for name in argument.names ?? [] {
                let spelled = (name.kind == "short" ? "-" : "--") + name.name
                kinds[spelled] = argument.kind
                if argument.shouldDisplay != false, spelled.hasPrefix("--") { shown.append(spelled) }
            }
        }
        var skipValue = false
        for word in rest {
            if skipValue { skipValue = false; continue }
            if word == "--" { return nil }
            guard word.hasPrefix("-"), word.count > 1 else { continue }
            let name = String(word.prefix { $0 != "=" })
            if let kind = kinds[name] {
                skipValue = kind == .option && !word.contains("=")
            } else if word.hasPrefix("--") || (word.count == 2 && word.last?.isLetter == true) {
                // not `-1`: a negative number is a value
                return (name, name.hasPrefix("--") ? closest(to: name, among: shown) : nil)
            }
        }
        return nil
    }

    /// The name nearest to `word` by edit distance, when it is near enough to be a slip (at most a third
    /// of the word's letters changed), or that `word` begins.
    static func closest(to word: String, among names: [String]) -> String? {
        if let prefixed = names.first(where: { $0.hasPrefix(word) && word.count >= 2 }) { return prefixed }
        let scored = names.map { ($0, distance(Array(word), Array($0))) }.min { $0.1 < $1.1 }
        guard let (name, cost) = scored, cost <= max(1, word.count / 3) else { return nil }
        return name
    }

    /// The edit distance counting a swap of two neighbouring letters as one slip (optimal string
    /// alignment): insertions, deletions, substitutions and transpositions.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }
}
