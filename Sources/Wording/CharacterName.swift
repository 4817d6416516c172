/// How error messages name a character the user typed.
///
/// Printable characters are quoted (`'x'`); white space and control characters, which would be
/// invisible or break the message's single line, are named: `space`, `tab`, `newline`,
/// `carriage return`, else their code point (`U+001B`).
enum CharacterName {
    /// `'x'`, or the name of an invisible character.
    /// - Parameter character: the character as typed.
    /// - Returns: text fit for a one-line message.
    static func of(_ character: Character) -> String {
        switch character {
        case " ": return tr("space")
        case "\t": return tr("tab")
        case "\n": return tr("newline")
        case "\r": return tr("carriage return")
        case "\r\n": return tr("carriage return and newline")
        default:
            let invisible = character.unicodeScalars.contains {
                $0.properties.generalCategory == .control || $0.properties.isWhitespace
                    || $0.properties.generalCategory == .format
            }
            guard invisible else { return "'\(character)'" }
            return character.unicodeScalars.map { scalar in
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }.joined(separator: " ")
        }
    }
}
