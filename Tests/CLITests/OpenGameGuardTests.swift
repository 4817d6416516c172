import Foundation
import TestSupport
import Testing

/// `history delete` and `history clear` never change a game another session has open (real processes,
/// a real SQLite file): delete refuses it, clear deletes the rest and says which it kept.
@Suite("a game open in another session is not deleted")
struct OpenGameGuardTests {
    @Test func deleteAndClearLeaveAnOpenGame() throws {
        let history = TemporaryHistory()
        // Session A plays game 1 and waits for more.
        let a = try LiveSession(["play", "--mute", "--level", "easy", "--seed", "3"], database: history.path)
        a.send("4")
        try a.waitFor("You are to move (move 3).")
        // Games 2 and 3 are finished, and open nowhere.
        #expect(try history.run(["selfplay", "--games", "2", "--levels", "random,random", "--seed", "1", "--save"]).status == 0)

        let delete = try history.run(["history", "delete", "1"])
        #expect(delete.status == 1)
        #expect(delete.stderr == "error: game 1 is open in another c4-audio session; go on with it there, or quit it there first\n")
        #expect(try history.run(["history", "delete", "2"]).stdout == "Deleted game 2.\n")

        let clear = try history.run(["history", "clear", "--yes"])
        #expect(clear.status == 0)
        #expect(clear.stdout == "Deleted 1 game.\n")
        #expect(clear.stderr == "note: kept game 1: open in another c4-audio session\n")

        // A goes on saving its game as if nothing had happened.
        a.send("3")
        try a.waitFor("You are to move (move 5).")
        a.send("q")
        let (status, _, errors) = a.finish()
        #expect(status == 0 && errors.isEmpty, "\(errors)")
        let games = try KeptGamesTests.games(history.path)
        #expect(games.map { $0["id"] as? Int } == [1])
        #expect((games.first?["moves"] as? String)?.count == 4)
        // Once A has ended, the game may be deleted.
        #expect(try history.run(["history", "delete", "1"]).stdout == "Deleted game 1.\n")
    }
}
