import Game
import GameFlow
import Testing

@Suite("Game flow: stepping through a finished game's turning points")
struct GameFlowTurningPointTests {
    /// The first player won in column 1 with move 7 (columns 1 2 1 2 1 2 1); move 1 a mistake, move 2 a
    /// blunder (``GameFlowReviewTests/reviewed(_:_:)``), with lines of legal moves (the flow only carries them).
    static func points(_ game: Game) -> [TurningPoint] {
        [TurningPoint(move: GameFlowReviewTests.reviewed(game, 0), line: [1, 0, 1, 0, 1, 0], bestLine: [3, 3, 2, 2, 4, 4, 5]),
         TurningPoint(move: GameFlowReviewTests.reviewed(game, 1), line: [0, 1, 0, 1, 0], bestLine: [3, 1, 3, 1, 3, 2, 3])]
    }

    /// The discs on the screen: played ones and ghosts.
    static func counts(_ screen: FlowScreen) -> (played: Int, ghosts: Int) {
        let discs = screen.discs.flatMap { $0 }.compactMap { $0 }
        return (discs.filter { !$0.isGhost }.count, discs.filter(\.isGhost).count)
    }

    @Test("p shows each turning point with the line after the move played, then after the best move, then the end again")
    func stepping() throws {
        var (flow, request) = GameFlowReviewTests.wonFlow()
        let later = FlowTime.seconds(30)
        let game = flow.game
        let end = flow.screen(at: later).discs
        for index in 0..<7 { _ = flow.handle(.reviewed(id: request.id, GameFlowReviewTests.reviewed(game, index)), at: later) }
        // Before the lines are solved, p says they are coming.
        _ = flow.handle(.key(.turningPoint), at: later)
        #expect(flow.screen(at: later).message == .turningPointsComing)
        #expect(flow.screen(at: later).inspection == nil)
        // Lines for another request are ignored.
        _ = flow.handle(.turningPoints(id: request.id + 1, Self.points(game)), at: later)
        #expect(flow.screen(at: later).review?.turningPoints == nil)
        _ = flow.handle(.turningPoints(id: request.id, Self.points(game)), at: later)
        #expect(flow.screen(at: later).review?.turningPoints == Self.points(game))

        // (turning point, best line, played discs, ghosts, the line's end)
        let expected: [(Int, Bool, Int, Int, Player?)] = [(0, false, 1, 6, .first), (0, true, 0, 7, .first),
                                                          (1, false, 2, 5, .first), (1, true, 1, 7, .second)]
        for (index, best, played, ghosts, winner) in expected {
            _ = flow.handle(.key(.turningPoint), at: later)
            let screen = flow.screen(at: later)
            let shown = try #require(screen.inspection)
            #expect(shown.view == TurningPointView(index: index, best: best) && shown.count == 2)
            #expect(Self.counts(screen) == (played, ghosts), "turning point \(index + 1), best \(best)")
            #expect(shown.end.outcome.winner == winner)
            // The ghosts are the line's moves, in order after the real discs.
            let numbers = screen.discs.flatMap { $0 }.compactMap { $0 }.filter(\.isGhost).map(\.moveNumber).sorted()
            #expect(numbers == Array(played + 1...played + ghosts))
            #expect(screen.prompt == .anotherGame)
        }
        _ = flow.handle(.key(.turningPoint), at: later)
        #expect(flow.screen(at: later).inspection == nil)
        #expect(flow.screen(at: later).discs == end)

        // Esc goes back to the end at once, the question still asked; a second Esc closes it.
        _ = flow.handle(.key(.turningPoint), at: later)
        _ = flow.handle(.key(.escape), at: later)
        #expect(flow.screen(at: later).inspection == nil && flow.screen(at: later).prompt == .anotherGame)
        _ = flow.handle(.key(.escape), at: later)
        #expect(flow.screen(at: later).prompt == nil)
        // With the question closed, p still steps; undo forgets the turning points.
        _ = flow.handle(.key(.turningPoint), at: later)
        #expect(flow.screen(at: later).inspection?.view == TurningPointView(index: 0, best: false))
        _ = flow.handle(.key(.undo), at: later)
        #expect(flow.screen(at: later).inspection == nil && flow.screen(at: later).review == nil)
    }

    @Test("A game without turning points says so on p")
    func noTurningPoints() {
        var (flow, request) = GameFlowReviewTests.wonFlow()
        let later = FlowTime.seconds(30)
        let game = flow.game
        for index in 0..<7 {
            _ = flow.handle(.reviewed(id: request.id, MoveReview(index: index, column: game.moves[index], scores: Array(repeating: 0, count: 7))), at: later)
        }
        _ = flow.handle(.turningPoints(id: request.id, []), at: later)
        _ = flow.handle(.key(.turningPoint), at: later)
        #expect(flow.screen(at: later).message == .noTurningPoints && flow.screen(at: later).inspection == nil)
    }

    @Test("During a game p does nothing")
    func notDuringAGame() {
        var flow = GameFlow(players: .twoHumans, seed: 3)
        _ = flow.start(at: .zero)
        _ = flow.handle(.key(.dropIn(column: 3)), at: .zero)
        let before = flow.screen(at: .seconds(5))
        _ = flow.handle(.key(.turningPoint), at: .seconds(5))
        #expect(flow.screen(at: .seconds(5)) == before)
    }
}
