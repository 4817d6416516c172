import Testing
@testable import Game

/// Hand-picked games whose winning cells are written out cell by cell (column, row), 0-based.
@Suite struct RulesTests {
    static func cells(_ pairs: [(Int, Int)]) -> [Cell] {
        pairs.map { Cell(row: $0.1, column: $0.0) }.sorted()
    }

    @Test(arguments: [
        // Five in a row on the bottom: five cells, not four.
        (moves: "112244553", winner: Player.first,
         expected: [(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)]),
        // A horizontal and a diagonal line crossing at the last piece: their union, 7 cells.
        (moves: "2425415553473", winner: .first,
         expected: [(1, 0), (1, 1), (2, 1), (3, 1), (3, 2), (4, 1), (4, 3)]),
        // Four lines through one piece (the original app doubled cells here and crashed).
        (moves: "6122767334271462532213635635657474", winner: .second,
         expected: [(0, 0), (1, 1), (1, 3), (1, 5), (2, 2), (2, 3), (2, 4), (3, 0), (3, 1), (3, 2),
                    (3, 3), (4, 2), (4, 3), (5, 1)]),
        // The 42nd piece wins: a win, not a draw.
        (moves: "242436417642466154675732125513352675117337", winner: .second,
         expected: [(3, 5), (4, 5), (5, 5), (6, 5)]),
    ])
    func winningCells(moves: String, winner: Player, expected: [(Int, Int)]) throws {
        let game = try MoveRecord.parse(moves)
        #expect(game.outcome == .win(winner))
        #expect(game.winningCells == Self.cells(expected))
        #expect(game.legalColumns.isEmpty)
    }

    @Test func fullBoardWithoutALineIsADraw() throws {
        let game = try MoveRecord.parse("225344533673453576212645522737771141641166")
        #expect(game.moves.count == 42)
        #expect(game.outcome == .draw)
        #expect(game.winningCells.isEmpty)
        #expect(game.legalColumns.isEmpty)
        #expect(throws: MoveError.gameOver(moveIndex: 42)) { var g = game; try g.play(0) }
    }

    @Test func verticalWinAndTurnOrder() throws {
        var game = try MoveRecord.parse("1212121")
        #expect(game.outcome == .win(.first))
        #expect(game.winningCells == Self.cells([(0, 0), (0, 1), (0, 2), (0, 3)]))
        #expect(throws: MoveError.gameOver(moveIndex: 7)) { try game.play(2) }
    }

    @Test func rejectsIllegalMovesAndStaysUnchanged() throws {
        var game = try MoveRecord.parse("444444")
        let before = game
        #expect(throws: MoveError.columnFull(3, moveIndex: 6)) { try game.play(3) }
        #expect(throws: MoveError.columnOutOfRange(7, moveIndex: 6)) { try game.play(7) }
        #expect(throws: MoveError.columnOutOfRange(-1, moveIndex: 6)) { try game.play(-1) }
        #expect(game == before)
        #expect(game.legalColumns == [0, 1, 2, 4, 5, 6])
    }

    @Test func moveNumbersAndOwners() throws {
        let game = try MoveRecord.parse("4453")
        #expect(game.cells == [Cell(row: 0, column: 3), Cell(row: 1, column: 3),
                               Cell(row: 0, column: 4), Cell(row: 0, column: 2)])
        #expect(game.moveIndex(at: Cell(row: 1, column: 3)) == 1)
        #expect(game.player(at: Cell(row: 1, column: 3)) == .second)
        #expect(game.player(at: Cell(row: 0, column: 4)) == .first)
        #expect(game.player(at: Cell(row: 5, column: 6)) == nil)
        #expect(game.playerToMove == .first)
        #expect(game.outcome == .ongoing)
    }
}
