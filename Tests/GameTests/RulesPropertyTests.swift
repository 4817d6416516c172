import Music
import Testing
@testable import Game

/// Plays seeded random games move by move on `Game` and on the naive ``ReferenceBoard`` and
/// demands agreement after every move.
@Suite struct RulesPropertyTests {
    static let gameCount = 10_000

    /// Random games, each with its own seed so a failure names a reproducible game.
    static func randomGames(count: Int, seed: UInt64) -> [[Int]] {
        var rng = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            var reference = ReferenceBoard()
            var moves: [Int] = []
            while let column = reference.legalColumns.randomElement(using: &rng) {
                reference.play(column)
                moves.append(column)
            }
            return moves
        }
    }

    @Test func gameAgreesWithReferenceBoardOnEveryMove() throws {
        var outcomes: [String: Int] = [:]
        var longLines = 0
        // Mismatches are recorded with `Issue.record` only when found: an `#expect` per move
        // would dominate the run time of a debug build.
        func check(_ condition: Bool, _ what: String, _ game: Game) {
            if !condition { Issue.record("\(what) differs after moves \(MoveRecord.encode(game))") }
        }
        for moves in Self.randomGames(count: Self.gameCount, seed: 2026) {
            var game = Game()
            var reference = ReferenceBoard()
            for column in moves {
                check(game.legalColumns == reference.legalColumns, "legal columns", game)
                try game.play(column)
                reference.play(column)
                check(game.outcome == reference.outcome, "outcome", game)
                check(Set(game.winningCells) == reference.lastWinningCells, "winning cells", game)
                check(Set(game.winningCells).count == game.winningCells.count, "doubled cells", game)
            }
            check(game.legalColumns.isEmpty && reference.legalColumns.isEmpty, "end", game)
            // Brute force over every window of the final board: a four exists only for the winner.
            for player in Player.allCases {
                check(reference.anyFour(of: player) == (game.outcome == .win(player)), "four anywhere", game)
            }
            for row in 0..<6 {
                for column in 0..<7 {
                    check(game.player(at: Cell(row: row, column: column)) == reference.cells[row][column],
                          "owner of (\(row),\(column))", game)
                }
            }
            // Every further move is refused once the game is over, and changes nothing.
            let before = game
            do {
                try game.play(moves.count % 7)
                Issue.record("a move after the end was accepted")
            } catch {
                check(error == .gameOver(moveIndex: moves.count) && game == before, "move after end", game)
            }

            switch game.outcome {
            case .win(.first): outcomes["first", default: 0] += 1
            case .win(.second): outcomes["second", default: 0] += 1
            case .draw: outcomes["draw", default: 0] += 1
            case .ongoing: Issue.record("a finished random game is ongoing")
            }
            if game.winningCells.count > 4 { longLines += 1 }
        }
        // The sample exercises every outcome and lines longer than four.
        #expect(outcomes["first", default: 0] > 0 && outcomes["second", default: 0] > 0)
        #expect(outcomes["draw", default: 0] > 0)
        #expect(longLines > 100)
    }

    @Test func recordsRoundTrip() throws {
        for moves in Self.randomGames(count: Self.gameCount, seed: 77) {
            let game = try Game(columns: moves)
            let text = MoveRecord.encode(game)
            if try MoveRecord.parse(text) != game { Issue.record("record round trip fails for \(text)") }

            // Every prefix in the live form, and the whole game in the archived form.
            for starter in [SavedGame.Starter.human, .bot] {
                let saved = SavedGame(starter: starter, humanColour: .green, botColour: .orange, game: game)
                let archived = saved.encoded(archived: true)
                if try SavedGame(parsing: archived) != saved
                    || SavedGame(parsing: saved.encoded(archived: false)) != saved
                    || archived.filter({ $0 == "8" }).count != game.winningCells.count {
                    Issue.record("data string round trip fails for \(archived)")
                }
            }
        }
    }

    @Test func bitboardWinningCellsMatchNaiveThreats() throws {
        // `Position.winningCells` (empty cells completing four) against a cell-by-cell scan.
        for moves in Self.randomGames(count: 1_000, seed: 9) {
            var reference = ReferenceBoard()
            var position = Position()
            for column in moves.dropLast() {
                reference.play(column)
                position.play(column)
                let toMove: Player = position.moveCount % 2 == 0 ? .first : .second
                var expected: UInt64 = 0
                for row in 0..<6 {
                    for c in 0..<7 where reference.cells[row][c] == nil
                        && reference.fourThrough(row: row, column: c, player: toMove) {
                        expected |= Position.cellMask(row: row, column: c)
                    }
                }
                if position.winningCells != expected {
                    Issue.record("threats differ after \(moves.prefix(position.moveCount))")
                }
            }
        }
    }
}
