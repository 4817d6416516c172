import Foundation
import Testing

@Suite struct MusicCommandTests {
    @Test func composesReproduciblyWithASeed() throws {
        let a = try CLIRunner.run(["music", "4455667", "--seed", "7", "--human", "none"])
        let b = try CLIRunner.run(["music", "4455667", "--seed", "7", "--human", "none"])
        #expect(a.status == 0 && a.stderr.isEmpty)
        #expect(a.stdout == b.stdout)
        let melody = a.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(melody.count == 8 && melody.hasPrefix("0") && melody.hasSuffix("5"))
        let check = try CLIRunner.run(["music", "--check", melody, "--moves", "4455667", "--human", "none"])
        #expect(check.status == 0)
        #expect(check.stdout == "valid: 7 notes, ending Good, fits the game\n")
    }

    @Test(arguments: [("first", "5"), ("second", "6"), ("both", "5"), ("none", "5")])
    func endingFollowsWhoPlayed(human: String, ending: String) throws {
        let result = try CLIRunner.run(["music", "4455667", "--seed", "1", "--human", human])
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix(ending))
    }

    @Test(arguments: [
        (arguments: ["music", "--check", "0113"], error: "error: character 3: note D (1) repeats the note before it\n"),
        (["music", "--check", "2"], "error: character 1: the first note must be C (0), not E (2)\n"),
        (["music", "--check", "0159"], "error: character 4: '9' is not a note or an ending (expected 0-7)\n"),
        (["music", "--check", "01510"], "error: character 3: the ending must be the last character\n"),
        (["music", "--check", "0123", "--moves", "44556"], "error: the music has 4 notes but the game has 5 pieces\n"),
        (["music", "--check", "01010106", "--moves", "4455667", "--human", "first"],
         "error: the ending is Bad (6), but when the first player wins and a person moved first the ending is Good (5)\n"),
        (["music", "--check", "0101010", "--moves", "4455667"],
         "error: the music has no ending but the game is over (the first player wins)\n"),
        (["music", "44444444"], "error: move 7: column 4 is full\n"),
    ])
    func invalidStringsExitOneWithTheReason(arguments: [String], error: String) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == error)
    }

    @Test(arguments: [["music"], ["music", "44", "--check", "0"], ["music", "--check", "0", "--seed", "1"]])
    func usageErrorsExit64(arguments: [String]) throws {
        #expect(try CLIRunner.run(arguments).status == 64)
    }
}
