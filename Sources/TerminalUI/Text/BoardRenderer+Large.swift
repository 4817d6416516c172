import Game

/// The size of a board cell.
public enum CellSize: Hashable, Sendable {
    /// 5 columns by 1 line: `show`, `history show`, scripted play, and the game in a small terminal.
    case compact
    /// 7 columns by 3 lines, a disc drawn round with half blocks: the game and replay when the terminal has
    /// room (a cell about as tall as it is wide, the board near a real one's 7:6).
    case large

    /// Columns a cell takes.
    public var width: Int { self == .compact ? 5 : 7 }
    /// Lines a cell takes.
    public var height: Int { self == .compact ? 1 : 3 }
}

extension BoardRenderer {
    /// A large cell's three lines, each 7 columns. In colour with half blocks, a round disc whose middle
    /// line carries the move number (once shown) on the disc's colour; `[ ]` round a winning disc's middle,
    /// `( )` round the last one played. Otherwise the compact cell's text on the middle line.
    /// ```
    ///  ▄███▄      ▄███▄
    /// [█ 12█]    ( ███ )
    ///  ▀███▀      ▀███▀
    /// ```
    func largeCell(_ piece: DrawnPiece?) -> [[Run]] {
        let blank = [Run(String(repeating: " ", count: cellWidth))]
        guard let piece, !piece.isGhost, policy.colours != .none, policy.glyphs.halfBlocks else {
            let middle = cell(piece)
            // The compact text, centred in 7 columns.
            let text = middle.text.trimmingSpaces
            return [blank, [Run(centred(text), style: middle.style)], blank]
        }
        let colour = Palette.parameters(piece.colour, policy.colours)
        let fill = Palette.parameters(piece.colour, policy.colours, background: true)
        let (open, close) = piece.isWinning ? ("[", "]") : piece.isLast && piece.moveNumber == nil ? ("(", ")") : (" ", " ")
        let number = piece.moveNumber.map(String.init) ?? ""
        let label = String(repeating: " ", count: (5 - number.count + 1) / 2) + number
        let padded = label + String(repeating: " ", count: max(0, 5 - label.count))
        let mark = piece.isWinning || (piece.isLast && piece.moveNumber == nil) ? "1" : ""
        return [
            [Run(" "), Run("▄███▄", style: colour), Run(" ")],
            [Run(open, style: mark), Run(padded, style: "1;30;" + fill), Run(close, style: mark)],
            [Run(" "), Run("▀███▀", style: colour), Run(" ")],
        ]
    }
}

extension String {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: String {
        var characters = Substring(self)
        while characters.first == " " { characters.removeFirst() }
        while characters.last == " " { characters.removeLast() }
        return String(characters)
    }
}
