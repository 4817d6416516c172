import Testing
@testable import Game

@Suite struct SavedGameTests {
    @Test func decodesTheOriginalAppSample() throws {
        let saved = try SavedGame(parsing: "13414241516")
        #expect(saved.starter == .bot)
        #expect(saved.humanColour == .purple && saved.humanColour.rawValue == 3)
        #expect(saved.botColour == .blue && saved.botColour.rawValue == 4)
        #expect(saved.game.cells.map { [$0.row + 1, $0.column + 1] } == [[1, 4], [2, 4], [1, 5], [1, 6]])
        #expect(saved.humanPlayer == .second)
        #expect(saved.colour(of: .first) == .blue)
        #expect(saved.encoded(archived: false) == "13414241516")
        #expect(saved.encoded(archived: true) == "13414241516", "an unfinished game has no flags")
    }

    @Test func archivedFormFlagsEveryWinningPiece() throws {
        // Human first (red 0, yellow 1), five in a row on the bottom.
        let game = try MoveRecord.parse("112244553")
        let saved = SavedGame(starter: .human, humanColour: .red, botColour: .yellow, game: game)
        let archived = saved.encoded(archived: true)
        #expect(archived == "00181121812228142481525813")
        #expect(try SavedGame(parsing: archived) == saved)
        #expect(try SavedGame(parsing: saved.encoded(archived: false)) == saved)
    }

    @Test(arguments: [
        (text: "", expected: SavedGameError.tooShort(length: 0)),
        ("13", .tooShort(length: 2)),
        ("x3414", .notADigit("x", position: 1)),
        ("1a414", .notADigit("a", position: 2)),
        ("13b14", .notADigit("b", position: 3)),
        ("2341424", .invalidStarter("2")),
        ("133", .sameColours(.purple)),
        ("134142", .missingColumn(piece: 2, position: 7)),
        ("13414 4", .notADigit(" ", position: 6)),
        ("1340", .invalidRow("0", position: 4)),
        ("13474", .invalidRow("7", position: 4)),
        ("13494", .invalidRow("9", position: 4)),
        ("13418", .invalidColumn("8", position: 5)),
        ("13410", .invalidColumn("0", position: 5)),
        ("13424", .gravity(piece: 1, cell: Cell(row: 1, column: 3), expectedRow: 0, position: 4)),
        ("13414141", .gravity(piece: 2, cell: Cell(row: 0, column: 3), expectedRow: 1, position: 6)),
        ("13414243444546474", .invalidRow("7", position: 16)),
        ("13414243444546414", .gravity(piece: 7, cell: Cell(row: 0, column: 3), expectedRow: 6, position: 16)),
        ("1348", .danglingFlag(position: 4)),
        ("13488", .invalidRow("8", position: 5)),
        ("134142415816", .flagNotOnWinningPiece(cell: Cell(row: 0, column: 5))),
        // A won game (vertical in column 1) with a flag on a piece of the loser.
        ("034118122122313241", .flagNotOnWinningPiece(cell: Cell(row: 0, column: 1))),
        // The same game with flags on three of the four winning pieces only.
        ("03481112821228313241", .winningPieceNotFlagged(cell: Cell(row: 3, column: 0))),
        // A piece after that vertical win.
        ("0341112212231324142", .pieceAfterEnd(piece: 8, position: 18)),
    ])
    func rejects(text: String, expected: SavedGameError) {
        #expect(throws: expected) { try SavedGame(parsing: text) }
    }

    @Test func messagesNameThePosition() {
        let error = #expect(throws: SavedGameError.self) { try SavedGame(parsing: "13414251516") }
        #expect(error == .gravity(piece: 2, cell: Cell(row: 1, column: 4), expectedRow: 0, position: 6))
    }
}

@Suite struct SavedGameMessageTests {
    @Test func aPieceOnATakenCellIsNotSaidToFloat() {
        let error = #expect(throws: SavedGameError.self) { try SavedGame(parsing: "1341414") }
        #expect(error == .gravity(piece: 2, cell: Cell(row: 0, column: 3), expectedRow: 1, position: 6))
    }
}
