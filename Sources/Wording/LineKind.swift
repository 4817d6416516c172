/// The kinds of line the program writes on standard error, each opened by its word: `error: column 4 is
/// full`, `warning: …`, `note: …`, `hint: c4-audio render --help`. The word is translated with the rest
/// (`fout:`, as GNU programs do); scripts that read these lines set `LC_ALL=C`, and the exit code says
/// the same in every language.
public enum LineKind: Sendable {
    /// What went wrong; the command fails (or, for one input of many, that input does).
    case error
    /// Something is missing or refused, and the command goes on without it.
    case warning
    /// Something the person should know: what was kept, passed over or is waiting.
    case note
    /// What to try next, after an error.
    case hint

    /// The word that opens such a line, without its colon.
    public var word: String {
        switch self {
        case .error: trc("line kind", "error")
        case .warning: trc("line kind", "warning")
        case .note: trc("line kind", "note")
        case .hint: trc("line kind", "hint")
        }
    }

    /// `text` opened by the word: "error: column 4 is full".
    public func line(_ text: String) -> String { "\(word): \(text)" }
}
