import Music

/// How each piece's note sounds, decided piece by piece from what is known when it sounds: the one
/// rule that `render` (``GameScore/cues(for:melody:interval:sampleRate:)``) and the live game share,
/// so a game played live sounds as its render.
///
/// - Dynamic, level and timing: by ``Phrasing`` from the game's tension after the piece (below), the
///   piece's number and player, whether it decides the game (wins it, or fills the board), and life bits
///   from the moves so far (the hash below, mixed once more).
/// - Tension: the threats on the board after the piece. With t the cells that would complete a four for
///   either player (at most 6 counted) and p those of them that can be played at once (at most 2),
///   raw = min(1, 0.12 t + 0.25 p + 0.2 × pieces / 42). The tension rises halfway to a higher raw value at
///   once and relaxes a quarter of the way to a lower one each piece, so a threat colours the moves after it;
///   a piece plays at the mean of the tension before and after it, so a threat and its answer sound alike.
/// - Placement: where the piece fell (``GameScore/pan(column:)``), the same for both players, so a
///   listener can tell the column by ear whoever played it.
/// - Register: the first player's notes as the bank holds them (C4 … A4), the second player's an octave
///   lower (C3 … A3: ``NoteVariant/lowered(_:)`` of the variant below), so the players are told apart by
///   pitch, not by place.
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
    private var position = Position()
    /// The tension after the last piece (0…1).
    public private(set) var tension = 0.0

    static let fnvOffset: UInt64 = 0xCBF2_9CE4_8422_2325
    static let fnvPrime: UInt64 = 0x100_0000_01B3

    /// No piece yet: the start of a game.
    public init() {}

    /// The cue (at frame 0) of the next piece, dropped in `column`, playing `note`, and its stroke (its
    /// delay after the beat in ``Phrasing/Stroke/delay``).
    ///
    /// - Parameters:
    ///   - note: the piece's note of the melody.
    ///   - column: 0 (left) … 6, where the piece fell (a legal move after the pieces so far).
    ///   - wins: whether this piece wins the game.
    /// - Complexity: O(1).
    public mutating func next(_ note: Note, column: Int, wins: Bool) -> (cue: Cue, stroke: Phrasing.Stroke) {
        columnsHash = (columnsHash ^ UInt64(UInt8(truncatingIfNeeded: column))) &* Self.fnvPrime
        if position.canPlay(column) { position.play(column) }
        // The mean of the tension before and after the piece: a threat and its answer share their level.
        let before = tension
        let shared = (before + updateTension()) / 2
        let stroke = Phrasing.stroke(at: .init(index: count, tension: shared, isDecisive: wins || count + 1 == Position.cellCount,
                                                isSecondPlayer: !count.isMultiple(of: 2), life: Self.mix(columnsHash)))
        let sound = Sound.note(note, stroke.dynamic)
        var hash = columnsHash
        for byte in sound.fileStem.utf8 { hash = (hash ^ UInt64(byte)) &* Self.fnvPrime }
        let variant = if let previous = lastVariant[sound] {
            (previous + 1 + Int(hash % UInt64(NoteVariant.count - 1))) % NoteVariant.count
        } else {
            Int(hash % UInt64(NoteVariant.count))
        }
        lastVariant[sound] = variant
        // The shape follows the moves alone; the second player plays it an octave lower.
        let played = count.isMultiple(of: 2) ? variant : NoteVariant.lowered(variant)
        count += 1
        return (Cue(sound: sound, frame: 0, pan: GameScore.pan(column: column), variant: played, gain: stroke.gain), stroke)
    }

    /// Updates ``tension`` from the position after the piece just played, and returns it.
    private mutating func updateTension() -> Double {
        let mover = position.current ^ position.mask
        let threats = Position.openLines(of: mover, mask: position.mask) | Position.openLines(of: position.current, mask: position.mask)
        let open = min(6, threats.nonzeroBitCount), playable = min(2, (threats & position.possible).nonzeroBitCount)
        let raw = min(1, 0.12 * Double(open) + 0.25 * Double(playable) + 0.2 * Double(count + 1) / Double(Position.cellCount))
        tension += (raw - tension) * (raw > tension ? 0.5 : 0.25)
        return tension
    }

    /// SplitMix64's finalizer: life bits that do not repeat the variant's hash.
    private static func mix(_ x: UInt64) -> UInt64 {
        var z = x &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
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
        return pieces.next(notes[game.moves.count - 1], column: game.moves.last!, wins: game.outcome.winner != nil).cue
    }
}
