import Foundation
import History
import Testing

/// ``StandingsJSON``: `stats --json`, keys in their order, names escaped as in the games' JSON.
@Suite struct StandingsJSONTests {
    @Test func keysInOrderAndNamesEscaped() {
        let standings = [Standing(name: "Ann \"A\"", wins: 3, losses: 1, draws: 0, hinted: (1, 0, 2)),
                         Standing(name: "Bot hard", wins: 0, losses: 2, draws: 1)]
        #expect(StandingsJSON.encode(standings) == """
            [{"name":"Ann \\"A\\"","wins":3,"losses":1,"draws":0,"hinted":{"wins":1,"losses":0,"draws":2}},\
            {"name":"Bot hard","wins":0,"losses":2,"draws":1,"hinted":{"wins":0,"losses":0,"draws":0}}]
            """)
        #expect(StandingsJSON.encode([]) == "[]")
    }

    /// What it writes reads back as JSON with the standings' numbers.
    @Test func readsBackAsJSON() throws {
        let standing = Standing(name: "Jij\u{7}", wins: 5, losses: 4, draws: 3, hinted: (2, 1, 0))
        let data = Data(StandingsJSON.encode([standing]).utf8)
        let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(objects.count == 1)
        #expect(objects[0]["name"] as? String == "Jij\u{7}")
        #expect(objects[0]["draws"] as? Int == 3)
        #expect((objects[0]["hinted"] as? [String: Int]) == ["wins": 2, "losses": 1, "draws": 0])
    }
}
