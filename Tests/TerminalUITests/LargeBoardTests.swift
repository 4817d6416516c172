import Game
import GameFlow
import Testing
import TerminalUI

@Suite("The large board: 7×3 cells with round discs when the terminal has room")
struct LargeBoardTests {
    static let people = Seats(first: Seat(kind: .human, name: "You", colour: .red),
                              second: Seat(kind: .human, name: "Ann", colour: .blue))

    @Test("At 32×51 and more the cells are 7×3; below, 5×1; the minimum stays 39×19")
    func sizeFollowsTheTerminal() {
        let flow = PainterTests.wonFlow(Self.people)
        let painter = PainterTests.painter(.palette256, addressee: .player(.first))
        let screen = flow.screen(at: .seconds(60))
        let large = PainterTests.plain(painter.paint(screen, rows: BoardPainter.largeSize.rows, columns: 60))
        let compact = PainterTests.plain(painter.paint(screen, rows: BoardPainter.largeSize.rows - 1, columns: 60))
        // The frame: 7 cells of 7 columns in the large board, 5 in the compact one
        #expect(large.contains { $0.contains("┌" + String(repeating: "─", count: 49) + "┐") })
        #expect(compact.contains { $0.contains("┌" + String(repeating: "─", count: 35) + "┐") })
        // 18 lines of cells between the frame's top and bottom, round discs, numbers on the discs
        let top = large.firstIndex { $0.contains("┌") }!, bottom = large.firstIndex { $0.contains("└") }!
        #expect(bottom - top - 1 == 18)
        #expect(large[bottom - 3].contains("▄███▄") && large[bottom - 1].contains("▀███▀"))
        // The bottom row's middle line: the winning X1 in brackets, O2 beside it
        #expect(large[bottom - 2].contains("│[  1  ]   2   "), "\(large[bottom - 2])")
        // Everything fits in the rows given
        #expect(large.count <= BoardPainter.largeSize.rows)
        #expect(large.contains { $0.contains("You win with move 7!") })
        // The minimum size still draws (compact)
        let small = PainterTests.plain(painter.paint(screen, rows: 19, columns: 39))
        #expect(small.contains { $0.contains("You win with move 7!") })
    }

    @Test("A click picks the column under it in either size")
    func clicks() {
        let painter = PainterTests.painter(.palette256)
        // Large, 60 columns wide: the board starts at (60 - 51) / 2 = 4; column 3's cells are x 14…20 inside it.
        let left = (60 - 51) / 2
        #expect(painter.column(atRow: 10, column: left + 2 + 14, rows: 40, columns: 60) == 2)
        #expect(painter.column(atRow: 10, column: left + 2 + 13, rows: 40, columns: 60) == 1)
        #expect(painter.column(atRow: 24, column: left + 2 + 14, rows: 40, columns: 60) == 2)   // the bottom row's lines
        #expect(painter.column(atRow: 30, column: left + 2 + 14, rows: 40, columns: 60) == nil) // below the board
        // Compact at 24 rows: cells of 5
        let compactLeft = (60 - 37) / 2
        #expect(painter.column(atRow: 8, column: compactLeft + 2 + 10, rows: 24, columns: 60) == 2)
    }

    @Test("Without colour, or in ASCII, the large cells carry the compact text on their middle line")
    func plainCells() {
        let flow = PainterTests.wonFlow(Self.people)
        let painter = BoardPainter(policy: TerminalPolicy(colours: .none, glyphs: .ascii), addressee: .player(.first))
        let lines = PainterTests.plain(painter.paint(flow.screen(at: .seconds(60)), rows: 40, columns: 60))
        let bottom = lines.lastIndex { $0.drop(while: { $0 == " " }).hasPrefix("+-") }!
        #expect(lines[bottom - 2].drop(while: { $0 == " " }) == "| [X1]    O2      .      .      .      .      .   |", "\(lines[bottom - 2])")
        #expect(lines[bottom - 1].drop(while: { $0 == " " }) == "|" + String(repeating: " ", count: 49) + "|")
    }
}

@Suite("The review panel and line at the end of a game")
struct ReviewPanelTests {
    static func review(complete: Bool) -> FlowScreen.Review {
        // Move 2 (the second player's column 2) a blunder: column 1 kept the win
        let moves = (0..<7).map { index -> MoveReview in
            var scores: [Int?] = Array(repeating: 0, count: 7)
            if index == 1 { scores[0] = 2; scores[1] = -18 }
            return MoveReview(index: index, column: index % 2, scores: scores)
        }
        return FlowScreen.Review(moves: Array(moves.prefix(complete ? 7 : 3)), total: 7)
    }

    @Test("Wide: a panel beside the board with each side's verdicts, accuracy, the turning points and the deciding move; narrow: one line")
    func panelAndLine() {
        var screen = PainterTests.wonFlow(LargeBoardTests.people).screen(at: .seconds(60))
        screen.review = Self.review(complete: true)
        let painter = PainterTests.painter(.none, addressee: .player(.first))
        let wide = PainterTests.plain(painter.paint(screen, rows: 24, columns: 80)).joined(separator: "\n")
        for text in ["Review (perfect play)", "X You (accuracy 100%)", "4 best, 0 inaccurate", "O Ann (accuracy 67%)", "2 best, 0 inaccurate",
                     "0 mistakes, 1 blunder", "Turning points:", "2. Ann: blunder, best 1", "Decided by move 2."] {
            #expect(wide.contains(text), "\(text)\n\(wide)")
        }
        let narrow = PainterTests.plain(painter.paint(screen, rows: 24, columns: 50)).joined(separator: "\n")
        #expect(narrow.contains("Review: move 2, Ann, a blunder (best 1)"), "\(narrow)")
        // Six turning points: the first two listed, then how many more.
        screen.review = FlowScreen.Review(moves: (0..<7).map { index in
            var scores: [Int?] = Array(repeating: 0, count: 7)
            if index < 6 { scores[0] = 2; scores[1] = -18 }
            return MoveReview(index: index, column: 1, scores: scores)
        }, total: 7)
        let many = PainterTests.plain(painter.paint(screen, rows: 30, columns: 90)).joined(separator: "\n")
        for text in ["1. You: blunder, best 1", "2. Ann: blunder, best 1", "and 4 more: c4-audio review", "Decided by move 6."] {
            #expect(many.contains(text), "\(text)\n\(many)")
        }
        #expect(!many.contains("3. You:"))
        screen.review = Self.review(complete: false)
        let working = PainterTests.plain(painter.paint(screen, rows: 24, columns: 80)).joined(separator: "\n")
        #expect(working.contains("Solving: 3 of 7…"), "\(working)")
    }

    @Test("The panel ends with the outcome graph: move 2's blunder turned the game into a quick win for the first player")
    func graphInThePanel() throws {
        var screen = PainterTests.wonFlow(LargeBoardTests.people).screen(at: .seconds(60))
        screen.review = Self.review(complete: true)
        let painter = PainterTests.painter(.none, addressee: .player(.first))
        let lines = PainterTests.plain(painter.paint(screen, rows: 30, columns: 80))
        let heading = try #require(lines.firstIndex { $0.contains("Outcome, move by move:") }, "\(lines.joined(separator: "\n"))")
        let column = lines[heading].distance(from: lines[heading].startIndex, to: lines[heading].range(of: "Outcome")!.lowerBound)
        let graph = lines[(heading + 1)...].prefix(5).map { OutcomeGraph.trimmed(String($0.dropFirst(column))) }
        // Scores after each move for the first player: 0, +18 (a win soon: two full blocks), then 0 again;
        // the row nearest the axis below it is kept empty, the outer one left out.
        #expect(graph == [" █", " █", "───────", "", "1"], "\(lines.joined(separator: "\n"))")
    }

    @Test("A long game's graph is folded to the panel: the outcome after every second move, the last one kept")
    func foldedGraph() {
        let scores = (1...30).map { $0 % 7 - 3 }
        let graph = OutcomeGraph(scores: scores, colours: (.red, .yellow))
        #expect(graph.folded(to: 30).movesPerCharacter == 1 && graph.folded(to: 30).graph.scores == scores)
        let (folded, step) = graph.folded(to: 24)
        #expect(step == 2 && folded.scores == stride(from: 1, to: 30, by: 2).map { scores[$0] })
        let (third, three) = OutcomeGraph(scores: Array(scores.prefix(25)), colours: (.red, .yellow)).folded(to: 12)
        #expect(three == 3 && third.scores.last == scores[24] && third.scores.count == 9)
    }
}
