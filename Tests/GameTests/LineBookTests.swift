import Testing
@testable import Game

/// A book consulting a lines book answers from it only after its own entries and the complete book's.
@Suite struct LineBookTests {
    @Test func theLinesBookAnswersAfterTheOtherBooks() {
        var position = Position()
        for column in [3, 3, 2, 4, 1] { position.play(column) }
        let key = position.canonicalKey.key
        // Best columns in the canonical orientation: column 0 there is column 6 in the mirror image.
        let lines = OpeningBook(entries: [.init(key: key, bestColumns: 0b0000_0001, score: -3)], maxMoveCount: 5)
        let own = OpeningBook(entries: [], maxMoveCount: 0)
        let alone = own.consulting(lines: LazyBook { lines })
        #expect(alone.storedScore(of: position) == -3)
        let mirrored = position.canonicalKey.isMirrored
        #expect(alone.storedBestMoves(in: position) == [mirrored ? 6 : 0])
        #expect(alone.storedBestMoves(in: position.mirrored) == [mirrored ? 0 : 6])
        // The complete book's score comes first; where it stores no best columns, the lines book's count.
        let complete = OpeningBook(entries: [.init(key: key, bestColumns: 0, score: 5)], maxMoveCount: 5)
        let both = own.consulting(LazyBook { complete }).consulting(lines: LazyBook { lines })
        #expect(both.storedScore(of: position) == 5)
        #expect(both.storedBestMoves(in: position) == [mirrored ? 6 : 0])
        let perfect = OpeningBook(entries: [.init(key: key, bestColumns: 0b0000_0010, score: 5)], maxMoveCount: 5)
        let all = perfect.consulting(LazyBook { complete }).consulting(lines: LazyBook { lines })
        #expect(all.storedBestMoves(in: position) == [mirrored ? 5 : 1])
    }
}
