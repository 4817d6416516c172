import Testing
@testable import Music

@Suite struct MusicStringTests {
    @Test(arguments: ["0", "01", "0102030405", "0141", "015", "04236", "03217"])
    func roundTrips(text: String) throws {
        #expect(try MusicString(parsing: text).description == text)
    }

    @Test func partsAreExposed() throws {
        let melody = try MusicString(parsing: "01436")
        #expect(melody.notes == [.c, .d, .a, .g])
        #expect(melody.ending == .bad)
        #expect(melody.isFinished)
        #expect(try MusicString(notes: [.c, .e], ending: .draw).description == "027")
    }

    @Test(arguments: [
        (text: "", error: MusicStringError.empty),
        ("1", .firstNoteNotC(found: .d)),
        ("4012", .firstNoteNotC(found: .a)),
        ("5", .endingWithoutNotes),
        ("0112", .repeatedNote(.d, at: 3)),
        ("01244", .repeatedNote(.a, at: 5)),
        ("01x", .invalidCharacter("x", at: 3)),
        ("018", .invalidCharacter("8", at: 3)),
        ("0 1", .invalidCharacter(" ", at: 2)),
        ("0é", .invalidCharacter("é", at: 2)),
        ("0151", .endingNotLast(at: 3)),
        ("01557", .twoEndings(at: 4)),
        ("0156", .twoEndings(at: 4)),
    ])
    func rejects(text: String, error: MusicStringError) {
        #expect(throws: error) { try MusicString(parsing: text) }
    }

    @Test func composerStartsOnCAndNeverRepeats() {
        var composer = Composer(seed: 1)
        var melody = MusicString.empty
        for _ in 0..<1_000 { composer.extend(&melody) }
        #expect(melody.notes.first == .c)
        #expect(zip(melody.notes, melody.notes.dropFirst()).allSatisfy { $0 != $1 })
        #expect(Set(melody.notes) == Set(Note.allCases))
    }
}

@Suite struct MusicStringLimitTests {
    @Test func atMostFortyTwoNotes() throws {
        let fortyTwo = "0" + String(repeating: "12", count: 20) + "3"
        #expect(try MusicString(parsing: fortyTwo).notes.count == 42)
        #expect(try MusicString(parsing: fortyTwo + "5").ending == .good)
        #expect(throws: MusicStringError.tooManyNotes(at: 43)) { try MusicString(parsing: fortyTwo + "4") }
    }
}
