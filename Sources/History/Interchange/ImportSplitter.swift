import Foundation

/// Cuts an import's bytes, fed a chunk at a time, into entries: lines, or the elements of one JSON
/// array when the first byte that is not white space is `[` (and the format is not one of lines only).
///
/// Only the entry being cut is held: a partial line, or an element of the array. Empty lines and lines
/// starting with `#` are no entries; a line is trimmed of white space.
struct ImportSplitter {
    /// The layout, once the first byte that is not white space has been seen.
    private(set) var shape: ImportShape?
    /// Whether a `[` may start an array (false for `--format moves` and `--format data`).
    private let arrayAllowed: Bool
    /// The line cut so far, or the white space before the first other byte.
    private var pending: [UInt8] = []
    /// Lines completed so far.
    private var lines = 0
    private var array = JSONArraySplitter()

    /// A splitter for input whose entries are read in `format` (nil: each line's own).
    init(format: ImportFormat?) {
        arrayAllowed = format != .moves && format != .data
    }

    /// Cuts the entries that `chunk` completes and hands each to `emit`, in order.
    /// - Throws: ``ImportStop`` for an entry that is not UTF-8 or text after the array; what `emit` throws.
    mutating func feed(_ chunk: UnsafeBufferPointer<UInt8>, _ emit: (ImportEntry) throws -> Void) throws {
        switch shape {
        case .jsonArray:
            try array.feed(chunk, emit)
        case .lines:
            try feedLines(chunk, emit)
        case nil:
            guard let first = chunk.firstIndex(where: { !Self.isSpace($0) }) else {
                pending += chunk
                return
            }
            shape = chunk[first] == UInt8(ascii: "[") && arrayAllowed ? .jsonArray : .lines
            let whole = pending + chunk
            pending = []
            try whole.withUnsafeBufferPointer { try feed($0, emit) }
        }
    }

    /// Hands the last entry (a line without a newline) to `emit`.
    /// - Throws: ``ImportStop/arrayNotClosed``, ``ImportStop/notUTF8(_:)``; what `emit` throws.
    mutating func finish(_ emit: (ImportEntry) throws -> Void) throws {
        switch shape {
        case .jsonArray: try array.finish()
        case .lines where !pending.isEmpty:
            lines += 1
            let line = pending
            pending = []
            try line.withUnsafeBufferPointer { try emitLine($0, emit) }
        default: break
        }
        if shape == nil { shape = .lines }
    }

    private mutating func feedLines(_ chunk: UnsafeBufferPointer<UInt8>, _ emit: (ImportEntry) throws -> Void) throws {
        var start = 0
        while let newline = chunk[start...].firstIndex(of: UInt8(ascii: "\n")) {
            lines += 1
            if pending.isEmpty {
                try emitLine(UnsafeBufferPointer(rebasing: chunk[start..<newline]), emit)
            } else {
                pending += chunk[start..<newline]
                let line = pending
                pending = []
                try line.withUnsafeBufferPointer { try emitLine($0, emit) }
            }
            start = newline + 1
        }
        pending += chunk[start...]
    }

    private func emitLine(_ bytes: UnsafeBufferPointer<UInt8>, _ emit: (ImportEntry) throws -> Void) throws {
        guard var line = String(validating: bytes, as: UTF8.self) else { throw ImportStop.notUTF8(.line(lines)) }
        let ascii = bytes.allSatisfy { $0 < 0x80 }
        line = ascii ? Self.trimmedASCII(line) : line.trimmingCharacters(in: .whitespacesAndNewlines)
        if line.isEmpty || line.hasPrefix("#") { return }
        try emit(ImportEntry(location: .line(lines), text: line))
    }

    private static func trimmedASCII(_ line: String) -> String {
        let bytes = line.utf8
        guard let first = bytes.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = bytes.lastIndex(where: { !isSpace($0) })!
        if first == bytes.startIndex && last == bytes.index(before: bytes.endIndex) { return line }
        return String(line[first...last])
    }

    /// Space, tab, line feed, vertical tab, form feed, carriage return.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
