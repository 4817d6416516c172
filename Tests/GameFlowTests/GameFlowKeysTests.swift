import Game
import GameFlow
import Music
import Testing

@Suite("Game flow: keys, undo, hints, the end")
struct GameFlowKeysTests {
    @Test("Undo after the bot's reply takes back both moves, and the melody with them")
    func undoTwo() {
        var driver = FlowDriver(GameFlow(players: .humanVsBot(), seed: 10))
        driver.start()
        driver.press(.dropIn(column: 3))
        driver.run(until: .seconds(2))
        driver.press(.dropIn(column: 2))
        driver.run(until: .seconds(4))
        #expect(driver.flow.game.moves.count == 4)
        let before = driver.flow.music.notes
        driver.press(.undo)
        #expect(driver.flow.game.moves.count == 2)
        #expect(driver.flow.music.notes == Array(before.prefix(2)))
        #expect(driver.log.suffix(2).map(\.effect).first == .stopSound)
        #expect(driver.flow.screen(at: driver.now).message == "Took back 2 moves.")
    }

    @Test("Undo while the bot thinks takes back the person's move; the late answer is ignored")
    func undoWhileThinking() {
        var driver = FlowDriver(GameFlow(players: .humanVsBot(), seed: 11))
        driver.start()
        driver.press(.dropIn(column: 3))
        driver.press(.undo)
        #expect(driver.flow.game.moves.isEmpty)
        #expect(driver.log.last?.effect == .abandon)
        driver.run(until: .seconds(3))
        #expect(driver.flow.game.moves.isEmpty)
        #expect(driver.notes.count == 1)
    }

    @Test("Nothing to undo when only the bot has moved")
    func nothingToUndo() {
        var settings = FlowSettings()
        settings.firstMover = .bot
        var driver = FlowDriver(GameFlow(players: .humanVsBot(), settings: settings, seed: 12))
        driver.start()
        driver.run(until: .seconds(1))
        #expect(driver.flow.game.moves.count == 1)
        driver.press(.undo)
        #expect(driver.flow.game.moves.count == 1)
        #expect(driver.flow.screen(at: driver.now).message == "Nothing to undo.")
    }

    @Test("Between two people, undo takes back one move; the cursor moves and clamps")
    func twoPeople() {
        var driver = FlowDriver(GameFlow(players: .twoHumans, seed: 13))
        driver.start()
        for _ in 0..<5 { driver.press(.left) }
        #expect(driver.flow.screen(at: driver.now).cursor == 0)
        driver.press(.drop)
        driver.press(.right)
        driver.press(.drop)
        #expect(driver.flow.game.moves == [0, 1])
        driver.press(.undo)
        #expect(driver.flow.game.moves == [0])
        #expect(driver.flow.screen(at: driver.now).status == .toMove(.second, thinking: false))
    }

    @Test("A full column says so and changes nothing")
    func fullColumn() {
        var driver = FlowDriver(GameFlow(players: .twoHumans, seed: 14))
        driver.start()
        for _ in 0..<6 { driver.press(.dropIn(column: 0)) }
        let saves = driver.log.count
        driver.press(.dropIn(column: 0))
        #expect(driver.flow.game.moves.count == 6)
        #expect(driver.log.count == saves)
        #expect(driver.flow.screen(at: driver.now).message == "Column 1 is full.")
    }

    @Test("Hints arrive column by column for the request shown; a move hides them")
    func hints() throws {
        // A middle-game position, quick to solve: 4453 3 6 … (ply 16).
        var driver = FlowDriver(GameFlow(players: .twoHumans, seed: 15))
        driver.start()
        for column in [3, 3, 4, 2, 2, 5, 1, 1, 0, 0, 4, 4, 2, 2, 6, 5] { driver.press(.dropIn(column: column)) }
        driver.press(.hint)
        let expected = Hint.hints(for: driver.flow.game.position, solver: driver.solver)
        #expect(driver.flow.screen(at: driver.now).hints?.compactMap { $0 } == expected.filter { $0 == .full })
        driver.run(until: driver.now + .milliseconds(12))
        let partial = try #require(driver.flow.screen(at: driver.now).hints)
        #expect(partial[0] == expected[0] && partial[1] == expected[1] && partial[6] == (expected[6] == .full ? .full : nil))
        driver.run(until: driver.now + .seconds(1))
        #expect(driver.flow.screen(at: driver.now).hints == expected)
        driver.press(.hint)
        #expect(driver.flow.screen(at: driver.now).hints == nil)
        driver.press(.hint)
        driver.press(.dropIn(column: 6))
        #expect(driver.flow.screen(at: driver.now).hints == nil)
        driver.run(until: driver.now + .seconds(1))
        #expect(driver.flow.screen(at: driver.now).hints == nil)
    }

    @Test("A win: winning cells, move numbers, the winner flashes, the ending one interval later, a prompt")
    func winning() {
        var driver = FlowDriver(GameFlow(players: .twoHumans, seed: 16))
        driver.start()
        for column in [0, 1, 0, 1, 0, 1, 0] { driver.press(.dropIn(column: column)) }
        #expect(driver.flow.game.outcome == .win(.first))
        #expect(driver.logged { if case .finish(let r) = $0 { r.music.ending == .good } else { false } })
        let screen = driver.flow.screen(at: driver.now + .seconds(2))
        #expect(screen.status == .won(.first))
        #expect(screen.showsMoveNumbers)
        #expect(screen.prompt == .anotherGame)
        #expect((0..<4).allSatisfy { screen.discs[$0][0]?.isWinning == true })
        #expect(screen.discs[0][1]?.isWinning == false && screen.discs[2][1]?.moveNumber == 6)
        #expect(driver.flow.screen(at: driver.now + .milliseconds(20)).flash == nil)  // still falling
        #expect(driver.flow.screen(at: driver.now + .milliseconds(20)).falling != nil)
        driver.run(until: driver.now + .seconds(1))
        #expect(driver.log.last?.effect == .playEnding(.good))
        driver.press(.undo)
        #expect(driver.flow.game.moves.count == 7)
        driver.press(.drop)
        #expect(driver.flow.game.moves.isEmpty)
        #expect(driver.log.last?.effect == .stopSound)
    }

    @Test("n during a game asks first; y starts over and keeps the old game (set aside, resumable); another key goes on")
    func newGame() {
        var driver = FlowDriver(GameFlow(players: .twoHumans, seed: 17))
        driver.start()
        driver.press(.dropIn(column: 3))
        driver.press(.newGame)
        #expect(driver.flow.screen(at: driver.now).prompt == .confirmNewGame)
        driver.press(.left)
        #expect(driver.flow.screen(at: driver.now).prompt == nil)
        #expect(driver.flow.game.moves == [3])
        driver.press(.newGame)
        driver.press(.yes)
        #expect(driver.flow.game.moves.isEmpty)
        #expect(driver.log.suffix(2).map(\.effect) == [.stopSound, .setAside])
    }

    @Test("q quits at any time, silencing the sound")
    func quit() {
        var driver = FlowDriver(GameFlow(players: .humanVsBot(), seed: 18))
        driver.start()
        driver.press(.dropIn(column: 3))
        driver.press(.quit)
        #expect(driver.log.suffix(2).map(\.effect) == [.stopSound, .quit])
    }
}
