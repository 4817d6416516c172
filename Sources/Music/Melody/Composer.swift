/// Chooses the notes of a game's melody within the seed's rules: the first is C, no note follows itself,
/// and every note is one of C D E G A.
///
/// Two styles (``Style``):
/// - **phrased** (the default): the melody is sung in phrases (``PhraseWriter`` holds the rules):
///   - *mostly steps*: a move to a neighbouring note of the scale (C–D, D–E, E–G, G–A), because a line
///     that moves by step is heard as one voice; leaps are what make it sing, so a few are kept;
///   - *leaps prepared and resolved*: a leap (a third or more) comes after a step and is followed by a step
///     back in the opposite direction, the oldest rule of melody writing (it fills the gap the leap opened);
///     the widest leap, the sixth C–A, stays rare;
///   - *phrases of 4–8 notes with a contour*: each rises to a peak and falls again (a phrase that starts
///     high turns down first), so the ear hears a breath every few pieces rather than a stream of notes;
///   - *a motif that returns varied*: the opening phrase's first intervals come back at the start of every
///     other phrase, moved to where the melody is, turned upside down or with their last interval changed,
///     so the game has a tune one can recognize without it being a loop.
/// - **uniform** (`--composer uniform`, the draw of earlier versions): each next note is drawn uniformly
///   from the four that differ from the last.
///
/// The pentatonic scale has no dissonant pairs, so any such sequence sounds pleasant; never repeating a
/// note keeps every piece audible as a new event. The composer only draws notes: which ending a game gets
/// depends on who played it, which the `Game` module decides. A stored music string is read as it is
/// written, whatever composer wrote it (``MusicString/init(parsing:)``), so older games play unchanged.
///
/// It owns its random generator, so a composer made with a seed always writes the same melody
/// (``init(seed:style:)``); normal play uses ``init(style:)``, seeded from the system's entropy.
///
/// ```swift
/// var composer = Composer(seed: 7)
/// var melody = MusicString.empty
/// while melody.notes.count < 12 { composer.extend(&melody) }   // the same 12 notes for seed 7, every run
/// ```
public struct Composer: Sendable {
    /// How the composer chooses notes.
    public enum Style: String, CaseIterable, Hashable, Sendable {
        /// Phrases of steps with prepared leaps, a contour and a returning motif.
        case phrased
        /// Each note drawn uniformly from the four that differ from the last (earlier versions' draw).
        case uniform
    }

    /// The composer's style.
    public let style: Style
    private var generator: SeededGenerator
    private var writer = PhraseWriter()

    /// A composer in `style` whose every choice is determined by `seed` (tests, `--seed`).
    public init(seed: UInt64, style: Style) {
        self.init(generator: SeededGenerator(seed: seed), style: style)
    }

    /// A phrased composer whose every choice is determined by `seed`.
    public init(seed: UInt64) { self.init(seed: seed, style: .phrased) }

    /// A composer in `style` that does not repeat from one run to the next.
    public init(style: Style) { self.init(generator: SeededGenerator(), style: style) }

    /// A phrased composer that does not repeat from one run to the next.
    public init() { self.init(style: .phrased) }

    /// A composer in `style` drawing from `generator`.
    public init(generator: SeededGenerator, style: Style) {
        self.generator = generator
        self.style = style
    }

    /// A phrased composer drawing from `generator`.
    public init(generator: SeededGenerator) { self.init(generator: generator, style: .phrased) }

    /// The note for the next piece of a melody, drawn uniformly (the ``Style/uniform`` rule).
    ///
    /// - Parameter previous: the melody's last note, or nil for the first piece.
    /// - Returns: C for the first piece; otherwise one of the four other notes, each with probability 1/4.
    public mutating func nextNote(after previous: Note?) -> Note {
        guard let previous else { return .c }
        // Draw among the four others by skipping over the previous note's index.
        let draw = Int.random(in: 0..<4, using: &generator)
        return Note(rawValue: draw >= previous.rawValue ? draw + 1 : draw)!
    }

    /// Adds the next piece's note to `melody`, in the composer's style.
    ///
    /// - Precondition: `melody` has no ending.
    public mutating func extend(_ melody: inout MusicString) {
        switch style {
        case .uniform: melody.append(nextNote(after: melody.notes.last))
        case .phrased: melody.append(writer.next(after: melody.notes, using: &generator))
        }
    }
}
