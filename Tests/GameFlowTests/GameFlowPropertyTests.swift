import Game
import GameFlow
import Music
import Testing

/// Random sessions of keys and waits, checked against a plain list-of-moves model of the game and
/// the invariants that must always hold.
@Suite("Game flow: properties of random sessions")
struct GameFlowPropertyTests {
    @Test("Two people: the flow's game is the model's game after every key", arguments: 0..<20)
    func twoPeopleMatchModel(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var driver = FlowDriver(GameFlow(players: .twoHumans, seed: seed))
        driver.start()
        var model: [Int] = []  // the moves of the game now
        var cursor = 3
        for _ in 0..<200 {
            let roll = Int.random(in: 0..<10, using: &generator)
            let over = try Game(columns: model).outcome.isOver
            // Once the game is over the flow waits for another game (the screen shows it after the fall).
            let prompt = over ? .anotherGame : driver.flow.screen(at: driver.now).prompt
            switch roll {
            case 0:
                driver.press(.undo)
                // Undo works also after the end: the game goes on.
                if (prompt == nil || prompt == .anotherGame) && !model.isEmpty { model.removeLast() }
            case 1:
                driver.press(.left)
                if prompt == nil { cursor = max(0, cursor - 1) }
            case 2:
                driver.press(.right)
                if prompt == nil { cursor = min(6, cursor + 1) }
            case 3:
                driver.press(.drop)
                if prompt == .anotherGame { model = [] }
                else if prompt == nil && !over && heightOf(cursor, in: model) < 6 { model.append(cursor) }
            default:
                let column = Int.random(in: 0..<7, using: &generator)
                driver.press(.dropIn(column: column))
                if prompt == nil && !over {
                    cursor = column
                    if heightOf(column, in: model) < 6 { model.append(column) }
                }
            }
            driver.run(until: driver.now + .milliseconds(Int.random(in: 0..<300, using: &generator)))
            #expect(driver.flow.game.moves == model)
            try checkInvariants(driver)
        }
    }

    @Test("A person against each bot level: invariants hold and every saved record fits",
          arguments: [(BotLevel.easy, UInt64(30)), (.medium, 31), (.hard, 32), (.random, 33)])
    func againstBot(level: BotLevel, seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var settings = FlowSettings()
        settings.firstMover = .random
        var driver = FlowDriver(GameFlow(players: .humanVsBot(level), settings: settings, seed: seed))
        driver.start()
        for _ in 0..<300 {
            let keys: [FlowKey] = [.undo, .left, .right, .drop, .dropIn(column: Int.random(in: 0..<7, using: &generator)),
                                   .dropIn(column: 3), .newGame, .yes]
            driver.press(keys.randomElement(using: &generator)!)
            driver.run(until: driver.now + .milliseconds(Int.random(in: 0..<1500, using: &generator)))
            try checkInvariants(driver)
        }
        for entry in driver.log {
            switch entry.effect {
            case .save(let record):
                try GameMusic.check(record.music, against: record.game, humans: record.seats.humans)
                #expect(record.game.outcome == .ongoing)
            case .finish(let record):
                try GameMusic.check(record.music, against: record.game, humans: record.seats.humans)
            default: break
            }
        }
    }

    private func heightOf(_ column: Int, in moves: [Int]) -> Int { moves.filter { $0 == column }.count }

    private func checkInvariants(_ driver: FlowDriver) throws {
        let flow = driver.flow
        #expect(flow.music.notes.count == flow.game.moves.count)
        #expect((flow.music.ending != nil) == flow.game.outcome.isOver)
        let screen = flow.screen(at: driver.now)
        let discs = screen.discs.joined().compactMap { $0 }.count + (screen.falling == nil ? 0 : 1)
        #expect(discs == flow.game.moves.count)
        #expect(screen.moveCount == flow.game.moves.count)
        if let cursor = screen.cursor { #expect((0..<7).contains(cursor)) }
        if let deadline = flow.nextDeadline(after: driver.now) { #expect(deadline > driver.now || flow.isBotToMove) }
    }
}
