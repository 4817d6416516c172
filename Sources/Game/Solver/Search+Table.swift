import Synchronization

/// How the search reads and writes the transposition table: each position's hash and bucket,
/// prefetching buckets before they are needed, and reading and writing entries.
extension Search {
    /// The scrambled key of a position with `moveCount` stones: of the position or its mirror
    /// image, whichever key is smaller, while fewer than ``Solver/symmetryDepth`` stones are down.
    @inline(__always)
    static func hash(of position: Position) -> (hash: UInt64, mirrored: Bool) {
        if position.moveCount < Solver.symmetryDepth {
            let (key, mirrored) = position.canonicalKey
            return (TranspositionTable.hash(key), mirrored)
        }
        return (TranspositionTable.hash(position.key), false)
    }

    /// The bucket (two entries) of the scrambled key `hash`.
    @inline(__always)
    func bucketAddress(of hash: UInt64) -> UnsafeMutablePointer<Atomic<UInt64>> {
        entries + Int(truncatingIfNeeded: hash >> shift) << 1
    }

    /// Asks the processor to bring the bucket of `hash` into its cache, without waiting for it.
    ///
    /// A table probe misses the cache almost every time (the table is 128 MiB), and a load
    /// whose value is needed stalls the search until the memory answers: a `perf annotate` of the
    /// empty board's weak solve put 56 % of the time on two such loads. A prefetch lets the search
    /// go on meanwhile, so the search issues one wherever it knows a bucket it will read soon.
    @inline(__always)
    func prefetch(_ hash: UInt64) {
        if prefetches { prefetchForReading(UnsafeRawPointer(bucketAddress(of: hash))) }
    }

    /// The entry of `bucket` whose tag is `tag`, or 0.
    @inline(__always)
    func lookUp(_ tag: UInt64, in bucket: UnsafeMutablePointer<Atomic<UInt64>>) -> UInt64 {
        let first = bucket[0].load(ordering: .relaxed)
        if first & tagMask == tag && first != 0 { return first }
        let second = bucket[1].load(ordering: .relaxed)
        return second & tagMask == tag && second != 0 ? second : 0
    }

    /// Writes bounds for a position of `bucket`, keeping the other bound when `entry` (the
    /// table's content for this position when the search began, or the bare tag) already has one.
    ///
    /// `slot` is where the position was found (-1: not found) and `first` the bucket's first entry
    /// when the search began. A new position takes the first slot when its subtree cost at least as
    /// much work as that entry's, which then moves to the second slot; otherwise the second slot.
    @inline(__always)
    func store(_ bucket: UnsafeMutablePointer<Atomic<UInt64>>, slot: Int, first: UInt64, entry: UInt64,
               work: Int, lower: Int?, upper: Int?, column: Int, mirrored: Bool) {
        // After an abort, returned values are arbitrary: never store them.
        if isAborted { return }
        // log2 of the subtree's size, at least that of the last search of the same position.
        var workField = UInt64(truncatingIfNeeded: min(64 - work.leadingZeroBitCount, 63))
        workField = max(workField, entry >> TranspositionTable.workShift)
        var value = entry & ~(UInt64(63) << TranspositionTable.workShift)
            | workField << TranspositionTable.workShift
        if let lower {
            value = value & ~(UInt64(63) << TranspositionTable.lowerShift)
                | TranspositionTable.lowerField(lower)
        }
        if let upper {
            value = value & ~(UInt64(63) << TranspositionTable.upperShift)
                | TranspositionTable.upperField(upper)
        }
        if column >= 0 {
            let stored = UInt64(truncatingIfNeeded: (mirrored ? 6 - column : column) + 1)
            value = value & ~(UInt64(7) << TranspositionTable.moveShift)
                | stored << TranspositionTable.moveShift
        }
        if slot >= 0 {
            bucket[slot].store(value, ordering: .relaxed)
        } else if workField >= first >> TranspositionTable.workShift {
            if first != 0 { bucket[1].store(first, ordering: .relaxed) }
            bucket[0].store(value, ordering: .relaxed)
        } else {
            bucket[1].store(value, ordering: .relaxed)
        }
    }
}

/// LLVM's prefetch intrinsic (`llvm.prefetch`: address, 0 = for reading, locality 3 = keep in
/// every cache level, 1 = data cache), which the compiler turns into one `prefetcht0`
/// instruction. The standard library offers no prefetch, and declaring the intrinsic by its
/// name keeps this module free of C. It has no effect on any value, only on timing.
@_silgen_name("llvm.prefetch.p0")
private func llvmPrefetch(_ address: UnsafeRawPointer, _ readWrite: Int32, _ locality: Int32,
                          _ cacheType: Int32)

@inline(__always)
private func prefetchForReading(_ address: UnsafeRawPointer) {
    llvmPrefetch(address, 0, 3, 1)
}
