import Foundation
import TestSupport
import Testing

/// The full-screen game driven through tmux as a person would: keys in, screens out, and the
/// terminal's settings compared before and after (`stty -a`).
@Suite("play in a terminal (tmux)", .serialized, .requires(TmuxSession.requirement))
struct PlayTerminalTests {
    static let drawMoves = "257771314744647214154617633623313656555222"
    static let people = ["play", "--mute", "--no-color", "--opponent", "human", "--name", "Ann", "--opponent-name", "Bob",
                         "--interval", "0.05"]

    /// Quits with q and checks the exit status and that the terminal is as it was.
    func quitAndCheckRestored(_ session: TmuxSession, expectStatus: Int32 = 0) throws {
        try session.send("q")
        let status = try #require(try session.waitForStatus())
        #expect(status == expectStatus)
        #expect(!session.file("before").isEmpty)
        #expect(Self.settings(session.file("before")) == Self.settings(session.file("after")))
    }

    @Test("Two people: the first wins; winning discs bracketed, move numbers, the prompt")
    func won() throws {
        let session = try TmuxSession(Self.people)
        defer { session.stop() }
        try session.waitFor("Ann to move (move 1)")
        for (index, column) in "1212121".enumerated() {
            try session.type(String(column))
            if index < 6 { try session.waitFor("to move (move \(index + 2))") }
        }
        let screen = try session.waitFor("Ann won with move 7.")
        #expect(screen.contains("│[X7]   ·    ·    ·    ·    ·    ·  │"))
        #expect(screen.contains("│[X1]  O2    ·    ·    ·    ·    ·  │"))
        #expect(screen.contains("Another game? y/Enter: yes, Esc: no"))
        // The prompt takes only the keys it names; Esc leaves the finished board in view.
        try session.type("3")
        try session.send("Escape")
        try session.waitFor("the prompt gone") { !$0.contains("Another game?") && $0.contains("n new game") }
        #expect(try session.screen().contains("│[X7]   ·    ·    ·    ·    ·    ·  │"))
        // Undo after the end: the game goes on, unfinished again in the history.
        try session.type("u")
        try session.waitFor("Took back 1 move; the game goes on.")
        try session.waitFor("Ann to move (move 7)")
        try session.type("3")
        try session.waitFor("Bob to move (move 8)")
        try session.type("n")
        try session.waitFor("New game (this one is kept)? y: yes, Esc: no")
        try session.type("y")
        try session.waitFor("Ann to move (move 1)")
        try quitAndCheckRestored(session)
        let history = try CLIRunner.run(["history", "--json"], environment: ["C4_AUDIO_DB": session.directory.appendingPathComponent("history.sqlite").path]).stdout
        #expect(history.contains("\"moves\":\"1212123\""), "\(history)")
        #expect(history.contains("\"finished\":null"))
        let stats = try CLIRunner.run(["stats"], environment: ["C4_AUDIO_DB": session.directory.appendingPathComponent("history.sqlite").path]).stdout
        // The win taken back: neither player keeps a result (their rows stay, at nought).
        #expect(stats == """
              #  player   wins  losses  draws  games  won
              1  Ann         0       0      0      0    -
              2  Bob         0       0      0      0    -

            """, "the win taken back: \(stats)")
    }

    @Test("Two people fill the board: a draw, every disc numbered")
    func drawn() throws {
        let session = try TmuxSession(Self.people)
        defer { session.stop() }
        try session.waitFor("Ann to move (move 1)")
        try session.type(Self.drawMoves)
        let screen = try session.waitFor("Draw: the board is full.")
        #expect(screen.contains(" X42") || screen.contains(" O42"))
        #expect(!screen.contains("·"))
        try quitAndCheckRestored(session)
    }

    @Test("Against the hard bot, playing the left columns loses; the bot replies on its own")
    func lost() throws {
        let session = try TmuxSession(["play", "--mute", "--no-color", "--level", "hard", "--seed", "5", "--interval", "0.1"])
        defer { session.stop() }
        var move = 1
        var column = 1
        while true {
            let screen = try session.waitFor("my turn or the end") {
                $0.contains("Your move (move \(move))") || $0.contains("Bot hard won")
            }
            if screen.contains("Bot hard won") { break }
            try session.type(String(column))
            let after = try session.waitFor("the move or a full column") {
                $0.contains("is full.") || !$0.contains("Your move (move \(move))")
            }
            if after.contains("Column \(column) is full.") { column += 1; continue }
            move += 2
        }
        let screen = try session.waitFor("[O")
        #expect(screen.contains("Another game?"))
        // p: the first turning point, its line of perfect play as faint discs (lower case without colour),
        // and for a move of mine the command that plays it again from the stored game.
        try session.waitFor("turning points in the keys") { $0.contains("p turning points") }
        try session.type("p")
        let point = try session.waitFor("Turning point 1 of")
        // The board's rows alone (the panel beside them has words).
        let rows = point.split(separator: "\n").filter { $0.contains("│") }.map { String($0.drop { $0 != "│" }.prefix(37)) }
        #expect(rows.count == 6 && rows.contains { $0.contains("x") || $0.contains("o") }, "\(point)")
        #expect(point.contains("Faint: perfect play after") && point.contains("the move played,"), "\(point)")
        if let mine = point.firstMatch(of: /Move (\d+), You:/) {
            #expect(point.contains("c4-audio play --from 1:\(mine.1)"), "\(point)")
        }
        try session.type("p")
        try session.waitFor("the best move,")
        try session.send("Escape")
        let back = try session.waitFor("the end again") { $0.contains("Another game?") && !$0.contains("Turning point 1 of") }
        #expect(back.contains("[O"))
        try quitAndCheckRestored(session)
    }

    @Test("Undo takes back your move and the bot's; a full column says so")
    func undo() throws {
        let session = try TmuxSession(["play", "--mute", "--no-color", "--level", "easy", "--seed", "2", "--interval", "0.1"])
        defer { session.stop() }
        try session.waitFor("Your move (move 1)")
        try session.type("4")
        try session.waitFor("Your move (move 3)")
        try session.type("u")
        let screen = try session.waitFor("Took back 2 moves.")
        #expect(screen.contains("Your move (move 1)"))
        let board = screen.split(separator: "\n").filter { $0.contains("│") }
        #expect(board.count == 6 && board.allSatisfy { !$0.contains("X") && !$0.contains("O") })
        try session.type("u")
        try session.waitFor("Nothing to undo.")
        try quitAndCheckRestored(session)
    }

    @Test("t shows each column's outcome in words, as solve --analyze scores them, the best marked; ? lists the keys")
    func hint() throws {
        let prefix = String(Self.drawMoves.prefix(20))
        let session = try TmuxSession(Self.people)
        defer { session.stop() }
        try session.waitFor("Ann to move (move 1)")
        try session.type(prefix)
        try session.waitFor("Ann to move (move 21)")
        try session.type("?")
        try session.waitFor("Keys  (Esc or ? closes)")
        try session.type("1")  // the help covers the board: no move
        try session.send("Escape")
        try session.waitFor("Ann to move (move 21)")
        try session.type("t")
        let screen = try session.waitFor("all seven hints") { text in
            text.contains("Hints for Ann:") && !text.contains("…")
        }
        let analysis = try CLIRunner.run(["solve", "--analyze", prefix]).stdout
        let scores = analysis.split(separator: " ").dropFirst().map { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        for (index, score) in scores.enumerated() {
            let words: String
            if let score {
                let own = 20 / 2, opponent = 20 - own
                words = score > 0 ? Self.moves("wins in", 22 - score - own)
                    : score < 0 ? Self.moves("loses in", 22 + score - opponent) : "draw"
            } else {
                words = "full"
            }
            #expect(screen.contains("  \(index + 1)  \(words)"), "column \(index + 1): \(words)")
        }
        let best = scores.compactMap(\.self).max()
        for (index, score) in scores.enumerated() where score != nil {
            let line = screen.split(separator: "\n").first { $0.contains("  \(index + 1)  ") && ($0.contains(" wins in ") || $0.contains(" loses in ") || $0.contains("draw")) }
            #expect(line.map { $0.hasSuffix("best") || $0.contains("best") } == (score == best), "column \(index + 1)")
        }
        try session.type("t")
        try session.waitFor("hints hidden") { !$0.contains("Hints for") }
        try quitAndCheckRestored(session)
    }

    /// `stty -a` without the window size, which a resize changes on purpose.
    static func settings(_ stty: String) -> String {
        stty.replacingOccurrences(of: #"rows \d+; columns \d+;"#, with: "", options: .regularExpression)
    }

    static func moves(_ verb: String, _ count: Int) -> String { "\(verb) \(count) move\(count == 1 ? "" : "s")" }

    @Test("A resize redraws; too small a window says how big it must be")
    func resize() throws {
        let session = try TmuxSession(Self.people)
        defer { session.stop() }
        try session.waitFor("Ann to move (move 1)")
        try session.type("44")
        try session.resize(columns: 30, rows: 10)
        try session.waitFor("The terminal is 30×10;")
        try session.type("1")  // the board is hidden: no move is taken
        try session.resize(columns: 50, rows: 20)
        let screen = try session.waitFor("Ann to move (move 3)")
        #expect(screen.contains("│  ·    ·    ·   (O)   ·    ·    ·  │"))
        try quitAndCheckRestored(session)
    }

    @Test("The terminal is restored after Ctrl-C and after signals, crashes included",
          arguments: [("C-c", Int32(130)), ("TERM", 143), ("HUP", 129), ("SEGV", 139), ("ABRT", 134)])
    func restored(how: String, status: Int32) throws {
        // The Swift runtime's crash report (which the game's handler passes the crash on to) would
        // otherwise wait for a key in a terminal.
        let session = try TmuxSession(Self.people, environment: ["SWIFT_BACKTRACE": "interactive=no"])
        defer { session.stop() }
        try session.waitFor("Ann to move (move 1)")
        if how == "C-c" {
            try session.send("C-c")
        } else {
            let pid = try #require(try session.gamePID())
            kill(pid, Signal.number(how))
        }
        let exit = try #require(try session.waitForStatus())
        #expect(exit == status)
        #expect(!session.file("before").isEmpty)
        #expect(session.file("before") == session.file("after"))
    }

    @Test("TERM=dumb plays in the screen-reader mode: lines, no refusal, the terminal left as it was")
    func dumbTerminal() throws {
        let session = try TmuxSession(["play", "--mute", "--level", "easy"], environment: ["TERM": "dumb"])
        defer { session.stop() }
        try session.waitFor("Move 1: your turn (red).")
        try session.type("4\n")
        try session.waitFor("You, red, column 4, row 1.")
        try session.type("q\n")
        let exit = try #require(try session.waitForStatus())
        #expect(exit == 0)
        #expect(session.file("stderr").isEmpty)
        #expect(session.file("before") == session.file("after"))
    }

    @Test("Colour: discs drawn in 24-bit colour when COLORTERM says so, a mouse click drops")
    func colourAndMouse() throws {
        let session = try TmuxSession(["play", "--mute", "--opponent", "human", "--interval", "0.05"],
                                      environment: ["COLORTERM": "truecolor"])
        defer { session.stop() }
        try session.waitFor("You to move (move 1)")
        // A left click on column 3 (screen column 8 + 1 + 2·5 + 3: the board and the room for a hint panel
        // are centred in 80 columns, a margin of 8; board row 8), as SGR mouse reports it.
        try session.type("\u{1B}[<0;22;8M\u{1B}[<0;22;8m")
        try session.waitFor("Player 2 to move (move 2)")
        // The disc lands in column 3 (once it has fallen): on the bottom row, at the middle of the third cell.
        var discs: [Int] = []
        for _ in 0..<40 {
            let lines = try session.screen().split(separator: "\n").map { Array($0) }
            let bottom = try #require(lines.firstIndex { $0.contains("└") }) - 1
            discs = lines[bottom].indices.filter { lines[bottom][$0] == "●" }
            if !discs.isEmpty { break }
            usleep(50_000)
        }
        #expect(discs == [8 + 1 + 2 * 5 + 2])
        let styled = try session.tmux(["capture-pane", "-p", "-e", "-t", "main"])
        #expect(styled.contains("38;2;230;40;40"))
        try quitAndCheckRestored(session)
    }
}

enum Signal {
    static func number(_ name: String) -> Int32 {
        switch name {
        case "TERM": SIGTERM
        case "HUP": SIGHUP
        case "SEGV": SIGSEGV
        case "ABRT": SIGABRT
        default: SIGINT
        }
    }
}

/// Quit, then resume: the game is kept after every move and continues exactly.
@Suite("play, quit, resume (tmux)", .serialized, .requires(TmuxSession.requirement))
struct ResumeTerminalTests {
    @Test("A game left with q resumes with its pieces, and both parts land in the store")
    func quitThenResume() throws {
        let db = Sandbox.folder("resume") + "/history.sqlite"
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: db + suffix) } }
        let first = try TmuxSession(["play", "--mute", "--no-color", "--level", "easy", "--seed", "2", "--interval", "0.1"],
                                    environment: ["C4_AUDIO_DB": db])
        defer { first.stop() }
        try first.waitFor("Your move (move 1)")
        try first.type("4")
        // Both discs landed: the bot's is no longer falling through the top row.
        let before = try first.waitFor("the bot's disc landed") { screen in
            screen.contains("Your move (move 3)")
                && screen.split(separator: "\n").filter { $0.contains("│") }.last?.contains("O") == true
        }
        try first.send("q")
        #expect(try first.waitForStatus() == 0)
        #expect(first.file("before") == first.file("after"))
        first.stop()

        let second = try TmuxSession(["resume", "--mute", "--no-color", "--seed", "3", "--interval", "0.1"],
                                     environment: ["C4_AUDIO_DB": db])
        defer { second.stop() }
        let resumed = try second.waitFor("Your move (move 3)")
        let board = { (screen: String) in screen.split(separator: "\n").filter { $0.contains("│") } }
        #expect(board(resumed) == board(before))
        try second.type("3")
        try second.waitFor("Your move (move 5)")
        try second.send("q")
        #expect(try second.waitForStatus() == 0)
        #expect(second.file("before") == second.file("after"))

        let json = try CLIRunner.run(["history", "show", "1", "--json"], environment: ["C4_AUDIO_DB": db]).stdout
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let moves = try #require(object["moves"] as? String)
        let music = try #require(object["music"] as? String)
        #expect(moves.count == 4 && moves.hasPrefix("4") && moves.dropFirst(2).hasPrefix("3"))
        #expect(music.count == 4)
        #expect(object["finished"] is NSNull)
        let check = try CLIRunner.run(["music", "--check", music, "--moves", moves])
        #expect(check.status == 0, "\(check.stderr)")
    }
}

/// The offer to go on with a kept game, as a person meets it starting the game again in a terminal.
@Suite("the start offer in a terminal (tmux)", .serialized, .requires(TmuxSession.requirement))
struct StartOfferTerminalTests {
    @Test("Starting again offers the kept game: other keys are ignored, r goes on with it, n keeps it and starts anew")
    func offersTheKeptGame() throws {
        let db = Sandbox.folder("offer") + "/history.sqlite"
        let environment = ["C4_AUDIO_DB": db]
        // Given a game of two moves left by quitting
        let first = try TmuxSession(PlayTerminalTests.people, environment: environment)
        defer { first.stop() }
        try first.waitFor("Ann to move (move 1)")
        try first.type("4")
        try first.waitFor("Bob to move (move 2)")
        try first.type("3")
        try first.waitFor("Ann to move (move 3)")
        try first.send("q")
        #expect(try first.waitForStatus() == 0)
        // When the game starts again, it offers that game; a key it does not name does nothing
        let second = try TmuxSession(PlayTerminalTests.people, environment: environment)
        defer { second.stop() }
        try second.waitFor("Game 1 is unfinished: Ann against Bob, 2 moves.")
        // (each key read on its own before the next is sent: keys that arrive together are not a key the offer names)
        for key in ["x", "5", "r"] {
            try second.waitUntilKeysRead()
            try second.type(key)
        }
        // Then r, read after them, goes on with it where it was: the offer was still asking (x and 5 neither
        // quit, nor started a game, nor went on and played), and the kept game is its two moves once quit.
        try second.waitFor("Ann to move (move 3)")
        try second.send("q")
        #expect(try second.waitForStatus() == 0)
        let kept = try CLIRunner.run(["history", "--json"], environment: environment)
        let keptGames = try #require(try JSONSerialization.jsonObject(with: Data(kept.stdout.utf8)) as? [[String: Any]])
        #expect(keptGames.compactMap { $0["moves"] as? String } == ["43"], "\(kept.stdout)")
        // And n starts a new game, the kept one staying offered next time
        let third = try TmuxSession(PlayTerminalTests.people, environment: environment)
        defer { third.stop() }
        try third.waitFor("Game 1 is unfinished")
        try third.type("n")
        try third.waitFor("Ann to move (move 1)")
        try third.type("1")
        try third.waitFor("Bob to move (move 2)")
        try third.send("q")
        #expect(try third.waitForStatus() == 0)
        let listed = try CLIRunner.run(["history", "--json"], environment: environment)
        let games = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        #expect(games.compactMap { $0["moves"] as? String }.sorted() == ["1", "43"])
    }
}
