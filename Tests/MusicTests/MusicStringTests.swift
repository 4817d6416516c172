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

    @Test(arguments: [
        (error: MusicStringError.empty, message: "the music string is empty"),
        (.firstNoteNotC(found: .d), "character 1: the first note must be C (0), not D (1)"),
        (.repeatedNote(.d, at: 3), "character 3: note D (1) repeats the note before it"),
        (.invalidCharacter(" ", at: 2), "character 2: space is not a note or an ending (expected 0-7)"),
        (.endingNotLast(at: 3), "character 3: the ending must be the last character"),
        (.twoEndings(at: 4), "character 4: a second ending (a music string has at most one)"),
        (.endingWithoutNotes, "character 1: an ending needs at least one note before it"),
    ])
    func messagesNameThePosition(error: MusicStringError, message: String) {
        #expect(error.description == message)
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

    @Test func invisibleCharactersAreNamed() {
        #expect(CharacterName.of("\n") == "newline" && CharacterName.of("\t") == "tab")
        #expect(CharacterName.of("\r") == "carriage return" && CharacterName.of(" ") == "space")
        #expect(CharacterName.of("\u{1B}") == "U+001B" && CharacterName.of("x") == "'x'")
    }
}
