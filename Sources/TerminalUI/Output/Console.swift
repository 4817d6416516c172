import Game

/// Messages to the person at the terminal, on standard error: errors, warnings and notes.
public enum Console {
    /// Writes one line to standard error, with stored or quoted text that could act on a terminal
    /// (control, bidirectional and separator characters) shown escaped, so it stays one line.
    public static func printError(_ line: String) {
        Text.write(SafeText.visible(line) + "\n", to: Text.standardError)
    }
}
