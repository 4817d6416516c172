import Testing
@testable import Music

@Suite struct NoteTests {
    @Test(arguments: [(Note.c, 261.6256), (.d, 293.6648), (.e, 329.6276), (.g, 391.9954), (.a, 440.0)])
    func equalTemperament(note: Note, hertz: Double) {
        #expect(abs(note.frequency - hertz) < 0.001)
    }
}
