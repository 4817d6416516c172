import Game
import GameFlow
import Testing
import TerminalUI

/// One palette: a piece colour has the same code in every view path (the board of `show` and `history show`,
/// the game's painter, `history`'s small board and names), at every colour depth.
@Suite("One palette for every view")
struct PaletteTests {
    /// The SGR parameters in force at each occurrence of `glyph` in `text` (escapes since the last reset, joined by `;`).
    static func styles(of glyph: Character, in text: String) -> [String] {
        var found: [String] = []
        var active: [String] = []
        var rest = Substring(text)
        while let first = rest.first {
            if first == "\u{1B}", rest.dropFirst().first == "[", let end = rest.firstIndex(of: "m") {
                let parameters = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end])
                if parameters == "0" { active = [] } else { active.append(parameters) }
                rest = rest[rest.index(after: end)...]
                continue
            }
            if first == glyph { found.append(active.joined(separator: ";")) }
            rest = rest.dropFirst()
        }
        return found
    }

    /// A one-move game whose first player has `colour` (the second another colour).
    static func seats(_ colour: PieceColour) -> Seats {
        Seats(first: Seat(kind: .human, name: "Ann", colour: colour),
              second: Seat(kind: .human, name: "Ben", colour: colour == .white ? .brown : .white))
    }

    static let depths: [ColourMode] = [.sixteen, .palette256, .trueColour]

    @Test("Every piece colour has one code in the sheet, the game, and history's list", arguments: PieceColour.allCases)
    func sameCodeEverywhere(colour: PieceColour) throws {
        for depth in Self.depths {
            let policy = TerminalPolicy(colours: depth, glyphs: .unicode)
            let renderer = BoardRenderer(policy: policy)
            let code = Palette.parameters(colour, depth)
            let seats = Self.seats(colour)
            let other = seats.second.colour
            // `show`, `history show`, scripted play: the board and the legend.
            let game = try Game(columns: [3])
            let sheet = renderer.sheet(BoardSheet(game: game, colours: [.first: colour, .second: other],
                                                  legend: [.first: "a", .second: "b"], outcome: "c"))
            #expect(Set(Self.styles(of: "●", in: sheet)) == [code, Palette.parameters(other, depth)], "\(depth)")
            #expect(Self.styles(of: "●", in: sheet).first == code)
            // The game, replay and demo: the painter.
            var flow = GameFlow(players: seats, seed: 1)
            _ = flow.start(at: .zero)
            _ = flow.handle(.key(.dropIn(column: 3)), at: .zero)
            let screen = BoardPainter(policy: policy).paint(flow.screen(at: .seconds(5)), rows: 24, columns: 80)
            #expect(Self.styles(of: "●", in: screen).contains(code), "\(depth)")
            // `history`: the names, the discs and the small board (upper cell: foreground; lower: background).
            var bytes: [UInt8] = []
            renderer.appendDisc(.first, colour, into: &bytes)
            renderer.appendPainted("A", colour, into: &bytes)
            let list = String(decoding: bytes, as: UTF8.self)
            #expect(Self.styles(of: "●", in: list) == [code] && Self.styles(of: "A", in: list) == [code], "\(depth)")
            var owners = [Player?](repeating: nil, count: Position.cellCount)
            owners[Position.width] = .first   // row 1, column 0: the upper half of the bottom line
            var small: [UInt8] = []
            renderer.appendThumbnailLine(renderer.thumbnailHeight - 1, owners: owners, colours: (colour, other), into: &small)
            let thumbnail = String(decoding: small, as: UTF8.self)
            if depth == .sixteen {
                // 16 colours: the 6-line board of letters (its bottom line is row 0, empty here).
                #expect(Self.styles(of: "X", in: thumbnail).isEmpty)
            } else {
                #expect(Self.styles(of: "▀", in: thumbnail).first?.hasPrefix(code + ";") == true, "\(depth)")
            }
        }
    }

    @Test("The 256-colour code is the cube entry nearest to the colour's RGB", arguments: PieceColour.allCases)
    func nearest256(colour: PieceColour) {
        let levels = [0, 95, 135, 175, 215, 255]
        let (r, g, b) = colour.rgb
        func distance(_ index: Int) -> Int {
            let cube = index - 16
            let (dr, dg, db) = (levels[cube / 36] - Int(r), levels[cube / 6 % 6] - Int(g), levels[cube % 6] - Int(b))
            return dr * dr + dg * dg + db * db
        }
        // A channel exactly between two levels (235: white, blue) takes the upper one.
        let nearest = (16...231).min { (distance($0), -$0) < (distance($1), -$1) }!
        #expect(Palette.index256(colour) == nearest)
        #expect(Palette.parameters(colour, .palette256) == "38;5;\(nearest)")
    }

    @Test("16 colours: every piece colour gets one of the 16 standard codes", arguments: PieceColour.allCases)
    func sixteen(colour: PieceColour) throws {
        let code = try #require(Int(Palette.parameters(colour, .sixteen)))
        #expect((30...37).contains(code) || (90...97).contains(code))
        let background = try #require(Int(Palette.parameters(colour, .sixteen, background: true)))
        #expect(background == code + 10)
    }
}
