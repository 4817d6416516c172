import Game
import GameFlow
import Music

/// A line of the screen-reader mode (`play --screen-reader`): one event or one answer a line, as facts
/// the wording layer says in the person's language (``Music/Phrases``). Columns and rows count from 1,
/// rows from the bottom.
public enum ReaderLine: Sendable, CustomStringConvertible {
    /// A game starts: who plays which colour, and who moves first.
    case newGame(first: Seat, second: Seat)
    /// A kept game goes on, `moves` pieces in, between its sides in turn order; the board is read next.
    case resumed(moves: Int, first: Seat, second: Seat)
    /// A piece landed.
    case moved(Move)
    /// That piece filled its column.
    case columnNowFull(Int)
    /// Whose turn it is (the side's name and colour), the number of the move to make, and the columns
    /// that are full (none: every column takes a piece).
    case prompt(name: String, colour: PieceColour, move: Int, full: [Int])
    /// The board, column by column from the left, each from the bottom up.
    case board([[PieceColour]])
    /// One column from the bottom up.
    case column(Int, [PieceColour])
    /// One row from the left (nil: empty).
    case row(Int, [PieceColour?])
    /// The last moves, oldest first (none: no piece played yet).
    case lastMoves([Move])
    /// The cells that would complete a four (none: no threat).
    case threats([Threat])
    /// The session's score.
    case score(SessionScore)
    /// The keys of the mode, one line each.
    case keys
    /// The options, numbered, and how to change one.
    case options(GameChoices)
    /// An option changed: its row and the choices now.
    case optionChanged(GameChoices.Row, GameChoices)
    /// Sound is on or off now (after `m`).
    case sound(on: Bool)
    /// A game is going: `y` starts a new one (this one stays kept), anything else goes on.
    case confirmNewGame
    /// The game is over: what may come next.
    case afterTheEnd
    /// How the game ended: the winner's name and colour (nil: a draw) and its lines of four.
    case result(winner: (name: String, colour: PieceColour)?, lines: [(from: Cell, to: Cell)], moves: Int)
    /// A line that is neither a move nor a key (shown as typed, cut).
    case notUnderstood(String)
    /// A column or row number out of range after `c` or `r`.
    case noSuchLine(String)

    /// A piece: who, which colour, where.
    public struct Move: Sendable {
        public var name: String
        public var colour: PieceColour
        public var column: Int
        public var row: Int
        public init(name: String, colour: PieceColour, column: Int, row: Int) {
            self.name = name
            self.colour = colour
            self.column = column
            self.row = row
        }
    }

    /// A cell that would complete a four: whose (colour), where, and whether it can be played now.
    public struct Threat: Sendable {
        public var colour: PieceColour
        public var column: Int
        public var row: Int
        public var isPlayable: Bool
        public init(colour: PieceColour, column: Int, row: Int, isPlayable: Bool) {
            self.colour = colour
            self.column = column
            self.row = row
            self.isPlayable = isPlayable
        }
    }

    /// The line in words (``Music/Phrases``).
    public var description: String { Phrases.of(self) }
}
