import Music

/// How each piece's note sounds, decided piece by piece from what is known when it sounds: the one
/// rule that `render` (``GameScore/cues(for:melody:interval:sampleRate:)``) and the live game share,
/// so a game played live sounds as its render.
///
/// - Dynamic: the first player's pieces (even move indices) medium, the second's soft; the piece
///   that wins the game accented.
/// - Placement: where the piece fell (``GameScore/pan(column:)``).
/// - Variant: the variant of piece k's note depends only on the columns of pieces 0…k, its sound, and
///   the variant that sound played last in the game. With h the 64-bit FNV-1a hash of the columns
///   0…k (one byte each, 0-based) followed by the sound's file stem (UTF-8), and c = ``NoteVariant/count``:
///   the first time a sound plays it is variant h mod c, every later time
///   (previous + 1 + h mod (c − 1)) mod c. So a game always sounds the same; two games sound the same
///   only as long as their moves agree (every later hash differs); and the same note at the same
///   dynamic never plays the same variant twice in a row.
public struct PieceNotes: Hashable, Sendable {
    /// The pieces decided so far.
    public private(set) var count = 0
    private var columnsHash = Self.fnvOffset
    private var lastVariant: [Sound: Int] = [:]

    static let fnvOffset: UInt64 = 0xCBF2_9CE4_8422_2325
    static let fnvPrime: UInt64 = 0x100_0000_01B3

    /// No piece yet: the start of a game.
    public init() {}

    /// The cue (at frame 0) of the next piece, dropped in `column`, playing `note`.
    ///
    /// - Parameters:
    ///   - note: the piece's note of the melody.
    ///   - column: 0 (left) … 6, where the piece fell.
    ///   - wins: whether this piece wins the game (it is then accented).
    /// - Complexity: O(1).
    public mutating func next(_ note: Note, column: Int, wins: Bool) -> Cue {
        let dynamic: Dynamic = wins ? .accent : count.isMultiple(of: 2) ? .medium : .soft
        let sound = Sound.note(note, dynamic)
        columnsHash = (columnsHash ^ UInt64(UInt8(truncatingIfNeeded: column))) &* Self.fnvPrime
        var hash = columnsHash
        for byte in sound.fileStem.utf8 { hash = (hash ^ UInt64(byte)) &* Self.fnvPrime }
        let variant = if let previous = lastVariant[sound] {
            (previous + 1 + Int(hash % UInt64(NoteVariant.count - 1))) % NoteVariant.count
        } else {
            Int(hash % UInt64(NoteVariant.count))
        }
        lastVariant[sound] = variant
        count += 1
        return Cue(sound: sound, frame: 0, pan: GameScore.pan(column: column), variant: variant)
    }

    /// The cue (at frame 0) of the last piece of `game`, as the whole game's render plays it: what the
    /// live game plays when that piece drops.
    ///
    /// - Parameters:
    ///   - game: the game up to and including the piece (at least one piece).
    ///   - notes: the melody's notes, at least one per piece of `game` (later ones are ignored).
    /// - Complexity: O(n) in the number of pieces.
    public static func lastCue(of game: Game, notes: [Note]) -> Cue {
        precondition(!game.moves.isEmpty && notes.count >= game.moves.count, "one note per piece")
        var pieces = PieceNotes()
        for index in 0..<game.moves.count - 1 {
            _ = pieces.next(notes[index], column: game.moves[index], wins: false)
        }
        return pieces.next(notes[game.moves.count - 1], column: game.moves.last!, wins: game.outcome.winner != nil)
    }
}
