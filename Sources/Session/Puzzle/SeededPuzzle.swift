import Game
import Music

/// The puzzle of a seed (`puzzle --seed N`, ID `seed:N`): a random game, as self-play between two careless
/// players goes, played from the empty board with ``Music/SeededGenerator`` until it reaches a position
/// where a move can lose the outcome (a won or drawn position with at least one wrong column). The same
/// seed gives the same position on every run.
///
/// The game has at least 14 stones, where the solver answers in milliseconds even without the book.
public enum SeededPuzzle {
    /// The fewest stones a seeded position has.
    static let firstStone = 14

    /// The puzzle of `seed`.
    public static func make(seed: UInt64, solver: Solver, book: OpeningBook?) -> SetPuzzle {
        var generator = SeededGenerator(seed: seed)
        let seats = Seats(first: .person(Seat.numberedPersonName(1), colour: .red),
                          second: .person(Seat.numberedPersonName(2), colour: .yellow))
        while true {
            var position = Position()
            var moves: [Int] = []
            let length = firstStone + Int.random(in: 0...10, using: &generator)
            while true {
                let playable = (0..<Position.width).filter { position.canPlay($0) && !position.isWinningMove($0) }
                guard !playable.isEmpty, !position.isFull else { break }
                let column = playable.randomElement(using: &generator)!
                position.play(column)
                moves.append(column)
                guard moves.count >= length, !position.isFull else { continue }
                let puzzle = Puzzle(moves: moves, solver: solver, book: book)
                if puzzle.outcome >= 0 && puzzle.hasWrongAnswer {
                    return SetPuzzle(id: .seeded(seed), puzzle: puzzle, seats: seats)
                }
            }
        }
    }
}
