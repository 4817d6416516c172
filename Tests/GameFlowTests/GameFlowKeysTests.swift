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
        #expect(driver.flow.screen(at: driver.now).message == .tookBack(count: 2, reopened: false))
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
        #expect(driver.flow.screen(at: driver.now).message == .nothingToUndo)
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
        #expect(driver.flow.screen(at: driver.now).message == .columnFull(0))
    }

    @Test("Hints arrive column by column for the request shown; they stay on, asked again for each turn")
    func hints() throws {
        // A middle-game position, quick to solve: 4453 3 6 … (ply 16).
        var driver = FlowDriver(GameFlow(players: .twoHumans, seed: 15))
        driver.start()
        for column in [3, 3, 4, 2, 2, 5, 1, 1, 0, 0, 4, 4, 2, 2, 6, 5] { driver.press(.dropIn(column: column)) }
        driver.press(.hints)
        let expected = Hint.hints(for: driver.flow.game.position, solver: driver.solver)
        #expect(driver.flow.screen(at: driver.now).hints?.compactMap { $0 } == expected.filter { $0 == .full })
        driver.run(until: driver.now + .milliseconds(12))
        let partial = try #require(driver.flow.screen(at: driver.now).hints)
        #expect(partial[0] == expected[0] && partial[1] == expected[1] && partial[6] == (expected[6] == .full ? .full : nil))
        driver.run(until: driver.now + .seconds(1))
        #expect(driver.flow.screen(at: driver.now).hints == expected)
        driver.press(.hints)
        #expect(driver.flow.screen(at: driver.now).hints == nil)
        #expect(!driver.flow.screen(at: driver.now).hintsOn)
        driver.press(.hints)
        driver.press(.dropIn(column: 6))
        // Still on: the next person's hints are asked for at once and arrive.
        #expect(driver.flow.screen(at: driver.now).hintsOn)
        driver.run(until: driver.now + .seconds(1))
        #expect(driver.flow.screen(at: driver.now).hints == Hint.hints(for: driver.flow.game.position, solver: driver.solver))
        #expect(driver.flow.record.hinted)
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
        driver.press(.left)  // the prompt takes only the keys it names
        #expect(driver.flow.game.moves.count == 7 && driver.flow.screen(at: driver.now).prompt == .anotherGame)
        driver.press(.drop)
        #expect(driver.flow.game.moves.isEmpty)
        #expect(driver.log.last?.effect == .stopSound)
    }

    @Test("Undo after the end: the game goes on, reopened and saved unfinished, the score taken back")
    func undoAfterEnd() throws {
        var driver = FlowDriver(GameFlow(players: .twoHumans, seed: 16))
        driver.start()
        for column in [0, 1, 0, 1, 0, 1, 0] { driver.press(.dropIn(column: column)) }
        driver.run(until: driver.now + .seconds(2))
        #expect(driver.flow.screen(at: driver.now).score?.wins.first?.count == 1)
        driver.press(.undo)
        #expect(driver.flow.game.moves == [0, 1, 0, 1, 0, 1])
        #expect(driver.flow.screen(at: driver.now).prompt == nil)
        #expect(driver.flow.screen(at: driver.now).score?.isEmpty == true)
        let effects = driver.log.suffix(3).map(\.effect)
        #expect(effects.first == .stopSound)
        #expect(effects.contains { if case .reopen(let r) = $0 { r.game.moves.count == 6 } else { false } })
        #expect(effects.last.map { if case .save(let r) = $0 { r.music.ending == nil } else { false } } == true)
        driver.press(.dropIn(column: 2))
        #expect(driver.flow.game.moves.count == 7 && driver.flow.game.outcome == .ongoing)
    }

    @Test("Esc cancels a prompt instead of quitting; the help and the options panel take their own keys")
    func escapeAndOverlays() {
        var driver = FlowDriver(GameFlow(players: .humanVsBot(), seed: 19))
        driver.start()
        driver.press(.escape)
        #expect(!driver.log.contains { $0.effect == .quit })
        driver.press(.help)
        #expect(driver.flow.screen(at: driver.now).overlay == .help)
        driver.press(.dropIn(column: 3))  // covered: no move
        #expect(driver.flow.game.moves.isEmpty)
        driver.press(.escape)
        #expect(driver.flow.screen(at: driver.now).overlay == nil)
        driver.press(.options)
        driver.press(.right)  // level: easy -> medium
        driver.press(.down)
        driver.press(.down)   // opponent
        driver.press(.right)  // a person
        #expect(driver.log.contains { if case .remember(let c) = $0.effect { c.level == .medium && !c.opponentIsBot } else { false } })
        driver.press(.escape)
        #expect(driver.flow.players.second.isHuman)
        #expect(!driver.flow.seats.second.isHuman)  // from the next game
        driver.press(.end)
        #expect(driver.flow.screen(at: driver.now).cursor == 6)
        driver.press(.home)
        #expect(driver.flow.screen(at: driver.now).cursor == 0)
        driver.press(.mute)
        #expect(driver.flow.screen(at: driver.now).sound == .muted)
        #expect(driver.log.contains { $0.effect == .setMuted(true) })
    }

    @Test("n during a game asks first; y starts over and keeps the old game (set aside, resumable); Esc goes on, other keys do nothing")
    func newGame() {
        var driver = FlowDriver(GameFlow(players: .twoHumans, seed: 17))
        driver.start()
        driver.press(.dropIn(column: 3))
        driver.press(.newGame)
        #expect(driver.flow.screen(at: driver.now).prompt == .confirmNewGame)
        driver.press(.dropIn(column: 2))
        #expect(driver.flow.screen(at: driver.now).prompt == .confirmNewGame)
        driver.press(.escape)
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
