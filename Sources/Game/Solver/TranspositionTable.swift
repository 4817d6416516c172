/// A fixed-size hash table of search results: what the solver already knows about positions.
///
/// Each entry is one `UInt64`, so a table of `2^sizeLog2` entries takes `8 · 2^sizeLog2`
/// bytes (the default, `2^24` entries, is 128 MiB). Entries come in buckets of two that share
/// a cache line.
///
/// The 49-bit position key is first scrambled by a bijection, `h = key · M mod 2^49` with an odd
/// `M` (Fibonacci hashing): the top `sizeLog2 - 1` bits of `h` pick the bucket, and the entry
/// keeps the other `50 - sizeLog2` bits as its tag. Bucket and tag together give back `h`, hence
/// the key, so a hit is never a different position, while the freed bits hold the search depth:
///
/// ```
///  63 61 60     55 54   52 51     46 45     40 39                        0
/// ┌─────┬─────────┬───────┬─────────┬─────────┬───────────────────────────┐
/// │  0  │ work    │ move  │ upper   │ lower   │ tag (low bits of h)       │
/// └─────┴─────────┴───────┴─────────┴─────────┴───────────────────────────┘
/// work:    bit width of the number of positions the subtree took to search (0...63)
/// move:    best column + 1 found by the last search of the position, 0 = none
/// upper:   32 - upper bound on the score, 0 = none
/// lower:   lower bound on the score + 32, 0 = none
/// ```
///
/// Scores lie in -21...21, so set bound fields are never 0 and an all-zero entry knows nothing.
/// Replacement (Breuker's "two-deep", judged by work as in Tromp's Fhourstones): the first entry of
/// a bucket keeps the position whose search cost the most, the second takes whatever else comes;
/// a new result for a position already in the bucket is merged so that both bounds are kept.
///
/// A table starts small: only its first `2^startSizeLog2` entries are in use (the memory of an
/// `mmap`ed table is zeroed by the kernel only where it is touched, and touching 128 MiB costs more
/// CPU time than a thousand small solves). ``Solver`` grows it, moving every entry, as a solve
/// takes more positions: to 16 MiB after 65,536, to full size after about a million (see
/// ``nextGrowth`` and ``growToFullSize()``).
///
/// Several threads may share a table: each entry is read and written as one relaxed atomic word
/// (see ``Search``), so a reader sees a whole entry and checks its key; two writers racing for a
/// bucket can only lose one of their results, which the search never relies on.
///
/// Reference semantics: the table owns its memory and frees it in `deinit`.
public final class TranspositionTable: @unchecked Sendable {
    /// Number of slots, a power of two: the table's full size.
    public let count: Int
    /// log2 of ``count``.
    let sizeLog2: Int
    /// log2 of the number of slots in use: from `startSizeLog2` up to ``sizeLog2``.
    internal(set) var activeSizeLog2: Int
    /// The size a new or cleared table uses.
    let startSizeLog2: Int
    /// Whether every slot is in use.
    public var isFullSize: Bool { activeSizeLog2 == sizeLog2 }
    /// Bytes used by the slots.
    public var byteCount: Int { count * MemoryLayout<UInt64>.stride }

    let entries: UnsafeMutablePointer<UInt64>
    /// Right shift of `h` that leaves the bucket number (for the slots in use).
    internal(set) var shift: UInt64
    private let release: (UnsafeMutablePointer<UInt64>) -> Void

    /// The size a table starts with by default: 4 MiB, enough for every solve a helper thread
    /// does not join.
    public static let defaultStartSizeLog2 = 19

    /// Creates an empty table of `2^sizeLog2` entries.
    ///
    /// - Parameters:
    ///   - sizeLog2: log2 of the number of entries, 10...30.
    ///   - startSizeLog2: log2 of the entries in use until the table grows (at most `sizeLog2`).
    /// - Complexity: O(2^sizeLog2) to clear the memory.
    public init(sizeLog2: Int = 24, startSizeLog2: Int = TranspositionTable.defaultStartSizeLog2) {
        precondition((10...30).contains(sizeLog2), "table size out of range")
        count = 1 << sizeLog2
        self.sizeLog2 = sizeLog2
        self.startSizeLog2 = max(10, min(sizeLog2, startSizeLog2))
        activeSizeLog2 = self.startSizeLog2
        shift = UInt64(50 - activeSizeLog2)
        entries = .allocate(capacity: count)
        entries.initialize(repeating: 0, count: count)
        release = { $0.deallocate() }
    }

    /// Creates an empty table in memory provided by the caller (for example huge pages mapped
    /// by the app, which `Game` cannot ask the system for).
    ///
    /// - Parameters:
    ///   - zeroedMemory: `2^sizeLog2` entries, all zero; the table takes ownership.
    ///   - sizeLog2: log2 of the number of entries, 10...30.
    ///   - startSizeLog2: log2 of the entries in use until the table grows (at most `sizeLog2`).
    ///   - release: called once with `zeroedMemory` when the table is freed.
    public init(zeroedMemory: UnsafeMutablePointer<UInt64>, sizeLog2: Int,
                startSizeLog2: Int = TranspositionTable.defaultStartSizeLog2,
                release: @escaping (UnsafeMutablePointer<UInt64>) -> Void) {
        precondition((10...30).contains(sizeLog2), "table size out of range")
        count = 1 << sizeLog2
        self.sizeLog2 = sizeLog2
        self.startSizeLog2 = max(10, min(sizeLog2, startSizeLog2))
        activeSizeLog2 = self.startSizeLog2
        shift = UInt64(50 - activeSizeLog2)
        entries = zeroedMemory
        self.release = release
    }

    deinit { release(entries) }

    /// Forgets everything, and goes back to the start size.
    ///
    /// - Complexity: O(slots in use).
    public func clear() {
        entries.update(repeating: 0, count: 1 << activeSizeLog2)
        activeSizeLog2 = startSizeLog2
        shift = UInt64(50 - activeSizeLog2)
    }

    /// The 49 bits of a position key.
    static let keyMask: UInt64 = (1 << 49) - 1
    /// The odd multiplier of the key scrambling (2^64/φ).
    static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The scrambled key `h`.
    @inline(__always)
    static func hash(_ key: UInt64) -> UInt64 { (key &* multiplier) & keyMask }

    static let lowerShift: UInt64 = 40
    static let upperShift: UInt64 = 46
    static let moveShift: UInt64 = 52
    static let workShift: UInt64 = 55
    /// Every bit of an entry but the tag.
    static let fieldsMask: UInt64 = ~((1 << 40) - 1)

    /// Packs a lower bound field (score + 32).
    @inline(__always)
    static func lowerField(_ score: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: score + 32) << lowerShift
    }

    /// Packs an upper bound field (32 - score).
    @inline(__always)
    static func upperField(_ score: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: 32 - score) << upperShift
    }
}
