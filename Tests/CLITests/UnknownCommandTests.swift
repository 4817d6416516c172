import Testing

/// A word where a command belongs that is not one: one `error:` line naming the closest command, one
/// `hint:` line, exit 64, and nothing run (no game starts, no file is written).
@Suite struct UnknownCommandTests {
    @Test("An unknown command names the closest one", arguments: [
        (["rendr", "--moves", "4", "-o", "x.wav"], "error: 'rendr' is not a command of c4-audio; did you mean 'render'?"),
        (["hitsory"], "error: 'hitsory' is not a command of c4-audio; did you mean 'history'?"),
        (["version"], "error: 'version' is not a command of c4-audio; did you mean '--version'?"),
        (["4453"], "error: '4453' is not a command of c4-audio"),
        (["--db", "x.sqlite", "stast"], "error: 'stast' is not a command of c4-audio; did you mean 'stats'?"),
        (["history", "bogus"], "error: 'bogus' is not a command of c4-audio history"),
        (["history", "shwo", "1"], "error: 'shwo' is not a command of c4-audio history; did you mean 'show'?"),
        (["settings", "sett", "level", "hard"], "error: 'sett' is not a command of c4-audio settings; did you mean 'set'?"),
        (["notes", "gen"], "error: 'gen' is not a command of c4-audio notes; did you mean 'generate'?"),
    ])
    func namesTheClosest(arguments: [String], error: String) throws {
        let result = try CLIRunner.run(arguments, stdin: "q\n")
        #expect(result.status == 64)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2 && lines.first == error, "\(result.stderr)")
        #expect(lines.last?.hasPrefix("hint: c4-audio") == true)
        #expect(result.stdout.isEmpty)
    }

    @Test("No command at all, or only the game's options, still starts the game")
    func noCommandPlays() throws {
        for arguments in [[], ["--mute"], ["--level", "easy", "--mute"]] {
            let result = try CLIRunner.run(arguments, stdin: "4\nq\n")
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stdout.contains("(move 3)"), "\(arguments): \(result.stdout)")
        }
    }
}
