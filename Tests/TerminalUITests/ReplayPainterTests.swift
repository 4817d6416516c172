import Game
import GameFlow
import Music
import Testing
import TerminalUI

@Suite("The board painter in a replay")
struct ReplayPainterTests {
    static let seats = Seats(first: Seat(kind: .human, name: "Ann", colour: .red),
                             second: Seat(kind: .bot(.hard), name: "The bot", colour: .blue))

    static func lines(_ flow: ReplayFlow, at time: FlowTime) -> [String] {
        PainterTests.plain(PainterTests.painter(.none).paint(flow.screen(at: time), rows: 24, columns: 39))
    }

    @Test("During a replay: the speed, the side to move next, the pause, and the replay's keys")
    func during() throws {
        var settings = ReplaySettings()
        settings.speed = 2
        var flow = ReplayFlow(game: try Game(columns: [0, 1, 0, 1, 0, 1, 0]), music: try MusicString(parsing: "03142305"),
                              seats: Self.seats, settings: settings)
        _ = flow.start(at: .zero)
        _ = flow.handle(.key(.faster), at: .zero)
        _ = flow.handle(.key(.pause), at: .seconds(1))
        let lines = Self.lines(flow, at: .seconds(1))
        #expect(lines[0] == " Ann X (red)  vs  The bot O (blue,…")  // cut at a space, with an ellipsis
        // The last piece is marked.
        #expect(lines[10] == " │ (X)   ·    ·    ·    ·    ·    ·  │")
        #expect(Array(lines[12...17]) == [
            "  Replay at ×4, paused",
            " O  Next: The bot (move 2 of 7) ",
            " Paused: Space goes on, → next piece,…",
            " ",
            " Space pause   ←/→ step",
            " +/- speed   r again   q quit",
        ])
    }

    @Test("At the end: winning discs and move numbers, the result, and the prompt to replay")
    func end() throws {
        var flow = ReplayFlow(game: try Game(columns: [0, 1, 0, 1, 0, 1, 0]), music: try MusicString(parsing: "03142305"),
                              seats: Self.seats)
        var now = FlowTime.zero
        _ = flow.start(at: now)
        while let next = flow.nextDeadline(after: now) {
            now = next
            _ = flow.handle(.tick, at: now)
        }
        let lines = Self.lines(flow, at: now)
        #expect(lines[7] == " │[X7]   ·    ·    ·    ·    ·    ·  │")
        #expect(lines[10] == " │[X1]  O2    ·    ·    ·    ·    ·  │")
        #expect(Array(lines[12...14]) == ["  Replay at ×1", " X  Ann won with move 7. ", " Replay again? r: yes, q: quit"])
    }

    @Test("A demo: no speed line, and any key quits")
    func demo() throws {
        var settings = ReplaySettings()
        settings.atEnd = .nextGame
        var flow = ReplayFlow(game: try Game(columns: [3]), music: try MusicString(parsing: "0"), seats: Self.seats,
                              settings: settings)
        _ = flow.start(at: .zero)
        let lines = Self.lines(flow, at: .zero)
        #expect(lines[12] == " ")
        #expect(lines[16] == " Bots play each other: any key quits")
    }
}
