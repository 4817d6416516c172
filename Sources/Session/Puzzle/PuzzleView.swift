import Game
import History
import SessionFacts
import TerminalUI
import Wording

/// `c4-audio puzzle` as text: the board and the task before the answer; after it, the verdict, the line of
/// perfect play after the move given, and the stats.
///
/// ```
/// Puzzle 12:7 (game 12, where you made a mistake with move 7): red to move; find a move that still wins (…).
/// Wrong: column 2: loses in 4 moves; right were 3, 4.
///   after 2: yellow 4, red 4, yellow 4; yellow wins with move 11: four in column 4, rows 1 to 4
/// solved 3 of 4 puzzles tried; streak 0 (best 3)
/// ```
public struct PuzzleView {
    /// The puzzle shown.
    public let set: SetPuzzle
    /// Draws the board.
    public let renderer: BoardRenderer
    /// Whether the board is said in words, column by column, as the screen-reader mode says it, not drawn.
    public let spoken: Bool

    /// A view of `set`, its board drawn by `renderer` (or said in words when `spoken`).
    public init(_ set: SetPuzzle, renderer: BoardRenderer, spoken: Bool = false) {
        self.set = set
        self.renderer = renderer
        self.spoken = spoken
    }

    /// The board (as `show` draws it, with the players' names, or as the screen-reader mode says it) and the
    /// task, ending in a newline.
    public func task() -> String {
        let game = set.game
        let board = spoken
            ? ReaderLine.board((0..<Position.width).map { game.stones(inColumn: $0).map { set.seats[$0].colour } }).words
            : renderer.sheet(BoardSheet(game: game, seats: set.seats, addressee: .nobody))
        let task = PuzzleWords.task(id: set.id.description, game: set.id.game, move: set.move,
                                    colour: set.seats[set.puzzle.player].colour, outcome: set.puzzle.outcome)
        return board + "\n" + task + "\n"
    }

    /// The verdict on `answer`, its line and `stats`, ending in a newline.
    public func verdict(_ answer: PuzzleAnswer, stats: PuzzleStats) -> String {
        let first = answer.isRight ? PuzzleWords.right(column: answer.column, hint: answer.hint)
            : PuzzleWords.wrong(column: answer.column, hint: answer.hint, accepted: set.puzzle.accepted)
        let opponent = set.puzzle.player.opponent
        let moves = answer.line.enumerated().map { step, column in
            (colour: set.seats[step.isMultiple(of: 2) ? opponent : opponent.opponent].colour, column: column)
        }
        let line = TurningPointWords.line(after: answer.column, moves: moves, end: set.end(of: answer),
                                          colours: (first: set.seats.first.colour, second: set.seats.second.colour))
        return first + "\n  " + line + "\n" + PuzzleWords.stats(stats) + "\n"
    }

    /// The answer in `text`, a column from 1 to 7 that is not full, 0-based.
    ///
    /// - Throws: ``PuzzleError/badColumn(_:)`` or ``PuzzleError/fullColumn(_:)``.
    public func column(_ text: String) throws(PuzzleError) -> Int {
        let words = text.split(whereSeparator: \.isWhitespace)
        guard words.count == 1, let number = Int(words[0]), (1...Position.width).contains(number) else { throw .badColumn(text) }
        guard set.puzzle.isPlayable(number - 1) else { throw .fullColumn(number - 1) }
        return number - 1
    }
}
