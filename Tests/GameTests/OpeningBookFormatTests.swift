import Game
import Music
import Testing

/// The book file's bytes (see ``OpeningBook``'s format): what reads back, and the errors of bytes
/// that are not a book, whether they come in contiguous storage (a file's data), not, or are read
/// in place (a mapped file).
@Suite struct OpeningBookFormatTests {
    /// A book of `count` seeded positions of 4 stones with made-up scores and best columns.
    static func book(count: Int, seed: UInt64) -> OpeningBook {
        var generator = SeededGenerator(seed: seed)
        let entries = (0..<count).map { _ in
            let columns = (0..<4).map { _ in Int.random(in: 0..<Position.width, using: &generator) }
            return OpeningBook.Entry(key: Position(columns: columns).canonicalKey.key,
                                     bestColumns: UInt8.random(in: 1...0x7F, using: &generator),
                                     score: Int.random(in: -18...18, using: &generator))
        }
        return OpeningBook(entries: entries, maxMoveCount: 4)
    }

    @Test(arguments: [0, 1, 2, 50])
    func bytesReadBackTheSameEntries(count: Int) throws {
        let book = Self.book(count: count, seed: UInt64(count))
        let bytes = book.serialized()
        let contiguous = try OpeningBook(bytes: bytes)
        let gathered = try OpeningBook(bytes: bytes.lazy.map { $0 })  // no contiguous storage
        #expect(contiguous.entries == book.entries)
        #expect(gathered.entries == book.entries)
        #expect(contiguous.maxMoveCount == 4 && gathered.maxMoveCount == 4)
        // Read in place (as from a mapped file), the bytes kept alive by their owner alone.
        let owner = ByteOwner(bytes)
        let inPlace = try OpeningBook(inPlace: owner.buffer, owner: owner)
        #expect(inPlace.entries == book.entries && inPlace.maxMoveCount == 4)
        for entry in book.entries { #expect(inPlace.entry(for: entry.key) == entry) }
        #expect(inPlace.serialized() == bytes)
    }

    /// Bytes at an odd address (as a mapping's entries need not be aligned), owned by the object.
    final class ByteOwner {
        let memory: UnsafeMutableRawBufferPointer
        var buffer: UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: memory[1...]) }
        init(_ bytes: [UInt8]) {
            memory = .allocate(byteCount: bytes.count + 1, alignment: 8)
            memory[0] = 0xFF
            memory[1...].copyBytes(from: bytes)
        }
        deinit { memory.deallocate() }
    }

    /// Seeded books of up to 5,000 entries with one entry's key overwritten (by its neighbour's, a smaller
    /// or a larger one): the order check (which tests blocks of 1,024 entries at once) names the first
    /// entry out of order exactly as a plain scan does, or none.
    @Test(arguments: 0..<40)
    func theOrderCheckNamesTheFirstEntryOutOfOrder(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed + 500)
        let count = Int.random(in: 2...5_000, using: &generator)
        var next: UInt64 = 0
        let entries = (0..<count).map { _ in
            next += UInt64.random(in: 1...(1 << 30), using: &generator)
            return OpeningBook.Entry(key: next, bestColumns: UInt8.random(in: 1...0x7F, using: &generator),
                                     score: Int.random(in: -18...18, using: &generator))
        }
        var bytes = OpeningBook(entries: entries, maxMoveCount: 42).serialized()
        func key(_ index: Int) -> UInt64 {
            bytes[(16 + 8 * index)..<(24 + 8 * index)].reversed().reduce(0) { $0 << 8 | UInt64($1) } & ((1 << 49) - 1)
        }
        let index = Int.random(in: 0..<count, using: &generator)
        let replacement: UInt64 = switch Int.random(in: 0..<3, using: &generator) {
        case 0: index > 0 ? key(index - 1) : key(1)
        case 1: key(index) / 2
        default: key(index) + UInt64.random(in: 1...(1 << 31), using: &generator)
        }
        for byte in 0..<6 { bytes[16 + 8 * index + byte] = UInt8(truncatingIfNeeded: replacement >> (8 * byte)) }
        bytes[16 + 8 * index + 6] = bytes[16 + 8 * index + 6] & 0xFE | UInt8(truncatingIfNeeded: replacement >> 48) & 1
        let expected = (1..<count).first { key($0) <= key($0 - 1) }
        if let expected {
            #expect(throws: OpeningBookError.unsorted(entry: expected)) { try OpeningBook(bytes: bytes) }
        } else {
            #expect(try OpeningBook(bytes: bytes).count == count)
        }
    }

    @Test func bytesThatAreNotABookAreRefused() throws {
        let book = Self.book(count: 3, seed: 7)
        try #require(book.count == 3)
        let bytes = book.serialized()
        #expect(throws: OpeningBookError.notABook) { try OpeningBook(bytes: bytes.prefix(15)) }
        #expect(throws: OpeningBookError.notABook) { try OpeningBook(bytes: [0] + bytes.dropFirst()) }
        #expect(throws: OpeningBookError.truncated(expected: 3)) { try OpeningBook(bytes: bytes.dropLast()) }
        #expect(throws: OpeningBookError.truncated(expected: 3)) { try OpeningBook(bytes: bytes + [0]) }
        // The second and third entries swapped: the third is out of order.
        let swapped = Array(bytes[..<24]) + Array(bytes[32..<40]) + Array(bytes[24..<32])
        #expect(throws: OpeningBookError.unsorted(entry: 2)) { try OpeningBook(bytes: swapped) }
        #expect(throws: OpeningBookError.unsorted(entry: 2)) { try OpeningBook(bytes: swapped.lazy.map { $0 }) }
        for bad in [Array(bytes.prefix(15)), bytes.dropLast(), swapped] {
            let owner = ByteOwner(bad)
            #expect(throws: OpeningBookError.self) { try OpeningBook(inPlace: owner.buffer, owner: owner) }
        }
    }
}
