/// One of the 42 cells of the board.
///
/// `row` counts from 0 at the bottom, `column` from 0 at the left. The notations users see
/// count from 1; conversions happen in the record types.
public struct Cell: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Row, 0 = bottom.
    public var row: Int
    /// Column, 0 = left.
    public var column: Int

    /// A cell by row (0 = bottom) and column (0 = left).
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }

    /// Whether the cell lies on the 7×6 board.
    public var isOnBoard: Bool {
        (0..<Position.height).contains(row) && (0..<Position.width).contains(column)
    }

    /// The cell's bit in a ``Position`` bitboard.
    public var bit: UInt64 { Position.cellMask(row: row, column: column) }

    /// Column-major order, bottom to top: the order of the bits in a bitboard.
    public static func < (a: Cell, b: Cell) -> Bool {
        (a.column, a.row) < (b.column, b.row)
    }

    /// `(row, column)` counted from 1, as in the original app's data string.
    public var description: String { "(\(row + 1),\(column + 1))" }
}

/// One of the two players, by turn order.
public enum Player: Int, Hashable, Sendable, CaseIterable {
    /// The player who drops the first piece.
    case first = 0
    /// The other player.
    case second = 1

    /// The player who is not `self`.
    public var opponent: Player { self == .first ? .second : .first }

    /// The player who plays move number `index` (0-based).
    public static func playing(moveIndex index: Int) -> Player {
        index.isMultiple(of: 2) ? .first : .second
    }
}

/// How a game stands.
public enum Outcome: Hashable, Sendable {
    /// Moves remain and nobody has four in a row.
    case ongoing
    /// `Player` made a line of four or more.
    case win(Player)
    /// The 42nd piece landed without a line of four.
    case draw

    /// Whether no more moves may be played.
    public var isOver: Bool { self != .ongoing }

    /// The winner, if any.
    public var winner: Player? {
        if case .win(let player) = self { return player }
        return nil
    }
}
