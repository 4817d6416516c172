/// A key or mouse click read from the terminal.
public enum InputKey: Hashable, Sendable {
    /// ↑
    case up
    /// ↓
    case down
    /// ←
    case left
    /// →
    case right
    /// Enter (carriage return or line feed).
    case enter
    /// Esc pressed alone.
    case escape
    /// Ctrl-C (byte 0x03; raw mode turns off the signal).
    case interrupt
    /// Ctrl-Z (byte 0x1A; raw mode turns off the signal): the program suspends itself.
    case suspend
    /// Home.
    case home
    /// End.
    case end
    /// F1.
    case f1
    /// A printable character (letters, digits, space, `?`, `+`, `-` …).
    case character(Character)
    /// A mouse button press at a 1-based screen cell (SGR mouse reporting).
    case click(row: Int, column: Int)
    /// Any other control byte or escape sequence (ignored by the game).
    case other
}

/// Turns the bytes a terminal sends into keys, across reads: a sequence split between two reads
/// is completed by the next one. A lone ESC is held back until ``flushEscape()`` (the caller calls
/// it when no byte followed within ~25 ms), since it is also the start of every arrow key.
///
/// Understood: CSI and SS3 arrows (`ESC [ A`, `ESC O A`), Home and End (`ESC [ H`, `ESC [ 1 ~`,
/// `ESC O H`, `ESC [ 7 ~`; `F`, `4 ~`, `8 ~`), F1 (`ESC O P`, `ESC [ 11 ~`), SGR mouse
/// (`ESC [ < b ; x ; y M`), CR and LF, 0x03, 0x1A, UTF-8 characters. Other CSI sequences become
/// ``InputKey/other``.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// An empty decoder.
    public init() {}

    /// Whether bytes are held back waiting for the rest of a sequence (a lone ESC, say).
    public var hasPending: Bool { !pending.isEmpty }

    /// Decodes the complete keys in `bytes` (after what was held back).
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [InputKey] {
        pending += bytes
        var keys: [InputKey] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.key(at: index, in: pending) else { break }
            keys.append(key)
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// Gives up waiting: what is held back becomes Esc (and whatever follows it, as keys).
    public mutating func flushEscape() -> [InputKey] {
        guard !pending.isEmpty else { return [] }
        var keys: [InputKey] = []
        if pending.first == 0x1B {
            keys.append(.escape)
            pending.removeFirst()
        }
        keys += decode([])
        if !pending.isEmpty {  // an unfinishable sequence: drop it
            pending.removeAll()
            keys.append(.other)
        }
        return keys
    }

    /// The key starting at `index` and its length in bytes, or nil when more bytes are needed.
    private static func key(at index: Int, in bytes: [UInt8]) -> (InputKey, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x1B:
            return escapeSequence(at: index, in: bytes)
        case 0x0D, 0x0A:
            return (.enter, 1)
        case 0x03:
            return (.interrupt, 1)
        case 0x1A:
            return (.suspend, 1)
        case 0x20...0x7E:
            return (.character(Character(Unicode.Scalar(byte))), 1)
        case 0xC0...0xF7:
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            guard index + length <= bytes.count else { return nil }
            let text = String(decoding: bytes[index..<index + length], as: UTF8.self)
            return (text.first.map(InputKey.character) ?? .other, length)
        default:
            return (.other, 1)
        }
    }

    private static func escapeSequence(at index: Int, in bytes: [UInt8]) -> (InputKey, Int)? {
        guard index + 1 < bytes.count else { return nil }
        let introducer = bytes[index + 1]
        if introducer == UInt8(ascii: "O") {  // SS3: arrows in application cursor mode
            guard index + 2 < bytes.count else { return nil }
            return (arrow(bytes[index + 2]) ?? .other, 3)
        }
        guard introducer == UInt8(ascii: "[") else { return (.escape, 1) }
        // CSI: parameter and intermediate bytes 0x20–0x3F, then a final byte 0x40–0x7E.
        var end = index + 2
        while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return nil }
        let final = bytes[end]
        let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
        let length = end - index + 1
        if parameters.hasPrefix("<"), final == UInt8(ascii: "M") {
            let fields = parameters.dropFirst().split(separator: ";").compactMap { Int($0) }
            // Button 0 (left) pressed, no modifiers, no motion; releases end in `m` and are skipped.
            if fields.count == 3, fields[0] & ~0x03 == 0, fields[0] == 0 {
                return (.click(row: fields[2], column: fields[1]), length)
            }
            return (.other, length)
        }
        if parameters.isEmpty || parameters == "1", let key = arrow(final) { return (key, length) }
        if final == UInt8(ascii: "~") {
            switch parameters {
            case "1", "7": return (.home, length)
            case "4", "8": return (.end, length)
            case "11": return (.f1, length)
            default: return (.other, length)
            }
        }
        return (.other, length)
    }

    private static func arrow(_ final: UInt8) -> InputKey? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "P"): .f1
        default: nil
        }
    }
}
