/// A Connect 4 position on a 7×6 board, stored as two bitboards.
///
/// The layout follows Pascal Pons' solver (`Position.hpp`, and part 6 of his tutorial
/// "Solving Connect 4", blog.gamesolver.org): each column takes `height + 1` bits, the extra
/// bit being a sentinel that keeps columns apart so that shifts never wrap.
///
/// ```
///   .  .  .  .  .  .  .      <- sentinel row (always 0)
///   5 12 19 26 33 40 47
///   4 11 18 25 32 39 46
///   3 10 17 24 31 38 45
///   2  9 16 23 30 37 44
///   1  8 15 22 29 36 43
///   0  7 14 21 28 35 42      <- bottom row
/// ```
///
/// `current` holds the stones of the player to move, `mask` every stone. The pair is
/// unique per position, and `key` (`current + mask`) is a unique 49-bit code for it.
///
/// `Position` knows nothing about move history or who won: it is the fast core that the rules
/// (`Game`) and the solver build on. Columns are numbered 0...6 from the left here; the
/// notation that users see (1...7) lives in ``MoveRecord``.
public struct Position: Hashable, Sendable {
    /// Number of columns.
    public static let width = 7
    /// Number of rows.
    public static let height = 6
    /// Number of cells.
    public static let cellCount = width * height

    /// Stones of the player to move.
    public private(set) var current: UInt64 = 0
    /// Every stone on the board.
    public private(set) var mask: UInt64 = 0
    /// Number of stones played.
    public private(set) var moveCount: Int = 0

    /// The empty board.
    public init() {}

    /// A position from its two bitboards (see the layout above).
    ///
    /// - Parameters:
    ///   - current: the stones of the player to move.
    ///   - mask: every stone; must be a superset of `current` and obey gravity.
    public init(current: UInt64, mask: UInt64) {
        self.current = current
        self.mask = mask
        self.moveCount = mask.nonzeroBitCount
    }

    /// Replaces both bitboards, keeping the move count (used for mirror images).
    mutating func setBitboards(current: UInt64, mask: UInt64) {
        self.current = current
        self.mask = mask
    }

    /// The position reached by playing `columns` (0-based) from the empty board.
    ///
    /// - Precondition: every move is legal and no move follows a win; use ``Game`` to validate.
    public init(columns: some Sequence<Int>) {
        for column in columns {
            precondition((0..<Self.width).contains(column) && canPlay(column),
                         "column \(column) is not playable")
            play(column)
        }
    }

    // MARK: Masks

    /// Bits of row 0 in every column.
    ///
    /// Written as a literal so that it is a compile-time constant: a computed initialiser would
    /// make every use in the solver's inner loop go through a lazy-initialisation check.
    public static let bottom: UInt64 = 0x0000_0408_1020_4081

    /// Bits of every playable cell (sentinels excluded): `bottom` times 0b111111.
    public static let boardMask: UInt64 = 0x0000_FDFB_F7EF_DFBF


    /// The top playable cell of `column`.
    @inline(__always)
    public static func topMask(_ column: Int) -> UInt64 {
        (1 << UInt64(height - 1)) << UInt64(column * (height + 1))
    }

    /// The bottom cell of `column`.
    @inline(__always)
    public static func bottomMask(_ column: Int) -> UInt64 {
        1 << UInt64(column * (height + 1))
    }

    /// Every playable cell of `column`.
    @inline(__always)
    public static func columnMask(_ column: Int) -> UInt64 {
        ((1 << UInt64(height)) - 1) << UInt64(truncatingIfNeeded: column &* (height + 1))
    }

    /// The bit of the cell at `row` (0 = bottom) and `column` (0 = left).
    @inline(__always)
    public static func cellMask(row: Int, column: Int) -> UInt64 {
        1 << UInt64(column * (height + 1) + row)
    }

    // MARK: Queries

    /// Unique code of this position (the stones of the player to move plus every stone).
    @inline(__always)
    public var key: UInt64 { current &+ mask }

    /// Whether `column` (0...6) has room for another stone.
    @inline(__always)
    public func canPlay(_ column: Int) -> Bool { mask & Self.topMask(column) == 0 }

    /// The cells where a stone can land now, one per non-full column.
    @inline(__always)
    public var possible: UInt64 { (mask &+ Self.bottom) & Self.boardMask }

    /// Whether playing `column` makes four in a row for the player to move.
    @inline(__always)
    public func isWinningMove(_ column: Int) -> Bool {
        winningCells & possible & Self.columnMask(column) != 0
    }

    /// Whether the player to move can win with their next stone.
    @inline(__always)
    public var canWinNext: Bool { winningCells & possible != 0 }

    /// Empty cells that would complete four in a row for the player to move.
    @inline(__always)
    public var winningCells: UInt64 { Self.openLines(of: current, mask: mask) }

    /// Empty cells that would complete four in a row for the opponent.
    @inline(__always)
    public var opponentWinningCells: UInt64 { Self.openLines(of: current ^ mask, mask: mask) }

    /// Number of the next free row in `column`, or `height` when it is full.
    public func height(of column: Int) -> Int {
        (mask & Self.columnMask(column)).nonzeroBitCount
    }

    // MARK: Moves

    /// Drops a stone of the player to move into `column`.
    ///
    /// - Precondition: `canPlay(column)`.
    @inline(__always)
    public mutating func play(_ column: Int) {
        play(move: (mask &+ Self.bottomMask(column)) & Self.columnMask(column))
    }

    /// Plays a move given as the single bit of the cell where the stone lands.
    @inline(__always)
    public mutating func play(move: UInt64) {
        current ^= mask
        mask |= move
        moveCount += 1
    }

    // MARK: Lines

    /// The empty cells that complete a line of four for the stones in `stones`.
    ///
    /// Works on all four directions at once with shifts; the sentinel bits stop vertical and
    /// diagonal shifts from wrapping between columns (Pons, `compute_winning_position`).
    @inline(__always)
    public static func openLines(of stones: UInt64, mask: UInt64) -> UInt64 {
        // Vertical: three stones below the empty cell.
        var r = (stones << 1) & (stones << 2) & (stones << 3)
        r |= openLines(of: stones, step: UInt64(height + 1))  // horizontal
        r |= openLines(of: stones, step: UInt64(height))      // diagonal going down to the right
        r |= openLines(of: stones, step: UInt64(height + 2))  // diagonal going up to the right
        return r & (boardMask ^ mask)
    }

    /// Cells that complete a line of `stones` along one direction whose bit distance is `step`.
    @inline(__always)
    private static func openLines(of stones: UInt64, step: UInt64) -> UInt64 {
        var p = (stones << step) & (stones << (2 * step))
        var r = p & (stones << (3 * step))  // three to one side
        r |= p & (stones >> step)           // two on one side, one on the other
        p = (stones >> step) & (stones >> (2 * step))
        r |= p & (stones << step)
        r |= p & (stones >> (3 * step))
        return r
    }

    /// Whether `stones` contains four in a row in any direction.
    @inline(__always)
    public static func hasFour(_ stones: UInt64) -> Bool {
        hasFour(stones, step: 1) || hasFour(stones, step: UInt64(height + 1))
            || hasFour(stones, step: UInt64(height)) || hasFour(stones, step: UInt64(height + 2))
    }

    @inline(__always)
    private static func hasFour(_ stones: UInt64, step: UInt64) -> Bool {
        let pairs = stones & (stones >> step)
        return pairs & (pairs >> (2 * step)) != 0
    }
}
