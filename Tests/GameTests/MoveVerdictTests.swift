import Testing
@testable import Game

/// The verdict rules of issue 21, against a reference written as the issue states them: by outcome
/// (win, draw, loss) before and after the move.
@Suite struct MoveVerdictTests {
    enum Result: Comparable { case loss, draw, win }

    static func result(_ score: Int) -> Result { score > 0 ? .win : score < 0 ? .loss : .draw }

    /// best: keeps the best score; inaccuracy: same outcome, slower win or quicker loss; mistake: the
    /// outcome one step down (win → draw, draw → loss); blunder: win → loss.
    static func reference(before: Int, after: Int) -> MoveVerdict {
        if before == after { return .best }
        switch (result(before), result(after)) {
        case (.win, .win), (.loss, .loss): return .inaccuracy
        case (.win, .draw), (.draw, .loss): return .mistake
        case (.win, .loss): return .blunder
        default: fatalError("a move cannot improve the outcome")
        }
    }

    @Test func everyPairOfScoresAgreesWithTheReference() {
        // Scores run from -21 (lost at once) to 21 (won with one's first disc).
        for before in -21...21 {
            for after in -21...before {
                #expect(MoveVerdict(before: before, after: after) == Self.reference(before: before, after: after),
                        "\(before) → \(after)")
            }
        }
    }

    @Test(arguments: [
        (3, 3, MoveVerdict.best), (0, 0, .best), (-2, -2, .best),
        (5, 2, .inaccuracy), (1, 1, .best), (-1, -4, .inaccuracy), (18, 1, .inaccuracy),
        (4, 0, .mistake), (0, -3, .mistake), (0, -1, .mistake),
        (2, -1, .blunder), (1, -21, .blunder),
    ])
    func examples(before: Int, after: Int, expected: MoveVerdict) {
        #expect(MoveVerdict(before: before, after: after) == expected)
        #expect(MoveVerdict(before: before, after: after).changesOutcome == (expected == .mistake || expected == .blunder))
    }

    @Test func aMoveKeepsItsAnalysis() {
        // Column 2 (0-based) is full; columns 3 and 4 share the best score.
        let scores: [Int?] = [-3, 0, nil, 2, 2, -1, -5]
        let best = MoveReview(index: 4, column: 3, scores: scores)
        #expect(best.number == 5 && best.player == .first)
        #expect(best.columnScores == scores && best.before == 2 && best.after == 2 && best.verdict == .best && best.bestColumns == [3, 4])
        let blunder = MoveReview(index: 5, column: 0, scores: scores)
        #expect(blunder.player == .second && blunder.verdict == .blunder && blunder.bestColumns == [3, 4])
        #expect(MoveReview(index: 0, column: 1, scores: scores).verdict == .mistake)
        #expect(MoveReview(index: 0, column: 5, scores: scores).verdict == .blunder)
    }
}
