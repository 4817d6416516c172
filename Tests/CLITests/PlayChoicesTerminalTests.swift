import Foundation
import TestSupport
import Testing

/// What a player changes and sees from inside the game, driven through tmux: the options panel
/// (remembered as settings), the sound status, Home/End, a hinted game in `history` and `stats`, the
/// large board.
@Suite("choices inside the game (tmux)", .serialized, .requires(TmuxSession.requirement))
struct PlayChoicesTerminalTests {
    static let people = ["play", "--mute", "--no-color", "--opponent", "human", "--name", "Ann", "--opponent-name", "Bob",
                         "--interval", "0.05"]

    func quit(_ session: TmuxSession) throws {
        try session.send("q")
        #expect(try session.waitForStatus() == 0)
    }

    @Test("o opens the options: → changes the level, remembered as a setting and used by the next game; m says why there is no sound")
    func options() throws {
        let session = try TmuxSession(["play", "--mute", "--no-color", "--level", "easy", "--seed", "2", "--interval", "0.05"])
        defer { session.stop() }
        let start = try session.waitFor("Your move (move 1)")
        #expect(start.contains("no sound: started with --mute"))
        try session.type("m")
        try session.waitFor("No sound: started with --mute.")
        try session.type("o")
        try session.waitFor("Bot level   < easy >")
        try session.type("4")                      // the panel covers the board: no move
        try session.send("Right")
        try session.waitFor("Bot level   < medium >")
        try session.send("Right")
        try session.waitFor("Bot level   < hard >")
        try session.send("Down")
        try session.waitFor("First move  < you >")
        try session.send("Escape")
        try session.waitFor("the board back") { $0.contains("Your move (move 1)") && !$0.contains("Options") }
        // Remembered: the stored setting says hard (the flag said easy for this session only)
        let settings = try CLIRunner.run(["settings", "show"], environment: ["C4_AUDIO_DB": session.directory.appendingPathComponent("history.sqlite").path])
        #expect(settings.stdout.contains("level         hard   (set)"), "\(settings.stdout)")
        // The next game is against the hard bot (a game with a move asks first: it is kept)
        try session.type("4")
        try session.waitFor("Your move (move 3)")
        try session.type("n")
        try session.waitFor("New game (this one is kept)? y: yes, Esc: no")
        try session.type("y")
        try session.waitFor("Bot hard O (yellow)")
        try quit(session)
    }

    @Test("Home and End move the cursor to the first and last column; Enter drops there")
    func homeEnd() throws {
        let session = try TmuxSession(Self.people)
        defer { session.stop() }
        try session.waitFor("Ann to move (move 1)")
        try session.send("End")
        try session.send("Enter")
        try session.waitFor("Bob to move (move 2)")
        try session.send("Home")
        try session.send("Enter")
        try session.waitFor("Ann to move (move 3)")
        // Once Bob's disc has landed: X in column 7, O (the last move, marked) in column 1
        try session.waitFor("both discs in the bottom row") { $0.contains("│ (O)   ·    ·    ·    ·    ·    X  │") }
        try quit(session)
    }

    @Test("A game won with hints on is marked in history and counted apart in stats")
    func hintedGame() throws {
        let session = try TmuxSession(Self.people)
        defer { session.stop() }
        try session.waitFor("Ann to move (move 1)")
        try session.type("t")
        try session.waitFor("hints on")
        for (index, column) in "1212121".enumerated() {
            try session.type(String(column))
            if index < 6 { try session.waitFor("to move (move \(index + 2))") }
        }
        try session.waitFor("Ann won with move 7.")
        try session.send("Escape")
        try quit(session)
        let environment = ["C4_AUDIO_DB": session.directory.appendingPathComponent("history.sqlite").path, "NO_COLOR": "1"]
        let history = try CLIRunner.run(["history"], environment: environment)
        #expect(history.stdout.contains("7 moves, with hints"), "\(history.stdout)")
        let stats = try CLIRunner.run(["stats"], environment: environment)
        #expect(stats.stdout.contains("with hints (W-L-D)"), "\(stats.stdout)")
        let ann = stats.stdout.split(separator: "\n").first { $0.contains("Ann") }.map(String.init) ?? ""
        #expect(ann.contains(" 0       0      0      0    -") && ann.hasSuffix("1-0-0"), "\(stats.stdout)")
        let json = try CLIRunner.run(["stats", "--json"], environment: environment)
        #expect(json.stdout.contains("{\"name\":\"Ann\",\"wins\":0,\"losses\":0,\"draws\":0,\"hinted\":{\"wins\":1,\"losses\":0,\"draws\":0}}"),
                "\(json.stdout)")
    }

    @Test("A tall terminal shows the large board with round discs; a small one the compact board")
    func largeBoard() throws {
        let session = try TmuxSession(["play", "--mute", "--opponent", "human", "--name", "Ann", "--opponent-name", "Bob",
                                       "--interval", "0.05"], columns: 80, rows: 40)
        defer { session.stop() }
        try session.waitFor("Ann to move (move 1)")
        try session.type("4")
        let large = try session.waitFor("Bob to move (move 2)")
        #expect(large.contains("┌" + String(repeating: "─", count: 49) + "┐"), "\(large)")
        #expect(large.contains("▄███▄") && large.contains("▀███▀"), "\(large)")
        try session.resize(columns: 80, rows: 24)
        try session.waitFor("the compact board") { $0.contains("┌" + String(repeating: "─", count: 35) + "┐") }
        try quit(session)
    }
}
