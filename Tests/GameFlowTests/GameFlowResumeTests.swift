import Game
import GameFlow
import Music
import Testing

@Suite("Game flow: resuming a saved game")
struct GameFlowResumeTests {
    @Test("A resumed game opens with the Current tune, its pieces in place, then the turn flash")
    func resumePersonToMove() throws {
        let game = try Game(columns: [3, 3, 4, 2])
        let music = try MusicString(parsing: "0314")
        var settings = FlowSettings()
        settings.currentTuneLength = .seconds(2)
        var flow = try GameFlow(resuming: FlowRecord(game: game, music: music, seats: .humanVsBot()),
                                settings: settings, seed: 20)
        #expect(flow.start(at: .zero) == [.stopSound, .playCurrentTune])
        let screen = flow.screen(at: .zero)
        #expect(screen.falling == nil)
        #expect(screen.discs[1][3]?.moveNumber == 2)
        #expect(screen.flash == nil)
        #expect(flow.screen(at: .seconds(2)).flash == .red)
        let effects = flow.handle(.key(.dropIn(column: 5)), at: .seconds(3))
        guard case .playNote(let note, 5) = effects.first else {
            Issue.record("expected a note, got \(effects)")
            return
        }
        #expect(note != .a)  // never the note before it (the stored melody ends on A)
        #expect(flow.music.description.hasPrefix("0314"))
    }

    @Test("A resumed game with the bot to move: it drops after the tune, not before")
    func resumeBotToMove() throws {
        var settings = FlowSettings()
        settings.currentTuneLength = .milliseconds(2500)
        var driver = FlowDriver(try GameFlow(
            resuming: FlowRecord(game: try Game(columns: [3]), music: try MusicString(parsing: "0"),
                                 seats: .humanVsBot()), settings: settings, seed: 21))
        driver.start()
        driver.run(until: .seconds(5))
        #expect(driver.notes.map(\.time) == [.milliseconds(2500)])
    }

    @Test("A game played with hints is resumed with them on; one without, with them off")
    func hintsStayOn() throws {
        for hinted in [true, false] {
            let record = FlowRecord(game: try Game(columns: [3, 3]), music: try MusicString(parsing: "03"), seats: .humanVsBot(), hinted: hinted)
            var flow = try GameFlow(resuming: record, seed: 22)
            let effects = flow.start(at: .zero)
            let asked = effects.contains { if case .requestHints = $0 { true } else { false } }
            #expect(asked == hinted, "\(effects)")
            #expect(flow.screen(at: .zero).hintsOn == hinted)
            #expect(flow.record.hinted == hinted)
        }
    }

    @Test("A stored melody that does not fit the game is refused")
    func mismatch() throws {
        let record = FlowRecord(game: try Game(columns: [3]), music: try MusicString(parsing: "012"),
                                seats: .humanVsBot())
        #expect(throws: GameMusicError.self) { try GameFlow(resuming: record, seed: 1) }
    }
}
