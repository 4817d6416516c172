/// Text from a store or a file, made safe to print on a terminal: every character that a terminal would
/// act on instead of showing is shown as an escape.
///
/// Escaped: the C0 controls and DEL (`\n`, `\r`, `\t`, others as `\u{1B}`), the C1 controls U+0080–U+009F,
/// the bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and the line and
/// paragraph separators U+2028 and U+2029; a backslash is left as it is. A name such as
/// `"\u{1B}]0;owned\u{7}"` prints as `\u{1B}]0;owned\u{7}`: it can no longer retitle or clear a terminal,
/// and a message quoting it stays on one line.
///
/// A value quoted in a message (a bad line, an unknown option or setting, a field of a damaged row) goes
/// through ``shown(_:)``: escaped, and cut to ``quoteLength`` characters with `…`, so that a megabyte
/// line still makes a one-line error.
///
/// ```swift
/// print(SafeText.visible(game.players.first.name))
/// throw .invalid("'\(SafeText.shown(text))' is not a level")
/// ```
public enum SafeText {
    /// How many characters of a quoted value a message shows before `…`.
    public static let quoteLength = 20

    /// `text` as a message quotes it: control characters escaped (``visible(_:)``), and cut after
    /// ``quoteLength`` characters with `…`.
    public static func shown(_ text: some StringProtocol) -> String {
        let cut = text.count > quoteLength ? String(text.prefix(quoteLength)) + "…" : String(text)
        return visible(cut)
    }

    /// Whether `scalar` is one a terminal acts on (see the type's list).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
        default: false
        }
    }

    /// `text` with every control character escaped visibly.
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where isControl(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
