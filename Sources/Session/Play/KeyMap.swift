import GameFlow
import TerminalUI

/// The game's keys: what each key read from the terminal means to the game flow. The help screen
/// lists them (`BoardPainter.helpScreen`, in the terminal's glyphs); change both together.
///
/// | key | meaning |
/// |---|---|
/// | ← → h l, Home End | move the cursor |
/// | Enter, Space, ↓ j | drop in the cursor's column |
/// | 1–7, a mouse click on a column | drop in that column |
/// | t | hints on / off |
/// | ?, F1 | the help screen |
/// | o | the options panel |
/// | m | sound off / on |
/// | u | undo (your move and the bot's reply; also after the end) |
/// | p | after a game: its next turning point, with perfect play shown as faint discs |
/// | n | new game (asks first during a game) |
/// | y | yes, to a question |
/// | Esc | no, to a question; closes the help or the panel |
/// | q, Ctrl-C | quit (the game stays saved) |
/// | Ctrl-Z | suspend (`fg` brings the game back) |
public enum KeyMap {
    /// The flow key for `key`, or nil when the game ignores it. `column(row, column)` maps a
    /// click's screen cell to a board column.
    static func flowKey(for key: InputKey, column: (Int, Int) -> Int?) -> FlowKey? {
        switch key {
        case .left: return .left
        case .right: return .right
        case .up: return .up
        case .down: return .down
        case .home: return .home
        case .end: return .end
        case .enter: return .drop
        case .f1: return .help
        case .escape: return .escape
        case .interrupt: return .quit
        case .click(let row, let x): return column(row, x).map { .dropIn(column: $0) }
        case .suspend, .other: return nil
        case .character(let character):
            switch character {
            case "h", "H": return .left
            case "l", "L": return .right
            case "k", "K": return .up
            case "j", "J": return .down
            case " ": return .drop
            case "t", "T": return .hints
            case "?": return .help
            case "o", "O": return .options
            case "m", "M": return .mute
            case "u", "U": return .undo
            case "p", "P": return .turningPoint
            case "n", "N": return .newGame
            case "y", "Y": return .yes
            case "q", "Q": return .quit
            case "1"..."7": return .dropIn(column: Int(String(character))! - 1)
            default: return nil
            }
        }
    }
}

/// A replay's keys.
///
/// | key | meaning |
/// |---|---|
/// | Space | pause / go on |
/// | → l | the next piece (while paused) |
/// | ← h | pause and take the last piece back |
/// | + = | twice as fast |
/// | - _ | half as fast |
/// | r | play it again from the start |
/// | q, Esc, Ctrl-C | quit (the sound stops at once) |
public enum ReplayKeyMap {
    /// The replay key for `key`, or nil when the replay ignores it.
    static func replayKey(for key: InputKey) -> ReplayKey? {
        switch key {
        case .right: return .step
        case .left: return .back
        case .escape, .interrupt: return .quit
        case .character(let character):
            switch character {
            case " ": return .pause
            case "l", "L": return .step
            case "h", "H": return .back
            case "+", "=": return .faster
            case "-", "_": return .slower
            case "r", "R": return .again
            case "q", "Q": return .quit
            default: return nil
            }
        default: return nil
        }
    }
}
