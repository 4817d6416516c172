import Game
import Testing

@Suite("Hints: the outcome before the distance")
struct HintOutcomeTests {
    @Test("An outcome is a hint of its own until the exact one comes; a draw is exact at once")
    func outcomes() {
        #expect(Hint(sign: 1) == .winning && Hint(sign: 0) == .draw && Hint(sign: -1) == .losing)
        #expect(!Hint.winning.isExact && !Hint.losing.isExact && Hint.draw.isExact && Hint.win(moves: 3).isExact)
        #expect(Hint.winning.sign == 1 && Hint.loss(moves: 2).sign == -1 && Hint.full.sign == nil)
    }

    @Test("The best is marked once the best outcome's columns are exact; lesser outcomes may still be counting")
    func best() {
        // A column still unknown: no best
        #expect(Hint.best(of: [.win(moves: 3), nil, .draw, .full, .losing, .losing, .draw]) == nil)
        // The winning columns not all exact: no best yet
        #expect(Hint.best(of: [.win(moves: 3), .winning, .draw, .full, .losing, .losing, .draw]) == nil)
        // The wins exact, losses still counting: the quickest win is best
        #expect(Hint.best(of: [.win(moves: 3), .win(moves: 2), .draw, .full, .losing, .losing, .draw]) == [1])
        // Only draws and losses: every draw is best, however the losses count
        #expect(Hint.best(of: [.losing, .draw, .loss(moves: 4), .draw, .full, .full, .full]) == [1, 3])
    }
}
