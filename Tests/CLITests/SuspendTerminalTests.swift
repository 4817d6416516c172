import Foundation
import TestSupport
import Testing

/// Ctrl-Z in the full-screen game, in a shell with job control as a person has it: the program stops
/// with the terminal restored, and `fg` brings the game back as it was, keys going to the game again.
@Suite("Ctrl-Z and fg (tmux, an interactive bash)", .serialized, .requires(TmuxSession.requirement))
struct SuspendTerminalTests {
    @Test("Ctrl-Z suspends with the terminal restored; fg redraws the game and it goes on")
    func suspendAndResume() throws {
        let session = try TmuxSession(PlayTerminalTests.people, jobControl: true)
        defer { session.stop() }
        try session.waitFor("Ann to move (move 1)")
        try session.type("4")
        try session.waitFor("Bob to move (move 2)")
        try session.send("C-z")
        let stopped = try session.waitFor("the shell's Stopped line") { $0.contains("Stopped") }
        #expect(!stopped.contains("Bob to move"), "the game's screen is gone (main screen back)")
        try session.type("stty -a > during; fg\n")
        try session.waitFor("│  ·    ·    ·   (X)   ·    ·    ·  │")
        #expect(try session.screen().contains("Bob to move (move 2)"))
        try session.type("5")
        try session.waitFor("Ann to move (move 3)")
        try session.send("q")
        try session.waitFor("the prompt again") { $0.contains("Game 1 is kept") }
        try session.type("echo $? > status; stty -a > after\n")
        let status = try #require(try session.waitForStatus())
        #expect(status == 0)
        // While stopped, and after, the terminal is as it was before the game.
        #expect(PlayTerminalTests.settings(session.file("before")) == PlayTerminalTests.settings(session.file("during")))
        #expect(PlayTerminalTests.settings(session.file("before")) == PlayTerminalTests.settings(session.file("after")))
    }
}
