import Game

/// A key as the game understands it (the terminal layer maps bytes and mouse clicks to these).
public enum FlowKey: Hashable, Sendable {
    /// Move the cursor one column left (←, h).
    case left
    /// Move the cursor one column right (→, l).
    case right
    /// Drop a piece in the cursor's column (Enter, Space, ↓).
    case drop
    /// Drop a piece in this column, 0-based (digits 1–7, a mouse click on the column).
    case dropIn(column: Int)
    /// Show or hide the hints (`?`).
    case hint
    /// Take back your last move and the bot's reply (`u`).
    case undo
    /// Start a new game (`n`; asks first while a game is going).
    case newGame
    /// Confirm a prompt (`y`).
    case yes
    /// Leave the game (`q`, Esc, Ctrl-C); it stays saved as the current game.
    case quit
}

/// Something that happened, given to ``GameFlow/handle(_:at:)`` with the time it happened.
public enum FlowEvent: Hashable, Sendable {
    /// A key press.
    case key(FlowKey)
    /// Time passed: the flow does what was due by now (bot drops, sounds, flashes).
    case tick
    /// The bot's answer to request `id`: the column it plays.
    case botMove(id: Int, column: Int)
    /// The solver's verdict on one column for hint request `id`.
    case hint(id: Int, column: Int, Hint)
}
