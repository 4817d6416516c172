/// The board read out in parts, as a player who cannot see it asks for it (the screen-reader mode's
/// `b`, `c N`, `r N`, `t`): a column from the bottom, a row from the left, the cells that would complete a
/// four, the lines of a win.
extension Game {
    /// The pieces of `column` (0-based), from the bottom up.
    public func stones(inColumn column: Int) -> [Player] {
        (0..<Position.height).compactMap { player(at: Cell(row: $0, column: column)) }
    }

    /// Row `row` (0 = bottom), from the left: whose piece is in each of its seven cells, nil when empty.
    public func stones(inRow row: Int) -> [Player?] {
        (0..<Position.width).map { player(at: Cell(row: row, column: $0)) }
    }

    /// An empty cell that would complete a line of four for `player`.
    public struct Threat: Hashable, Sendable, Comparable {
        /// The cell.
        public var cell: Cell
        /// Whose four it would complete.
        public var player: Player
        /// Whether a piece can be dropped into it now (the cell below is filled or it is the bottom row).
        public var isPlayable: Bool

        public init(cell: Cell, player: Player, isPlayable: Bool) {
            self.cell = cell
            self.player = player
            self.isPlayable = isPlayable
        }

        /// By column, then row from the bottom, then the first player before the second.
        public static func < (a: Threat, b: Threat) -> Bool {
            (a.cell.column, a.cell.row, a.player.rawValue) < (b.cell.column, b.cell.row, b.player.rawValue)
        }
    }

    /// Every empty cell that would complete a four for either player, in column order (a cell both
    /// players need is listed for each); none once the game is over.
    public var threats: [Threat] {
        guard !outcome.isOver else { return [] }
        let mover = playerToMove
        let stones = [mover: position.current, mover.opponent: position.current ^ position.mask]
        var found: [Threat] = []
        for player in Player.allCases {
            var open = Position.openLines(of: stones[player]!, mask: position.mask)
            while open != 0 {
                let bit = open.trailingZeroBitCount
                open &= open - 1
                let cell = Cell(row: bit % (Position.height + 1), column: bit / (Position.height + 1))
                found.append(Threat(cell: cell, player: player, isPlayable: position.height(of: cell.column) == cell.row))
            }
        }
        return found.sorted()
    }

    /// The lines of four or more of a won game, each from its first cell (leftmost, or lowest for a
    /// vertical line) to its last; empty unless the game is won. Most wins have one; a piece that
    /// completes two lines at once has two.
    public var winningLines: [(from: Cell, to: Cell)] {
        guard let last = cells.last, outcome.winner != nil else { return [] }
        let mover = Set(winningCells)
        var lines: [(from: Cell, to: Cell)] = []
        for (dr, dc) in [(0, 1), (1, 0), (1, 1), (-1, 1)] {
            var from = last, to = last
            while case let next = Cell(row: from.row - dr, column: from.column - dc), mover.contains(next) { from = next }
            while case let next = Cell(row: to.row + dr, column: to.column + dc), mover.contains(next) { to = next }
            let length = max(abs(to.row - from.row), abs(to.column - from.column)) + 1
            if length >= 4 { lines.append((from, to)) }
        }
        return lines
    }
}
