import Music
import Testing
@testable import Game

/// ``GameReview``: summaries and the deciding move from given analyses; ``GameReviewer`` against the
/// solver on an endgame it solves quickly in a debug build.
@Suite struct GameReviewTests {
    /// Seven scores where `column` scores `score` and every other column `others`.
    static func scores(_ column: Int, _ score: Int, others: Int) -> [Int?] {
        (0..<Position.width).map { $0 == column ? score : others }
    }

    @Test func summariesCountVerdictsAndNameTheDecidingMove() throws {
        let game = try MoveRecord.parse("444444")
        // Move 1 best; 2 inaccuracy; 3 mistake (win → draw); 4 best; 5 best; 6 mistake (draw → loss).
        let analyses: [[Int?]] = [
            Self.scores(3, 1, others: -1), Self.scores(3, -3, others: -1), Self.scores(3, 0, others: 2),
            Self.scores(3, 0, others: -2), Self.scores(3, 0, others: 0), Self.scores(3, -4, others: 0),
        ]
        let review = GameReview(game: game, analyses: analyses)
        #expect(review.moves.map(\.verdict) == [.best, .inaccuracy, .mistake, .best, .best, .mistake])
        #expect(review.moves[2].bestColumns == [0, 1, 2, 4, 5, 6])
        #expect(review.decidingMove?.number == 6)
        let first = review.summary(of: .first), second = review.summary(of: .second)
        #expect(first.count(of: .best) == 2 && first.count(of: .mistake) == 1 && first.count(of: .blunder) == 0)
        #expect(first.moveCount == 3 && first.decidingMove == nil)
        #expect(second.count(of: .best) == 1 && second.count(of: .inaccuracy) == 1 && second.count(of: .mistake) == 1)
        #expect(second.decidingMove?.number == 6)
    }

    @Test func aGameWithoutMistakesWasNeverDecided() throws {
        let game = try MoveRecord.parse("44")
        let review = GameReview(game: game, analyses: [Self.scores(3, 1, others: -1), Self.scores(3, -1, others: -2)])
        #expect(review.decidingMove == nil)
        #expect(review.summary(of: .first).count(of: .best) == 1)
    }

    /// A seeded random game whose first `opening` moves are reviewed from a book made on the spot, the
    /// rest by the solver: every move's scores equal the solver's own score of the position before it
    /// and of the position after it (a different entry point than the analysis the reviewer uses).
    @Test(arguments: [UInt64(3), 8, 21])
    func reviewedScoresAreTheSolversScores(seed: UInt64) throws {
        let solver = Solver(tableSizeLog2: 20)
        var random = SeededGenerator(seed: seed)
        // Random play from a 20-stone start: quick to solve in a debug build.
        var game = Game()
        while !game.outcome.isOver {
            try game.play(game.legalColumns.randomElement(using: &random)!)
            if game.moves.count == 20 && game.outcome == .ongoing { break }
        }
        guard game.outcome == .ongoing else { return }
        let start = game
        while !game.outcome.isOver {
            try game.play(game.legalColumns.randomElement(using: &random)!)
        }
        var progress: [Int] = []
        let reviewer = GameReviewer(solver: solver, book: nil)
        let tail = try reviewer.review(game, from: start.moves.count) { done, total in
            progress.append(done)
            #expect(total == game.moves.count)
        }
        #expect(progress == Array(start.moves.count...game.moves.count))
        var position = start.position
        for move in tail.moves {
            #expect(move.before == solver.solve(position))
            var after = position
            after.play(move.column)
            let expected = position.isWinningMove(move.column) ? position.scoreOfWinningNow
                : after.isFull ? 0 : -solver.solve(after)
            #expect(move.after == expected, "move \(move.number)")
            #expect(move.bestColumns == solver.bestMoves(in: position).columns)
            position = after
        }
    }
    /// The solver's review of a move (the position's score and best columns, then the played column's
    /// score only when it is not among them) against the reference, the analysis of every column: the same
    /// scores and best columns, over seeded random games from 16 stones on, winning moves and full
    /// columns included.
    @Test(arguments: [UInt64(5), 13, 34])
    func eachMoveMatchesTheAnalysisOfEveryColumn(seed: UInt64) throws {
        let solver = Solver(tableSizeLog2: 20), reference = Solver(tableSizeLog2: 20)
        let reviewer = GameReviewer(solver: solver, book: nil)
        var random = SeededGenerator(seed: seed)
        var reviewed = 0, games = 0
        while reviewed < 40, games < 50 {
            games += 1
            var game = Game()
            while game.moves.count < 16, !game.outcome.isOver {
                try game.play(game.legalColumns.randomElement(using: &random)!)
            }
            while !game.outcome.isOver {
                let column = game.legalColumns.randomElement(using: &random)!
                let review = reviewer.review(column, at: game.moves.count, in: game.position)
                let expected = MoveReview(index: game.moves.count, column: column, scores: reference.analyze(game.position))
                #expect(review.before == expected.before && review.after == expected.after, "move \(game.moves.count + 1) of \(game.moves)")
                #expect(review.bestColumns == expected.bestColumns, "move \(game.moves.count + 1) of \(game.moves)")
                try game.play(column)
                reviewed += 1
            }
        }
        #expect(reviewed >= 40)
    }

    /// ``GameReviewer/reviews(of:from:)`` takes each position's score from the move before's review instead
    /// of solving it: the same reviews as each move reviewed alone, over seeded games from 18 stones on.
    @Test(arguments: [UInt64(2), 9, 40])
    func reviewsInTurnEqualMovesReviewedAlone(seed: UInt64) throws {
        let reviewer = GameReviewer(solver: Solver(tableSizeLog2: 20), book: nil)
        let alone = GameReviewer(solver: Solver(tableSizeLog2: 20), book: nil)
        var random = SeededGenerator(seed: seed)
        var game = Game()
        while !game.outcome.isOver {
            try game.play(game.legalColumns.randomElement(using: &random)!)
        }
        let first = min(18, game.moves.count)
        var position = Position()
        for column in game.moves[..<first] { position.play(column) }
        let inTurn = Array(reviewer.reviews(of: game, from: first))
        #expect(inTurn.count == game.moves.count - first)
        for (index, review) in inTurn.enumerated() {
            let column = game.moves[first + index]
            let expected = alone.review(column, at: first + index, in: position)
            #expect(review.before == expected.before && review.after == expected.after, "move \(first + index + 1)")
            #expect(review.bestColumns == expected.bestColumns && review.column == column)
            position.play(column)
        }
    }
}
