import Game

/// A game as `show`, `history show` and scripted play print it: the board, a legend naming each side
/// beside its disc, and a line saying how the game stands. The caller writes every word: the renderer
/// adds only the board and the discs.
///
/// ```swift
/// let sheet = BoardSheet(game: game, colours: [.first: .red, .second: .yellow],
///                        legend: [.first: "red (first player)", .second: "yellow (second player)"],
///                        outcome: "Red won with move 7: four in a row, shown in brackets.")
/// print(BoardRenderer(policy: policy).sheet(sheet))
/// ```
public struct BoardSheet: Sendable {
    /// The pieces, by row (0 at the bottom) and column.
    public var pieces: [[DrawnPiece?]]
    /// Each side's colour.
    public var colours: [Player: PieceColour]
    /// Each side's text beside its disc in the legend, e.g. `red (first player)`.
    public var legend: [Player: String]
    /// The last line, e.g. `Red to move (move 5).`
    public var outcome: String

    /// A sheet of `game` in `colours`, with the caller's legend texts and outcome line.
    public init(game: Game, colours: [Player: PieceColour], legend: [Player: String], outcome: String) {
        pieces = BoardRenderer.pieces(of: game) { colours[$0]! }
        self.colours = colours
        self.legend = legend
        self.outcome = outcome
    }
}

extension BoardRenderer {
    /// The sheet as text: the board, the legend, the outcome; lines joined with newlines (no trailing newline).
    public func sheet(_ sheet: BoardSheet) -> String {
        var legend: [Run] = []
        for player in Player.allCases {
            if player != .first { legend.append(Run("    ")) }
            legend += [disc(player, sheet.colours[player]!), Run(" " + (sheet.legend[player] ?? ""))]
        }
        return text(grid(sheet.pieces) + [legend, [Run(sheet.outcome)]])
    }
}
