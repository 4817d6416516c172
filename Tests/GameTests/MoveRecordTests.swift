import Testing
@testable import Game

@Suite struct MoveRecordTests {
    @Test(arguments: [
        ("48", MoveRecordError.invalidCharacter("8", move: 2)),
        ("40", .invalidCharacter("0", move: 2)),
        ("4a", .invalidCharacter("a", move: 2)),
        ("4 4", .invalidCharacter(" ", move: 2)),
        ("4444444", .illegalMove(.columnFull(3, moveIndex: 6))),
        ("44556671", .illegalMove(.gameOver(moveIndex: 7))),
    ])
    func rejects(text: String, expected: MoveRecordError) {
        #expect(throws: expected) { try MoveRecord.parse(text) }
    }

    @Test func messagesNameTheMove() throws {
        let error = #expect(throws: MoveRecordError.self) { try MoveRecord.parse("4444444") }
        #expect(error == .illegalMove(.columnFull(3, moveIndex: 6)))
    }
}
