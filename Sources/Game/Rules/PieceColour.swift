/// The palette of piece colours, indexed as in the original app's saved-game data string.
///
/// The RGB values are what a terminal with 24-bit colour shows; `Game` only carries them.
public enum PieceColour: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case red = 0
    case yellow = 1
    case green = 2
    case purple = 3
    case blue = 4
    case orange = 5
    case pink = 6
    case cyan = 7
    case white = 8
    case brown = 9

    /// The colour's name in lower case, e.g. `purple`.
    public var name: String {
        switch self {
        case .red: "red"
        case .yellow: "yellow"
        case .green: "green"
        case .purple: "purple"
        case .blue: "blue"
        case .orange: "orange"
        case .pink: "pink"
        case .cyan: "cyan"
        case .white: "white"
        case .brown: "brown"
        }
    }

    /// The name, for messages.
    public var description: String { name }

    /// Looks a colour up by name, ignoring case (`"Red"` → `.red`).
    public init?(name: String) {
        guard let colour = Self.allCases.first(where: { $0.name == name.lowercased() }) else {
            return nil
        }
        self = colour
    }

    /// Red, green and blue, 0...255 each.
    public var rgb: (red: UInt8, green: UInt8, blue: UInt8) {
        switch self {
        case .red: (230, 40, 40)
        case .yellow: (245, 210, 20)
        case .green: (40, 180, 70)
        case .purple: (150, 70, 200)
        case .blue: (40, 110, 235)
        case .orange: (245, 130, 20)
        case .pink: (240, 110, 180)
        case .cyan: (30, 200, 220)
        case .white: (235, 235, 235)
        case .brown: (150, 90, 40)
        }
    }
}
