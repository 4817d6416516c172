import Game
import GameFlow
import SessionFacts
import Testing
import Wording

/// The screen-reader mode's sentences, in English: every fact said, nothing drawn.
@Suite struct ReaderWordsTests {
    static let you = Seat.person(colour: .red)
    static let bot = Seat.bot(.hard, colour: .yellow)

    @Test func movesAndTurns() {
        #expect(ReaderLine.moved(.init(name: "Bot hard", colour: .yellow, column: 3, row: 2)).words == "Bot hard, yellow, column 3, row 2.")
        #expect(ReaderLine.prompt(name: "You", colour: .red, move: 3, full: []).words == "Move 3: your turn (red).")
        #expect(ReaderLine.prompt(name: "Ann", colour: .green, move: 4, full: []).words == "Move 4: Ann to play (green).")
        #expect(ReaderLine.prompt(name: "You", colour: .red, move: 13, full: [4]).words == "Move 13: your turn (red). Column 4 is full.")
        #expect(ReaderLine.prompt(name: "You", colour: .red, move: 25, full: [3, 4]).words
            == "Move 25: your turn (red). Columns 3, 4 are full.")
        #expect(ReaderLine.newGame(first: Self.bot, second: Self.you).words == "New game: Bot hard (yellow) first, You (red) second.")
        #expect(ReaderLine.resumed(moves: 1, first: Self.you, second: Self.bot).words
            == "The game goes on after 1 move: You (red) first, Bot hard (yellow) second.")
        #expect(ReaderLine.columnNowFull(4).words == "Column 4 is now full.")
    }

    @Test func theBoardInParts() {
        let full: [PieceColour] = [.red, .yellow, .red, .yellow, .red, .yellow]
        #expect(ReaderLine.board([[], [.red], [], [.red, .yellow, .red], full, [], []]).words
            == "Board: column 1: empty; column 2: red; column 3: empty; column 4: red, yellow, red; "
            + "column 5: red, yellow, red, yellow, red, yellow (full); column 6: empty; column 7: empty.")
        #expect(ReaderLine.column(5, []).words == "Column 5: empty.")
        #expect(ReaderLine.row(1, [nil, nil, .red, .red, .yellow, nil, nil]).words == "Row 1: red in 3, 4; yellow in 5; empty in 1, 2, 6, 7.")
        #expect(ReaderLine.row(6, Array(repeating: nil, count: 7)).words == "Row 6: empty.")
        #expect(ReaderLine.row(1, [.yellow, .red, .red, .yellow, .red, .yellow, .red]).words == "Row 1: yellow in 1, 4, 6; red in 2, 3, 5, 7.")
        #expect(ReaderLine.lastMoves([]).words == "No piece has been played yet.")
    }

    @Test func threatsAndTheEnd() {
        #expect(ReaderLine.threats([]).words == "Threats: none; no empty cell completes a four.")
        #expect(ReaderLine.threats([.init(colour: .red, column: 3, row: 2, isPlayable: true), .init(colour: .yellow, column: 5, row: 4, isPlayable: false)]).words
            == "Threats: red, column 3, row 2, playable now; yellow, column 5, row 4.")
        let row = (from: Cell(row: 0, column: 1), to: Cell(row: 0, column: 4))
        let column = (from: Cell(row: 1, column: 3), to: Cell(row: 4, column: 3))
        let diagonal = (from: Cell(row: 3, column: 0), to: Cell(row: 0, column: 3))
        #expect(ReaderLine.result(winner: ("You", .red), lines: [row], moves: 7).words == "You (red) wins with move 7: four in row 1, columns 2 to 5.")
        #expect(ReaderLine.result(winner: ("Bot hard", .yellow), lines: [column, diagonal], moves: 20).words
            == "Bot hard (yellow) wins with move 20: four in column 4, rows 2 to 5 and a diagonal from column 1, row 4 to column 4, row 1.")
        #expect(ReaderLine.result(winner: nil, lines: [], moves: 42).words == "Draw: the board is full.")
    }

    @Test func keysAndBadLines() {
        #expect(ReaderLine.keys.words.split(separator: "\n").count == 13)
        #expect(ReaderLine.notUnderstood("x").words == "'x' is not a column (1-7) or a key; ? lists the keys.")
        #expect(ReaderLine.noSuchLine("c 9").words == "'c 9': columns are 1-7 (c 1 to c 7), rows 1-6 (r 1 to r 6).")
        let choices = GameChoices(level: .hard, firstMover: .me, opponentIsBot: true, instrument: .standard, soundOn: true)
        #expect(ReaderLine.options(choices).words.split(separator: "\n").count == 1 + GameChoices.Row.allCases.count)
        #expect(ReaderLine.optionChanged(.level, choices).words == "Bot level: hard.")
    }
}
