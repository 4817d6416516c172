import Testing
@testable import Music

@Suite struct SeededGeneratorTests {
    @Test func sameSeedSameSequence() {
        var a = SeededGenerator(seed: 42), b = SeededGenerator(seed: 42), c = SeededGenerator(seed: 43)
        let sa = (0..<100).map { _ in a.next() }
        #expect(sa == (0..<100).map { _ in b.next() })
        #expect(sa != (0..<100).map { _ in c.next() })
    }

    /// Pins the sequence: a change here would silently change every golden file and `--seed`.
    @Test func knownOutputForSeedZero() {
        var g = SeededGenerator(seed: 0)
        let first = (0..<3).map { _ in g.next() }
        #expect(first == Self.goldenSeedZero)
    }

    static let goldenSeedZero: [UInt64] = [0x99EC_5F36_CB75_F2B4, 0xBF6E_1F78_4956_452A, 0x1A5F_849D_4933_E6E0]

    @Test func roughlyUniform() {
        var g = SeededGenerator(seed: 7)
        var counts = [Int](repeating: 0, count: 8)
        for _ in 0..<80_000 { counts[Int.random(in: 0..<8, using: &g)] += 1 }
        // Chi-square with 7 degrees of freedom; 24.3 is the 0.1% critical value.
        let chi = counts.reduce(0.0) { $0 + pow2(Double($1) - 10_000) / 10_000 }
        #expect(chi < 24.3)
    }

    private func pow2(_ x: Double) -> Double { x * x }
}
