/// A fixed-size hash table of search results: what the solver already knows about positions.
///
/// Each entry is one `UInt64`, so a table of `2^sizeLog2` entries takes `8 · 2^sizeLog2`
/// bytes (the default, `2^24` entries, is 128 MiB). The entry stores the whole 49-bit position
/// key, so a hit is never a different position:
///
/// ```
///  63   61 60       55 54       49 48                                  0
/// ┌──────┬───────────┬───────────┬──────────────────────────────────────┐
/// │ move │ upper     │ lower     │ key (Position.key or its mirror's)   │
/// └──────┴───────────┴───────────┴──────────────────────────────────────┘
/// move:  best column + 1 found by the last search of the position, 0 = none
/// upper: 32 - upper bound on the score, 0 = none
/// lower: lower bound on the score + 32, 0 = none
/// ```
///
/// Scores lie in -21...21, so both bound fields are never 0 when set, and an all-zero entry
/// means "nothing known" even for the empty board, whose key is 0. The slot of a key is chosen by
/// Fibonacci hashing (multiply by 2^64/φ, keep the top bits); a new position replaces the old
/// one in its slot (always-replace, as in Pons' `TranspositionTable.hpp`), while a result for
/// the same position is merged so that both bounds are kept.
///
/// Reference semantics: the table owns its memory and frees it in `deinit`.
public final class TranspositionTable {
    /// Number of slots, a power of two.
    public let count: Int
    /// Bytes used by the slots.
    public var byteCount: Int { count * MemoryLayout<UInt64>.stride }

    let entries: UnsafeMutablePointer<UInt64>
    let shift: UInt64
    private let release: (UnsafeMutablePointer<UInt64>) -> Void

    /// Creates an empty table of `2^sizeLog2` entries.
    ///
    /// - Parameter sizeLog2: log2 of the number of entries, 10...30.
    /// - Complexity: O(2^sizeLog2) to clear the memory.
    public init(sizeLog2: Int = 24) {
        precondition((10...30).contains(sizeLog2), "table size out of range")
        count = 1 << sizeLog2
        shift = UInt64(64 - sizeLog2)
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
    ///   - release: called once with `zeroedMemory` when the table is freed.
    public init(zeroedMemory: UnsafeMutablePointer<UInt64>, sizeLog2: Int,
                release: @escaping (UnsafeMutablePointer<UInt64>) -> Void) {
        precondition((10...30).contains(sizeLog2), "table size out of range")
        count = 1 << sizeLog2
        shift = UInt64(64 - sizeLog2)
        entries = zeroedMemory
        self.release = release
    }

    deinit { release(entries) }

    /// Forgets everything.
    ///
    /// - Complexity: O(count).
    public func clear() { entries.update(repeating: 0, count: count) }

    static let keyMask: UInt64 = (1 << 49) - 1

    /// The slot of `key`.
    @inline(__always)
    static func slot(of key: UInt64, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// Packs a lower bound field (score + 32, or 0 for none).
    @inline(__always)
    static func lowerField(_ score: Int) -> UInt64 { UInt64(truncatingIfNeeded: score + 32) << 49 }

    /// Packs an upper bound field (32 - score, or 0 for none).
    @inline(__always)
    static func upperField(_ score: Int) -> UInt64 { UInt64(truncatingIfNeeded: 32 - score) << 55 }
}
