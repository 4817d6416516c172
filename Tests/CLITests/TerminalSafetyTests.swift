import Foundation
import Game
import TestSupport
import Testing

/// Nothing stored or read from a file reaches the terminal raw: every C0 and C1 control character, DEL,
/// U+202E (right-to-left override), U+2028 and U+2029, put through a name, an import and a stored game,
/// comes back escaped from every command that prints it.
@Suite struct TerminalSafetyTests {
    /// The characters a terminal acts on that the tests put through (NUL only where a file can hold it).
    static let controls: [Unicode.Scalar] = (0x01...0x1F).map { Unicode.Scalar($0)! } + [Unicode.Scalar(0x7F)!]
        + (0x80...0x9F).map { Unicode.Scalar($0)! } + ["\u{202E}", "\u{2028}", "\u{2029}"]

    /// What a terminal would act on in `text`, line breaks aside.
    static func raw(_ text: String) -> [String] {
        text.unicodeScalars.filter { $0 != "\n" && SafeText.isControl($0) }.map { "U+" + String($0.value, radix: 16) }
    }

    static func name(_ scalar: Unicode.Scalar) -> String { "A" + String(Character(scalar)) + "B" }

    @Test func aNameWithAControlCharacterIsRefusedAndQuotedEscaped() throws {
        let db = Sandbox.folder("safe") + "/history.sqlite"
        for scalar in Self.controls where scalar != "\n" {
            for arguments in [["settings", "set", "name", Self.name(scalar)], ["play", "--mute", "--name", Self.name(scalar)]] {
                let result = try CLIRunner.run(arguments, stdin: "", environment: ["C4_AUDIO_DB": db])
                #expect(result.status != 0, "\(arguments[0]) took U+\(String(scalar.value, radix: 16))")
                #expect(Self.raw(result.stderr).isEmpty, "\(arguments[0]): \(Self.raw(result.stderr))")
                #expect(result.stderr.contains(SafeText.visible(Self.name(scalar))), "\(result.stderr)")
            }
        }
    }

    @Test func anImportedNameIsReportedEscaped() throws {
        let folder = Sandbox.folder("safe")
        let lines = Self.controls.map { scalar in
            let escaped = String(format: "\\u%04x", scalar.value)
            return #"{"moves":"4455667","music":"01232305","started":"2026-11-20T09:00:00Z","finished":"2026-11-20T09:01:00Z","# +
                #""players":[{"name":"A\#(escaped)B","kind":"human","colour":"red"},{"name":"Bot","kind":"bot","level":"easy","colour":"yellow"}],"winner":"first"}"#
        }
        _ = FileManager.default.createFile(atPath: folder + "/games.jsonl", contents: Data(lines.joined(separator: "\n").utf8))
        let result = try CLIRunner.run(["history", "import", folder + "/games.jsonl"],
                                       environment: ["C4_AUDIO_DB": folder + "/history.sqlite"])
        #expect(result.status == 1)
        #expect(Self.raw(result.stderr).isEmpty, "\(Self.raw(result.stderr))")
        // The first 20 bad lines, then how many more.
        #expect(result.stderr.split(separator: "\n").count == 21)
        #expect(result.stderr.hasSuffix("error: … and \(Self.controls.count - 20) more bad lines\n"))
        #expect(result.stdout == "Imported 0 games; \(Self.controls.count) skipped.\n")
    }

    /// Rows written by another program (a hand edit, an older version): every printing command escapes them.
    @Test func storedNamesArePrintedEscapedByEveryCommand() throws {
        let folder = Sandbox.folder("safe")
        let db = folder + "/history.sqlite"
        let seed = try CLIRunner.run(["history", "import"], stdin: "4455667\n", environment: ["C4_AUDIO_DB": db])
        try #require(seed.status == 0, "\(seed.stderr)")
        let python = try #require(Tools.pythonWithSQLite, Tools.missing("a python3 with sqlite3", package: "python3"))
        let names = Self.controls.map { Self.name($0) }
        let script = """
            import sqlite3, json, sys
            names = json.loads(sys.stdin.read())
            c = sqlite3.connect(sys.argv[1])
            for n in names:
                c.execute("INSERT INTO game (moves, music, firstName, firstKind, firstLevel, firstColour, secondName, secondKind, secondLevel, secondColour, winner, winningCells, started, finished) SELECT moves, music, ?, firstKind, firstLevel, firstColour, secondName, secondKind, secondLevel, secondColour, winner, winningCells, started, finished FROM game WHERE id = 1", (n,))
                c.execute("INSERT INTO player (name, wins, losses, draws) VALUES (?, 1, 0, 0)", (n,))
            c.commit()
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script, db]
        let input = Pipe()
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: names))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        var commands = [["history"], ["history", "--json"], ["stats"], ["history", "export", "--format", "moves"]]
        commands += [2, 30, 66].flatMap { [["history", "show", "\($0)"], ["replay", "\($0)", "--mute", "--speed", "100"]] }
        for arguments in commands {
            let result = try CLIRunner.run(arguments + ["--no-color"], environment: ["C4_AUDIO_DB": db])
            #expect(Self.raw(result.stdout).isEmpty, "\(arguments) stdout: \(Self.raw(result.stdout))")
            #expect(Self.raw(result.stderr).isEmpty, "\(arguments) stderr: \(Self.raw(result.stderr))")
            #expect(!(result.stdout + result.stderr).isEmpty)
        }
        // The names show as escapes: every one in stats, and the damaged rows say which, with their IDs.
        let stats = try CLIRunner.run(["stats", "--no-color"], environment: ["C4_AUDIO_DB": db]).stdout
        for name in names { #expect(stats.contains(SafeText.visible(name)), "\(SafeText.visible(name))") }
        let listing = try CLIRunner.run(["history", "--no-color"], environment: ["C4_AUDIO_DB": db])
        #expect(listing.stdout.contains("#1 "))
        #expect(listing.stderr.contains("error: game 2 in the database is damaged: the name 'A\\u{1}B' holds a control character"))
    }
}
