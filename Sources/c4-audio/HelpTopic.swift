import ArgumentParser

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
                    ? "'\(word)': \(path) has no subcommands."
                    : "'\(word)' is not a command of \(path) (known: \(names.joined(separator: ", "))).")
            }
            subcommands = subcommands[index].configuration.subcommands
            path += " " + word
        }
    }

    /// A command's name as typed.
    private static func name(of command: any ParsableCommand.Type) -> String {
        command.configuration.commandName ?? "\(command)".lowercased()
    }
}
