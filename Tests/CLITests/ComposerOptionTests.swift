import Foundation
import TestSupport
import Testing

/// `--composer phrased|uniform` of `play` and `demo` (issue 42, item 1), probed without playing: with
/// `--notes` naming no directory, a value the option accepts gets past parsing and fails that check (exit 1),
/// while a refused value stops at parsing (exit 64) naming the values it takes.
@Suite struct ComposerOptionTests {
    static let noNotes = ["--notes", "/nonexistent-c4-audio-notes"]

    @Test(arguments: ["play", "demo"])
    func bothComposersAreAcceptedAndNothingElse(command: String) throws {
        for value in ["phrased", "uniform"] {
            let result = try CLIRunner.run([command, "--composer", value, "--mute"] + Self.noNotes, stdin: "")
            #expect(result.status == 1, "\(command) --composer \(value): \(result.stderr)")
            #expect(!result.stderr.contains("--composer"), "\(result.stderr)")
        }
        let refused = try CLIRunner.run([command, "--composer", "random", "--mute"] + Self.noNotes, stdin: "")
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("phrased") && refused.stderr.contains("uniform"), "\(refused.stderr)")
    }

    @Test(arguments: ["play", "demo"])
    func theHelpOffersBoth(command: String) throws {
        let help = try CLIRunner.run([command, "--help"])
        #expect(help.stdout.contains("--composer <phrased|uniform>"), "\(help.stdout)")
    }
}
