import Game
import History
import Music
import Testing

/// Claims on a real file: a session's game is its own until it lets go.
@Suite struct ClaimTests {
    @Test func aClaimedGameIsNeverHandedToAnotherSession() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("history.sqlite")
        let mine = try HistoryStore.open(path: path)
        let theirs = try HistoryStore.open(path: path)
        // Given a game started and claimed by one session
        var held: ClaimedGame? = try mine.startClaimedGame(players: annAgainstBot)
        let first = try #require(held).game.id
        try mine.saveMove(try MoveRecord.parse("4"), music: try MusicString(parsing: "0"), id: first)
        // Then another session is not offered it, and cannot take it by ID
        #expect(throws: HistoryError.noUnfinishedGame(inUse: [first])) { try theirs.claimUnfinishedGame() }
        #expect(throws: HistoryError.gameInUse(first)) { try theirs.claimUnfinishedGame(id: first) }
        #expect(theirs.isClaimed(first))
        // When a second, unclaimed game is kept, the other session gets that one
        let second = try mine.startGame(players: annAgainstBot).id
        let other = try theirs.claimUnfinishedGame()
        #expect(other.game.id == second)
        // And once the first session lets go, its game is free, read as it was saved
        held = nil
        let resumed = try theirs.claimUnfinishedGame(id: first)
        #expect(MoveRecord.encode(resumed.game.game) == "4" && resumed.game.music.description == "0")
        _ = other
    }

    @Test func finishedAndMissingGamesAreNotClaimed() throws {
        let directory = TemporaryDirectory()
        let store = try HistoryStore.open(path: directory.file("history.sqlite"))
        let id = try store.startGame(players: annAgainstBot).id
        try store.finishGame(try MoveRecord.parse("4455667"), music: try MusicString(parsing: "01232305"), id: id)
        #expect(throws: HistoryError.notCurrent(id)) { try store.claimUnfinishedGame(id: id) }
        #expect(throws: HistoryError.noSuchGame(id + 1)) { try store.claimUnfinishedGame(id: id + 1) }
        #expect(throws: HistoryError.noUnfinishedGame(inUse: [])) { try store.claimUnfinishedGame() }
    }
}
