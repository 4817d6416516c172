import Foundation
import Music
import Testing
@testable import Game

/// Reviews of seeded games between `hard` and `perfect` with the shipped opening book: every move's
/// scores and best columns equal what the book or the solver says of the positions before and after it
/// (``OpeningBook/score(of:)``, ``Solver/solve(_:weak:)``, ``Solver/bestMoves(in:)``: other entry points
/// than the reviewer's), each verdict follows the rules, and `perfect` never errs.
/// (`CLITests/ReviewCommandTests` checks the same games through the binary against `solve --analyze`.)
@Suite struct ReviewBotGamesTests {
    /// `Resources/book/perfect.c4book` of this checkout.
    static let book: OpeningBook = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let data = try! Data(contentsOf: root.appendingPathComponent("Resources/book/perfect.c4book"))
        return try! OpeningBook(bytes: data)
    }()

    /// A game between `hard` and `perfect`, `hard` first when `seed` is odd.
    static func game(seed: UInt64, solver: Solver) -> Game {
        let hard = Bot(level: .hard, solver: solver)
        let perfect = Bot(level: .perfect, solver: solver, book: book)
        var generator = SeededGenerator(seed: seed)
        var game = Game()
        while !game.outcome.isOver {
            let hardToMove = game.moves.count.isMultiple(of: 2) == !seed.isMultiple(of: 2)
            try! game.play((hardToMove ? hard : perfect).move(in: game.position, using: &generator))
        }
        return game
    }

    @Test(arguments: [UInt64(1), 2])
    func everyMoveMatchesTheScoresOfItsPositions(seed: UInt64) throws {
        let solver = Solver(tableSizeLog2: 22)
        let game = Self.game(seed: seed, solver: solver)
        let review = try GameReviewer(solver: solver, book: Self.book).review(game)
        #expect(review.moves.map(\.column) == game.moves)
        let book = Self.book
        var position = Position()
        for move in review.moves {
            let before = book.score(of: position) ?? solver.solve(position)
            var child = position
            child.play(move.column)
            let after = position.scoreWithoutSearch(playing: move.column) ?? -(book.score(of: child) ?? solver.solve(child))
            #expect(move.before == before && move.after == after, "move \(move.number) of \(MoveRecord.encode(game))")
            let best = book.bestMoves(in: position) ?? solver.bestMoves(in: position).columns
            #expect(move.bestColumns == best, "move \(move.number)")
            #expect(move.verdict == MoveVerdictTests.reference(before: before, after: after))
            let perfectMoved = move.index.isMultiple(of: 2) == seed.isMultiple(of: 2)
            if perfectMoved { #expect(move.verdict == .best, "perfect's move \(move.number)") }
            position = child
        }
        let perfect: Player = seed.isMultiple(of: 2) ? .first : .second
        #expect(review.summary(of: perfect).count(of: .best) == review.summary(of: perfect).moveCount)
        // The game ends as the review says: the last move's score is the result.
        let last = try #require(review.moves.last)
        #expect(game.outcome == (last.after > 0 ? .win(last.player) : .draw))
    }
}
