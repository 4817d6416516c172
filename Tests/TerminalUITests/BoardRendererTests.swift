import Game
import GameFlow
import Testing
import TerminalUI

/// The one board renderer: ASCII where the locale is not UTF-8, the same cells in the sheet and the game,
/// and the words from the caller.
@Suite("The board renderer")
struct BoardRendererTests {
    static let won = try! Game(columns: [0, 1, 0, 1, 0, 1, 0])

    @Test("In ASCII neither the sheet nor the game draws a character beyond ASCII", arguments: [ColourMode.none, .sixteen, .palette256])
    func ascii(mode: ColourMode) {
        let policy = TerminalPolicy(colours: mode, glyphs: .ascii)
        let sheet = BoardRenderer(policy: policy).sheet(BoardSheet(
            game: Self.won, colours: [.first: .red, .second: .blue], legend: [.first: "a", .second: "b"], outcome: "c"))
        #expect(sheet.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(PainterTests.plain(sheet).contains { $0.hasPrefix("+-----") }
                && PainterTests.plain(sheet).contains { $0.hasPrefix("|  .  ") })
        var flow = GameFlow(players: PainterTests.seats, seed: 1)
        _ = flow.start(at: .zero)
        _ = flow.handle(.key(.hints), at: .zero)
        for columns in [30, 39, 80] {
            let screen = BoardPainter(policy: policy).paint(flow.screen(at: .zero), rows: 24, columns: columns)
            #expect(screen.unicodeScalars.allSatisfy { $0.isASCII }, "\(columns) columns")
        }
    }

    @Test("The sheet and the game draw the same board")
    func sameCells() {
        let people = Seats(first: Seat(kind: .human, name: "Ann", colour: .red),
                           second: Seat(kind: .human, name: "Ben", colour: .blue))
        let flow = PainterTests.wonFlow(people)
        for mode in [ColourMode.none, .trueColour] {
            let policy = TerminalPolicy(colours: mode, glyphs: .unicode)
            let sheet = BoardRenderer(policy: policy).sheet(BoardSheet(
                game: Self.won, colours: [.first: .red, .second: .blue], legend: [.first: "a", .second: "b"], outcome: "c"))
            let board = Array(sheet.split(separator: "\n").prefix(9))
            let screen = BoardPainter(policy: policy).paint(flow.screen(at: .seconds(60)), rows: 24, columns: 39)
            // Each screen line: a margin of 1 column, the line, erase to its end.
            let lines = screen.split(separator: "\r\n").map { String($0.dropFirst().dropLast(3)) }
            #expect(Array(lines[3..<12]) == board.map(String.init), "\(mode)")
        }
    }

    @Test("Who is spoken to as you is the caller's choice, not the name's", arguments: [
        ("You", Addressee.nobody, "You to move (move 1)"),
        ("Ann", .player(.first), "Your move (move 1)"),
        ("Ann", .thePersonFacingTheBot, "Your move (move 1)"),
    ])
    func addressee(name: String, addressee: Addressee, expected: String) {
        let seats = Seats(first: Seat(kind: .human, name: name, colour: .red),
                          second: Seat(kind: .bot(.easy), name: "The bot", colour: .yellow))
        var flow = GameFlow(players: seats, seed: 1)
        _ = flow.start(at: .zero)
        let lines = PainterTests.plain(PainterTests.painter(.none, addressee: addressee).paint(flow.screen(at: .zero), rows: 24, columns: 39))
        #expect(lines.contains { $0.contains(expected) }, "\(lines)")
    }

    @Test("Between two people nobody is spoken to as you, whatever the names")
    func twoPeople() {
        let seats = Seats(first: Seat(kind: .human, name: "You", colour: .red),
                          second: Seat(kind: .human, name: "Player 2", colour: .yellow))
        #expect(Addressee.thePersonFacingTheBot.player(in: seats) == nil)
        #expect(Addressee.thePersonFacingTheBot.player(in: PainterTests.seats) == .first)
    }
}
