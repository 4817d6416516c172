import Game
import Wording

/// Messages to the person at the terminal, on standard error: errors, warnings and notes.
public enum Console {
    /// Writes one line to standard error, with stored or quoted text that could act on a terminal
    /// (control, bidirectional and separator characters) shown escaped, so it stays one line.
    public static func printError(_ line: String) {
        Text.write(SafeText.visible(line) + "\n", to: Text.standardError)
    }

    /// "error: TEXT" on standard error (the word in the language in use, ``LineKind``).
    public static func error(_ text: String) { printError(LineKind.error.line(text)) }

    /// "warning: TEXT" on standard error.
    public static func warning(_ text: String) { printError(LineKind.warning.line(text)) }

    /// "note: TEXT" on standard error.
    public static func note(_ text: String) { printError(LineKind.note.line(text)) }

    /// "hint: TEXT" on standard error.
    public static func hint(_ text: String) { printError(LineKind.hint.line(text)) }
}
