import Foundation
import TestSupport
import Testing

/// `play --from ID:MOVE`: a new game from the position before a stored game's move, the person on the side
/// to move; its first moves and notes are the stored game's (the board as `show` draws those moves), and the
/// stored game is left as it was. Bad values are refused with the reason.
@Suite struct PlayFromTests {
    /// A history holding one finished bot game (seeded), and its moves and music.
    static func history() throws -> (TemporaryHistory, moves: String, music: String) {
        let history = TemporaryHistory()
        let played = try history.run(["selfplay", "--games", "1", "--levels", "easy,hard", "--seed", "4", "--save", "--jsonl"])
        #expect(played.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(played.stdout.utf8)) as? [String: Any])
        return (history, try #require(object["moves"] as? String), try #require(object["music"] as? String))
    }

    /// The stored games of `history --json`, newest first.
    static func games(_ history: TemporaryHistory) throws -> [[String: Any]] {
        let listed = try history.run(["history", "--json"])
        return try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
    }

    @Test(arguments: [1, 5, 6, 12])
    func startsBeforeTheMove(move: Int) throws {
        let (history, moves, music) = try Self.history()
        let before = String(moves.prefix(move - 1))
        // One move of ours (the first column that is not full), then quit: the new game is kept from its first move.
        let board = before.isEmpty ? nil : try history.run(["show", before])
        let free = try #require((1...7).first { column in before.filter { $0 == Character("\(column)") }.count < 6 })
        let result = try history.run(["play", "--mute", "--level", "easy", "--from", "1:\(move)"], stdin: "\(free)\nq\n")
        #expect(result.status == 0, "\(result.stderr)")
        if let board {
            // The board it starts from is the board of those moves.
            let shown = board.stdout.split(separator: "\n").prefix(9).joined(separator: "\n")
            #expect(result.stdout.contains(shown), "\(result.stdout)\nagainst\n\(shown)")
        }
        let person = move % 2 == 1 ? "first" : "second"
        #expect(before.isEmpty || result.stdout.contains("You are to move (move \(move))."), "\(result.stdout)")
        let games = try Self.games(history)
        #expect(games.count == 2)
        let new = games[0], old = games[1]
        // Those moves, ours, and the bot's reply (when the game goes on).
        #expect((new["moves"] as? String)?.hasPrefix(before + "\(free)") == true, "\(new)")
        #expect((new["music"] as? String)?.hasPrefix(String(music.prefix(move - 1))) == true, "the notes of those moves, C first")
        #expect((new["music"] as? String)?.first == "0")
        let players = try #require(new["players"] as? [[String: Any]])
        #expect(players[person == "first" ? 0 : 1]["kind"] as? String == "human")
        #expect(players[person == "first" ? 1 : 0]["kind"] as? String == "bot")
        #expect(old["moves"] as? String == moves && old["music"] as? String == music, "the stored game is left as it was")
    }

    @Test func playsOnFromThere() throws {
        let (history, moves, _) = try Self.history()
        let result = try history.run(["play", "--mute", "--level", "easy", "--seed", "3", "--from", "1:5"], stdin: "4\nq\n")
        #expect(result.status == 0, "\(result.stderr)")
        let new = try #require(try Self.games(history).first)
        let stored = try #require(new["moves"] as? String)
        #expect(stored.count == 6 && stored.hasPrefix(moves.prefix(4) + "4"), "\(stored)")
    }

    @Test(arguments: [
        (["--from", "1:19"], 1, "error: --from: game 1 has 18 moves; give a move from 1 to 18, not 19\n"),
        (["--from", "7:1"], 1, "error: no game with ID 7\n"),
        (["--from", "1:0"], 64, "error: --from '1:0': give a stored game's ID and a move from 1, as ID:MOVE (e.g. 12:7)\nhint: c4-audio play --help\n"),
        (["--from", "12"], 64, "error: --from '12': give a stored game's ID and a move from 1, as ID:MOVE (e.g. 12:7)\nhint: c4-audio play --help\n"),
        (["--from", "1:5", "--first", "bot"], 64,
         "error: --from starts where the stored game was, so the side to move is yours; --first cannot go with it\nhint: c4-audio play --help\n"),
    ])
    func badValues(arguments: [String], status: Int32, stderr: String) throws {
        let (history, moves, _) = try Self.history()
        #expect(moves.count == 18, "the seeded game these messages count on")
        let result = try history.run(["play", "--mute"] + arguments, stdin: "q\n")
        #expect(result.status == status && result.stderr == stderr, "\(result.stderr)")
        #expect(try Self.games(history).count == 1)
    }
}
