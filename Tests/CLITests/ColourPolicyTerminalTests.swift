import Foundation
import TestSupport
import Testing

/// The full-screen game under the one terminal policy, through tmux: `--color` beats NO_COLOR, a piece has
/// the code `show` gives it, and a locale that is not UTF-8 gets ASCII.
@Suite("The game's colours and characters (tmux)", .serialized, .requires(TmuxSession.requirement))
struct ColourPolicyTerminalTests {
    static let game = ["play", "--mute", "--opponent", "human", "--name", "Ann", "--opponent-name", "Bob",
                       "--colour", "red", "--bot-colour", "blue", "--interval", "0.05"]

    /// Drops one disc for Ann, waits for Bob's turn, and returns the screen with its escapes.
    func dropOne(_ session: TmuxSession) throws -> String {
        try session.waitFor("Ann to move (move 1)")
        try session.type("4")
        try session.waitFor("Bob to move (move 2)")
        Thread.sleep(forTimeInterval: 0.5)   // the disc lands
        return try session.tmux(["capture-pane", "-p", "-e", "-t", "main"])
    }

    /// Quits and checks the game ended well.
    func quit(_ session: TmuxSession) throws {
        try session.send("q")
        #expect(try session.waitForStatus() == 0)
    }

    @Test("NO_COLOR=1 play --color always is coloured, red as show paints it", arguments: ["xterm-256color", "linux"])
    func colourAlwaysBeatsNoColor(term: String) throws {
        let show = try CLIRunner.run(["show", "4", "--color", "always"], environment: ["TERM": term]).stdout
        let red = try #require(TerminalPolicyCLITests.style(before: "●\u{1B}[0m red (", in: show).first)
        let session = try TmuxSession(Self.game + ["--color", "always"], environment: ["NO_COLOR": "1", "TERM": term])
        defer { session.stop() }
        let screen = try dropOne(session)
        #expect(screen.contains("\u{1B}[\(red)m") || screen.contains(";\(red)m"), "red is \(red): \(screen)")
        #expect(screen.contains("●"))
        try quit(session)
    }

    @Test("NO_COLOR=1 without --color: X and O")
    func noColor() throws {
        let session = try TmuxSession(Self.game, environment: ["NO_COLOR": "1"])
        defer { session.stop() }
        let screen = try dropOne(session)
        #expect(!screen.contains("●") && (screen.contains("  X  ") || screen.contains(" (X) ")))
        try quit(session)
    }

    @Test("LC_ALL=C: the game draws in ASCII")
    func ascii() throws {
        let session = try TmuxSession(Self.game, environment: ["LC_ALL": "C"])
        defer { session.stop() }
        let screen = try session.waitFor("Ann to move (move 1)")
        #expect(screen.contains("+-----------------------------------+"))
        #expect(screen.contains("|  .    .    .    .    .    .    .  |"))
        #expect(screen.unicodeScalars.allSatisfy { $0.isASCII }, "\(screen)")
        try quit(session)
    }
}
