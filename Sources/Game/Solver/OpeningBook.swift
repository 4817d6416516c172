import Music

/// Precomputed best moves of early positions, so that the `perfect` bot answers at once where
/// solving would take long (the first dozen moves).
///
/// A position and its mirror image share one entry. The book only needs the positions a
/// perfect bot can reach when it plays from the book: at the bot's turns only its best moves are
/// followed, at the opponent's turns every move (see `c4-bench book`).
///
/// ## File format
/// Little-endian, like `OpeningBook.hpp` of Pons' solver documents its own:
///
/// | bytes | content |
/// |---|---|
/// | 0–7 | magic `C4BOOK01` (ASCII) |
/// | 8–11 | `UInt32` number of entries `n` |
/// | 12–15 | `UInt32` the largest number of stones of a position in the book |
/// | 16… | `n` entries of 8 bytes, sorted by key |
///
/// Each entry is a `UInt64`:
///
/// ```
///  63  62 61      56 55      49 48                                   0
/// ┌──────┬──────────┬──────────┬───────────────────────────────────────┐
/// │  0   │ score+32 │ best     │ canonical key (Position.canonicalKey)  │
/// └──────┴──────────┴──────────┴───────────────────────────────────────┘
/// best: bit c set when column c (0-based, in the canonical orientation) is a best move
/// ```
public struct OpeningBook: Sendable {
    /// One position's record.
    public struct Entry: Hashable, Sendable {
        /// ``Position/canonicalKey`` of the position.
        public var key: UInt64
        /// Best columns in the canonical orientation, bit `c` for column `c`.
        public var bestColumns: UInt8
        /// The exact score of the position (Pons' convention).
        public var score: Int

        /// An entry.
        public init(key: UInt64, bestColumns: UInt8, score: Int) {
            self.key = key
            self.bestColumns = bestColumns
            self.score = score
        }

        var packed: UInt64 {
            key | UInt64(bestColumns & 0x7F) << 49 | UInt64(truncatingIfNeeded: score + 32) << 56
        }

        init(packed: UInt64) {
            key = packed & ((1 << 49) - 1)
            bestColumns = UInt8((packed >> 49) & 0x7F)
            score = Int((packed >> 56) & 63) - 32
        }
    }

    /// The magic bytes that start a book file.
    public static let magic = Array("C4BOOK01".utf8)

    private let packed: PackedBookEntries
    /// The largest number of stones of a position in the book.
    public let maxMoveCount: Int
    /// A second book consulted after this one's entries (see ``consulting(_:)``).
    var complete: LazyBook?
    /// A third book consulted after the complete book: positions on lines of perfect play (see
    /// ``consulting(lines:)``).
    var lines: LazyBook?

    /// Number of positions in the book.
    public var count: Int { packed.count }

    /// Every entry, in key order.
    public var entries: [Entry] { (0..<packed.count).map { Entry(packed: packed[$0]) } }

    /// A book of `entries`.
    ///
    /// - Parameters:
    ///   - entries: one per position (duplicates keep the first).
    ///   - maxMoveCount: the deepest position's stone count.
    /// - Complexity: O(n log n).
    public init(entries: some Sequence<Entry>, maxMoveCount: Int) {
        var seen = Set<UInt64>()
        packed = PackedBookEntries(entries.filter { seen.insert($0.key).inserted }.map(\.packed)
            .sorted { $0 & TranspositionTable.keyMask < $1 & TranspositionTable.keyMask })
        self.maxMoveCount = maxMoveCount
    }

    /// Reads a book file's bytes, copying its entries.
    ///
    /// - Parameter bytes: the whole file.
    /// - Throws: ``OpeningBookError`` when the bytes are not a book.
    /// - Complexity: O(n).
    public init(bytes: some Collection<UInt8>) throws(OpeningBookError) {
        let parsed = bytes.withContiguousStorageIfAvailable { buffer in
            Self.parse(UnsafeRawBufferPointer(buffer)) { PackedBookEntries(copying: $0) }
        } ?? Array(bytes).withUnsafeBytes { raw in Self.parse(raw) { PackedBookEntries(copying: $0) } }
        (packed, maxMoveCount) = try parsed.get()
    }

    /// Reads a book file's bytes where they are, without copying them: `owner` keeps `bytes`
    /// valid and unchanged for as long as the book (or a copy of it) lives, e.g. a read-only
    /// mapping of the file. Start-up then reads only the header; lookups touch a few pages.
    ///
    /// - Throws: ``OpeningBookError`` when the bytes are not a book.
    /// - Complexity: O(n) to check the entries' order.
    public init(inPlace bytes: UnsafeRawBufferPointer, owner: AnyObject) throws(OpeningBookError) {
        (packed, maxMoveCount) = try Self.parse(bytes) { PackedBookEntries(inPlace: $0, owner: owner) }.get()
    }

    /// The entries (made by `entries` from the bytes after the header) and depth of a book file.
    private static func parse(_ raw: UnsafeRawBufferPointer,
                              entries: (UnsafeRawBufferPointer) -> PackedBookEntries)
        -> Result<(PackedBookEntries, Int), OpeningBookError> {
        guard raw.count >= 16, raw.prefix(8).elementsEqual(magic) else { return .failure(.notABook) }
        let count = Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt32.self)))
        let depth = Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 12, as: UInt32.self)))
        guard raw.count == 16 + 8 * count else { return .failure(.truncated(expected: count)) }
        let packed = entries(UnsafeRawBufferPointer(rebasing: raw[16...]))
        if let index = packed.firstUnsorted(mask: TranspositionTable.keyMask) { return .failure(.unsorted(entry: index)) }
        return .success((packed, depth))
    }

    /// The file form of the book (see the format above).
    ///
    /// - Complexity: O(n).
    public func serialized() -> [UInt8] {
        var bytes = Self.magic
        bytes.reserveCapacity(16 + 8 * packed.count)
        func append(_ value: UInt64, _ size: Int) {
            for index in 0..<size { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))) }
        }
        append(UInt64(packed.count), 4)
        append(UInt64(maxMoveCount), 4)
        for index in 0..<packed.count { append(packed[index], 8) }
        return bytes
    }

    /// The book's record for `position` (or its mirror image), in the canonical orientation.
    ///
    /// - Complexity: O(log n).
    public func entry(for key: UInt64) -> Entry? {
        var low = 0
        var high = packed.count
        while low < high {
            let middle = (low + high) / 2
            let found = packed[middle] & TranspositionTable.keyMask
            if found == key { return Entry(packed: packed[middle]) }
            if found < key { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The best columns (0-based) of `position` as stored, or nil when it is not in the book itself
    /// (``bestMoves(in:)`` also derives them from the positions after it).
    ///
    /// - Complexity: O(log n).
    public func storedBestMoves(in position: Position) -> [Int]? {
        let (key, mirrored) = position.canonicalKey
        // The complete book's deepest positions store no best columns (0); the lines book may.
        guard let entry = storedEntry(for: key, withBestColumns: true) else { return nil }
        return (0..<Position.width).filter { column in
            entry.bestColumns & (1 << (mirrored ? 6 - column : column)) != 0
        }
    }

    /// The exact score of `position` as stored, or nil when it is not in the book itself
    /// (``score(of:)`` also derives it from the positions after it).
    ///
    /// - Complexity: O(log n).
    public func storedScore(of position: Position) -> Int? {
        let key = position.canonicalKey.key
        return storedEntry(for: key)?.score
    }
}

/// Why bytes are not an opening book.
public enum OpeningBookError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The magic `C4BOOK01` or the rest of the header is missing.
    case notABook
    /// The file is shorter or longer than its entry count says.
    case truncated(expected: Int)
    /// Entries are not in increasing key order.
    case unsorted(entry: Int)

    /// A one-line explanation, as the wording layer says it (``Phrases``).
    public var description: String { Phrases.of(self) }
}
