import Game
import GameFlow
import Testing
import TerminalUI

@Suite("Colour modes and the board painter")
struct PainterTests {
    /// A painter in `mode` colours with UTF-8 characters, speaking to `addressee` as "you".
    static func painter(_ mode: ColourMode, addressee: Addressee = .nobody) -> BoardPainter {
        BoardPainter(policy: TerminalPolicy(colours: mode, glyphs: .unicode), addressee: addressee)
    }

    /// The screen text without escape sequences, line by line.
    static func plain(_ painted: String) -> [String] {
        var text = ""
        var inEscape = false
        for scalar in painted.unicodeScalars {
            if inEscape {
                if (0x40...0x7E).contains(scalar.value) && scalar != "[" { inEscape = false }
                continue
            }
            if scalar == "\u{1B}" { inEscape = true; continue }
            if scalar == "\r" { continue }
            text.unicodeScalars.append(scalar)
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    static let seats = Seats(first: Seat(kind: .human, name: "You", colour: .red),
                             second: Seat(kind: .bot(.easy), name: "The bot", colour: .yellow))

    /// A game between `people` that the first wins in column 1 with move 7.
    static func wonFlow(_ people: Seats) -> GameFlow {
        var flow = GameFlow(players: people, seed: 1)
        _ = flow.start(at: .zero)
        for column in [0, 1, 0, 1, 0, 1, 0] { _ = flow.handle(.key(.dropIn(column: column)), at: .zero) }
        return flow
    }

    @Test("A won game without colour: X and O, winning cells in brackets, move numbers, the prompt")
    func wonBoard() {
        let people = Seats(first: Seat(kind: .human, name: "You", colour: .red),
                           second: Seat(kind: .human, name: "Ann", colour: .blue))
        let flow = Self.wonFlow(people)
        // The caller says who is "you" (here the first player); the painter does not guess it from the name.
        let painter = Self.painter(.none, addressee: .player(.first))
        let lines = Self.plain(painter.paint(flow.screen(at: .seconds(60)), rows: 24, columns: 39))
        #expect(Array(lines.prefix(16)) == [
            " You X (red)  vs  Ann O (blue)",
            " Score: You 1, Ann 0  sound on",
            " ",
            "    1    2    3    4    5    6    7  ",
            " ┌───────────────────────────────────┐",
            " │  ·    ·    ·    ·    ·    ·    ·  │",
            " │  ·    ·    ·    ·    ·    ·    ·  │",
            " │[X7]   ·    ·    ·    ·    ·    ·  │",
            " │[X5]  O6    ·    ·    ·    ·    ·  │",
            " │[X3]  O4    ·    ·    ·    ·    ·  │",
            " │[X1]  O2    ·    ·    ·    ·    ·  │",
            " └───────────────────────────────────┘",
            "  Review: solving 0 of 7…",
            " X  You win with move 7! ",
            " Another game? y/Enter: yes, Esc: no",
            " ",
        ])
        // The keys of a game in progress are gone: the prompt and the line below name the only ones that act.
        #expect(!lines.contains { $0.contains("drop") || $0.contains("hints") })
        #expect(lines[16] == " u undo   q quit")
        // While the winner's colour flashes, the turn line alternates its markers.
        #expect(Self.plain(painter.paint(flow.screen(at: .milliseconds(50)), rows: 24, columns: 39))[13]
                    == " X >You win with move 7!<")
    }

    @Test("Too small a terminal says how big it must be")
    func tooSmall() {
        let flow = GameFlow(players: Self.seats, seed: 1)
        let lines = Self.plain(Self.painter(.trueColour).paint(flow.screen(at: .zero), rows: 10, columns: 30))
        #expect(lines.contains("The terminal is 30×10;"))
        #expect(lines.contains("39×19. Enlarge it,"))
    }

    @Test("A click maps to the column under it, and misses off the board")
    func clicks() {
        let painter = Self.painter(.none)
        // 80 columns: the 37-wide board and the 26 columns a hint panel needs are centred together, so the
        // board starts after a margin of 8; cells are 5 wide from column 10.
        #expect(painter.column(atRow: 8, column: 10, rows: 24, columns: 80) == 0)
        #expect(painter.column(atRow: 8, column: 14, rows: 24, columns: 80) == 0)
        #expect(painter.column(atRow: 8, column: 15, rows: 24, columns: 80) == 1)
        #expect(painter.column(atRow: 8, column: 44, rows: 24, columns: 80) == 6)
        #expect(painter.column(atRow: 8, column: 45, rows: 24, columns: 80) == nil)
        #expect(painter.column(atRow: 8, column: 9, rows: 24, columns: 80) == nil)
        #expect(painter.column(atRow: 1, column: 30, rows: 24, columns: 80) == nil)
        // Too narrow for a panel (50 columns): the board alone is centred.
        #expect(painter.column(atRow: 8, column: 8, rows: 24, columns: 50) == 0)
        #expect(painter.column(atRow: 8, column: 7, rows: 24, columns: 50) == nil)
    }

    @Test("Opening the hints does not move the board", arguments: [50, 63, 80, 120])
    func hintsKeepTheBoardInPlace(columns: Int) {
        var flow = GameFlow(players: Self.seats, seed: 1)
        let painter = Self.painter(.none)
        let before = Self.plain(painter.paint(flow.screen(at: .zero), rows: 24, columns: columns))
        _ = flow.handle(.key(.hints), at: .zero)
        let after = Self.plain(painter.paint(flow.screen(at: .zero), rows: 24, columns: columns))
        let border = { (lines: [String]) in lines.first { $0.contains("┌") }?.firstIndex(of: "┌") }
        let top = { (lines: [String]) in lines.first { $0.contains("┌") }.map { String($0.prefix { $0 != "┌" }).count } }
        #expect(border(before) != nil)
        #expect(top(before) == top(after))
        if columns >= 63 { #expect(after.contains { $0.contains("Hints for") }) }
    }
}
