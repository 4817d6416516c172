/// How a finished game ends musically: the theme played after its last note.
///
/// The raw value is the ending's character in a music string.
public enum Ending: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// A perfect cadence resolving to C major: a human beat the bot (or, bot against bot, the first player won).
    case good = 5
    /// A turn to C minor: the bot won (or, bot against bot, the second player won).
    case bad = 6
    /// An interrupted cadence ending on A minor: the board filled up with no winner.
    case draw = 7

    /// `Good`, `Bad` or `Draw`.
    public var description: String {
        switch self {
        case .good: "Good"
        case .bad: "Bad"
        case .draw: "Draw"
        }
    }
}

/// The melody of one game: one note per piece and, once the game is over, one ending.
///
/// A music string is written one character per token:
///
/// | character | meaning |
/// |---|---|
/// | `0` `1` `2` `3` `4` | the notes C D E G A (C-major pentatonic, from C4) |
/// | `5` | ending Good (perfect cadence V–I, C major) |
/// | `6` | ending Bad (modulation to C minor) |
/// | `7` | ending Draw (interrupted cadence I–V–vi, A minor) |
///
/// Rules, checked by ``init(parsing:)`` (positions in errors count characters from 1):
/// - the string is not empty and every character is one of `0`…`7`;
/// - the first character is `0`: the first note C gives the listener the key;
/// - no note repeats the note just before it;
/// - at most one ending, and only as the last character, after at least one note.
///
/// Whether a string fits a particular game (one note per piece, the right ending exactly when the game
/// is over) is checked in the `Game` module, which knows the rules of Connect 4.
public struct MusicString: Hashable, Sendable, CustomStringConvertible {
    /// The notes, one per piece, in move order.
    public private(set) var notes: [Note]
    /// The ending, once the game is over.
    public private(set) var ending: Ending?

    /// A music string from its parts, validated like a parsed one.
    ///
    /// - Throws: ``MusicStringError`` when the notes break a rule (first note not C, a repeated note)
    ///   or there is an ending but no note.
    public init(notes: [Note], ending: Ending? = nil) throws(MusicStringError) {
        try self.init(parsing: Self(uncheckedNotes: notes, ending: ending).description)
    }

    /// Parses and validates a music string.
    ///
    /// - Parameter text: the characters, e.g. `0142305`.
    /// - Throws: ``MusicStringError`` for the first broken rule, naming its 1-based position.
    /// - Complexity: O(n) in the length of `text`.
    public init(parsing text: some StringProtocol) throws(MusicStringError) {
        var notes: [Note] = []
        var ending: Ending?
        var position = 0
        for character in text {
            position += 1
            // Fast path on the ASCII value; anything else is reported as the character it is.
            guard let ascii = character.asciiValue, (48...55).contains(ascii) else {
                throw .invalidCharacter(character, at: position)
            }
            let digit = Int(ascii - 48)
            if ending != nil { throw digit >= 5 ? .twoEndings(at: position) : .endingNotLast(at: position - 1) }
            if let note = Note(rawValue: digit) {
                guard notes.count < Self.maximumNotes else { throw .tooManyNotes(at: position) }
                if notes.isEmpty, note != .c { throw .firstNoteNotC(found: note) }
                if let last = notes.last, last == note { throw .repeatedNote(note, at: position) }
                notes.append(note)
            } else {
                guard !notes.isEmpty else { throw .endingWithoutNotes }
                ending = Ending(rawValue: digit)
            }
        }
        guard position > 0 else { throw .empty }
        self.notes = notes
        self.ending = ending
    }

    /// The most notes a music string holds: one per piece, and a board holds 42 pieces.
    public static let maximumNotes = 42

    /// The empty melody of a game with no pieces yet (it is not a valid music string on its own).
    public static let empty = Self(uncheckedNotes: [], ending: nil)

    private init(uncheckedNotes: [Note], ending: Ending?) {
        notes = uncheckedNotes
        self.ending = ending
    }

    /// Whether the melody has its ending, so no more notes may follow.
    public var isFinished: Bool { ending != nil }

    /// Adds the note of the next piece.
    ///
    /// - Precondition: the melody has no ending; `note` is C when it is the first note and differs from
    ///   the last note otherwise (the ``Composer`` never breaks these rules; breaking them is a bug).
    public mutating func append(_ note: Note) {
        precondition(ending == nil, "no note may follow the ending")
        precondition(notes.last.map { $0 != note } ?? (note == .c), "note \(note) breaks the melody rules")
        notes.append(note)
    }

    /// Closes the melody with its ending.
    ///
    /// - Precondition: there is at least one note and no ending yet.
    public mutating func finish(with ending: Ending) {
        precondition(self.ending == nil && !notes.isEmpty, "one ending, after at least one note")
        self.ending = ending
    }

    /// The string form, e.g. `0142305`.
    public var description: String {
        var bytes = notes.map { UInt8(ascii: "0") + UInt8($0.rawValue) }
        if let ending { bytes.append(UInt8(ascii: "0") + UInt8(ending.rawValue)) }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Note {
    /// The note's character in a music string, `0`…`4`.
    public var character: Character { Character(String(rawValue)) }
}

/// Why a text is not a valid music string. Positions count characters from 1.
public enum MusicStringError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is empty.
    case empty
    /// A character other than `0`…`7`.
    case invalidCharacter(Character, at: Int)
    /// The first note is not C (`0`).
    case firstNoteNotC(found: Note)
    /// An ending with no note before it.
    case endingWithoutNotes
    /// The note at this position is the same as the one before it.
    case repeatedNote(Note, at: Int)
    /// The ending at this position is followed by a note.
    case endingNotLast(at: Int)
    /// A second ending at this position.
    case twoEndings(at: Int)
    /// A 43rd note at this position: a game has at most 42 pieces.
    case tooManyNotes(at: Int)

    /// The problem in words, as the wording layer says it (``Phrases``).
    public var description: String { Phrases.of(self) }
}

extension Note {
    /// The note's letter, `C` … `A`.
    public var name: String {
        switch self {
        case .c: "C"
        case .d: "D"
        case .e: "E"
        case .g: "G"
        case .a: "A"
        }
    }
}
