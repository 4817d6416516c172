import Wording

/// A help page's discussion in the program's language: its paragraphs from the catalogue (each a `tr` of
/// one whole paragraph), then `Examples:` and the example command lines, which stay as typed in every
/// language; an example's note after `#` is words, so it is translated too.
///
/// ```swift
/// HelpText.discussion([tr("Give the game as column digits.")],
///                     examples: ["c4-audio show 4453", .init("c4-audio show 4455667", note: tr("a win"))])
/// ```
///
/// The help is built when the parser first asks for a command's configuration, after ``LanguageChoice``
/// chose the language; ``HelpTopic/examplesLast(_:)`` finds the block by the translated `Examples:`.
enum HelpText {
    /// One example: a command line, and an optional note printed after it as a shell comment.
    struct Example: ExpressibleByStringLiteral {
        var line: String
        var note: String?

        init(stringLiteral line: String) { self.line = line }
        init(_ line: String, note: String) {
            self.line = line
            self.note = note
        }
    }

    /// The column the notes start at, after the command lines.
    static let noteColumn = 38

    /// The heading of the examples in a discussion, as the page is written.
    static var examplesHeading: String { tr("Examples:") }

    /// The paragraphs, a blank line between each, then the examples block.
    static func discussion(_ paragraphs: [String], examples: [Example]) -> String {
        let lines = examples.map { example in
            guard let note = example.note else { return "  " + example.line }
            let gap = String(repeating: " ", count: max(2, noteColumn - example.line.count))
            return "  " + example.line + gap + "# " + note
        }
        return (paragraphs + [([examplesHeading] + lines).joined(separator: "\n")]).joined(separator: "\n\n")
    }
}
