import Foundation
import Music
import TestSupport
import Testing

/// A plain `solve` or `show` line is read without swift-argument-parser (`PlainLine`, `Solve+Quick.swift`,
/// `Show+Quick.swift`); the same line with a `--` before its positional words is read by the parser alone.
/// Both must give the same output, errors and exit code, over seeded lines mixing the flags, the global
/// options (valid and refused values) and games (book, solved, invalid, over, empty, none).
@Suite struct PlainLineTests {
    static let positions = ["4453", "", "4455667", "52753311433677442422121", "4458", "44444444", "12a",
                            "1122334", "5554224333234511764415115"]
    static let words: [[String]] = [["--analyze"], ["--weak"], ["--no-color"], ["--color", "never"],
                                    ["--color", "always"], ["--color", "sometimes"], ["--instrument", "marimba"],
                                    ["--instrument", "kazoo"], ["--notes", "/nonexistent/bank"], ["--device", "null"]]

    @Test(arguments: 0..<16)
    func aPlainLineSolvesAsTheParserReadsIt(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed) + 100)
        let folder = Sandbox.folder("solve-plain")
        let groups = [["--db", "\(folder)/history.sqlite"]]
            + Self.words.shuffled(using: &generator).prefix(Int.random(in: 0...3, using: &generator))
        let positions = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
            Self.positions.randomElement(using: &generator)!
        }
        try Self.expectBothWaysAlike("solve", groups, positions, using: &generator)
    }

    /// Runs `command` with the option `groups` split around the positional `words` at a seeded place (as
    /// a person may write them: the quick reader's line), and with every group first and `--` before the
    /// words (the parser's alone): the same exit code, output and errors, and something said.
    static func expectBothWaysAlike(_ command: String, _ groups: [[String]], _ words: [String],
                                    using generator: inout SeededGenerator) throws {
        let split = Int.random(in: 0...groups.count, using: &generator)
        let plain = [command] + groups.prefix(split).joined() + words + groups.dropFirst(split).joined()
        let parsed = [command] + groups.joined() + ["--"] + words
        let quick = try CLIRunner.run(plain), full = try CLIRunner.run(parsed)
        #expect(quick.status == full.status, "\(plain): \(quick.stderr) / \(full.stderr)")
        #expect(quick.stdout == full.stdout, "\(plain)")
        #expect(quick.stderr == full.stderr, "\(plain)")
        #expect(!quick.stdout.isEmpty || !quick.stderr.isEmpty, "\(plain) printed nothing")
    }

    static let games = ["4455667", "4453", "", "44444444", "4480", "445566737", "1122334"]
    static let data = ["13414241516", "134142415816", "xyz"]

    @Test(arguments: 0..<12)
    func aPlainShowLineShowsAsTheParserReadsIt(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed) + 300)
        var groups = Array(Self.words.filter { $0[0] != "--analyze" && $0[0] != "--weak" }
            .shuffled(using: &generator).prefix(Int.random(in: 0...2, using: &generator)))
        // Moves, --data or both (an error), or neither (an error).
        let form = Int.random(in: 0..<4, using: &generator)
        let games = form == 0 || form == 2 ? [Self.games.randomElement(using: &generator)!] : []
        if form == 1 || form == 2 { groups.append(["--data", Self.data.randomElement(using: &generator)!]) }
        groups.shuffle(using: &generator)
        try Self.expectBothWaysAlike("show", groups, games, using: &generator)
    }

    /// Global options may come before the command (`--language nl show 4453`): the quick reader takes them
    /// there too, with the same answer as the parser's.
    @Test(arguments: 0..<8)
    func globalOptionsFirstReadAsTheParserReadsThem(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed) + 500)
        let globals: [[String]] = [["--language", "nl"], ["--language", "en"], ["--language", "xx"], ["--no-color"], ["--color", "never"],
                                   ["--db", Sandbox.folder("first-globals") + "/history.sqlite"]]
        let leading = Array(globals.shuffled(using: &generator).prefix(Int.random(in: 1...3, using: &generator)))
        let command = Bool.random(using: &generator) ? "show" : "solve"
        let game = Self.games.randomElement(using: &generator)!
        let quick = try CLIRunner.run(leading.joined() + [command, game])
        let full = try CLIRunner.run([command] + leading.joined() + ["--", game])
        #expect(quick.status == full.status, "\(leading) \(command) \(game): \(quick.stderr) / \(full.stderr)")
        #expect(quick.stdout == full.stdout && quick.stderr == full.stderr, "\(leading) \(command) \(game)")
    }

    /// `--version` alone is answered before the parser, as the parser answers it with another option beside it.
    @Test func theVersionAloneAnswersAsTheParserDoes() throws {
        let quick = try CLIRunner.run(["--version"]), full = try CLIRunner.run(["--no-color", "--version"])
        #expect(quick.status == 0 && full.status == 0)
        #expect(quick.stdout == full.stdout && quick.stdout.hasSuffix("\n") && quick.stdout.contains("."), "\(quick.stdout)")
        #expect(quick.stderr.isEmpty && full.stderr.isEmpty)
    }
}
