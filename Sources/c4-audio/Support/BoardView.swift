import Game
import GameFlow
import History
import Rainbow
import TerminalUI

/// Draws a game as text: the board with a column ruler, its pieces, the winning cells in
/// brackets and, once the game is over, each piece's move number; then a legend and the outcome.
///
/// Without colour (`colour` false) the first player's pieces are
/// `X` and the second's `O`; with colour both are `●` in the player's colour.
struct BoardView {
    /// How a player is named and drawn.
    struct Side {
        var name: String          // "Red", "You", "The bot"
        var colour: PieceColour
        var role: String          // "first player", "you", …
    }

    let game: Game
    let sides: [Player: Side]
    /// Whether the subject of a sentence about this side takes "win" (you) or "wins".
    let secondPersonPlayer: Player?
    /// Whether to draw with ANSI colours.
    let colour: Bool

    /// A game with its sides given.
    init(game: Game, sides: [Player: Side], secondPersonPlayer: Player?, colour: Bool) {
        self.game = game
        self.sides = sides
        self.secondPersonPlayer = secondPersonPlayer
        self.colour = colour
    }

    /// A game read from moves: first player red, second yellow.
    init(game: Game, colour: Bool) {
        self.game = game
        self.colour = colour
        sides = [
            .first: Side(name: "Red", colour: .red, role: "first player"),
            .second: Side(name: "Yellow", colour: .yellow, role: "second player"),
        ]
        secondPersonPlayer = nil
    }

    /// A game between two named sides; `secondPerson` is the side addressed as "you" (its name
    /// is "You"), if any.
    init(game: Game, seats: Seats, colour: Bool) {
        self.game = game
        self.colour = colour
        func side(_ player: Player) -> Side {
            let seat = seats[player]
            let role = (seat.botLevel.map { "bot, \($0)" } ?? "person") + ", moves \(player == .first ? "first" : "second")"
            return Side(name: seat.name, colour: seat.colour, role: role)
        }
        sides = [.first: side(.first), .second: side(.second)]
        secondPersonPlayer = Player.allCases.first { seats[$0].isAddressedAsYou }
    }

    /// A saved game of the original app: the human and the bot with their colours.
    init(savedGame: SavedGame, colour: Bool) {
        game = savedGame.game
        self.colour = colour
        let human = savedGame.humanPlayer
        sides = [
            human: Side(name: "You", colour: savedGame.humanColour,
                        role: "you, \(human == .first ? "moved first" : "moved second")"),
            human.opponent: Side(name: Seat.botName(level: nil), colour: savedGame.botColour,
                                 role: "the bot, \(human == .first ? "moved second" : "moved first")"),
        ]
        secondPersonPlayer = human
    }

    private static let cellWidth = 5

    /// The whole picture, lines joined with newlines (no trailing newline).
    func render() -> String {
        var lines: [String] = []
        let inner = Position.width * Self.cellWidth
        lines.append(" " + (1...Position.width).map { pad(center: String($0)) }.joined())
        lines.append("┌" + String(repeating: "─", count: inner) + "┐")
        let cells = game.cells
        let winning = Set(game.winningCells)
        for row in (0..<Position.height).reversed() {
            var line = "│"
            for column in 0..<Position.width {
                let cell = Cell(row: row, column: column)
                line += draw(cell: cell, moveIndex: cells.firstIndex(of: cell), winning: winning.contains(cell))
            }
            lines.append(line + "│")
        }
        lines.append("└" + String(repeating: "─", count: inner) + "┘")
        lines.append(legend())
        lines.append(outcomeSentence())
        return lines.joined(separator: "\n")
    }

    private func marker(for player: Player) -> String {
        guard colour else { return player == .first ? "X" : "O" }
        return paint("●", sides[player]!.colour)
    }

    /// `text` in `pieceColour`: 24-bit colour where the terminal says it has it (`COLORTERM`),
    /// else the nearest of the 256 standard colours.
    private func paint(_ text: String, _ pieceColour: PieceColour) -> String {
        let (r, g, b) = pieceColour.rgb
        if Terminal.hasTrueColour { return text.bit24(r, g, b) }
        return text.hex(UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b), to: .bit8Approximated)
    }

    private func draw(cell: Cell, moveIndex: Int?, winning: Bool) -> String {
        guard let moveIndex, let player = game.player(at: cell) else {
            return pad(center: colour ? "·".dim : "·")
        }
        var content = marker(for: player)
        guard game.outcome.isOver || winning else { return pad(center: content) }
        var width = 1
        if game.outcome.isOver {
            let number = String(moveIndex + 1)
            width += number.count
            if colour {
                let painted = paint(number, sides[player]!.colour)
                content += winning ? painted.bold : painted
            } else {
                content += number
            }
        }
        if winning {
            content = (colour ? "[".bold : "[") + content + (colour ? "]".bold : "]")
            width += 2
        } else {
            content = " " + content
            width += 1
        }
        return content + String(repeating: " ", count: max(0, Self.cellWidth - width))
    }

    private func pad(center text: String) -> String {
        let visible = colour ? text.raw.count : text.count
        let left = (Self.cellWidth - visible) / 2
        return String(repeating: " ", count: left) + text
            + String(repeating: " ", count: max(0, Self.cellWidth - visible - left))
    }

    private func legend() -> String {
        Player.allCases.map { player in
            let side = sides[player]!
            return "\(marker(for: player)) \(side.colour) (\(side.role))"
        }.joined(separator: "    ")
    }

    private func outcomeSentence() -> String {
        switch game.outcome {
        case .ongoing:
            let next = game.playerToMove
            let side = sides[next]!
            let verb = next == secondPersonPlayer ? "are" : "is"
            return "\(SafeText.visible(side.name)) \(verb) to move (move \(game.moves.count + 1))."
        case .win(let player):
            let side = sides[player]!
            let verb = player == secondPersonPlayer ? "win" : "wins"
            let lines = game.winningCells.count > 4 ? "\(game.winningCells.count) winning cells" : "four in a row"
            return "\(SafeText.visible(side.name)) \(verb) with move \(game.moves.count): \(lines), shown in brackets."
        case .draw:
            return "Draw: the board is full after \(game.moves.count) moves."
        }
    }
}
