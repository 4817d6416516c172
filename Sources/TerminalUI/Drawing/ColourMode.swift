import Game

/// How many colours the terminal shows, and the SGR sequences that paint with them.
public enum ColourMode: Hashable, Sendable {
    /// No colour at all: discs are `X` and `O` (`--no-color`, `NO_COLOR`, `TERM=dumb`).
    case none
    /// The 16 standard colours (`TERM` without `256color`, e.g. `xterm`, `linux`, `screen`).
    case sixteen
    /// The 256-colour palette (`TERM=…256color`).
    case palette256
    /// 24-bit RGB (`COLORTERM=truecolor` or `24bit`).
    case trueColour

    /// The mode the environment asks for, as `show` decides: off when `disabled`, when `NO_COLOR`
    /// is non-empty or `TERM` is `dumb`; 24-bit when `COLORTERM` says so; 256 colours when
    /// `TERM` mentions `256color`; else 16.
    ///
    /// - Parameters:
    ///   - environment: the process environment.
    ///   - disabled: `--no-color` or `--color never`.
    public static func detect(environment: [String: String], disabled: Bool) -> ColourMode {
        let term = environment["TERM"] ?? ""
        if disabled || !(environment["NO_COLOR"] ?? "").isEmpty || term == "dumb" { return .none }
        let colourTerm = environment["COLORTERM"]?.lowercased()
        if colourTerm == "truecolor" || colourTerm == "24bit" { return .trueColour }
        if term.contains("256color") { return .palette256 }
        return .sixteen
    }

    /// The SGR parameters for `colour` as the foreground (or background), e.g. `38;2;230;40;40`.
    func parameters(_ colour: PieceColour, background: Bool = false) -> String {
        let (r, g, b) = colour.rgb
        switch self {
        case .none:
            return ""
        case .trueColour:
            return "\(background ? 48 : 38);2;\(r);\(g);\(b)"
        case .palette256:
            // The 6×6×6 cube: levels 0, 95, 135, 175, 215, 255.
            func level(_ value: UInt8) -> Int { value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40 }
            return "\(background ? 48 : 38);5;\(16 + 36 * level(r) + 6 * level(g) + level(b))"
        case .sixteen:
            return Self.sixteenCode(colour, background: background)
        }
    }

    /// The nearest of the 16 standard colours, by the palette's intent rather than by distance
    /// (terminal themes differ too much for distances to mean much).
    private static func sixteenCode(_ colour: PieceColour, background: Bool) -> String {
        let (base, bright): (Int, Bool) = switch colour {
        case .red: (1, true)
        case .yellow: (3, true)
        case .green: (2, false)
        case .purple: (5, false)
        case .blue: (4, true)
        case .orange: (3, false)
        case .pink: (5, true)
        case .cyan: (6, true)
        case .white: (7, true)
        case .brown: (1, false)
        }
        return String((background ? (bright ? 100 : 40) : (bright ? 90 : 30)) + base)
    }
}
