import Music
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

    /// Any text, read byte by byte or by characters, gives what a plain character-by-character reading
    /// gives: the same game, or the same error at the same move number.
    @Test func readsAsThePlainModelReads() {
        var random = SeededGenerator(seed: 38)
        let alphabet: [Character] = ["1", "2", "3", "4", "4", "5", "6", "7", "0", "8", "é", "٣", " "]
        for _ in 0..<20_000 {
            let text = String((0..<Int.random(in: 0...44, using: &random)).map { _ in
                Int.random(in: 0..<50, using: &random) == 0 ? alphabet.randomElement(using: &random)! : alphabet[Int.random(in: 0..<8, using: &random)]
            })
            #expect(Result { () throws(MoveRecordError) in try MoveRecord.parse(text) } == Self.model(text), "\(text)")
        }
    }

    /// The model: each character a digit 1-7 played in turn.
    static func model(_ text: String) -> Result<Game, MoveRecordError> {
        var game = Game()
        for (index, character) in text.enumerated() {
            guard character.isASCII, let digit = Int(String(character)), (1...7).contains(digit) else {
                return .failure(.invalidCharacter(character, move: index + 1))
            }
            do { try game.play(digit - 1) } catch { return .failure(.illegalMove(error)) }
        }
        return .success(game)
    }

    @Test func encodesWhatItReads() throws {
        #expect(MoveRecord.encode(try MoveRecord.parse("4453671")) == "4453671")
        #expect(MoveRecord.encode(Game()) == "")
    }
}
