import Foundation
import Testing

/// What help and shell completion offer is accepted: every value list of the tunable commands parses,
/// every shell's script offers exactly the lists the program declares, and help writes a default one way.
@Suite struct OfferedValuesTests {
    /// One argument of one command, as `--experimental-dump-help` describes it.
    struct Argument {
        var command: [String]
        var name: String?
        var kind: String
        var abstract: String
        var defaultValue: String?
        var values: [String]
    }

    /// Every argument of every command.
    static func arguments() throws -> [Argument] {
        let dump = try CLIRunner.run(["--experimental-dump-help"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        var found: [Argument] = []
        func walk(_ command: [String: Any], path: [String]) {
            for argument in command["arguments"] as? [[String: Any]] ?? [] {
                let preferred = argument["preferredName"] as? [String: Any]
                let completion = argument["completionKind"] as? [String: Any]
                let list = (completion?["list"] as? [String: Any])?["values"] as? [String]
                found.append(Argument(command: path, name: preferred?["name"] as? String ?? argument["valueName"] as? String, kind: argument["kind"] as? String ?? "",
                                      abstract: argument["abstract"] as? String ?? "",
                                      defaultValue: argument["defaultValue"] as? String, values: list ?? []))
            }
            for sub in command["subcommands"] as? [[String: Any]] ?? [] {
                guard let name = sub["commandName"] as? String else { continue }
                walk(sub, path: path + [name])
            }
        }
        walk(try #require(json["command"] as? [String: Any]), path: [])
        return found
    }

    /// Every value offered for an option of a command that takes tunables is accepted (`--level random` was not).
    @Test func everyOfferedValueIsAccepted() throws {
        let offered = try Self.arguments().filter { !$0.values.isEmpty && $0.kind == "option" }
        var probed = 0
        for argument in offered {
            guard let command = argument.command.first, argument.command.count == 1, TunableFlagTests.commands[command] != nil,
                  let name = argument.name else { continue }
            for value in argument.values {
                let outcome = try TunableFlagTests.probe(command, "--" + name, value)
                #expect(outcome == .accepted, "\(command) --\(name) \(value): \(outcome)")
                probed += 1
            }
        }
        #expect(probed >= 40, "the value lists of play, render, replay…")
        // The keys `settings set` completes are the keys it takes.
        let keys = try #require(try Self.arguments().first { $0.command == ["settings", "set"] && $0.name == "key" })
        #expect(keys.values.contains("interval") && keys.values.contains("level"))
        for key in keys.values {
            let result = try CLIRunner.run(["settings", "reset", key] + TunableFlagTests.noNotes)
            #expect(result.status == 1 && result.stderr.hasPrefix("error: --notes"), "\(key): \(result.stderr)")
        }
    }

    /// The scripts of bash, zsh and fish offer exactly the value lists the program declares, so none offers
    /// a value the program refuses.
    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsOfferTheDeclaredLists(shell: String) throws {
        let result = try CLIRunner.run(["--generate-completion-script", shell])
        #expect(result.status == 0)
        let script = result.stdout
        let lists: [[String]] = switch shell {
        case "bash": Self.matches(#"_offer -W '([^']*)'"#, in: script).map { $0.components(separatedBy: " ") }
        case "zsh": Self.matches(#"compadd -- ((?:'[^']*' ?)+) ;;"#, in: script).map { Self.matches("'([^']*)'", in: $0) }
        default: Self.matches(#" -x -a '([^'(]+)'"#, in: script).map { $0.components(separatedBy: " ") }
        }
        // Besides every command's lists, the scripts offer the commands as `help`'s subjects; a list may be
        // offered in more than one place (the global options' lists at the top level too, `c4-audio
        // --instrument <TAB>`), so the lists are compared as sets.
        let arguments = try Self.arguments()
        let commands = try Self.commandNames()
        let declared = arguments.map(\.values).filter { !$0.isEmpty } + [commands]
        #expect(commands.contains("render") && lists.count >= declared.count)
        #expect(Set(lists.map { $0.joined(separator: " ") }) == Set(declared.map { $0.joined(separator: " ") }))
        #expect(declared.contains(["easy", "medium", "hard", "perfect"]))
        #expect(!declared.contains { $0.contains("random") && $0.contains("easy") }, "a list of levels with random")
    }

    /// Help writes a default as `(default: …)`, once: never both the parser's own and one in the text
    /// (`demo --interval` said "(default: 1). (default: 1.0)").
    @Test func helpWritesEachDefaultOnce() throws {
        for argument in try Self.arguments() {
            let written = argument.abstract.components(separatedBy: "(default").count - 1
            let shown = "\(argument.command) \(argument.name ?? "?"): \(argument.abstract)"
            #expect(written <= 1, "\(shown)")
            #expect(written == 0 || argument.abstract.contains("(default: "), "\(shown)")
            #expect(written == 0 || argument.defaultValue == nil, "\(shown) and the parser's (default: \(argument.defaultValue ?? ""))")
        }
        func words(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let demo = words(try CLIRunner.run(["demo", "--help"]).stdout)
        #expect(!demo.contains("). (default") && demo.contains("0.05 to 10 seconds (default: 1)."))
        let play = words(try CLIRunner.run(["play", "--help"]).stdout)
        #expect(play.contains("--level <level> The bot's level: easy, medium, hard or perfect (default: the stored setting, else medium)."))
    }

    /// The program's commands, from `--experimental-dump-help` (without the parser's own `help`).
    static func commandNames() throws -> [String] {
        let dump = try CLIRunner.run(["--experimental-dump-help"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let command = try #require(json["command"] as? [String: Any])
        return (command["subcommands"] as? [[String: Any]] ?? []).compactMap { $0["commandName"] as? String }.filter { $0 != "help" }
    }

    /// The first capture group of every match of `pattern`.
    static func matches(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
