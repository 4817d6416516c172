import ArgumentParser

/// A command line simple enough to read without swift-argument-parser: the command's name first, then
/// flags and `--name value` options each given at most once, and positional words, none of which starts
/// with `-`.
///
/// The parser describes every command by reflection before it reads a word (about 5 ms of a 13 ms
/// `solve --analyze 4453`); a plain line needs only its own command's words. A command with a quick path
/// (``C4Audio/Render/quick(_:)``, ``C4Audio/Solve/quick(_:)``, ``C4Audio/Show/quick(_:)``) names its flags and options here and
/// fills its properties from what was read, with the conversions the parser uses
/// (``ExpressibleByArgument``). Anything else is nil: `--name=value`, `-abc`, `--`, a repeated or unknown
/// word, `--help`, a global option before the command. The full parser then reads the line and gives its
/// usual answer or error. The global options are known to every plain line (``GlobalOptions/plainFlags``,
/// ``GlobalOptions/plainOptions``). Tests run each command spelled both ways and compare the results
/// (`PlainLineTests`, `RenderCommandTests`).
struct PlainLine {
    /// The flags given (their long names).
    private(set) var flags: Set<String> = []
    /// The options given, by long name.
    private(set) var values: [String: String] = [:]
    /// The positional words, in order.
    private(set) var words: [String] = []

    /// Reads `arguments` (the command line without the program's name) as a plain `command` line.
    ///
    /// - Parameters:
    ///   - flags: the command's flags (long names; `--no-color` is added).
    ///   - options: the command's value options by every spelling (`-o`, `--output`), to their long name;
    ///     the global ones are added.
    ///   - positional: whether the command takes positional words.
    init?(_ arguments: [String], command: String, flags knownFlags: Set<String> = [], options: [String: String] = [:],
          positional: Bool = false) {
        guard arguments.first == command else { return nil }
        var rest = arguments.dropFirst()
        while let word = rest.popFirst() {
            if !word.hasPrefix("-") {
                guard positional else { return nil }
                words.append(word)
            } else if knownFlags.contains(word) || GlobalOptions.plainFlags.contains(word) {
                guard flags.insert(word).inserted else { return nil }
            } else {
                guard let name = options[word] ?? GlobalOptions.plainOptions[word], values[name] == nil,
                      let value = rest.popFirst(), !value.isEmpty, !value.hasPrefix("-") else { return nil }
                values[name] = value
            }
        }
    }

    /// The global options given on the line (the others at their defaults).
    var global: GlobalOptions {
        var global = GlobalOptions()
        global.noColor = flags.contains("--no-color")
        (global.color, global.notes, global.instrument) = (values["--color"], values["--notes"], values["--instrument"])
        (global.db, global.device, global.language) = (values["--db"], values["--device"], values["--language"])
        return global
    }

    /// The value of option `name` as the parser converts it, nil when not given.
    /// - Throws: when the parser would refuse the text (the quick path then gives way to the parser).
    func value<Value: ExpressibleByArgument>(_ name: String, as type: Value.Type = Value.self) throws -> Value? {
        guard let text = values[name] else { return nil }
        guard let value = Value(argument: text) else { throw Unconvertible() }
        return value
    }

    private struct Unconvertible: Error {}
}

extension GlobalOptions {
    /// The global flags a ``PlainLine`` reads (`PlainLineTests` gives each both ways).
    static let plainFlags: Set<String> = ["--no-color"]

    /// The global value options a ``PlainLine`` reads, to their long names.
    static let plainOptions: [String: String] = [
        "--color": "--color", "--notes": "--notes", "--instrument": "--instrument", "--db": "--db", "--device": "--device",
        "--language": "--language",
    ]
}
