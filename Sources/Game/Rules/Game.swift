import Music

/// A game of Connect 4 under the rules: gravity, alternating turns, a win at four in a row,
/// a draw when the board is full.
///
/// `Game` keeps the moves in order, so it knows each piece's move number, and it computes the
/// exact winning cells when a move wins: every cell of every line of four or more that runs
/// through the winning piece, each cell once. (Only the last piece can complete a line, since the
/// game stops at the first one.)
///
/// Columns are 0-based here (0 = left). ``MoveRecord`` reads and writes the 1-based notation.
public struct Game: Hashable, Sendable {
    /// The bitboard position after the last move.
    public private(set) var position = Position()
    /// The columns played, in order, 0-based.
    public private(set) var moves: [Int] = []
    /// Whether the game is still going, won, or drawn.
    public private(set) var outcome: Outcome = .ongoing
    /// Cells of the lines of four or more through the winning piece, sorted; empty unless won.
    public private(set) var winningCells: [Cell] = []

    /// The empty board, first player to move.
    public init() {}

    /// The game reached by playing `columns` (0-based) from the empty board.
    ///
    /// - Throws: ``MoveError`` for the first illegal move, with its 0-based index.
    public init(columns: some Sequence<Int>) throws(MoveError) {
        for column in columns { try play(column) }
    }

    /// The player whose turn it is (the one who would move next even if the game is over).
    public var playerToMove: Player { Player.playing(moveIndex: moves.count) }

    /// The columns (0-based) that accept a piece now; empty once the game is over.
    public var legalColumns: [Int] {
        guard !outcome.isOver else { return [] }
        return (0..<Position.width).filter(position.canPlay)
    }

    /// Drops a piece of ``playerToMove`` into `column` (0-based).
    ///
    /// - Throws: ``MoveError/gameOver(moveIndex:)`` after a win or draw,
    ///   ``MoveError/columnOutOfRange(_:moveIndex:)``, or ``MoveError/columnFull(_:moveIndex:)``.
    ///   The game is unchanged when it throws.
    /// - Returns: the cell where the piece landed.
    @discardableResult
    public mutating func play(_ column: Int) throws(MoveError) -> Cell {
        let index = moves.count
        guard !outcome.isOver else { throw .gameOver(moveIndex: index) }
        guard (0..<Position.width).contains(column) else {
            throw .columnOutOfRange(column, moveIndex: index)
        }
        guard position.canPlay(column) else { throw .columnFull(column, moveIndex: index) }

        let cell = Cell(row: position.height(of: column), column: column)
        let mover = playerToMove
        position.play(column)
        moves.append(column)

        // After `play`, the mover's stones are the ones not belonging to the player to move.
        let stones = position.current ^ position.mask
        let lines = Self.lines(through: cell, in: stones)
        if !lines.isEmpty {
            outcome = .win(mover)
            winningCells = lines
        } else if moves.count == Position.cellCount {
            outcome = .draw
        }
        return cell
    }

    /// The player whose piece is in `cell`, or nil when it is empty.
    public func player(at cell: Cell) -> Player? {
        guard cell.isOnBoard, position.mask & cell.bit != 0 else { return nil }
        let moverStones = position.current  // stones of `playerToMove`
        return moverStones & cell.bit != 0 ? playerToMove : playerToMove.opponent
    }

    /// The cell of every piece, in move order.
    public var cells: [Cell] {
        var heights = [Int](repeating: 0, count: Position.width)
        return moves.map { column in
            defer { heights[column] += 1 }
            return Cell(row: heights[column], column: column)
        }
    }

    /// The 0-based number of the move that put a piece in `cell`, or nil when it is empty.
    public func moveIndex(at cell: Cell) -> Int? {
        cells.firstIndex(of: cell)
    }

    /// Every cell of every line of four or more in `stones` that runs through `cell`.
    static func lines(through cell: Cell, in stones: UInt64) -> [Cell] {
        guard Position.hasFour(stones) else { return [] }  // the common case, in a few shifts
        var result: [Cell] = []
        for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
            var line = [cell]
            for sign in [1, -1] {
                var next = Cell(row: cell.row + sign * dr, column: cell.column + sign * dc)
                while next.isOnBoard && stones & next.bit != 0 {
                    line.append(next)
                    next = Cell(row: next.row + sign * dr, column: next.column + sign * dc)
                }
            }
            if line.count >= 4 { result += line }
        }
        // Each cell once, sorted: through a bitboard, whose bit order is the cells' order
        // (column-major, bottom to top), which is cheaper than a Set and a sort.
        var mask: UInt64 = 0
        for cell in result { mask |= cell.bit }
        var cells: [Cell] = []
        while mask != 0 {
            let bit = mask.trailingZeroBitCount
            cells.append(Cell(row: bit % (Position.height + 1), column: bit / (Position.height + 1)))
            mask &= mask - 1
        }
        return cells
    }
}

/// A move the rules do not allow. Indices and columns are 0-based; ``description`` counts from 1.
public enum MoveError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The column is not one of 0...6.
    case columnOutOfRange(Int, moveIndex: Int)
    /// The column already holds six pieces.
    case columnFull(Int, moveIndex: Int)
    /// The game was already won or drawn.
    case gameOver(moveIndex: Int)

    /// The 0-based index of the rejected move.
    public var moveIndex: Int {
        switch self {
        case .columnOutOfRange(_, let i), .columnFull(_, let i), .gameOver(let i): i
        }
    }

    /// The problem in words, as the wording layer says it (``Phrases``).
    public var description: String { Phrases.of(self) }
}
