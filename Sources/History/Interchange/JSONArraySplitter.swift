/// Cuts one JSON array, fed a chunk at a time, into the texts of its elements, without parsing them:
/// it follows strings (and their escapes) and the nesting of brackets and braces, and cuts at each comma
/// at the top level. Each element is then parsed on its own, so a bad element is one bad entry, and only
/// one element is held at a time.
///
/// Only the array's structure is checked here: it must close with `]`, and nothing but white space may
/// follow. An empty element (`[1,,2]`) is an entry that fails to parse.
struct JSONArraySplitter {
    private var opened = false
    private var closed = false
    private var depth = 0
    private var inString = false
    private var escaped = false
    private var element: [UInt8] = []
    /// Elements cut so far.
    private var count = 0
    /// Lines started so far (for text after the array).
    private var line = 1

    /// Cuts the elements `chunk` completes and hands each to `emit`.
    /// - Throws: ``ImportStop/textAfterArray(line:)``, ``ImportStop/notUTF8(_:)``; what `emit` throws.
    mutating func feed(_ chunk: UnsafeBufferPointer<UInt8>, _ emit: (ImportEntry) throws -> Void) throws {
        for byte in chunk {
            if byte == UInt8(ascii: "\n") { line += 1 }
            if closed {
                guard ImportSplitter.isSpace(byte) else { throw ImportStop.textAfterArray(line: line) }
                continue
            }
            if !opened {
                // The splitter hands over from the first byte that is not white space, a `[`.
                opened = byte == UInt8(ascii: "[")
                continue
            }
            if inString {
                element.append(byte)
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "]") where depth == 0:
                // `[]` has no element; `[1,]` has an empty last one.
                if count > 0 || element.contains(where: { !ImportSplitter.isSpace($0) }) { try cut(emit) }
                closed = true
                continue
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            case UInt8(ascii: ",") where depth == 0:
                try cut(emit)
                continue
            default:
                break
            }
            element.append(byte)
        }
    }

    /// Checks that the array was closed.
    /// - Throws: ``ImportStop/arrayNotClosed``.
    func finish() throws {
        guard closed else { throw ImportStop.arrayNotClosed }
    }

    private mutating func cut(_ emit: (ImportEntry) throws -> Void) throws {
        count += 1
        defer { element.removeAll(keepingCapacity: true) }
        guard let text = String(validating: element, as: UTF8.self) else { throw ImportStop.notUTF8(.element(count)) }
        try emit(ImportEntry(location: .element(count), text: text))
    }
}
