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
                    ? "'\(SafeText.shown(word))': \(path) has no subcommands."
                    : "'\(SafeText.shown(word))' is not a command of \(path) (known: \(names.joined(separator: ", "))).")
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

    /// A command's name as typed.
    private static func name(of command: any ParsableCommand.Type) -> String {
        command.configuration.commandName ?? "\(command)".lowercased()
    }
}
