import Music
import Testing
@testable import Game

/// ``GameReviewer/turningPoints(of:in:)`` and ``GameReviewer/line(from:score:)`` against plain models: the
/// turning points are exactly the moves after which the mover's outcome class (win, draw, loss) is worse
/// than before, by the solver's own score of each position; every move of a line scores best by the
/// analysis of every column; each line ends as its score says; the graph's values are the scores of the
/// positions after each move.
@Suite struct TurningPointTests {
    /// A seeded random game reviewed from 18 stones on (quick to solve in a debug build).
    static func reviewed(seed: UInt64, reviewer: GameReviewer) throws -> (game: Game, review: GameReview, start: Int)? {
        var random = SeededGenerator(seed: seed)
        var game = Game()
        while !game.outcome.isOver { try game.play(game.legalColumns.randomElement(using: &random)!) }
        guard game.moves.count > 19 else { return nil }
        return (game, try reviewer.review(game, from: 18), 18)
    }

    /// The outcome class of a score: 1 a win, 0 a draw, -1 a loss.
    static func outcome(_ score: Int) -> Int { score.signum() }

    /// Over seeded games until 12 turning points have been checked (and at least 6 games).
    @Test func turningPointsAreTheMovesThatChangedTheOutcome() throws {
        var checked = 0, games = 0
        for seed in UInt64(1)...200 {
            if checked >= 12 && games >= 6 { break }
            guard let (game, review, start) = try Self.reviewed(seed: seed, reviewer: GameReviewer(solver: Solver(tableSizeLog2: 20), book: nil))
            else { continue }
            checked += try Self.check(game, review, start)
            games += 1
        }
        #expect(checked >= 12)
    }

    /// Checks the turning points of `review`, the review of `game` from move index `start`; returns how many.
    static func check(_ game: Game, _ review: GameReview, _ start: Int) throws -> Int {
        let reviewer = GameReviewer(solver: Solver(tableSizeLog2: 20), book: nil)
        let reference = Solver(tableSizeLog2: 20)
        var expected: [Int] = []
        var position = Position(columns: game.moves[..<start])
        for (index, column) in game.moves.enumerated().dropFirst(start) {
            let before = reference.solve(position)
            var after = position
            after.play(column)
            let kept = position.isWinningMove(column) ? 1 : after.isFull ? 0 : -Self.outcome(reference.solve(after))
            if kept < Self.outcome(before) { expected.append(index) }
            // The graph: the score after the move for the first player.
            let mover = position.isWinningMove(column) ? position.scoreOfWinningNow : after.isFull ? 0 : -reference.solve(after)
            #expect(review.moves[index - start].firstPlayerScore == (index.isMultiple(of: 2) ? mover : -mover), "move \(index + 1)")
            position = after
        }
        let points = try reviewer.turningPoints(of: game, in: review)
        #expect(points.map(\.move.index) == expected, "\(game.moves)")
        for point in points {
            try Self.checkLine([point.move.column] + point.line, from: point.move.index, of: game, claims: point.move.after, reference)
            try Self.checkLine(point.bestLine, from: point.move.index, of: game, claims: point.move.before, reference)
            #expect(point.move.bestColumns.contains(point.bestLine[0]))
        }
        return points.count
    }

    /// `line`, played from the position before move `index` of `game`, is a principal variation from its
    /// second move on (the first may be the move played) and ends as `score` (the first move's mover's) says.
    static func checkLine(_ line: [Int], from index: Int, of game: Game, claims score: Int, _ reference: Solver) throws {
        var position = Position(columns: game.moves[..<index])
        for (step, column) in line.enumerated() {
            if step > 0 {
                let scores = reference.analyze(position)
                #expect(scores[column] == scores.compactMap { $0 }.max(), "step \(step) of \(line) after \(game.moves[..<index])")
            }
            position.play(column)
        }
        #expect(position.isFull || position.isWonByLastMover, "the line \(line) stops before the end")
        var end = Game()
        for column in game.moves[..<index] + line { try end.play(column) }
        let mover: Player = index.isMultiple(of: 2) ? .first : .second
        switch Self.outcome(score) {
        case 1:
            #expect(end.outcome.winner == mover)
            // Pons: a win with the winner's k-th stone scores 22 - k.
            #expect(end.moves.count == 2 * (22 - score) - (mover == .first ? 1 : 0), "\(line)")
        case -1:
            #expect(end.outcome.winner == mover.opponent)
            #expect(end.moves.count == 2 * (22 + score) - (mover == .first ? 0 : 1), "\(line)")
        default:
            #expect(end.outcome == .draw)
        }
    }

    /// ``Solver/bestMove(in:score:order:)`` is the first of ``Solver/bestMoves(in:score:)``'s columns in the order
    /// given, over seeded positions of 16 to 30 stones and two orders.
    @Test func bestMoveIsTheFirstBestColumnInOrder() throws {
        let solver = Solver(tableSizeLog2: 20)
        var random = SeededGenerator(seed: 77)
        var checked = 0
        while checked < 60 {
            var game = Game()
            let stones = Int.random(in: 16...30, using: &random)
            while game.moves.count < stones, !game.outcome.isOver { try game.play(game.legalColumns.randomElement(using: &random)!) }
            guard !game.outcome.isOver else { continue }
            let (score, best) = solver.bestMoves(in: game.position)
            for order in [[3, 2, 4, 1, 5, 0, 6], [6, 5, 4, 3, 2, 1, 0]] {
                let move = solver.bestMove(in: game.position, score: checked.isMultiple(of: 2) ? score : nil, order: order)
                #expect(move.score == score && move.column == order.first(where: best.contains), "\(game.moves)")
            }
            checked += 1
        }
    }

    @Test func aLineFromAWonPositionIsTheQuickestWin() throws {
        // Red threatens 4 in row 1 (columns 1-3 held): the line is the winning stone itself.
        let reviewer = GameReviewer(solver: Solver(tableSizeLog2: 16), book: nil)
        let position = Position(columns: [0, 0, 1, 1, 2, 2])
        #expect(reviewer.line(from: position) == [3])
        var over = position
        over.play(3)
        #expect(reviewer.line(from: over).isEmpty)
    }

    @Test func accuracyIsTheShareOfMovesThatKeptTheOutcome() throws {
        let game = try MoveRecord.parse("444444")
        let analyses: [[Int?]] = [
            GameReviewTests.scores(3, 1, others: -1), GameReviewTests.scores(3, -3, others: -1), GameReviewTests.scores(3, 0, others: 2),
            GameReviewTests.scores(3, 0, others: -2), GameReviewTests.scores(3, 0, others: 0), GameReviewTests.scores(3, -4, others: 0),
        ]
        let review = GameReview(game: game, analyses: analyses)
        #expect(review.summary(of: .first).accuracy == 2.0 / 3)
        #expect(review.summary(of: .second).accuracy == 2.0 / 3)
        #expect(review.turningMoves.map(\.number) == [3, 6])
        #expect(GameReview(moves: []).summary(of: .first).accuracy == nil)
    }
}
