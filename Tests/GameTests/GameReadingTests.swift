import Game
import Music
import Testing

/// The board read out in parts (the screen-reader mode's `c N`, `r N`, `t` and the winning four) against
/// a plain model: a 7×6 grid of players filled from the moves, and every line of four found by looking
/// at every cell in every direction.
@Suite struct GameReadingTests {
    /// The grid after `moves` (0-based columns): `grid[row][column]`, row 0 at the bottom.
    static func grid(_ moves: [Int]) -> [[Player?]] {
        var grid = [[Player?]](repeating: [Player?](repeating: nil, count: 7), count: 6)
        for (index, column) in moves.enumerated() {
            let row = grid.firstIndex { $0[column] == nil }!
            grid[row][column] = Player.playing(moveIndex: index)
        }
        return grid
    }

    /// Whether `player` has four in a row on `grid` through `cell`.
    static func four(on grid: [[Player?]], through cell: Cell, for player: Player) -> Bool {
        for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
            for start in -3...0 {
                let cells = (0..<4).map { Cell(row: cell.row + (start + $0) * dr, column: cell.column + (start + $0) * dc) }
                if cells.allSatisfy({ $0.isOnBoard && grid[$0.row][$0.column] == player }) { return true }
            }
        }
        return false
    }

    /// The threats by the model: every empty cell where a piece of a player makes four for them.
    static func threats(_ moves: [Int]) -> [Game.Threat] {
        let board = grid(moves)
        var found: [Game.Threat] = []
        for column in 0..<7 {
            let height = board.firstIndex { $0[column] == nil } ?? 6
            for row in 0..<6 where board[row][column] == nil {
                for player in Player.allCases {
                    var filled = board
                    filled[row][column] = player
                    let cell = Cell(row: row, column: column)
                    if four(on: filled, through: cell, for: player) {
                        found.append(Game.Threat(cell: cell, player: player, isPlayable: row == height))
                    }
                }
            }
        }
        return found
    }

    /// Random games of 300 seeds, every position along each: columns, rows and threats as the model says.
    @Test func readingsMatchTheModel() throws {
        var threatsSeen = 0, unplayableSeen = 0
        for seed in 1...300 {
            var generator = SeededGenerator(seed: UInt64(seed))
            var game = Game()
            while !game.outcome.isOver {
                let board = Self.grid(game.moves)
                for column in 0..<7 {
                    #expect(game.stones(inColumn: column) == (0..<6).compactMap { board[$0][column] })
                }
                for row in 0..<6 { #expect(game.stones(inRow: row) == board[row]) }
                let threats = game.threats
                #expect(threats == Self.threats(game.moves), "moves \(game.moves)")
                threatsSeen += threats.count
                unplayableSeen += threats.filter { !$0.isPlayable }.count
                try game.play(game.legalColumns.randomElement(using: &generator)!)
            }
            #expect(game.threats.isEmpty)
            checkWinningLines(game)
        }
        // The games reach enough threats, of both kinds, for the comparison to mean something.
        #expect(threatsSeen > 1_000 && unplayableSeen > 300)
    }

    /// Each winning line runs between two of the winner's cells through the last piece, four or more
    /// long, every cell the winner's; together they are the game's winning cells.
    func checkWinningLines(_ game: Game) {
        guard let winner = game.outcome.winner else { return #expect(game.winningLines.isEmpty) }
        let board = Self.grid(game.moves)
        let lines = game.winningLines
        #expect(!lines.isEmpty)
        var cells = Set<Cell>()
        for (from, to) in lines {
            let length = max(abs(to.row - from.row), abs(to.column - from.column)) + 1
            let dr = (to.row - from.row).signum(), dc = (to.column - from.column).signum()
            #expect(length >= 4 && (dc > 0 || (dc == 0 && dr > 0)), "\(from) to \(to)")
            let line = (0..<length).map { Cell(row: from.row + $0 * dr, column: from.column + $0 * dc) }
            #expect(line.allSatisfy { board[$0.row][$0.column] == winner })
            #expect(line.contains(game.cells.last!))
            cells.formUnion(line)
        }
        #expect(cells.sorted() == game.winningCells)
    }

    /// A horizontal and a diagonal four made by one piece are two lines.
    @Test func onePieceTwoLines() throws {
        // Red holds the bottom row's columns 2-4 and the diagonal's (row 2, column 2) to (row 4, column 4);
        // its last piece, in column 1, completes both.
        let game = try Game(columns: [1, 6, 1, 6, 2, 2, 2, 6, 3, 3, 5, 3, 3, 5, 0])
        #expect(game.outcome == .win(.first))
        #expect(game.winningLines.map { [$0.from, $0.to] } == [[Cell(row: 0, column: 0), Cell(row: 0, column: 3)],
                                                                [Cell(row: 0, column: 0), Cell(row: 3, column: 3)]])
    }
}
