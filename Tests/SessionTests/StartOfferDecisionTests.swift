import Foundation
import Game
import History
import Music
import Testing
import TestSupport
@testable import Session

/// ``StartOffer/decide(in:asking:damaged:)``: which kept game `play` offers, and what scripted play does.
@Suite struct StartOfferDecisionTests {
    static let seats = Seats(first: Seat(kind: .human, name: "Ann", colour: .red),
                             second: Seat(kind: .bot(.hard), name: Seat.botName(level: .hard), colour: .yellow))

    /// A fresh store in the test sandbox.
    static func store() throws -> (HistoryStore, String) {
        let folder = Sandbox.folder("start-offer")
        return (try HistoryStore.open(path: folder + "/history.sqlite"), folder)
    }

    @Test func nothingKeptStartsTheNewGame() throws {
        let (store, folder) = try Self.store()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var damaged: [HistoryError] = []
        #expect(try StartOffer.decide(in: store, asking: false, damaged: { damaged.append($0) }) == .newGame)
        #expect(damaged.isEmpty)
    }

    /// Scripted play (not asking) starts the new game beside a kept one, which stays kept.
    @Test func scriptedPlayStartsTheNewGameBesideAKeptOne() throws {
        let (store, folder) = try Self.store()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let kept = try store.startGame(players: Self.seats)
        #expect(try StartOffer.decide(in: store, asking: false, damaged: { _ in }) == .newGame)
        #expect(try store.unfinishedGameIDs().contains(kept.id))
    }

    /// The newest readable kept game is the one offered.
    @Test func theNewestKeptGameIsOffered() throws {
        let (store, folder) = try Self.store()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try store.startGame(players: Self.seats, at: Timestamp(millisecondsSince1970: 1_000_000))
        let newer = try store.startGame(players: Self.seats, at: Timestamp(millisecondsSince1970: 2_000_000))
        let ids = try store.unfinishedGameIDs()
        let found = try StartOffer.newestReadable(ids, in: store, damaged: { _ in })
        #expect(found?.0 == ids.first)
        #expect(ids.first == newer.id)
    }
}
