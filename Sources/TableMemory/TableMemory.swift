#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Game

/// Memory for the solver's transposition table straight from the kernel, in huge pages where
/// the system allows it.
///
/// The table is read at random, one cache miss per searched position; with 4 KiB pages almost
/// every access also misses the TLB. Anonymous `mmap` memory comes zeroed (which is what an
/// empty table is) and is only paid for when touched, and `madvise(MADV_HUGEPAGE)` asks Linux
/// for 2 MiB pages, which makes a 128 MiB table fit the TLB and typically speeds the solver up
/// by a third. `Game` stays free of system calls: it only receives the pointer.
public enum TableMemory {
    /// A transposition table of `2^sizeLog2` entries backed by zeroed, huge-page-advised memory,
    /// or an ordinary one when `mmap` fails.
    ///
    /// The corresponding C functions are `mmap` and `madvise`.
    /// - Parameter sizeLog2: log2 of the entry count (24 = 128 MiB).
    public static func table(sizeLog2: Int = 24) -> TranspositionTable {
        let bytes = (1 << sizeLog2) * MemoryLayout<UInt64>.stride
        guard let raw = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              raw != MAP_FAILED
        else { return TranspositionTable(sizeLog2: sizeLog2) }
        #if os(Linux)
        _ = madvise(raw, bytes, MADV_HUGEPAGE)
        #endif
        let entries = raw.bindMemory(to: UInt64.self, capacity: 1 << sizeLog2)
        return TranspositionTable(zeroedMemory: entries, sizeLog2: sizeLog2) { pointer in
            munmap(UnsafeMutableRawPointer(pointer), bytes)
        }
    }
}
