import Foundation
import Testing

/// Error messages: one line, naming what was wrong exactly.
@Suite struct ErrorTextTests {
    @Test(arguments: [
        (["show", "44\n53"], "error: move 3: newline is not a column (expected 1-7)\n"),
        (["show", "44\t53"], "error: move 3: tab is not a column (expected 1-7)\n"),
        (["show", "44\r53"], "error: move 3: carriage return is not a column (expected 1-7)\n"),
        (["show", "44 53"], "error: move 3: space is not a column (expected 1-7)\n"),
        (["music", "--check", "0\n1"], "error: character 2: newline is not a note or an ending (expected 0-7)\n"),
        (["show", "--data", "1341414"], "error: --data: character 6: piece 2 at (1,4) is on a taken cell; column 4 fills row 2 next\n"),
        (["render", "--moves", "4453", "-o", "a\nb.xyz"], "error: a\\nb.xyz: unknown extension (use .wav, .flac, .ogg, .mp3 or .mid, or - for WAV on standard output)\n"),
    ])
    func oneLineNamingTheProblem(arguments: [String], expected: String) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 1)
        #expect(result.stderr == expected)
    }

    @Test func usageErrorsEscapeControlCharacters() throws {
        let result = try CLIRunner.run(["show", "4453", "--bogus\nline"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: unknown option '--bogus\\nline'\n"), "\(result.stderr)")
    }

    @Test func showWithoutAGame() throws {
        let none = try CLIRunner.run(["show"])
        #expect(none.status == 64)
        #expect(none.stderr.hasPrefix("error: give the game: MOVES or --data STRING\n"))
        let both = try CLIRunner.run(["show", "4453", "--data", "13414241516"])
        #expect(both.stderr.hasPrefix("error: give either MOVES or --data STRING, not both\n"))
    }

    @Test(arguments: [["music", "4453", "--seed", "-1"], ["render", "--moves", "4453", "-o", "x.wav", "--seed", "-1"],
                      ["selfplay", "--games", "1", "--seed", "-1"]])
    func aNegativeSeed(arguments: [String]) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: --seed '-1': not a valid value"), "\(result.stderr)")
    }

    @Test func helpForAnUnknownCommand() throws {
        let result = try CLIRunner.run(["help", "bogus"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: 'bogus' is not a command of c4-audio (known: "))
        let nested = try CLIRunner.run(["help", "notes", "bogus"])
        #expect(nested.status == 64)
        #expect(try CLIRunner.run(["help", "notes", "list"]).status == 0)
    }

    @Test func musicCheckRefusesMoreNotesThanABoardHolds() throws {
        let fortyTwo = "0" + String(repeating: "12", count: 20) + "3"
        #expect(try CLIRunner.run(["music", "--check", fortyTwo]).status == 0)
        let result = try CLIRunner.run(["music", "--check", fortyTwo + "4"])
        #expect(result.status == 1)
        #expect(result.stderr == "error: character 43: a game has at most 42 pieces, so at most 42 notes\n")
        #expect(try CLIRunner.run(["music", "--check", fortyTwo + "7"]).status == 0, "42 notes and an ending")
    }
}
