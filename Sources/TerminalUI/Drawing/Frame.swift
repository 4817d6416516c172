/// One screen's worth of text, built line by line with styles, and turned into a single string
/// that repaints the terminal in one `write(2)` without flicker: cursor home, each line followed
/// by erase-to-end-of-line, then erase below.
public struct Frame: Sendable {
    /// The lines, each already carrying its SGR sequences.
    public private(set) var lines: [String] = []
    /// The visible width of each line (escape sequences excluded).
    public private(set) var widths: [Int] = []
    let mode: ColourMode

    /// An empty frame drawn in `mode`.
    public init(mode: ColourMode) { self.mode = mode }

    /// Adds a line made of styled runs.
    public mutating func add(_ runs: [Run]) {
        var text = ""
        var width = 0
        for run in runs {
            width += run.width
            if mode == .none || run.style.isEmpty {
                text += run.text
            } else {
                text += "\u{1B}[\(run.style)m\(run.text)\u{1B}[0m"
            }
        }
        lines.append(text)
        widths.append(width)
    }

    /// Adds a plain line.
    public mutating func add(_ text: String) { add([Run(text)]) }

    /// The widest line.
    public var width: Int { widths.max() ?? 0 }

    /// The escape sequence that paints the frame at the top left, moved right by `left` columns
    /// and down by `top` rows.
    public func rendered(left: Int = 0, top: Int = 0) -> String {
        let margin = String(repeating: " ", count: max(0, left))
        var out = "\u{1B}[H" + String(repeating: "\u{1B}[K\r\n", count: max(0, top))
        for (index, line) in lines.enumerated() {
            out += margin + line + "\u{1B}[K"
            if index < lines.count - 1 { out += "\r\n" }
        }
        return out + "\u{1B}[J"
    }
}

/// A piece of text in one style (SGR parameters such as `1;38;5;196`; empty for plain).
public struct Run: Sendable {
    /// The characters.
    public var text: String
    /// SGR parameters, without `ESC [` and `m`.
    public var style: String
    /// How many terminal columns it takes (each character one; the game draws no wide ones).
    public var width: Int

    /// A run of `text` in `style`.
    public init(_ text: String, style: String = "") {
        self.text = text
        self.style = style
        width = text.count
    }
}
