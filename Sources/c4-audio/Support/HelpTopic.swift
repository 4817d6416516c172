import ArgumentParser
import Game
import Wording

/// `c4-audio help COMMAND…`: swift-argument-parser prints the top-level help, with exit code 0, for a
/// command it does not know (`help bogus`); this turns that into a usage error naming the word.
enum HelpTopic {
    /// Throws a `ValidationError` (exit 64) when `arguments` are `help WORD…` and the words are not a command.
    static func check(_ arguments: [String]) throws {
        guard arguments.first == "help" else { return }
        var subcommands: [any ParsableCommand.Type] = C4Audio.configuration.subcommands
        var path = "c4-audio"
        for word in arguments.dropFirst() {
            if word.hasPrefix("-") { continue }
            let names = subcommands.map { name(of: $0) }
            guard let index = names.firstIndex(of: word) else {
                throw ValidationError(names.isEmpty
                    ? tr("'{word}': {command} has no subcommands.", ["word": SafeText.shown(word), "command": path])
                    : tr("'{word}' is not a command of {command} (known: {commands}).",
                         ["word": SafeText.shown(word), "command": path, "commands": names.joined(separator: ", ")]))
            }
            subcommands = subcommands[index].configuration.subcommands
            path += " " + word
        }
    }

    /// A help page with its `Examples:` block (``HelpText``, in the language in use) moved from the overview
    /// (where swift-argument-parser prints a command's discussion) to the end, where readers look for it,
    /// under a heading written as the parser writes its own (`EXAMPLES:`).
    static func examplesLast(_ help: String) -> String {
        let heading = HelpText.examplesHeading
        var lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.trimmingPrefix(while: \.isWhitespace) == heading }) else { return help }
        var end = start + 1
        while end < lines.count, !lines[end].allSatisfy(\.isWhitespace) { end += 1 }
        // translators: the heading of a help page's examples, in capitals as the parser's USAGE: and OPTIONS:.
        let block = lines[start..<end].map { $0.trimmingPrefix(while: \.isWhitespace) == heading ? tr("EXAMPLES:") : $0 }
        lines.removeSubrange(start..<min(end + 1, lines.count))
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        return (lines + [""] + block).joined(separator: "\n")
    }

    /// A help page with the words swift-argument-parser writes itself (its headings, the help of `--help`
    /// and `--version`, `(default: …)`, the line that points to `help <subcommand>`) in the language in use;
    /// the English page as it is. The parser has no way to word these; they are fixed texts at fixed places
    /// of its page, so each is matched whole, where the parser puts it.
    static func parserWordsTranslated(_ help: String) -> String {
        guard Catalogue.language != "en" else { return help }
        let headings = ["OVERVIEW:": tr("OVERVIEW:"), "USAGE:": tr("USAGE:"), "ARGUMENTS:": tr("ARGUMENTS:"),
                        "OPTIONS:": tr("OPTIONS:"), "SUBCOMMANDS:": tr("SUBCOMMANDS:")]
        let builtIn = ["Show help information.": tr("Show help information."), "Show the version.": tr("Show the version.")]
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var line = String(line)
            // A heading starts a line: `OPTIONS:` alone, `USAGE: c4-audio …` and `OVERVIEW: …` before text.
            if let word = line.split(separator: " ", maxSplits: 1).first, let heading = headings[String(word)] {
                return heading + line.dropFirst(word.count)
            }
            if line.hasPrefix("  -") || line.hasPrefix("  --") {
                for (english, words) in builtIn where line.hasSuffix("  " + english) {
                    line = String(line.dropLast(english.count)) + words
                }
            }
            // A subcommand run when none is named: `  show (default)          Print …`, its column kept.
            if line.hasPrefix("  "), let marker = line.firstRange(of: " (default)  ") {
                let words = " " + tr("(default)")
                let spaces = line[marker.upperBound...].prefix(while: { $0 == " " }).count + 2 - (words.count - " (default)".count)
                line = String(line[..<marker.lowerBound]) + words + String(repeating: " ", count: max(2, spaces))
                    + line[marker.upperBound...].drop(while: { $0 == " " })
            }
            if line.hasPrefix("  See '"), line.hasSuffix(" <subcommand>' for detailed help.") {
                let command = line.dropFirst("  See '".count).dropLast(" <subcommand>' for detailed help.".count)
                return "  " + tr("See '{command} <subcommand>' for detailed help.", ["command": command])
            }
            return line.replacing("(default: ", with: tr("(default: ")).replacing("(values: ", with: tr("(values: "))
        }
        return lines.joined(separator: "\n")
    }

    /// A command's name as typed.
    private static func name(of command: any ParsableCommand.Type) -> String {
        command.configuration.commandName ?? "\(command)".lowercased()
    }
}
