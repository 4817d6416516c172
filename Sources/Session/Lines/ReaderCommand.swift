import GameFlow

/// A line typed in the screen-reader mode: a move, a question about the board, or a key of the game.
/// Letters in either case, blanks around them ignored; a number after `c`, `r` or `o` with or without a
/// space (`c4`, `c 4`).
enum ReaderCommand: Equatable {
    /// Drop a piece in column N (1-7).
    case drop(Int)
    /// `b`: the board, column by column.
    case board
    /// `c N`: one column (1-7).
    case column(Int)
    /// `r N`: one row (1-6, 1 at the bottom).
    case row(Int)
    /// `l`: the last moves.
    case lastMoves
    /// `t`: the threats.
    case threats
    /// `h`: the hints.
    case hints
    /// `s`: the session's score.
    case score
    /// `?`: the keys.
    case keys
    /// `u`: take back.
    case undo
    /// `n`: a new game.
    case newGame
    /// `o`: the options; `o N`: change option N.
    case options(Int?)
    /// `m`: sound off or on.
    case mute
    /// `y`: yes (to a question).
    case yes
    /// `q`: quit.
    case quit
    /// `c`, `r` or `o` with a number out of range (the line as typed).
    case noSuchLine(String)
    /// Anything else (the line as typed).
    case notUnderstood(String)

    /// The command `line` (already trimmed) asks for.
    init(_ line: String) {
        let text = line.lowercased()
        if let digit = Int(text), text.count == 1, (1...7).contains(digit) {
            self = .drop(digit)
            return
        }
        switch text {
        case "b", "board": self = .board
        case "l", "last": self = .lastMoves
        case "t", "threats": self = .threats
        case "h", "hint", "hints": self = .hints
        case "s", "score": self = .score
        case "?", "help": self = .keys
        case "u", "undo": self = .undo
        case "n", "new": self = .newGame
        case "o", "options": self = .options(nil)
        case "m", "mute": self = .mute
        case "y", "yes": self = .yes
        case "q", "quit", "exit": self = .quit
        default: self = Self.numbered(text, line)
        }
    }

    /// `c N`, `r N`, `o N`; else not understood.
    private static func numbered(_ text: String, _ line: String) -> ReaderCommand {
        guard let letter = text.first, "cro".contains(letter) else { return .notUnderstood(line) }
        let rest = text.dropFirst().drop { $0 == " " }
        guard !rest.isEmpty, rest.allSatisfy(\.isASCII), let number = Int(rest) else { return .notUnderstood(line) }
        switch letter {
        case "c": return (1...7).contains(number) ? .column(number) : .noSuchLine(line)
        case "r": return (1...6).contains(number) ? .row(number) : .noSuchLine(line)
        default: return (1...GameChoices.Row.allCases.count).contains(number) ? .options(number) : .noSuchLine(line)
        }
    }
}
