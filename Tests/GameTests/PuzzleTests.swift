import Music
import Testing
@testable import Game

/// ``Puzzle``: the accepted answers are exactly the columns whose own solve keeps the outcome class of the
/// position (every winning column in a won position, however slow; every drawing one in a drawn one), on
/// seeded random positions, each column checked by solving the position after it; a wrong answer's line is
/// perfect play that ends as its score says.
@Suite struct PuzzleTests {
    /// A seeded random position of 16 to 25 stones where the game is not over (quick to solve in a debug build).
    static func position(seed: UInt64) -> [Int]? {
        var random = SeededGenerator(seed: seed)
        var position = Position()
        var moves: [Int] = []
        let length = 16 + Int.random(in: 0...9, using: &random)
        while moves.count < length {
            let playable = (0..<Position.width).filter { position.canPlay($0) }
            let column = playable.randomElement(using: &random)!
            if position.isWinningMove(column) { return nil }
            position.play(column)
            moves.append(column)
        }
        return moves
    }

    @Test func acceptedAnswersAreExactlyTheSolversMovesThatKeepTheOutcome() throws {
        let solver = Solver(tableSizeLog2: 20)
        let reference = Solver(tableSizeLog2: 20)
        var checked = 0, withWrong = 0
        for seed in UInt64(1)...60 {
            guard let moves = Self.position(seed: seed) else { continue }
            let position = Position(columns: moves)
            let puzzle = Puzzle(moves: moves, solver: solver, book: nil)
            let best = reference.solve(position).signum()
            var expected: [Int] = []
            for column in 0..<Position.width where position.canPlay(column) {
                var after = position
                after.play(column)
                let kept = position.isWinningMove(column) ? 1 : after.isFull ? 0 : -reference.solve(after).signum()
                if kept == best { expected.append(column) }
            }
            #expect(puzzle.outcome == best, "seed \(seed)")
            #expect(puzzle.accepted == expected, "seed \(seed)")
            if puzzle.hasWrongAnswer { withWrong += 1 }
            checked += 1
        }
        #expect(checked >= 30 && withWrong >= 10)
    }

    @Test func answersSayWhatTheyLeadTo() throws {
        let reviewer = GameReviewer(solver: Solver(tableSizeLog2: 20), book: nil)
        var wrong = 0
        for seed in UInt64(1)...40 {
            guard let moves = Self.position(seed: seed) else { continue }
            let puzzle = Puzzle(moves: moves, solver: reviewer.solver, book: nil)
            for column in 0..<Position.width where puzzle.isPlayable(column) {
                let answer = puzzle.answer(column, reviewer: reviewer)
                #expect(answer.isRight == puzzle.accepted.contains(column))
                #expect(answer.hint == Hint(score: puzzle.scores[column], moveCount: moves.count))
                // The line ends as the answer's score says: the answerer wins, the opponent wins, or a draw.
                var game = Game()
                for played in moves + [column] + answer.line { try game.play(played) }
                #expect(game.outcome.isOver)
                let mover = Player.playing(moveIndex: moves.count)
                switch answer.score.signum() {
                case 1: #expect(game.outcome.winner == mover)
                case -1: #expect(game.outcome.winner == mover.opponent)
                default: #expect(game.outcome.winner == nil)
                }
                if !answer.isRight { wrong += 1 }
            }
        }
        #expect(wrong > 0)
    }
}
