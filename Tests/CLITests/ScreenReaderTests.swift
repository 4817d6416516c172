import Foundation
import Game
import TestSupport
import Testing

/// The screen-reader mode played as a blind player plays it: through a real pseudo-terminal with
/// `TERM=dumb`, knowing the board only from the lines read (every piece's column and row from its
/// sentence), choosing each move from the hints the mode says, and checked at the end against the
/// stored game.
@Suite struct ScreenReaderTests {
    /// "Bot easy, yellow, column 3, row 2."
    nonisolated(unsafe) static let moved = /^(.+), (\w+), column ([1-7]), row ([1-6])\.$/
    /// "Move 3: your turn (red)."
    nonisolated(unsafe) static let yourTurn = /^Move (\d+): your turn \((\w+)\)\.$/

    /// The best column the hints name: the quickest win, else a draw, else the longest loss.
    static func best(fromHints line: String) -> Int? {
        var choices: [(column: Int, rank: Int)] = []
        for part in line.dropFirst("Hints: ".count).split(separator: ", ") {
            let words = part.split(separator: " ")
            guard let column = Int(words[0]) else { continue }
            if words[1] == "wins", let moves = Int(words[3]) { choices.append((column, 1000 - moves)) }
            if words[1] == "draw" { choices.append((column, 0)) }
            if words[1] == "loses", let moves = Int(words[3]) { choices.append((column, moves - 1000)) }
        }
        return choices.max { $0.rank < $1.rank }?.column
    }

    /// Plays one game to its end from the lines alone; returns the board it kept and the whole transcript.
    static func playByEar(first: String, seed: Int, database: String) throws -> (board: Game, transcript: String, status: Int32) {
        let terminal = try LineTerminal(["play", "--level", "easy", "--first", first, "--seed", String(seed), "--mute", "--interval", "0.05"],
                                        environment: ["C4_AUDIO_DB": database, "TERM": "dumb"])
        var board = Game()
        var typo = false
        var over = false
        while let line = terminal.nextLine() {
            if let match = line.wholeMatch(of: moved) {
                let column = Int(match.3)! - 1
                // The row said is where the piece lands on the board kept so far.
                #expect(Int(match.4)! == board.position.height(of: column) + 1, "\(line)")
                try board.play(column)
            } else if line.wholeMatch(of: yourTurn) != nil {
                guard !over else { break }
                if !typo {
                    // A typo is answered in one line and the game goes on.
                    typo = true
                    terminal.type("9")
                    let answer = terminal.nextLine().flatMap { _ in terminal.nextLine() }
                    #expect(answer == "'9' is not a column (1-7) or a key; ? lists the keys.")
                }
                terminal.type("h")
                let hints = try #require(terminal.line { $0.hasPrefix("Hints: ") })
                terminal.type(String(try #require(best(fromHints: hints))))
            } else if line.contains(" wins with move ") || line.hasPrefix("Draw") {
                over = true
            } else if over, line.hasPrefix("n: a new game") {
                terminal.type("q")
                break
            }
        }
        let status = terminal.finish()
        #expect(over, "the game did not end")
        return (board, String(decoding: terminal.transcript, as: UTF8.self), status)
    }

    @Test(arguments: [("me", 1), ("bot", 2)])
    func wholeGameWonByEar(first: String, seed: Int) throws {
        let database = Sandbox.folder("reader") + "/history.sqlite"
        let (board, transcript, status) = try Self.playByEar(first: first, seed: seed, database: database)
        #expect(status == 0)
        #expect(!transcript.utf8.contains(UInt8(0x1B)), "an escape sequence in \(transcript.debugDescription)")
        // Played from the hints against easy, the person wins; the review follows the result.
        #expect(board.outcome == Outcome.win(first == "me" ? Player.first : Player.second), "\(transcript)")
        #expect(transcript.contains("You (red) wins with move \(board.moves.count): four in "), "\(transcript)")
        #expect(transcript.contains("You (red): "))
        // The board kept from the lines is the stored game.
        let stored = try CLIRunner.run(["history", "show", "1", "--json"], environment: ["C4_AUDIO_DB": database])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(stored.stdout.utf8)) as? [String: Any])
        #expect(json["moves"] as? String == board.moves.map { String($0 + 1) }.joined())
        // The guide shows the first game as it reads.
        if first == "me" {
            let shown = transcript.replacingOccurrences(of: "\r\n", with: "\n")
            #expect(shown == (try Self.guideTranscript()), "the game reads:\n\(shown)<end>")
        }
    }

    @Test("a kept game is offered in lines: a line it does not take is answered, r goes on with it")
    func keptGameOfferedInLines() throws {
        let folder = Sandbox.folder("reader-offer")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let environment = ["C4_AUDIO_DB": folder + "/history.sqlite", "TERM": "dumb"]
        let first = try LineTerminal(["play", "--opponent", "human", "--mute"], environment: environment)
        _ = try #require(first.line { $0.hasPrefix("Move 1:") })
        first.type("4")
        _ = try #require(first.line { $0.hasPrefix("Move 2:") })
        first.type("q")
        #expect(first.finish() == 0)
        let second = try LineTerminal(["play", "--mute"], environment: environment)
        #expect(second.line { $0.hasPrefix("Game 1 is unfinished") } != nil)
        #expect(second.nextLine() == "Type r (or just Enter) to go on with it, n for a new game (game 1 stays kept), or q to quit.")
        second.type("x")
        #expect(second.line { $0.hasPrefix("'x'") } == "'x' is not r, n or q.")
        second.type("r")
        #expect(second.line { $0.hasPrefix("The game goes on after 1 move:") } != nil)
        #expect(second.line { $0.hasPrefix("Move 2:") } != nil)
        second.type("q")
        #expect(second.finish() == 0)
        #expect(!second.transcript.contains(0x1B), "no escape sequence")
    }

    /// The transcript in docs/guide/screen-reader.md: the `text` block after the `<!-- transcript -->` mark.
    static func guideTranscript() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let guide = try String(contentsOf: root.appendingPathComponent("docs/guide/screen-reader.md"), encoding: .utf8)
        let after = try #require(guide.range(of: "<!-- transcript -->\n```text\n")).upperBound
        let end = try #require(guide[after...].range(of: "```\n")).lowerBound
        return String(guide[after..<end])
    }
}
