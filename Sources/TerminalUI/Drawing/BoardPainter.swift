import Game
import GameFlow
import Wording

/// Draws a ``FlowScreen`` into a terminal of a given size: title, cursor, board, hints, the turn
/// indicator, messages and prompts, and the keys. It knows where each column sits on screen, so
/// it also turns mouse clicks into columns.
///
/// Every board cell is 5 columns wide (as in `show`), so a disc drawn one or two columns wide
/// (● is East-Asian ambiguous width) never shifts the grid; in a terminal of at least
/// ``largeSize``, cells are 7×3 with round discs (``CellSize/large``).
public struct BoardPainter: Sendable {
    /// Colours and characters.
    public let policy: TerminalPolicy
    /// Whom the turn line speaks to as "you".
    public let addressee: Addressee
    /// The board's cells and discs, in the size the terminal has room for.
    var board: BoardRenderer
    /// How colours are drawn.
    var mode: ColourMode { policy.colours }
    /// The smallest terminal the game draws in, as (rows, columns).
    public static let minimumSize = (rows: 19, columns: 39)
    /// The smallest terminal the game draws large cells in, as (rows, columns): the board's 18 lines
    /// and everything around it.
    public static let largeSize = (rows: 32, columns: Position.width * CellSize.large.width + 2)
    var cellWidth: Int { board.cellWidth }
    var boardWidth: Int { board.width }
    /// The line of the board's top border, counted from 0.
    static let boardTop = 4
    /// Columns a hint panel beside the board needs.
    static let panelWidth = 24

    /// A painter drawing as `policy` says, speaking to `addressee` as "you".
    public init(policy: TerminalPolicy, addressee: Addressee = .nobody) {
        self.policy = policy
        self.addressee = addressee
        board = BoardRenderer(policy: policy)
    }

    /// Whether a `rows`×`columns` terminal shows the game (else it shows how big it must be).
    public func fits(rows: Int, columns: Int) -> Bool {
        rows >= Self.minimumSize.rows && columns >= Self.minimumSize.columns
    }

    /// The escape sequence that repaints the whole screen for `screen` in a `rows`×`columns`
    /// terminal, or a message saying how big it must be when it is too small.
    public func paint(_ screen: FlowScreen, rows: Int, columns: Int) -> String {
        guard rows >= Self.minimumSize.rows, columns >= Self.minimumSize.columns else {
            return tooSmall(rows: rows, columns: columns)
        }
        return sized(rows: rows, columns: columns).paintFitting(screen, rows: rows, columns: columns)
    }

    /// This painter with cells of the size a `rows`×`columns` terminal has room for.
    func sized(rows: Int, columns: Int) -> BoardPainter {
        let size: CellSize = rows >= Self.largeSize.rows && columns >= Self.largeSize.columns ? .large : .compact
        guard size != board.size else { return self }
        var painter = self
        painter.board = BoardRenderer(policy: policy, size: size)
        return painter
    }

    private func paintFitting(_ screen: FlowScreen, rows: Int, columns: Int) -> String {
        let withPanel = (screen.hints != nil || finalReview(screen) != nil) && screen.overlay == nil
            && columns >= boardWidth + Self.panelWidth + 2
        var frame = Frame(mode: mode)
        let room = columns - left(columns: columns)
        for line in lines(for: screen, panel: withPanel, rows: rows, columns: columns) {
            frame.add(Run.fit(line, to: room, ellipsis: policy.glyphs.ellipsis))
        }
        return frame.rendered(left: left(columns: columns))
    }

    /// The board column (0-based) under a click at a 1-based screen cell, or nil off the board.
    public func column(atRow row: Int, column: Int, rows: Int, columns: Int) -> Int? {
        let painter = sized(rows: rows, columns: columns)
        let x = column - 1 - painter.left(columns: columns) - 1
        guard (2...(Self.boardTop + Position.height * painter.board.size.height + 1)).contains(row - 1), x >= 0,
              x < Position.width * painter.cellWidth else { return nil }
        return x / painter.cellWidth
    }

    /// Where the board starts: centred together with the room a hint panel needs whenever the terminal
    /// is wide enough for one, shown or not, so that opening the hints never moves the board (or the
    /// cursor the player is aiming with).
    func left(columns: Int) -> Int {
        let room = columns >= boardWidth + Self.panelWidth + 2
        return max(0, (columns - boardWidth - (room ? Self.panelWidth + 2 : 0)) / 2)
    }

    func tooSmall(rows: Int, columns: Int) -> String {
        let need = Self.minimumSize
        var frame = Frame(mode: mode)
        let times = policy.glyphs.times
        frame.add(tr("The terminal is {columns}{times}{rows};", ["columns": columns, "times": times, "rows": rows]))
        frame.add(tr("c4-audio needs at least"))
        frame.add(tr("{columns}{times}{rows}. Enlarge it,", ["columns": need.columns, "times": times, "rows": need.rows]))
        frame.add(tr("or press q to quit."))
        return frame.rendered()
    }

    func lines(for screen: FlowScreen, panel: Bool, rows: Int, columns: Int) -> [[Run]] {
        var lines: [[Run]] = [title(screen), sessionLine(screen)]
        if let overlay = screen.overlay {
            // The board is covered: the overlay takes its lines and those of the hints and status.
            var covered = overlayLines(overlay)
            covered += Array(repeating: [], count: max(0, Position.height * board.size.height + 6 - covered.count))
            lines += covered
        } else {
            lines.append(cursorLine(screen))
            lines += board.grid(pieces(screen))
            if let review = finalReview(screen), !panel {
                lines.append(reviewLine(review, screen: screen))
            } else {
                // A replay keeps its speed line under the board; a game's hints move to the panel.
                lines.append(panel && screen.replay == nil ? [] : compactHints(screen))
            }
            lines.append(statusLine(screen))
        }
        lines.append(messageLine(screen))
        lines.append([])
        lines.append(contentsOf: helpLines(screen, columns: columns))
        let panelContent = finalReview(screen).map { reviewPanelLines($0, screen: screen) }
            ?? screen.hints.map { panelLines($0, screen: screen) } ?? []
        if panel {
            // A panel taller than the board and the keys goes on below them, as far as the terminal reaches.
            let tall = min(rows, Self.boardTop + panelContent.count)
            if tall > lines.count { lines += Array(repeating: [], count: tall - lines.count) }
            for (offset, extra) in panelContent.enumerated() where Self.boardTop + offset < lines.count {
                let index = Self.boardTop + offset
                lines[index] = pad(lines[index], to: boardWidth + 2) + extra
            }
        }
        return lines
    }
}
