/// The characters the views draw with beyond letters and digits: one set for a UTF-8 terminal, one
/// in plain ASCII for any other (see ``TerminalPolicy``).
public struct Glyphs: Hashable, Sendable {
    /// The disc drawn in colour; nil draws `X` and `O` in colour too (without colour discs are always `X` and `O`).
    public var disc: String?
    /// A disc not played but shown (a line of perfect play), drawn faint in colour; nil draws `x` and `o`.
    public var ghost: String?
    /// An empty cell.
    public var empty: String
    /// The marker above the column the cursor is on.
    public var cursor: String
    /// The board frame's top left corner.
    public var topLeft: String
    /// The board frame's top right corner.
    public var topRight: String
    /// The board frame's bottom left corner.
    public var bottomLeft: String
    /// The board frame's bottom right corner.
    public var bottomRight: String
    /// The frame's horizontal line.
    public var across: String
    /// The frame's vertical line.
    public var down: String
    /// Something still being worked out ("thinking…", a hint not known yet).
    public var ellipsis: String
    /// "times", as in a size (39×19) or a speed (×2).
    public var times: String
    /// The keys that move the cursor.
    public var leftRight: String
    /// The key that drops.
    public var downKey: String
    /// The keys that choose a row.
    public var upDown: String
    /// The key that shows the next piece of a replay.
    public var nextKey: String
    /// The key that steps a replay back: `←`.
    public var backKey: String
    /// Whether the small board of `history` may draw two cells in one character (`▀`).
    public var halfBlocks: Bool

    /// Box drawing, `●`, `·`, `▼`, `…`, `×`, arrows.
    public static let unicode = Glyphs(
        disc: "●", ghost: "○", empty: "·", cursor: "▼", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
        across: "─", down: "│", ellipsis: "…", times: "×", leftRight: "←/→", downKey: "↓", upDown: "↑/↓", nextKey: "→", backKey: "←", halfBlocks: true)

    /// Plain ASCII: `+`, `-`, `|`, `X`/`O`, `.`, `v`.
    public static let ascii = Glyphs(
        disc: nil, ghost: nil, empty: ".", cursor: "v", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        across: "-", down: "|", ellipsis: "...", times: "x", leftRight: "Left/Right", downKey: "Down", upDown: "Up/Down", nextKey: "Right", backKey: "Left", halfBlocks: false)
}
