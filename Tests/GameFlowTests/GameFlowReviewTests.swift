import Game
import GameFlow
import Music
import Testing

@Suite("Game flow: the review of a finished game")
struct GameFlowReviewTests {
    /// Two people; the first wins in column 1 with move 7.
    static func wonFlow() -> (GameFlow, ReviewRequest) {
        var flow = GameFlow(players: .twoHumans, seed: 3)
        _ = flow.start(at: .zero)
        var effects: [FlowEffect] = []
        for column in [0, 1, 0, 1, 0, 1, 0] { effects = flow.handle(.key(.dropIn(column: column)), at: .zero) }
        let request = effects.compactMap { effect -> ReviewRequest? in
            if case .requestReview(let request) = effect { return request }
            return nil
        }
        #expect(request.count == 1 && request.first?.game == flow.game)
        return (flow, request[0])
    }

    /// A review of `game`'s move `index` with made-up scores (the flow only carries them): move 1 a mistake
    /// (column 4 would have won), move 2 a blunder (column 1 would have won), the others best.
    static func reviewed(_ game: Game, _ index: Int) -> MoveReview {
        var scores: [Int?] = Array(repeating: 0, count: 7)
        switch index {
        case 0: scores[3] = 1
        case 1: scores[0] = 2; scores[1] = -18
        default: break
        }
        return MoveReview(index: index, column: game.moves[index], scores: scores)
    }

    @Test("The end asks for a review; its moves come in order and show once the last disc has landed")
    func reviewComes() {
        var (flow, request) = Self.wonFlow()
        let later = FlowTime.seconds(30)
        #expect(flow.screen(at: later).review == FlowScreen.Review(moves: [], total: 7))
        // The last moves (quick to solve) arrive; one out of order or for another request is ignored
        let game = flow.game
        _ = flow.handle(.reviewed(id: request.id + 1, Self.reviewed(game, 0)), at: later)
        _ = flow.handle(.reviewed(id: request.id, Self.reviewed(game, 1)), at: later)
        #expect(flow.screen(at: later).review?.moves.isEmpty == true)
        for index in 0..<7 { _ = flow.handle(.reviewed(id: request.id, Self.reviewed(game, index)), at: later) }
        let review = flow.screen(at: later).review
        #expect(review?.isComplete == true && review?.moves.map(\.column) == game.moves)
        #expect(review?.moves[0].verdict == .mistake && review?.moves[1].verdict == .blunder)
        #expect(GameReview(moves: review!.moves).decidingMove?.number == 2)
    }

    @Test("Undo after the end and a new game forget the review; a late answer is ignored")
    func reviewForgotten() {
        var (flow, request) = Self.wonFlow()
        let later = FlowTime.seconds(30)
        _ = flow.handle(.key(.undo), at: later)
        #expect(flow.screen(at: later).review == nil)
        _ = flow.handle(.reviewed(id: request.id, Self.reviewed(flow.game, 0)), at: later)
        #expect(flow.screen(at: later).review == nil)
        #expect(!flow.game.outcome.isOver)
    }
}
