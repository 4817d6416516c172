import Game
import Music
import Testing
@testable import Wording

/// The core's values in English words (the catalogue's message ids, so these are the words every
/// translation starts from).
@Suite struct CoreWordsTests {
    @Test(arguments: [
        (Hint.full, "full"), (.draw, "draw"), (.win(moves: 1), "wins in 1 move"), (.win(moves: 2), "wins in 2 moves"),
        (.loss(moves: 1), "loses in 1 move"), (.loss(moves: 2), "loses in 2 moves"), (.winning, "wins"), (.losing, "loses"),
    ])
    func hints(hint: Hint, text: String) {
        #expect(hint.words == text)
    }

    @Test func movesAndRecords() {
        #expect(MoveError.columnFull(3, moveIndex: 6).words == "move 7: column 4 is full")
        #expect(MoveError.columnOutOfRange(7, moveIndex: 0).words == "move 1: column 8 is not on the board (expected 1-7)")
        #expect(MoveError.gameOver(moveIndex: 7).words == "move 8: the game is already over")
        #expect(MoveRecordError.invalidCharacter("8", move: 2).words == "move 2: '8' is not a column (expected 1-7)")
        #expect(MoveRecordError.illegalMove(.columnFull(3, moveIndex: 6)).words == "move 7: column 4 is full")
    }

    @Test func savedGames() {
        #expect(SavedGameError.gravity(piece: 2, cell: Cell(row: 1, column: 4), expectedRow: 0, position: 6).words
            == "character 6: piece 2 at (2,5) floats; column 5 fills row 1 next")
        #expect(SavedGameError.gravity(piece: 2, cell: Cell(row: 0, column: 3), expectedRow: 1, position: 6).words
            == "character 6: piece 2 at (1,4) is on a taken cell; column 4 fills row 2 next")
        #expect(SavedGameError.tooShort(length: 1).words == "the data string has 1 character; it needs at least 3 (first player, two colours)")
    }

    @Test func music() {
        #expect(GameMusicError.noteCount(notes: 6, pieces: 7).words == "the music has 6 notes but the game has 7 pieces")
        #expect(GameMusicError.noteCount(notes: 1, pieces: 2).words == "the music has 1 note but the game has 2 pieces")
        #expect(GameMusicError.wrongEnding(.bad, expected: .good, outcome: .win(.first), humans: .first).words
            == "the ending is Bad (6), but when the first player wins and a person moved first the ending is Good (5)")
        #expect(MusicStringError.empty.words == "the music string is empty")
        #expect(MusicStringError.firstNoteNotC(found: .d).words == "character 1: the first note must be C (0), not D (1)")
        #expect(MusicStringError.repeatedNote(.d, at: 3).words == "character 3: note D (1) repeats the note before it")
        #expect(MusicStringError.invalidCharacter(" ", at: 2).words == "character 2: space is not a note or an ending (expected 0-7)")
        #expect(MusicStringError.twoEndings(at: 4).words == "character 4: a second ending (a music string has at most one)")
    }

    @Test func invisibleCharactersAreNamed() {
        #expect(CharacterName.of("\n") == "newline" && CharacterName.of("\t") == "tab")
        #expect(CharacterName.of("\r") == "carriage return" && CharacterName.of(" ") == "space")
        #expect(CharacterName.of("\u{1B}") == "U+001B" && CharacterName.of("x") == "'x'")
    }

    @Test func withoutTheWordingLayerAValueSaysItsFacts() {
        #expect(Phrasebook.words(for: 42) == nil)
        #expect(Phrasebook.words(for: MoveError.gameOver(moveIndex: 0)) == "move 1: the game is already over")
    }
}
