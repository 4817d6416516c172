import Music
import Testing
@testable import Game

/// A table starts small and grows to full size during a long solve
/// (``TranspositionTable/growToFullSize()``): every entry must stay findable, and every score exact.
@Suite struct TableGrowthTests {
    /// Entries written at the start size, for seeded random keys, are found under the same keys
    /// with the same fields once the table has grown.
    @Test func growingKeepsEveryEntry() {
        let table = TranspositionTable(sizeLog2: 16, startSizeLog2: 10)
        #expect(!table.isFullSize)
        var generator = SeededGenerator(seed: 31)
        var written: [(key: UInt64, fields: UInt64)] = []
        for index in 0..<3_000 {
            let key = UInt64.random(in: 0...TranspositionTable.keyMask, using: &generator)
            let h = TranspositionTable.hash(key)
            let bucket = table.entries + Int(h >> table.shift) << 1
            let fields = TranspositionTable.lowerField(index % 43 - 21) | UInt64(index % 8) << TranspositionTable.moveShift
            let entry = fields | h & ((1 << table.shift) - 1)
            if bucket[0] == 0 { bucket[0] = entry } else if bucket[1] == 0 { bucket[1] = entry } else { continue }
            written.append((key, fields))
        }
        // More entries than the small table's 512 buckets: many keys shared a bucket.
        #expect(written.count > 900)
        table.growToFullSize()
        #expect(table.isFullSize)
        let search = Search(table: table)
        for (key, fields) in written {
            let h = TranspositionTable.hash(key)
            let found = search.lookUp(h & search.tagMask, in: search.entries + Int(h >> search.shift) << 1)
            #expect(found & TranspositionTable.fieldsMask == fields, "key \(key)")
        }
        // Nothing else is in the table.
        let stored = (0..<table.count).filter { table.entries[$0] != 0 }.count
        #expect(stored == written.count)
    }

    /// Lines of Pons' Test_L2_R2 (MOVES SCORE) whose solve takes more than
    /// ``Solver/parallelThreshold`` positions (68,000 to 181,000 with a 2^20 table, one thread).
    static let longSolves = [
        ("2531276566711153", 2), ("677327571425466", -2), ("6323454652623215", -2),
        ("6666265473321316", -2), ("555317266147361", -1), ("651173365733134", -3),
        ("641725477335522", -1),
    ]

    /// Solves that outgrow the start size agree with Pons' scores, alone and with a helper thread,
    /// strong and weak: with a 2^18 table it grows to full size, with a 2^22 one to the middle
    /// size (2^21 entries).
    @Test(arguments: [(1, 18), (2, 18), (1, 22), (2, 22)])
    func solvesAcrossGrowthAreExact(threads: Int, sizeLog2: Int) throws {
        var grown = 0
        for (moves, score) in Self.longSolves {
            let position = try MoveRecord.parse(moves).position
            for weak in [false, true] {
                let table = TranspositionTable(sizeLog2: sizeLog2, startSizeLog2: 10)
                let solver = Solver(table: table, threads: threads)
                let expected = weak ? score.signum() : score
                #expect(solver.solve(position, weak: weak) == expected, "\(moves) weak \(weak)")
                if table.activeSizeLog2 == min(sizeLog2, TranspositionTable.middleSizeLog2) { grown += 1 }
            }
        }
        // Most of these solves grew their table (a weak one may finish sooner).
        #expect(grown >= Self.longSolves.count)
    }

    /// A node-limited solve alone (as ``Solver/analyze(_:weak:nodeLimit:)`` runs them) grows the
    /// table too, and a cleared table starts small again.
    @Test func limitedSolvesGrowAndClearShrinks() throws {
        let table = TranspositionTable(sizeLog2: 18, startSizeLog2: 10)
        let solver = Solver(table: table, threads: 2)
        let (moves, score) = Self.longSolves[0]
        let position = try MoveRecord.parse(moves).position
        #expect(solver.solve(position, nodeLimit: 1_000) == nil)
        #expect(!table.isFullSize)
        #expect(solver.solve(position, nodeLimit: 10_000_000) == score)
        #expect(table.isFullSize)
        solver.clearTable()
        #expect(!table.isFullSize)
        #expect(solver.solve(position) == score)
    }
}
