import Game

/// A piece as a board view draws it.
public struct DrawnPiece: Hashable, Sendable {
    /// Whose piece it is (without colour: `X` first, `O` second).
    public var player: Player
    /// Its colour.
    public var colour: PieceColour
    /// The move number shown beside it, or nil (numbers are shown once a game is over).
    public var moveNumber: Int?
    /// Whether it is in the winning line (bracketed).
    public var isWinning: Bool
    /// Whether it is the last piece played, marked `(●)` while the game goes on.
    public var isLast: Bool
    /// Whether it is not played but shown (a line of perfect play): `○` in colour, faint; `x` or `o`
    /// without colour.
    public var isGhost: Bool

    /// A piece of `player` in `colour`, with its move number shown or not, winning or not, last or not,
    /// a ghost or not.
    public init(player: Player, colour: PieceColour, moveNumber: Int? = nil, isWinning: Bool = false, isLast: Bool = false,
                isGhost: Bool = false) {
        self.player = player
        self.colour = colour
        self.moveNumber = moveNumber
        self.isWinning = isWinning
        self.isLast = isLast
        self.isGhost = isGhost
    }
}

/// The one renderer of the board as text, for every view: the 7×6 board of `show`, `history show`, scripted
/// play, the full-screen game, replay and demo (``grid(_:)``), and the small board of `history`
/// (``appendThumbnailLine(_:owners:colours:into:)``). Colours come from ``Palette``, characters from
/// ``Glyphs``, both as ``TerminalPolicy`` says; the texts around the board (names, roles, the outcome) come
/// from the caller.
///
/// Every board cell is 5 columns wide, so a disc drawn one or two columns wide (● is East-Asian ambiguous
/// width) never shifts the grid:
/// ```
///   1    2    3    4    5    6    7
/// ┌───────────────────────────────────┐
/// │  ·    ·    ·   O2   O4   O6    ·  │
/// │  ·    ·    ·  [X1] [X3] [X5] [X7] │
/// └───────────────────────────────────┘
/// ```
public struct BoardRenderer: Sendable {
    /// Colours and characters.
    public let policy: TerminalPolicy
    /// The size of a cell: 5×1 (every view), or 7×3 with round discs (the game and replay, when the
    /// terminal has room; see ``CellSize``).
    public let size: CellSize
    /// Columns a compact cell takes.
    public static let cellWidth = CellSize.compact.width
    /// Columns the compact board takes, frame included.
    public static let width = Position.width * cellWidth + 2
    /// Columns a cell takes.
    public var cellWidth: Int { size.width }
    /// Columns the board takes, frame included.
    public var width: Int { Position.width * size.width + 2 }
    /// Each piece colour's foreground and background escape sequence (index: raw value; 10: an empty cell).
    let foreground: [String]
    let background: [String]

    /// A renderer drawing as `policy` says, in cells of `size`.
    public init(policy: TerminalPolicy, size: CellSize = .compact) {
        self.policy = policy
        self.size = size
        let colours: [PieceColour?] = PieceColour.allCases + [nil]
        let mode = policy.colours
        foreground = colours.map { mode == .none ? "" : "\u{1B}[\(Palette.parameters($0, mode))m" }
        background = colours.map { mode == .none ? "" : "\u{1B}[\(Palette.parameters($0, mode, background: true))m" }
    }

    /// The pieces of `game` by row (0 at the bottom) and column, in the colours given; once the game is
    /// over each shows its move number and the winning ones are marked.
    public static func pieces(of game: Game, colours: (Player) -> PieceColour) -> [[DrawnPiece?]] {
        var pieces = [[DrawnPiece?]](repeating: [DrawnPiece?](repeating: nil, count: Position.width), count: Position.height)
        let winning = Set(game.winningCells)
        let over = game.outcome.isOver
        for (index, cell) in game.cells.enumerated() {
            let player = Player.playing(moveIndex: index)
            pieces[cell.row][cell.column] = DrawnPiece(player: player, colour: colours(player),
                                                       moveNumber: over ? index + 1 : nil, isWinning: winning.contains(cell))
        }
        return pieces
    }

    /// A player's disc: `●` in its colour, or `X` (first) and `O` (second).
    public func disc(_ player: Player, _ colour: PieceColour) -> Run {
        let letter = player == .first ? "X" : "O"
        guard policy.colours != .none else { return Run(letter) }
        return Run(policy.glyphs.disc ?? letter, style: Palette.parameters(colour, policy.colours))
    }

    /// A ghost disc: `○` faint in its colour, or `x` (first) and `o` (second).
    func ghost(_ player: Player, _ colour: PieceColour) -> Run {
        let letter = player == .first ? "x" : "o"
        guard policy.colours != .none else { return Run(letter) }
        return Run(policy.glyphs.ghost ?? letter, style: "2;" + Palette.parameters(colour, policy.colours))
    }

    /// One cell, 5 columns: `  ·  `, `  ●  `, ` X12 `, `[X7] `, `*X12 ` (winning ones bold and underlined in colour).
    public func cell(_ piece: DrawnPiece?) -> Run {
        guard let piece else { return Run(centred(policy.glyphs.empty), style: "2") }
        let disc = piece.isGhost ? ghost(piece.player, piece.colour) : disc(piece.player, piece.colour)
        var text = disc.text + (piece.moveNumber.map(String.init) ?? "")
        // Bracketed while a space is left between two cells; a two-digit number is marked `*X19` instead.
        if piece.isWinning { text = text.count <= 2 ? "[" + text + "]" : "*" + text }
        if piece.isLast && piece.moveNumber == nil && !piece.isWinning {
            return Run(centred("(" + disc.text + ")"), style: policy.colours == .none ? "" : "1;" + disc.style)
        }
        let style = piece.isWinning && policy.colours != .none ? "1;4;" + disc.style : disc.style
        guard piece.moveNumber != nil else { return Run(centred(text), style: style) }
        if !piece.isWinning { text = " " + text }
        return Run(text + String(repeating: " ", count: max(0, cellWidth - text.count)), style: style)
    }

    /// The column numbers, centred over the cells.
    public func ruler() -> [Run] {
        [Run(" " + (1...Position.width).map { centred(String($0)) }.joined())]
    }

    /// The board: the column ruler, the frame's top, the rows from the top down, the frame's bottom.
    /// - Parameter pieces: by row (0 at the bottom) and column, as ``pieces(of:colours:)`` makes them.
    public func grid(_ pieces: [[DrawnPiece?]]) -> [[Run]] {
        let glyphs = policy.glyphs
        let across = String(repeating: glyphs.across, count: width - 2)
        var lines = [ruler(), [Run(glyphs.topLeft + across + glyphs.topRight)]]
        for row in (0..<Position.height).reversed() {
            guard size == .large else {
                lines.append([Run(glyphs.down)] + (0..<Position.width).map { cell(pieces[row][$0]) } + [Run(glyphs.down)])
                continue
            }
            let cells = (0..<Position.width).map { largeCell(pieces[row][$0]) }
            for line in 0..<size.height {
                lines.append([Run(glyphs.down)] + cells.flatMap { $0[line] } + [Run(glyphs.down)])
            }
        }
        lines.append([Run(glyphs.bottomLeft + across + glyphs.bottomRight)])
        return lines
    }

    /// `lines` as text, joined with newlines (no trailing newline), styled as the policy says.
    public func text(_ lines: [[Run]]) -> String {
        var frame = Frame(mode: policy.colours)
        for line in lines { frame.add(line) }
        return frame.lines.joined(separator: "\n")
    }

    /// `text` centred in a cell.
    public func centred(_ text: String) -> String {
        let left = (cellWidth - text.count) / 2
        return String(repeating: " ", count: max(0, left)) + text
            + String(repeating: " ", count: max(0, cellWidth - text.count - left))
    }
}
