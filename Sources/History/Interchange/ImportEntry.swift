import Music

/// Where an entry of an import was: a line of a file of lines, or an element of a JSON array.
public enum ImportLocation: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line of a file of lines.
    case line(Int)
    /// The 1-based element of a JSON array (a game of the array).
    case element(Int)

    /// `line 3` or `game 3`, in words (``Music/Phrases``).
    public var description: String { Phrases.of(self) }
}

/// How an import's text is laid out, decided by its first byte that is not white space.
public enum ImportShape: Hashable, Sendable {
    /// One entry a line (column digits, data strings or JSON objects).
    case lines
    /// One JSON array, an entry per element.
    case jsonArray
}

/// One entry of an import as the splitter cut it: its text and where it was.
struct ImportEntry {
    /// Where it was.
    var location: ImportLocation
    /// A line (trimmed) or the JSON text of one array element.
    var text: String
}

/// Why an import was refused as a whole: nothing of it is stored.
public enum ImportStop: Error, Hashable, Sendable {
    /// Reading failed with this `errno` (a folder, a device that cannot be read).
    case unreadable(errno: Int32)
    /// The byte at this 1-based position is NUL: not a text file (`/dev/zero`).
    case nulByte(position: Int)
    /// The input is longer than this many bytes (``ImportInput/maximumBytes``).
    case tooLarge(limit: Int)
    /// This entry is not UTF-8 text.
    case notUTF8(ImportLocation)
    /// The JSON array that the text starts with is not closed by a `]`.
    case arrayNotClosed
    /// Something other than white space follows the JSON array's `]`, on this 1-based line.
    case textAfterArray(line: Int)
}
