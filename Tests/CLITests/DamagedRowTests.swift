import Foundation
import TestSupport
import Testing

/// A damaged row never blocks a command: `play`, `resume`, the start offer, export and import pass it
/// over with one note naming its ID and how to remove it; `stats` passes over a damaged player's row (a real file, damaged with bad bytes by SQLite).
@Suite("a damaged row is passed over")
struct DamagedRowTests {
    static let note = "note: skipped: game 2 in the database is damaged: moves \u{FFFD}4: move 1: '\u{FFFD}' is not a column (expected 1-7) (c4-audio history delete 2 removes it)\n"

    /// A history with an unfinished game 1 (two moves) and a newer unfinished game 2 whose moves are bad bytes.
    static func damagedHistory() throws -> TemporaryHistory {
        let history = TemporaryHistory()
        for moves in ["4\n3\nq\n", "1\nq\n"] {
            #expect(try history.run(["play", "--mute", "--opponent", "human"], stdin: moves).status == 0)
        }
        try HistoryFailureTests.python("import sqlite3; c = sqlite3.connect('\(history.path)'); "
                                       + "c.execute(\"UPDATE game SET moves = X'FF34' WHERE id = 2\"); c.commit()")
        return history
    }

    @Test func playAndResumeGoOnWithTheNextGame() throws {
        let history = try Self.damagedHistory()
        let resume = try history.run(["resume", "--mute"], stdin: "5\nq\n")
        #expect(resume.status == 0)
        #expect(resume.stderr == Self.note)
        #expect(resume.stdout.hasSuffix("Game 1 is kept, unfinished: c4-audio resume 1 goes on with it.\n"))
        let play = try history.run(["play", "--mute", "--opponent", "human"], stdin: "7\nq\n")
        #expect(play.status == 0)
        #expect(play.stderr == Self.note
                + "note: Game 1 is unfinished: You against Player 2, 3 moves (1 more unfinished: c4-audio history). It stays kept; c4-audio resume 1 goes on with it.\n")
        #expect(play.stdout.hasSuffix("Game 3 is kept, unfinished: c4-audio resume 3 goes on with it.\n"))
    }

    @Test func exportAndImportPassItOver() throws {
        let history = try Self.damagedHistory()
        let export = try history.run(["history", "export", "--format", "moves"])
        #expect(export.status == 0)
        #expect(export.stdout == "43\n")
        #expect(export.stderr == Self.note)
        let imported = try history.run(["history", "import", "--format", "moves"], stdin: "1234\n")
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.isEmpty)
        let stats = try history.run(["stats"])
        #expect(stats.status == 0 && stats.stderr.isEmpty, "\(stats.stderr)")
    }

    @Test func statsPassesOverADamagedPlayer() throws {
        let history = TemporaryHistory()
        for name in ["Ann", "Bo", "Cy"] {
            #expect(try history.run(["play", "--mute", "--opponent", "human", "--name", name], stdin: "1\n2\n1\n2\n1\n2\n1\n").status == 0)
        }
        // Before the check, `wins = 'abc'` read as 0 and a name of bad bytes printed as U+FFFD, both without a word.
        try HistoryFailureTests.python("import sqlite3; c = sqlite3.connect('\(history.path)'); "
                                       + "c.execute(\"UPDATE player SET wins = 'abc' WHERE name = 'Ann'\"); "
                                       + "c.execute(\"UPDATE player SET name = X'FF42' WHERE name = 'Bo'\"); c.commit()")
        for arguments in [["stats"], ["stats", "--json"]] {
            let stats = try history.run(arguments)
            #expect(stats.status == 0)
            #expect(stats.stderr == "note: skipped: player 'Ann' in the database is damaged: wins 'abc' is not a count; its results are left out\n"
                    + "note: skipped: player '\u{FFFD}B' in the database is damaged: the name is not valid UTF-8; its results are left out\n")
            #expect(stats.stdout.contains("Cy") && !stats.stdout.contains("Ann") && !stats.stdout.contains("\u{FFFD}"), "\(stats.stdout)")
        }
    }
}
