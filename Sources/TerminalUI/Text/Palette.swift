import Game

/// The one table from a piece colour to the codes a terminal paints it with, at each colour depth:
/// 24-bit RGB, the 256-colour palette and the 16 standard colours. Every view takes its codes from here,
/// so a piece has the same code in `show`, `history`, the game, replay and demo.
///
/// | colour | RGB           | 256 | 16 (fg) |
/// |--------|---------------|-----|---------|
/// | red    | 230, 40, 40   | 160 | 91      |
/// | yellow | 245, 210, 20  | 220 | 93      |
/// | green  | 40, 180, 70   | 35  | 32      |
/// | purple | 150, 70, 200  | 98  | 35      |
/// | blue   | 40, 110, 235  | 27  | 94      |
/// | orange | 245, 130, 20  | 208 | 33      |
/// | pink   | 240, 110, 180 | 205 | 95      |
/// | cyan   | 30, 200, 220  | 44  | 96      |
/// | white  | 235, 235, 235 | 231 | 97      |
/// | brown  | 150, 90, 40   | 94  | 31      |
///
/// (`nil` below is an empty cell of `history`'s small board: RGB 58, 58, 66; 59; 90.)
public enum Palette {
    /// The empty cell's RGB in `history`'s small board.
    static let emptyRGB: (UInt8, UInt8, UInt8) = (58, 58, 66)

    /// The SGR parameters that paint `colour` (nil: an empty cell) as the foreground or background,
    /// e.g. `38;2;230;40;40`, `38;5;160` or `91`; empty for ``ColourMode/none``.
    public static func parameters(_ colour: PieceColour?, _ mode: ColourMode, background: Bool = false) -> String {
        let (r, g, b) = colour.map { $0.rgb } ?? emptyRGB
        switch mode {
        case .none: return ""
        case .trueColour: return "\(background ? 48 : 38);2;\(r);\(g);\(b)"
        case .palette256: return "\(background ? 48 : 38);5;\(index256(r, g, b))"
        case .sixteen:
            let (base, bright) = colour.map(sixteen) ?? (0, true)
            return String((background ? (bright ? 100 : 40) : (bright ? 90 : 30)) + base)
        }
    }

    /// The index in the 256-colour palette nearest to `colour`.
    public static func index256(_ colour: PieceColour) -> Int {
        let (r, g, b) = colour.rgb
        return index256(r, g, b)
    }

    /// The nearest entry of the palette's 6×6×6 cube (16 + 36 r + 6 g + b), each channel rounded to the
    /// nearest of the cube's levels 0, 95, 135, 175, 215, 255 (the midpoints are 48, 115, 155, 195, 235).
    static func index256(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        func level(_ value: UInt8) -> Int { value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40 }
        return 16 + 36 * level(r) + 6 * level(g) + level(b)
    }

    /// The nearest of the 16 standard colours as (0–7, bright), by the palette's intent rather than by
    /// distance (terminal themes differ too much for distances to mean much).
    public static func sixteen(_ colour: PieceColour) -> (base: Int, bright: Bool) {
        switch colour {
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
    }
}
