/// Chooses the notes of a game's melody: the first is C, and each next note is drawn uniformly
/// from the four notes that differ from the one before.
///
/// The pentatonic scale has no dissonant pairs, so any such sequence sounds pleasant; never repeating
/// a note keeps every piece audible as a new event. The composer only draws notes: which ending a
/// game gets depends on who played it, which the `Game` module decides.
///
/// It owns its random generator, so a composer made with a seed always writes the same melody
/// (``init(seed:)``); normal play uses ``init()``, seeded from the system's entropy.
public struct Composer: Sendable {
    private var generator: SeededGenerator

    /// A composer whose every choice is determined by `seed` (tests, `--seed`).
    public init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    /// A composer that does not repeat from one run to the next.
    public init() { generator = SeededGenerator() }

    /// A composer drawing from `generator`.
    public init(generator: SeededGenerator) { self.generator = generator }

    /// The note for the next piece of a melody.
    ///
    /// - Parameter previous: the melody's last note, or nil for the first piece.
    /// - Returns: C for the first piece; otherwise one of the four other notes, each with probability 1/4.
    public mutating func nextNote(after previous: Note?) -> Note {
        guard let previous else { return .c }
        // Draw among the four others by skipping over the previous note's index.
        let draw = Int.random(in: 0..<4, using: &generator)
        return Note(rawValue: draw >= previous.rawValue ? draw + 1 : draw)!
    }

    /// Adds the next piece's note to `melody`.
    ///
    /// - Precondition: `melody` has no ending.
    public mutating func extend(_ melody: inout MusicString) {
        melody.append(nextNote(after: melody.notes.last))
    }
}
