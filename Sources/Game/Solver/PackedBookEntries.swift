/// The entries of an ``OpeningBook``: `count` little-endian `UInt64`s in key order, read in place.
///
/// Either memory of their own (a book built or copied in memory) or bytes that another object
/// keeps alive and unchanged, such as a file mapped read-only by the asset loader: a book then
/// costs neither a copy nor a parse at start-up, and only the pages a lookup touches are read.
final class PackedBookEntries: @unchecked Sendable {
    /// The first entry (no alignment assumed).
    private let base: UnsafeRawPointer
    let count: Int
    /// What keeps `base` valid when the memory is not the entries' own.
    private let owner: AnyObject?
    /// Memory of their own, freed with them.
    private let allocation: UnsafeMutableRawPointer?

    /// Entries copied into memory of their own.
    init(_ values: [UInt64]) {
        count = values.count
        let memory = UnsafeMutableRawPointer.allocate(byteCount: max(8, 8 * values.count), alignment: 8)
        for (index, value) in values.enumerated() {
            memory.storeBytes(of: value.littleEndian, toByteOffset: 8 * index, as: UInt64.self)
        }
        base = UnsafeRawPointer(memory)
        allocation = memory
        owner = nil
    }

    /// Entries copied from `bytes` (8 per entry, little-endian) into memory of their own.
    init(copying bytes: UnsafeRawBufferPointer) {
        precondition(bytes.count % 8 == 0)
        count = bytes.count / 8
        let memory = UnsafeMutableRawPointer.allocate(byteCount: max(8, bytes.count), alignment: 8)
        memory.copyMemory(from: bytes.baseAddress ?? UnsafeRawPointer(memory), byteCount: bytes.count)
        base = UnsafeRawPointer(memory)
        allocation = memory
        owner = nil
    }

    /// Entries read where they are: `bytes` (8 per entry) stay valid and unchanged as long as
    /// `owner` lives.
    init(inPlace bytes: UnsafeRawBufferPointer, owner: AnyObject) {
        precondition(bytes.count % 8 == 0)
        count = bytes.count / 8
        base = bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 8)!
        self.owner = owner
        allocation = nil
    }

    deinit { allocation?.deallocate() }

    @inline(__always)
    subscript(index: Int) -> UInt64 {
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: 8 * index, as: UInt64.self))
    }

    /// The index of the first entry not sorted strictly after the one before it by `mask`ed key,
    /// or nil when all are.
    ///
    /// Blocks of entries are tested without a branch per entry (the compiler's vector code: the
    /// whole perfect book, 158,594 entries, in about 0.1 ms), and a block found out of order is
    /// searched for its first such entry.
    func firstUnsorted(mask: UInt64) -> Int? {
        let block = 1024
        var start = 1
        while start < count {
            let end = min(count, start + block)
            // A key below 2^63 not after the one before it makes `key - previous - 1` negative.
            var unsorted: UInt64 = 0
            for index in start..<end {
                unsorted |= (self[index] & mask) &- (self[index - 1] & mask) &- 1
            }
            if unsorted >> 63 != 0 || mask >> 63 != 0 {
                return (start..<end).first { self[$0 - 1] & mask >= self[$0] & mask }
            }
            start = end
        }
        return nil
    }
}
