import Game

/// The small board of `history`, and text painted in a piece's colour, appended as UTF-8 bytes: `history`
/// writes 10,000 entries in well under 50 ms this way.
///
/// With 256 or 24-bit colour on a UTF-8 terminal the small board is 7 characters by 3 lines, each `▀`
/// showing two cells (the upper one in its foreground colour, the lower one in its background colour);
/// otherwise it is 7 by 6 with `X`, `O` and `.` (in colour when colour is on), as `show` names the pieces.
extension BoardRenderer {
    /// Lines the small board takes: 3 or 6.
    public var thumbnailHeight: Int { usesHalfBlocks ? Position.height / 2 : Position.height }

    /// Whether the small board draws two cells per character.
    var usesHalfBlocks: Bool {
        policy.glyphs.halfBlocks && (policy.colours == .palette256 || policy.colours == .trueColour)
    }

    /// Appends line `line` (0 = top) of the small board: 7 characters, colours reset at its end.
    ///
    /// - Parameters:
    ///   - owners: the owner of every cell, index row × 7 + column, row 0 at the bottom.
    ///   - colours: the first and the second player's colours.
    public func appendThumbnailLine(_ line: Int, owners: [Player?], colours: (first: PieceColour, second: PieceColour),
                                    into output: inout [UInt8]) {
        func index(_ owner: Player?) -> Int {
            switch owner {
            case .first?: colours.first.rawValue
            case .second?: colours.second.rawValue
            case nil: PieceColour.allCases.count
            }
        }
        guard usesHalfBlocks else {
            let row = Position.height - 1 - line
            for column in 0..<Position.width {
                let owner = owners[row * Position.width + column]
                let letter = switch owner {
                case .first?: UInt8(ascii: "X")
                case .second?: UInt8(ascii: "O")
                case nil: UInt8(ascii: ".")
                }
                if policy.colours == .none {
                    output.append(letter)
                } else {
                    output += (owner == nil ? "\u{1B}[2m" : foreground[index(owner)]).utf8
                    output.append(letter)
                    output += "\u{1B}[0m".utf8
                }
            }
            return
        }
        let upper = Position.height - 1 - 2 * line
        for column in 0..<Position.width {
            output += foreground[index(owners[upper * Position.width + column])].utf8
            output += background[index(owners[(upper - 1) * Position.width + column])].utf8
            output += "▀".utf8
        }
        output += "\u{1B}[0m".utf8
    }

    /// Appends `text` in `colour` (bold when asked), or plain without colour. The caller makes `text` safe to show.
    public func appendPainted(_ text: String, _ colour: PieceColour, bold: Bool = false, into output: inout [UInt8]) {
        guard policy.colours != .none else { output += text.utf8; return }
        if bold { output += "\u{1B}[1m".utf8 }
        output += foreground[colour.rawValue].utf8
        output += text.utf8
        output += "\u{1B}[0m".utf8
    }

    /// Appends `player`'s disc (``disc(_:_:)``).
    public func appendDisc(_ player: Player, _ colour: PieceColour, into output: inout [UInt8]) {
        let disc = disc(player, colour)
        guard policy.colours != .none else { output += disc.text.utf8; return }
        appendPainted(disc.text, colour, into: &output)
    }
}
