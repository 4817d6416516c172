/// A key as the game understands it (the terminal layer maps bytes and mouse clicks to these).
///
/// What a key does depends on what is open: a prompt takes only the keys it names, the help screen
/// and the options panel take theirs, and otherwise the game's keys apply.
public enum FlowKey: Hashable, Sendable {
    /// Move the cursor one column left (←, h); in the options panel, the previous value.
    case left
    /// Move the cursor one column right (→, l); in the options panel, the next value.
    case right
    /// The leftmost column (Home).
    case home
    /// The rightmost column (End).
    case end
    /// In the options panel, the row above (↑, k).
    case up
    /// Drop in the cursor's column (↓, j); in the options panel, the row below.
    case down
    /// Drop a piece in the cursor's column (Enter, Space); confirms a prompt that names Enter.
    case drop
    /// Drop a piece in this column, 0-based (digits 1–7, a mouse click on the column).
    case dropIn(column: Int)
    /// Hints on or off (`t`): while on, each of a person's turns shows what every column leads to.
    case hints
    /// The help screen, listing every key (`?`, F1).
    case help
    /// The options panel: level, who starts, opponent, instrument, sound (`o`).
    case options
    /// Sound off or on (`m`).
    case mute
    /// After a game: show its next turning point, with the line of perfect play after the move played and
    /// then after the best move as faint discs on the board (`p`).
    case turningPoint
    /// Take back your last move and the bot's reply (`u`), also after the end of a game.
    case undo
    /// Start a new game (`n`; asks first while a game is going).
    case newGame
    /// Confirm a prompt (`y`).
    case yes
    /// Cancel a prompt, close the help or the panel (Esc).
    case escape
    /// Leave the game (`q`, Ctrl-C); it stays saved as the current game.
    case quit
}
