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
