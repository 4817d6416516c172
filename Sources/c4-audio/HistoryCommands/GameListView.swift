import Game
import History
import TerminalUI

/// One stored game as `history` lists it: a small board beside three lines of text.
///
/// With colour the board is 7 characters by 3 lines, each `▀` showing two cells (the upper
/// one in its foreground colour, the lower one in its background colour); without colour it is
/// 7 by 6 with `X`, `O` and `.` as `show` names the pieces. Beside it: the ID, the local start
/// time and the number of moves; both players (the one who moved first first) in their
/// colours; the result, naming the winner in their colour.
struct GameListView {
    let stored: StoredGame
    let colour: Bool
    let trueColour: Bool

    /// Appends the entry's lines, each ending in a newline, to `output` (as UTF-8): `history`
    /// writes 10,000 entries in well under 50 ms this way.
    func render(into output: inout [UInt8]) {
        let owners = owners()
        let rows = colour ? Position.height / 2 : Position.height
        for index in 0..<max(rows, 3) {
            if index < rows {
                if colour { colourRow(index, owners, into: &output) } else { plainRow(index, owners, into: &output) }
            } else {
                output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: Position.width))
            }
            if index < 3 {
                output.append(contentsOf: "  ".utf8)
                textLine(index, into: &output)
            }
            output.append(UInt8(ascii: "\n"))
        }
    }

    /// The entry's lines, no trailing newline.
    func render() -> String {
        var bytes: [UInt8] = []
        render(into: &bytes)
        return String(decoding: bytes.dropLast(), as: UTF8.self)
    }

    /// Appends text line `index` (0 header, 1 players, 2 result) to `output`.
    private func textLine(_ index: Int, into output: inout [UInt8]) {
        func add(_ text: String) { output.append(contentsOf: text.utf8) }
        switch index {
        case 0:
            let moves = stored.game.moves.count
            add("#"); add(String(stored.id)); add("  "); add(stored.started.localMinute)
            add("  "); add(String(moves)); add(moves == 1 ? " move" : " moves")
        case 1:
            marker(.first, into: &output); add(" "); describe(.first, into: &output)
            add(" moved first vs ")
            marker(.second, into: &output); add(" "); describe(.second, into: &output)
        default:
            guard stored.isFinished else {
                let next = stored.players[stored.game.playerToMove]
                add("unfinished, kept: "); paint(next.name, next.colour, into: &output)
                add(" to move (c4-audio resume \(stored.id))")
                return
            }
            guard let winner = stored.game.outcome.winner else { add("draw"); return }
            let side = stored.players[winner]
            paint(side.name, side.colour, bold: true, into: &output)
            add(" won")
            let cells = stored.game.winningCells.count
            if cells > 4 { add(" (\(cells) winning cells)") }
        }
    }

    private func describe(_ player: Player, into output: inout [UInt8]) {
        let side = stored.players[player]
        paint(side.name, side.colour, into: &output)
        guard case .bot(let level) = side.kind else { return }
        output.append(contentsOf: " (bot".utf8)
        // "Bot hard (bot)" rather than "Bot hard (bot hard)" (a byte comparison: String's
        // `contains` costs more than all the rest of an entry).
        if let level, !side.name.utf8.reversed().starts(with: level.rawValue.utf8.reversed()) {
            output.append(contentsOf: " \(level)".utf8)
        }
        output.append(UInt8(ascii: ")"))
    }

    private func marker(_ player: Player, into output: inout [UInt8]) {
        if colour {
            paint("●", stored.players[player].colour, into: &output)
        } else {
            output.append(player == .first ? UInt8(ascii: "X") : UInt8(ascii: "O"))
        }
    }

    // MARK: Boards

    /// The owner of every cell, row by row from the bottom (index row × 7 + column).
    private func owners() -> [Player?] {
        var owners = [Player?](repeating: nil, count: Position.cellCount)
        for (index, cell) in stored.game.cells.enumerated() {
            owners[cell.row * Position.width + cell.column] = Player.playing(moveIndex: index)
        }
        return owners
    }

    /// Line `line` (0 = top) of the plain board: `X`, `O` or `.` per cell.
    private func plainRow(_ line: Int, _ owners: [Player?], into output: inout [UInt8]) {
        let row = Position.height - 1 - line
        for column in 0..<Position.width {
            switch owners[row * Position.width + column] {
            case .first?: output.append(UInt8(ascii: "X"))
            case .second?: output.append(UInt8(ascii: "O"))
            case nil: output.append(UInt8(ascii: "."))
            }
        }
    }

    private static let empty: (UInt8, UInt8, UInt8) = (58, 58, 66)

    /// Line `line` (0 = top) of the colour board: two rows of cells per line of `▀`.
    private func colourRow(_ line: Int, _ owners: [Player?], into output: inout [UInt8]) {
        func rgb(_ row: Int, _ column: Int) -> (UInt8, UInt8, UInt8) {
            guard let player = owners[row * Position.width + column] else { return Self.empty }
            let (r, g, b) = stored.players[player].colour.rgb
            return (r, g, b)
        }
        let upper = Position.height - 1 - 2 * line
        for column in 0..<Position.width {
            output += Self.escape(rgb(upper, column), background: false, trueColour: trueColour).utf8
            output += Self.escape(rgb(upper - 1, column), background: true, trueColour: trueColour).utf8
            output += "▀".utf8
        }
        output += "\u{1B}[0m".utf8
    }

    // MARK: Colour

    /// Appends `text` in `pieceColour` (bold when asked), or plain without colour.
    private func paint(_ text: String, _ pieceColour: PieceColour, bold: Bool = false, into output: inout [UInt8]) {
        let text = SafeText.visible(text)   // a stored name never reaches the terminal raw
        guard colour else { output.append(contentsOf: text.utf8); return }
        let (r, g, b) = pieceColour.rgb
        if bold { output.append(contentsOf: "\u{1B}[1m".utf8) }
        output.append(contentsOf: Self.escape((r, g, b), background: false, trueColour: trueColour).utf8)
        output.append(contentsOf: text.utf8)
        output.append(contentsOf: "\u{1B}[0m".utf8)
    }

    /// The ANSI escape for a colour: 24-bit, or the nearest of the 6×6×6 cube of the 256-colour palette.
    static func escape(_ rgb: (UInt8, UInt8, UInt8), background: Bool, trueColour: Bool) -> String {
        let lead = background ? "48" : "38"
        if trueColour { return "\u{1B}[\(lead);2;\(rgb.0);\(rgb.1);\(rgb.2)m" }
        func level(_ value: UInt8) -> Int { (Int(value) * 5 + 127) / 255 }
        return "\u{1B}[\(lead);5;\(16 + 36 * level(rgb.0) + 6 * level(rgb.1) + level(rgb.2))m"
    }
}
