import Foundation
import TestSupport
import Testing

/// One terminal policy and one palette through the binary: `show`, `history` and `history show` agree on
/// every piece colour's code, use the 16 colours where TERM has no more, let `--color` beat NO_COLOR, and
/// draw ASCII where the locale is not UTF-8. (The game's side is in ``ColourPolicyTerminalTests``.)
@Suite struct TerminalPolicyCLITests {
    static let escape = "\u{1B}["

    /// The SGR parameters of every escape in `text`.
    static func codes(_ text: String) -> Set<String> {
        var found: Set<String> = []
        var rest = Substring(text)
        while let start = rest.range(of: escape) {
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: "m") else { break }
            found.insert(String(after[..<end]))
            rest = after[after.index(after: end)...]
        }
        return found
    }

    /// The SGR parameters just before each occurrence of `text` (the escapes since the last reset).
    static func style(before text: String, in output: String) -> [String] {
        output.components(separatedBy: text).dropLast().map { part in
            let sinceReset = part.components(separatedBy: escape + "0m").last ?? ""
            return sinceReset.components(separatedBy: escape).dropFirst()
                .compactMap { $0.split(separator: "m", maxSplits: 1).first.map(String.init) }
                .joined(separator: ";")
        }
    }

    /// Five games whose ten players have the ten colours, each player named after their colour.
    static func historyOfEveryColour() throws -> TemporaryHistory {
        let history = TemporaryHistory()
        let colours = ["red", "yellow", "green", "purple", "blue", "orange", "pink", "cyan", "white", "brown"]
        let lines = stride(from: 0, to: 10, by: 2).map { index in
            #"{"moves":"4455667","music":"03203125","players":[{"name":"P\#(colours[index])","kind":"human","colour":"\#(colours[index])"},{"name":"P\#(colours[index + 1])","kind":"human","colour":"\#(colours[index + 1])"}]}"#
        }
        let imported = try history.run(["history", "import", "--format", "json"], stdin: lines.joined(separator: "\n") + "\n")
        try #require(imported.status == 0, "\(imported.stderr)")
        return history
    }

    @Test("A piece colour has the same code in history, history show and show", arguments: ["xterm-256color", "linux"])
    func sameCodeInEveryView(term: String) throws {
        let history = try Self.historyOfEveryColour()
        let environment = ["C4_AUDIO_DB": history.path, "TERM": term]
        let list = try CLIRunner.run(["history", "--color", "always"], environment: environment).stdout
        let colours = ["red", "yellow", "green", "purple", "blue", "orange", "pink", "cyan", "white", "brown"]
        var codes: [String: String] = [:]
        for (index, colour) in colours.enumerated() {
            // In the list: the disc and the name in the players' line.
            let named = Self.style(before: "P\(colour)\u{1B}[0m moved", in: list) + Self.style(before: "P\(colour)\u{1B}[0m\n", in: list)
            let code = try #require(named.first, "\(colour) in \(list)")
            #expect(Set(named) == [code], "\(colour)")
            codes[colour] = code
            // In history show: the legend's disc before the colour's name.
            let show = try CLIRunner.run(["history", "show", String(index / 2 + 1), "--color", "always"], environment: environment).stdout
            #expect(Self.style(before: "●\u{1B}[0m \(colour) (", in: show) == [code], "\(colour): \(show)")
        }
        #expect(Set(codes.values).count == 10)
        // show: red and yellow, as the list has them.
        let show = try CLIRunner.run(["show", "4453", "--color", "always"], environment: ["TERM": term]).stdout
        #expect(Self.style(before: "●\u{1B}[0m red (", in: show) == [codes["red"]!])
        #expect(Self.style(before: "●\u{1B}[0m yellow (", in: show) == [codes["yellow"]!])
    }

    @Test("On a 16-colour terminal show and history use only the 16 colours", arguments: ["linux", "screen", "vt100", "xterm"])
    func sixteenColours(term: String) throws {
        let history = try Self.historyOfEveryColour()
        let environment = ["C4_AUDIO_DB": history.path, "TERM": term]
        for arguments in [["show", "4455667"], ["show", "4453"], ["history"], ["history", "show", "1"]] {
            let output = try CLIRunner.run(arguments + ["--color", "always"], environment: environment).stdout
            let codes = Self.codes(output)
            #expect(!codes.isEmpty, "\(arguments)")
            for code in codes {
                let numbers = code.split(separator: ";").compactMap { Int($0) }
                #expect(numbers.allSatisfy { [0, 1, 2, 4].contains($0) || (30...37).contains($0) || (90...97).contains($0) },
                        "\(arguments) TERM=\(term): \(code)")
            }
        }
        #expect(Self.codes(try CLIRunner.run(["show", "4453", "--color", "always"], environment: environment).stdout).contains("91"))
    }

    @Test("--color beats NO_COLOR and FORCE_COLOR; NO_COLOR and FORCE_COLOR beat the terminal", arguments: [
        (["NO_COLOR": "1"], ["--color", "always"], true),
        (["NO_COLOR": "1", "FORCE_COLOR": "1"], ["--color", "never"], false),
        (["FORCE_COLOR": "1"], [String](), true),
        (["NO_COLOR": "1"], [String](), false),
        ([String: String](), [String](), false),   // a pipe
    ])
    func colourChoice(environment: [String: String], options: [String], coloured: Bool) throws {
        let history = try Self.historyOfEveryColour()
        var environment = environment
        environment["C4_AUDIO_DB"] = history.path
        environment["TERM"] = "xterm-256color"
        for arguments in [["show", "4453"], ["history"], ["history", "show", "1"]] {
            let output = try CLIRunner.run(arguments + options, environment: environment).stdout
            #expect(output.contains(Self.escape) == coloured, "\(arguments) \(options) \(environment)")
        }
    }

    @Test("Where the locale is not UTF-8, show and history draw in ASCII", arguments: [
        ["LC_ALL": "C"], ["LANG": "C"], ["LC_CTYPE": "POSIX", "LANG": "C.UTF-8"],
    ])
    func ascii(locale: [String: String]) throws {
        let history = try Self.historyOfEveryColour()
        // The sandbox's LANG=C.UTF-8 stays where the test sets no LANG.
        let environment = locale.merging(["C4_AUDIO_DB": history.path, "TERM": "xterm-256color"]) { $1 }
        for arguments in [["show", "4455667"], ["history"], ["history", "show", "1"]] {
            for colour in ["always", "never"] {
                let output = try CLIRunner.run(arguments + ["--color", colour], environment: environment).stdout
                #expect(!output.isEmpty && output.unicodeScalars.allSatisfy { $0.isASCII }, "\(arguments) \(colour): \(output)")
            }
        }
        let show = try CLIRunner.run(["show", "4455667"], environment: environment).stdout
        #expect(show.contains("+-----------------------------------+"))
        #expect(show.contains("|  .    .    .   O2   O4   O6    .  |"))
    }
}
