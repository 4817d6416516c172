/// The plainest possible Connect 4 board: a 6×7 array of optional players, rows from the bottom.
/// It shares no code with `Game` and serves as the oracle of the property tests.
@testable import Game

struct ReferenceBoard {
    var cells = [[Player?]](repeating: [Player?](repeating: nil, count: 7), count: 6)
    var moveCount = 0
    var winner: Player?
    var lastWinningCells: Set<Cell> = []

    var isOver: Bool { winner != nil || moveCount == 42 }

    var legalColumns: [Int] {
        isOver ? [] : (0..<7).filter { cells[5][$0] == nil }
    }

    var outcome: Outcome {
        if let winner { return .win(winner) }
        return moveCount == 42 ? .draw : .ongoing
    }

    mutating func play(_ column: Int) {
        let row = (0..<6).first { cells[$0][column] == nil }!
        let player: Player = moveCount % 2 == 0 ? .first : .second
        cells[row][column] = player
        moveCount += 1
        // Windows of four through the new piece decide the win; whole-line scans find its cells.
        guard fourThrough(row: row, column: column, player: player) else { return }
        let found = maximalRuns(of: player).filter { $0.contains(Cell(row: row, column: column)) }
        if !found.isEmpty {
            winner = player
            lastWinningCells = Set(found.flatMap { $0 })
        }
    }

    /// Every maximal run of four or more cells of `player`, scanning whole board lines.
    func maximalRuns(of player: Player) -> [[Cell]] {
        var runs: [[Cell]] = []
        for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
            for row in 0..<6 {
                for column in 0..<7 {
                    // Start only where the previous cell along the direction is off-board or not ours.
                    let pr = row - dr, pc = column - dc
                    if (0..<6).contains(pr) && (0..<7).contains(pc) && cells[pr][pc] == player { continue }
                    var run: [Cell] = []
                    var r = row, c = column
                    while (0..<6).contains(r) && (0..<7).contains(c) && cells[r][c] == player {
                        run.append(Cell(row: r, column: c))
                        r += dr
                        c += dc
                    }
                    if run.count >= 4 { runs.append(run) }
                }
            }
        }
        return runs
    }

    /// Whether a line of four of `player` runs through the cell at `row`, `column`
    /// (all windows of four that contain it).
    func fourThrough(row: Int, column: Int, player: Player) -> Bool {
        for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
            for start in -3...0 {
                var all = true
                for k in start..<(start + 4) {
                    let r = row + k * dr, c = column + k * dc
                    if !((0..<6).contains(r) && (0..<7).contains(c)) { all = false; break }
                    if !(r == row && c == column) && cells[r][c] != player { all = false; break }
                }
                if all { return true }
            }
        }
        return false
    }

    /// Whether any line of four exists anywhere, by brute force over all windows.
    func anyFour(of player: Player) -> Bool {
        for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
            for row in 0..<6 {
                for column in 0..<7 {
                    if (0..<4).allSatisfy({ k in
                        let r = row + k * dr, c = column + k * dc
                        return (0..<6).contains(r) && (0..<7).contains(c) && cells[r][c] == player
                    }) { return true }
                }
            }
        }
        return false
    }
}
