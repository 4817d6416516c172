import Foundation
import TestSupport
import Testing

/// `play` with moves on standard input: the board after each move, the game in the store.
@Suite("play, scripted")
struct PlayScriptedTests {
    static func database() -> String {
        Sandbox.folder("scripted") + "/history.sqlite"
    }

    @Test("Two people fill the board: a draw, stored with its melody and the Draw ending")
    func drawStored() throws {
        let db = Self.database()
        let moves = "257771314744647214154617633623313656555222"
        let result = try CLIRunner.run(["play", "--mute", "--opponent", "human", "--seed", "4"],
                                       stdin: moves.map { "\($0)\n" }.joined(), environment: ["C4_AUDIO_DB": db])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Draw: the board is full after 42 moves."))
        let json = try CLIRunner.run(["history", "list", "--json"], environment: ["C4_AUDIO_DB": db]).stdout
        let games = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        try #require(games.count == 1)
        #expect(games[0]["moves"] as? String == moves)
        #expect(games[0]["winner"] as? String == "draw")
        let music = try #require(games[0]["music"] as? String)
        #expect(music.hasSuffix("7") && music.count == 43)
        #expect(result.stdout.contains("Music: \(music)"))
        #expect(try CLIRunner.run(["music", "--check", music, "--moves", moves, "--human", "both"]).status == 0)
    }

    @Test("Against a seeded bot: its replies are printed, the same seed replays the same game, a win is stored")
    func againstBot() throws {
        let db = Self.database()
        func play() throws -> CLIRunner.Result {
            try CLIRunner.run(["play", "--mute", "--level", "easy", "--seed", "11"],
                              stdin: String(repeating: "4\n", count: 6) + "3\n3\n3\n3\n5\n5\n5\n5\n",
                              environment: ["C4_AUDIO_DB": db])
        }
        let a = try play(), b = try play()
        #expect(a.stdout == b.stdout)
        #expect(a.stdout.contains("Bot easy played"))
        let json = try CLIRunner.run(["history", "list", "--json"], environment: ["C4_AUDIO_DB": db]).stdout
        let games = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(!games.isEmpty)
        let stats = try CLIRunner.run(["stats"], environment: ["C4_AUDIO_DB": db])
        #expect(stats.status == 0)
    }

    @Test("h in scripted play stores the game as played with hints; a game without h is not")
    func hintsAreStored() throws {
        for (input, hinted) in [("4\nh\n5\n", true), ("4\n5\n", false)] {
            let db = Self.database()
            let result = try CLIRunner.run(["play", "--mute", "--opponent", "human"], stdin: input, environment: ["C4_AUDIO_DB": db])
            #expect(result.status == 0, "\(result.stderr)")
            let json = try CLIRunner.run(["history", "show", "1", "--json"], environment: ["C4_AUDIO_DB": db]).stdout
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            #expect((object["hinted"] as? Bool ?? false) == hinted, "\(input.debugDescription): \(json)")
            // The review says so.
            let review = try CLIRunner.run(["review", "1"], environment: ["C4_AUDIO_DB": db]).stdout
            #expect(review.hasPrefix("game 1: You (red) moved first vs Player 2 (yellow); unfinished after 2 moves\(hinted ? "; played with hints" : "")\n"),
                    "\(review)")
        }
    }

    @Test("--speak in scripted play: one note that it is text only, and the game is played")
    func speakInScriptedPlay() throws {
        let db = Self.database()
        let result = try CLIRunner.run(["play", "--mute", "--speak", "--opponent", "human"], stdin: "4\n", environment: ["C4_AUDIO_DB": db])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("note: no speech: standard input is not a terminal, so this is scripted play, which writes its lines only"),
                "\(result.stderr)")
        #expect(result.stdout.contains("played 4"), "\(result.stdout)")
    }

    @Test("No moves on standard input: one note, exit 0, nothing stored", arguments: ["", "\n  \n"])
    func noMoves(input: String) throws {
        let db = Self.database()
        let result = try CLIRunner.run(["play", "--mute", "--level", "easy"], stdin: input, environment: ["C4_AUDIO_DB": db])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "note: no moves on standard input, so no game was played (when standard input is not a "
                + "terminal, play reads one move a line: a column 1-7, u, h or q)\n")
        let json = try CLIRunner.run(["history", "list", "--json"], environment: ["C4_AUDIO_DB": db]).stdout
        #expect(json.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
        // The bot moving first: its move is the game, kept, and no note.
        let botFirst = try CLIRunner.run(["play", "--mute", "--level", "easy", "--first", "bot"], stdin: input,
                                         environment: ["C4_AUDIO_DB": db])
        #expect(botFirst.status == 0 && botFirst.stdout.contains("Bot easy played"), "\(botFirst.stderr)")
        #expect(!botFirst.stderr.contains("no moves"))
    }

    @Test("Bad lines: one error naming the line, exit 1, the moves before it kept", arguments: [
        ("4\n9\n", "error: line 2: '9' is not a column (1-7), u, h or q"),
        ("1\n1\n1\n1\n1\n1\n1\n", "error: line 7: column 1 is full"),
        ("u\n", "error: line 1: nothing to undo"),
    ])
    func badLines(input: String, expected: String) throws {
        let db = Self.database()
        let result = try CLIRunner.run(["play", "--mute", "--opponent", "human"], stdin: input,
                                       environment: ["C4_AUDIO_DB": db])
        #expect(result.status == 1)
        #expect(result.stderr == expected + "\n")
    }

    @Test("resume with no unfinished game says so")
    func nothingToResume() throws {
        let result = try CLIRunner.run(["resume", "--mute"], environment: ["C4_AUDIO_DB": Self.database()])
        #expect(result.status == 1)
        #expect(result.stderr == "error: there is no unfinished game to resume; start one with c4-audio play\n")
    }
}
