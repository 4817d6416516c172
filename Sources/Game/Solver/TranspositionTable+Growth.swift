extension TranspositionTable {
    /// The middle size: a solve that outgrows the start size gets 2^21 entries (16 MiB) first, and
    /// the full size only once it takes more than ``fullSizeNodes`` positions, so a solve of a few
    /// hundred thousand positions does not have the kernel zero 128 MiB.
    static let middleSizeLog2 = 21
    /// Positions a solve takes at the start size before the table grows.
    static let startSizeNodes = 1 << 16
    /// Positions a solve takes at the middle size before the table grows to full size.
    static let fullSizeNodes = 1 << 20

    /// The size the table grows to next and the positions a solve takes before that, or nil at
    /// full size.
    var nextGrowth: (sizeLog2: Int, afterNodes: Int)? {
        if isFullSize { return nil }
        if activeSizeLog2 < Self.middleSizeLog2 {
            return (min(Self.middleSizeLog2, sizeLog2), Self.startSizeNodes)
        }
        return (sizeLog2, Self.fullSizeNodes)
    }

    /// Puts every slot in use, moving each entry to its bucket in the full-size table.
    ///
    /// - Precondition: no search uses the table meanwhile.
    /// - Complexity: O(slots in use before the call).
    public func growToFullSize() { grow(toSizeLog2: sizeLog2) }

    /// Puts `2^newSizeLog2` slots in use, moving each entry to its bucket in the larger table.
    ///
    /// A bucket and its entry's tag give back the scrambled key `h` (see the type's
    /// documentation), so each entry moves to the bucket the top bits of `h` pick in the larger
    /// table, with the shorter tag that remains. Old bucket `b` goes into buckets
    /// `b << d ..< (b + 1) << d` of the new table (`d` more bits); going from the last old bucket
    /// down, each move lands on buckets already emptied (or, for bucket 0, on itself), so the
    /// move needs no second buffer.
    ///
    /// - Precondition: no search uses the table meanwhile (a ``Search`` keeps the bucket shift it
    ///   started with).
    /// - Complexity: O(slots in use before the call).
    func grow(toSizeLog2 newSizeLog2: Int) {
        if newSizeLog2 <= activeSizeLog2 { return }
        precondition(newSizeLog2 <= sizeLog2)
        let oldShift = shift
        let oldTagMask: UInt64 = (1 << oldShift) - 1
        let newShift = UInt64(50 - newSizeLog2)
        let newTagMask: UInt64 = (1 << newShift) - 1
        let oldBuckets = 1 << (activeSizeLog2 - 1)
        for bucket in stride(from: oldBuckets - 1, through: 0, by: -1) {
            let first = entries[bucket << 1]
            let second = entries[bucket << 1 + 1]
            if first == 0 && second == 0 { continue }
            entries[bucket << 1] = 0
            entries[bucket << 1 + 1] = 0
            // The first entry (the costlier position) is placed first, so it keeps slot 0.
            move(first, from: bucket, oldShift: oldShift, oldTagMask: oldTagMask, newShift: newShift,
                 newTagMask: newTagMask)
            move(second, from: bucket, oldShift: oldShift, oldTagMask: oldTagMask, newShift: newShift,
                 newTagMask: newTagMask)
        }
        activeSizeLog2 = newSizeLog2
        shift = newShift
    }

    /// Writes `entry` of old bucket `bucket` (if any) into its bucket of the larger table: the
    /// first slot when free, else the second.
    private func move(_ entry: UInt64, from bucket: Int, oldShift: UInt64, oldTagMask: UInt64,
                      newShift: UInt64, newTagMask: UInt64) {
        if entry == 0 { return }
        let h = UInt64(bucket) << oldShift | entry & oldTagMask
        let target = entries + Int(truncatingIfNeeded: h >> newShift) << 1
        let moved = entry & Self.fieldsMask | h & newTagMask
        if target[0] == 0 { target[0] = moved } else { target[1] = moved }
    }
}
