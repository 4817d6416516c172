import Testing

@Suite struct ShowCommandTests {
    @Test func showsAWinWithMoveNumbersAndBrackets() throws {
        let result = try CLIRunner.run(["show", "4455667"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("│  ·    ·    ·   O2   O4   O6    ·  │"))
        #expect(result.stdout.contains("│  ·    ·    ·  [X1] [X3] [X5] [X7] │"))
        #expect(result.stdout.contains("Red won with move 7"))
        #expect(!result.stdout.contains("\u{1B}["), "output to a pipe has no colour codes")
    }

    @Test func showsTheAppSample() throws {
        let result = try CLIRunner.run(["show", "--data", "13414241516"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("│  ·    ·    ·    X    X    O    ·  │"))
        #expect(result.stdout.contains("blue (the bot, moved first)"))
        #expect(result.stdout.contains("purple (you, moved second)"))
        #expect(result.stdout.contains("Bot to move (move 5)."))
    }

    @Test(arguments: [
        (["show", "44444444"], "error: move 7: column 4 is full\n"),
        (["show", "4480"], "error: move 3: '8' is not a column (expected 1-7)\n"),
        (["show", "445566737"], "error: move 8: the game is already over\n"),
        (["show", "--data", "134142415816"],
         "error: --data: the piece at (1,6) is flagged as winning but is in no line of four\n"),
        (["show", "--data", "13414251516"],
         "error: --data: character 6: piece 2 at (2,5) floats; column 5 fills row 1 next\n"),
    ])
    func badInputIsOneLineAndExitOne(arguments: [String], expected: String) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == expected)
    }

    @Test func usageErrorsExit64() throws {
        let result = try CLIRunner.run(["show"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("error: give the game: MOVES or --data STRING\nhint: c4-audio show --help"))
    }
}

@Suite struct GlobalOptionTests {
    @Test func globalOptionsMayComeBeforeTheSubcommand() throws {
        let before = try CLIRunner.run(["--no-color", "show", "4453"])
        let after = try CLIRunner.run(["show", "4453", "--no-color"])
        #expect(before.status == 0)
        #expect(before.stdout == after.stdout)
        let notes = try CLIRunner.run(["--notes", "/nonexistent-bank", "notes", "list"])
        #expect(notes.status == 1)
        #expect(notes.stderr.contains("/nonexistent-bank"))
    }

    @Test func unknownLeadingOptionsStillFail() throws {
        let result = try CLIRunner.run(["--bogus", "show", "4453"])
        #expect(result.status == 64)
    }
}
