import Foundation
import TestSupport
import Testing

/// The review by the perfect solver as a player meets it: the panel at the end of a game, and each
/// move's verdict in the animated replay.
@Suite("the review in a terminal (tmux)", .serialized, .requires(TmuxSession.requirement))
struct ReviewTerminalTests {
    /// A game between two `perfect` bots (selfplay seed 4): every position is in the opening book or
    /// quick to solve, so its review comes in seconds even in a debug build. The first player wins with move 41.
    static let perfectGame = "44444525133332314155511366177776522277266"

    @Test("At the end of a game the review panel shows each side's verdicts and what decided it")
    func panelAtTheEnd() throws {
        let session = try TmuxSession(["play", "--mute", "--no-color", "--opponent", "human", "--name", "Ann",
                                       "--opponent-name", "Bob", "--interval", "0.05"])
        defer { session.stop() }
        try session.waitFor("Ann to move (move 1)")
        try session.type(Self.perfectGame)
        try session.waitFor("Ann won with move 41.", timeout: 60)
        let screen = try session.waitFor("No move changed the outcome.", timeout: 120)
        for text in ["Review (perfect play)", "X Ann", "21 best, 0 inaccurate", "O Bob", "20 best, 0 inaccurate",
                     "0 mistakes, 0 blunders"] {
            #expect(screen.contains(text), "\(text)\n\(screen)")
        }
        try session.send("Escape")
        try session.send("q")
        #expect(try session.waitForStatus() == 0)
    }

    @Test("The replay says each move's verdict as it lands, and shows the panel at the end")
    func verdictsInTheReplay() throws {
        let session = try TmuxSession(["replay", "--moves", Self.perfectGame, "--mute", "--no-color", "--interval", "0.2"])
        defer { session.stop() }
        try session.waitFor("a move's verdict") { $0.range(of: #"Move [0-9]+: best"#, options: .regularExpression) != nil }
        try session.waitFor("Player 1 won with move 41.", timeout: 60)
        let screen = try session.waitFor("No move changed the outcome.", timeout: 120)
        #expect(screen.contains("Review (perfect play)") && screen.contains("Move 41: best"), "\(screen)")
        try session.send("q")
        #expect(try session.waitForStatus() == 0)
    }
}
