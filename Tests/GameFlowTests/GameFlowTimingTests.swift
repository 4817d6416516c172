import Game
import GameFlow
import Music
import Testing

@Suite("Game flow: turns and timing")
struct GameFlowTimingTests {
    @Test("The bot drops one interval after the person, its note then, and the flow saves every move")
    func botRepliesOneIntervalLater() {
        var driver = FlowDriver(GameFlow(players: .humanVsBot(), seed: 1))
        driver.start()
        driver.press(.dropIn(column: 3))
        driver.run(until: .seconds(5))
        let notes = driver.notes
        #expect(notes.count == 2)
        #expect(notes[0].time == .zero && notes[0].column == 3 && notes[0].note == .c)
        #expect(notes[1].time == .seconds(1))
        #expect(driver.flow.game.moves.count == 2)
        let saves = driver.log.filter { if case .save = $0.effect { true } else { false } }
        #expect(saves.count == 2)
        #expect(driver.flow.music.notes.count == 2)
    }

    @Test("A bot slower than the interval drops the moment its answer arrives")
    func lateBotDropsOnArrival() {
        var driver = FlowDriver(GameFlow(players: .humanVsBot(), seed: 2))
        driver.botDelay = .milliseconds(1700)
        driver.start()
        driver.press(.dropIn(column: 0))
        driver.run(until: .seconds(5))
        #expect(driver.notes.map(\.time) == [.zero, .milliseconds(1700)])
    }

    @Test("The disc falls one row per step and lands; the deadlines follow the rows")
    func fallingDisc() {
        var flow = GameFlow(players: .twoHumans, seed: 3)
        _ = flow.start(at: .zero)
        _ = flow.handle(.key(.dropIn(column: 2)), at: .zero)
        let rows = stride(from: 0, through: 150, by: 25).map { ms in
            flow.screen(at: .milliseconds(ms)).falling?.row
        }
        #expect(rows == [5, 4, 3, 2, 1, nil, nil])
        #expect(flow.screen(at: .milliseconds(60)).discs[0][2] == nil)
        #expect(flow.screen(at: .milliseconds(125)).discs[0][2]?.moveNumber == 1)
        #expect(flow.nextDeadline(after: .milliseconds(10)) == .milliseconds(25))
        #expect(flow.nextDeadline(after: .milliseconds(100)) == .milliseconds(125))
    }

    @Test("The next person's colour flashes once the disc lands, then stays still")
    func turnFlash() {
        var flow = GameFlow(players: .twoHumans, seed: 4)
        _ = flow.start(at: .zero)
        _ = flow.handle(.key(.dropIn(column: 2)), at: .seconds(1))
        let landed = FlowTime.seconds(1) + .milliseconds(125)
        #expect(flow.screen(at: landed - .milliseconds(1)).flash == nil)
        #expect(flow.screen(at: landed).flash == .blue)
        #expect(flow.screen(at: landed + .milliseconds(150)).flash == nil)
        #expect(flow.screen(at: landed + .milliseconds(300)).flash == .blue)
        #expect(flow.screen(at: landed + .milliseconds(600)).flash == nil)
        #expect(flow.screen(at: .seconds(30)).flash == nil)
    }

    @Test("Bot against bot with instant answers: notes on the interval grid, then the ending and the prompt",
          arguments: [(BotLevel.easy, BotLevel.medium, UInt64(5)), (.medium, .easy, 6), (.hard, .easy, 7)])
    func botAgainstBot(a: BotLevel, b: BotLevel, seed: UInt64) {
        var settings = FlowSettings()
        settings.interval = .milliseconds(500)
        var driver = FlowDriver(GameFlow(players: .twoBots(a, b), settings: settings, seed: seed))
        driver.botDelay = .zero
        driver.start()
        driver.settle()
        let notes = driver.notes
        let game = driver.flow.game
        #expect(game.outcome.isOver)
        #expect(notes.count == game.moves.count)
        #expect(notes.map(\.column) == game.moves)
        for (k, note) in notes.enumerated() {
            #expect(note.time == .milliseconds(500) * k)
        }
        let endings = driver.log.filter { if case .playEnding = $0.effect { true } else { false } }
        #expect(endings.map(\.time) == [notes.last!.time + .milliseconds(500)])
        #expect(driver.flow.screen(at: driver.now).prompt == .anotherGame)
        #expect(throws: Never.self) { try GameMusic.check(driver.flow.music, against: game, humans: Humans.none) }
    }
}
