import Foundation
import TestSupport
import Testing

/// The animated replay driven through tmux as a person would: keys in, screens out, the terminal's
/// settings compared before and after (`stty -a`), and its sound captured through ALSA's file plugin.
@Suite("replay in a terminal (tmux)", .serialized, .requires(TmuxSession.requirement))
struct ReplayTerminalTests {
    static let drawMoves = "257771314744647214154617633623313656555222"

    /// A stored, finished game of Ann (purple) and Bob (cyan), in a database of its own.
    static func storedGame(in directory: String) throws -> [String: String] {
        let db = ["C4_AUDIO_DB": "\(directory)/history.sqlite"]
        let game = #"{"moves":"4454637","music":"01013415","started":"2026-01-02T10:00:00Z","finished":"2026-01-02T10:05:00Z","players":[{"name":"Ann","kind":"human","colour":"purple"},{"name":"Bob","kind":"human","colour":"cyan"}]}"#
        let imported = try CLIRunner.run(["history", "import"], stdin: game + "\n", environment: db)
        try #require(imported.status == 0, "\(imported.stderr)")
        return db
    }

    /// Quits with `key` and checks the exit status and that the terminal is as it was.
    static func quitAndCheckRestored(_ session: TmuxSession, key: String = "q", expectStatus: Int32 = 0) throws {
        try session.send(key)
        let status = try #require(try session.waitForStatus())
        #expect(status == expectStatus)
        #expect(!session.file("before").isEmpty)
        #expect(PlayTerminalTests.settings(session.file("before")) == PlayTerminalTests.settings(session.file("after")))
    }

    /// The board's lines on a screen.
    static func board(_ screen: String) -> [Substring] { screen.split(separator: "\n").filter { $0.contains("│") } }

    /// The pieces on a screen's board (X and O, without colour).
    static func pieces(_ screen: String) -> Int {
        board(screen).reduce(0) { $0 + $1.filter { $0 == "X" || $0 == "O" }.count }
    }

    @Test("A stored game replays to its end: names and colours, winning discs, move numbers, the result; q restores the terminal")
    func toTheEnd() throws {
        let directory = RenderCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let db = try Self.storedGame(in: directory)
        let session = try TmuxSession(["replay", "1", "--mute", "--no-color", "--interval", "0.1"], environment: db)
        defer { session.stop() }
        let screen = try session.waitFor("Ann won with move 7.")
        #expect(screen.contains("Ann X (purple)  vs  Bob O (cyan)"))
        #expect(screen.contains("│  ·    ·    ·   O4    ·    ·    ·  │"))
        #expect(screen.contains("│  ·    ·   O6  [X1] [X3] [X5] [X7] │"))
        #expect(screen.contains("Replay again? r: yes, q: quit"))
        #expect(screen.contains("Replay at ×1"))
        // p: the turning points (Ann's move 3 and Bob's move 4 lost won games), each with its line as faint
        // discs and the command that plays it again from the stored game; after the last, the end again.
        try session.waitFor("p turning points")
        try session.type("p")
        let first = try session.waitFor("Turning point 1 of 2")
        #expect(first.contains("Move 3, Ann:") && first.contains("c4-audio play --from 1:3"), "\(first)")
        try session.type("p")
        try session.waitFor("the best move, 4")
        try session.type("p")
        let second = try session.waitFor("Turning point 2 of 2")
        #expect(second.contains("Move 4, Bob:") && second.contains("c4-audio play --from 1:4"), "\(second)")
        #expect(second.contains("Ann wins with move 7."), "\(second)")
        try session.type("pp")
        try session.waitFor("the end again") { $0.contains("Replay again?") && !$0.contains("Turning point 2") }
        try session.type("r")
        try session.waitFor("the board emptied") { Self.pieces($0) < 7 && !$0.contains("Replay again?") }
        try session.waitFor("Ann won with move 7.")
        try Self.quitAndCheckRestored(session)
    }

    /// Waits until the replay's own clock has run `seconds` on from now: its sound, mono 16-bit at 44.1 kHz through
    /// the paced file plugin, is the clock the replay places its pieces by, and the capture grows by a frame a frame.
    static func waitForClock(_ capture: String, seconds: Double, timeout: Double = 60) throws {
        func frames() -> Int { ((try? FileManager.default.attributesOfItem(atPath: capture)[.size] as? Int) ?? 0) / 2 }
        let target = frames() + Int(seconds * 44_100)
        let end = Date().addingTimeInterval(timeout)
        while frames() < target {
            guard Date() < end else {
                Issue.record("the sound's clock stopped at \(frames()) frames, short of \(target)")
                throw CancellationError()
            }
            usleep(10_000)
        }
    }

    @Test("Space pauses (the board stays), → plays one piece, + and - change the speed shown, Space goes on")
    func pauseStepSpeed() throws {
        let directory = RenderCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let capture = "\(directory)/capture.raw"
        let session = try TmuxSession(["replay", "--moves", Self.drawMoves, "--seed", "1", "--interval", "0.4", "--no-color",
                                       "--channels", "1", "--paced", "--device", "file:FILE=\(capture),FORMAT=raw"])
        defer { session.stop() }
        try session.waitFor("Next: Player 1 (move 3 of 42)")
        try session.send("Space")
        let paused = try session.waitFor("Replay at ×1, paused")
        #expect(paused.contains("Paused: Space goes on, → next piece, ← back."))
        // Notes handed over before the pause still land (within the lead, 0.1 s, and a disc's fall); then, while
        // the replay's clock runs on for two and a half intervals, in which a running replay places two pieces
        // more, nothing moves.
        try Self.waitForClock(capture, seconds: 0.5)
        let before = Self.pieces(try session.screen())
        try Self.waitForClock(capture, seconds: 1)
        #expect(Self.pieces(try session.screen()) == before)
        try session.send("Right")
        try session.waitFor("one more piece") { Self.pieces($0) == before + 1 && $0.contains("(move \(before + 2) of 42)") }
        try session.send("Left")
        try session.send("Left")
        try session.waitFor("two pieces back") { Self.pieces($0) == before - 1 && $0.contains("(move \(before) of 42)") }
        try session.send("Right")
        try session.type("+")
        try session.waitFor("Replay at ×2, paused")
        try session.type("-")
        try session.type("-")
        try session.waitFor("Replay at ×0.5, paused")
        try session.type("++++")
        try session.waitFor("Replay at ×8, paused")
        try session.send("Space")
        try session.waitFor("Draw: the board is full.", timeout: 30)
        try Self.quitAndCheckRestored(session, key: "Escape")
    }

    @Test("Ctrl-C in the middle quits at once with status 130, the terminal restored")
    func interrupt() throws {
        let session = try TmuxSession(["replay", "--moves", Self.drawMoves, "--seed", "1", "--mute", "--no-color"])
        defer { session.stop() }
        try session.waitFor("Next: Player 2 (move 2 of 42)")
        try Self.quitAndCheckRestored(session, key: "C-c", expectStatus: 130)
    }

    @Test("Too small a terminal says how big it must be; enlarged, the replay goes on")
    func resize() throws {
        // A second a piece: the resize must come before the end even when a loaded machine is slow to look.
        let session = try TmuxSession(["replay", "--moves", "4455667", "--seed", "1", "--interval", "1", "--mute",
                                       "--no-color"])
        defer { session.stop() }
        try session.waitFor("Next: Player")
        try session.resize(columns: 30, rows: 10)
        try session.waitFor("The terminal is 30×10;")
        try session.resize(columns: 60, rows: 22)
        try session.waitFor("Player 1 won with move 7.")
        try Self.quitAndCheckRestored(session)
    }

    @Test("NO_COLOR draws X and O; without it the discs are coloured")
    func colour() throws {
        let plain = try TmuxSession(["replay", "--moves", "4455667", "--seed", "1", "--interval", "0.05", "--mute"],
                                    environment: ["NO_COLOR": "1"])
        defer { plain.stop() }
        let screen = try plain.waitFor("Player 1 won with move 7.")
        #expect(screen.contains("[X7]"))
        try Self.quitAndCheckRestored(plain)
        let coloured = try TmuxSession(["replay", "--moves", "4455667", "--seed", "1", "--interval", "0.05", "--mute"],
                                       environment: ["COLORTERM": "truecolor"])
        defer { coloured.stop() }
        try coloured.waitFor("Player 1 won with move 7.")
        #expect(try coloured.tmux(["capture-pane", "-p", "-e", "-t", "main"]).contains("38;2;230;40;40"))
        try Self.quitAndCheckRestored(coloured)
    }

    @Test("demo shows one bot game after another; any key quits, and each game shown is printed as a replay command")
    func demoGames() throws {
        let session = try TmuxSession(["demo", "--seed", "5", "--interval", "0.05", "--mute", "--no-color"])
        defer { session.stop() }
        let first = try session.waitFor("the first game's end") { $0.contains(" won with move ") || $0.contains("Draw:") }
        let title = try #require(first.split(separator: "\n").first { $0.contains("  vs  Bot ") })
        #expect(first.contains("Bots play each other: any key quits"))
        try session.waitFor("the next game", timeout: 30) { !$0.contains(title) && $0.contains("  vs  Bot ") }
        try Self.quitAndCheckRestored(session, key: "x")
        let lines = try session.screen().split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("game ") }.count == 2)
        #expect(lines.filter { $0.hasPrefix("replay: c4-audio replay --moves ") }.count == 2)
    }
}
