import Foundation
import TestSupport
import Testing

/// `c4-audio puzzle` through the built binary, each test on a private history: a stored game with known
/// mistakes of a person gives their positions as puzzles (checked against `solve --analyze`), answers are
/// judged and kept with the streak, an empty history offers a seeded position in one line, and bad input
/// is refused in one line (scripted) or asked again (line mode).
@Suite struct PuzzleCommandTests {
    /// Ann (a person, red) against the perfect bot: Ann's move 1 (column 3: a won game drawn) and move 5
    /// (column 5: a drawn game lost) are her mistakes; the bot's moves are all best.
    static let game = #"{"moves":"344454134352727225","started":"2026-11-20T09:00:00Z","players":[{"name":"Ann","kind":"human","colour":"red"},{"name":"Bot perfect","kind":"bot","level":"perfect","colour":"yellow"}],"winner":"second"}"#

    static func history(withGame: Bool = true) throws -> TemporaryHistory {
        let history = TemporaryHistory()
        if withGame { #expect(try history.run(["history", "import"], stdin: game + "\n").status == 0) }
        return history
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
    }

    @Test func aStoredMistakeIsSetAndTheNextPrefersUnsolvedOnes() throws {
        let history = try Self.history()
        let first = try Self.object(try history.run(["puzzle", "--json"]).stdout)
        #expect(first["id"] as? String == "1:1" && first["moves"] as? String == "" && first["outcome"] as? String == "win")
        // Solved: the next one is the other mistake, the position before move 5, a draw to hold.
        let right = try history.run(["puzzle", "1:1", "--answer", "4", "--json"])
        #expect(right.status == 0 && right.stderr.isEmpty, "\(right.stderr)")
        #expect(try Self.object(right.stdout)["right"] as? Bool == true)
        let next = try Self.object(try history.run(["puzzle", "--json"]).stdout)
        #expect(next["id"] as? String == "1:5" && next["game"] as? Int == 1 && next["move"] as? Int == 5)
        #expect(next["moves"] as? String == "3444" && next["toMove"] as? String == "first" && next["outcome"] as? String == "draw")
        // The right answers are exactly the columns that keep the outcome by `solve --analyze`.
        let scores = try history.run(["solve", "--analyze", "3444"]).stdout.split(separator: " ").dropFirst()
            .map { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        let best = scores.compactMap { $0 }.max()!
        let expected = scores.indices.filter { scores[$0]?.signum() == best.signum() }.map { $0 + 1 }
        let wrong = try Self.object(try history.run(["puzzle", "1:5", "--answer", "5", "--json"]).stdout)
        #expect(wrong["accepted"] as? [Int] == expected && wrong["right"] as? Bool == false)
        #expect(wrong["score"] as? Int == scores[4])
        #expect((wrong["line"] as? [Int])?.isEmpty == false)
        // The bot's moves are no puzzles.
        let bot = try history.run(["puzzle", "1:2", "--answer", "4"])
        #expect(bot.status == 1 && bot.stderr == "error: no puzzle 1:2: move 2 of game 1 is not a mistake of a person\n")
    }

    @Test func whenEveryPuzzleIsSolvedTheFirstIsSetAgain() throws {
        let history = try Self.history()
        _ = try history.run(["puzzle", "1:1", "--answer", "4"])
        _ = try history.run(["puzzle", "1:5", "--answer", "4"])
        let again = try history.run(["puzzle", "--json"])
        #expect(again.stderr == "Every puzzle from your games is solved; here is one again.\n")
        #expect(try Self.object(again.stdout)["id"] as? String == "1:1")
    }

    @Test func answersAreKeptWithTheStreak() throws {
        let history = try Self.history()
        let wrong = try history.run(["puzzle", "1:5", "--answer", "5"])
        #expect(wrong.status == 0)
        #expect(wrong.stdout.hasPrefix("Wrong: column 5: loses in "), "\(wrong.stdout)")
        #expect(wrong.stdout.contains("; right were 4.\n  after 5: yellow "), "\(wrong.stdout)")
        #expect(wrong.stdout.hasSuffix("solved 0 of 1 puzzle tried; streak 0 (best 0)\n"))
        let right = try history.run(["puzzle", "1:5", "--answer", "4"])
        #expect(right.stdout.hasPrefix("Right: column 4: draw.\n  after 4: yellow "), "\(right.stdout)")
        _ = try history.run(["puzzle", "1:1", "--answer", "4"])
        let stats = try history.run(["puzzle", "--stats", "--json"])
        #expect(stats.stdout == "{\"solved\":2,\"tried\":2,\"answers\":3,\"streak\":2,\"bestStreak\":2}\n")
        #expect(try history.run(["puzzle", "--stats"]).stdout == "solved 2 of 2 puzzles tried; streak 2 (best 2)\n")
    }

    @Test func theLineModeAsksAgainAfterABadAnswer() throws {
        let history = try Self.history()
        let result = try history.run(["puzzle", "1:5"], stdin: "9\n\nx\n4\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Puzzle 1:5 (game 1, where you made a mistake with move 5): red to move; find a move that still draws.\n"))
        #expect(result.stdout.contains("Your column (1-7, q quits): '9' is not a column: give 1 to 7\n"))
        #expect(result.stdout.contains("Your column (1-7, q quits): 'x' is not a column: give 1 to 7\n"))
        #expect(result.stdout.contains("Your column (1-7, q quits): Right: column 4: draw.\n"))
        // For a screen reader: the board in words, as the screen-reader mode says it.
        let spoken = try history.run(["puzzle", "seed:1", "--screen-reader"], stdin: "q\n")
        #expect(spoken.stdout.hasPrefix("Board: column 1: red, yellow; column 2: red, red; column 3: red, red, yellow, yellow;"), "\(spoken.stdout)")
        #expect(!spoken.stdout.contains("\u{1B}") && !spoken.stdout.contains("│"))
        // q stops without an answer.
        let quit = try history.run(["puzzle"], stdin: "q\n")
        #expect(quit.status == 0 && quit.stdout.hasSuffix("Your column (1-7, q quits): \n"))
        #expect(try history.run(["puzzle", "--stats", "--json"]).stdout.contains("\"answers\":1,"))
    }

    @Test func withoutStoredMistakesASeededPositionIsOffered() throws {
        let history = try Self.history(withGame: false)
        let message = "No stored game has a mistake of yours to set as a puzzle; here is a seeded position instead (c4-audio puzzle --seed N sets another).\n"
        let json = try history.run(["puzzle", "--json"])
        #expect(json.status == 0 && json.stderr == message)
        let puzzle = try Self.object(json.stdout)
        #expect(puzzle["id"] as? String == "seed:1" && puzzle["game"] == nil)
        let shown = try history.run(["puzzle"], stdin: "q\n")
        #expect(shown.stdout.hasPrefix(message) && shown.stdout.contains("Puzzle seed:1: "))
        // The same seed, the same position; a solved seed moves the offer on.
        #expect(try history.run(["puzzle", "--seed", "1", "--json"]).stdout == json.stdout)
        let accepted = try #require(try Self.object(try history.run(["puzzle", "seed:1", "--answer", "1", "--json"]).stdout)["accepted"] as? [Int])
        _ = try history.run(["puzzle", "seed:1", "--answer", "\(accepted[0])"])
        #expect(try Self.object(try history.run(["puzzle", "--json"]).stdout)["id"] as? String == "seed:2")
    }

    @Test(arguments: [
        (["puzzle", "seed:1", "--answer", "9"], Int32(1), "error: '9' is not a column: give 1 to 7\n"),
        (["puzzle", "--seed", "2", "--answer", "6"], 1, "error: column 6 is full: give another\n"),
        (["puzzle", "7:1", "--answer", "4"], 1, "error: no game with ID 7\n"),
        (["puzzle", "1x", "--answer", "4"], 1, "error: '1x' is not a puzzle: give GAME:MOVE (e.g. 12:7) or seed:N\n"),
        (["puzzle", "--answer", "4"], 64, "error: --answer needs the puzzle it answers: give its ID or --seed N\nhint: c4-audio puzzle --help\n"),
    ])
    func badInputIsOneLine(arguments: [String], status: Int32, stderr: String) throws {
        let history = try Self.history()
        let result = try history.run(arguments)
        #expect(result.status == status && result.stderr == stderr, "\(result.stderr)")
        #expect(try history.run(["puzzle", "--stats", "--json"]).stdout.contains("\"answers\":0,"), "nothing kept")
    }
}
