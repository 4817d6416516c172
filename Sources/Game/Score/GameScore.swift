import Music

/// How a game and its melody become cues for the ``Mixer``: the timing, placement and dynamics of
/// every piece's note and of the ending.
///
/// - Timing: note k (0-based) starts at k × interval; the ending starts one interval after the last
///   note, at n × interval for n notes. Frames are `round(seconds × sampleRate)`.
/// - Length of the mix: the start of the ending plus the ending's length; a melody without ending
///   lasts until its last note has faded (the start of the last note plus the note's length).
/// - Placement: each note sits where its piece fell, column 1 at pan −0.75 (left) through column 7
///   at +0.75 (right), so a listener hears the board; the ending is centred.
/// - Dynamics: the first player's pieces fall on the downbeats (medium) and the second's on the upbeats
///   (soft), which turns the alternation of turns into a gentle two-beat metre; the winning piece is
///   accented.
/// - Variants: the k-th time a note sounds at a dynamic in the game (counting from 0) it plays variant
///   (k + offset) mod ``NoteVariant/count``, the offset drawn from the game's moves and the sound
///   (FNV-1a), so a game always sounds the same, different games differ, and the same note at the same
///   dynamic never sounds twice in a row as the same variant. Endings play variant 0.
public enum GameScore {
    /// The variant offset of `sound` in a game of `moves`: FNV-1a of the moves and the sound's name.
    static func variantOffset(moves: [Int], sound: Sound) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in moves.map({ UInt8($0) }) + Array(sound.fileStem.utf8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return Int(hash % UInt64(NoteVariant.count))
    }

    /// The pan of a column: −0.75 for the leftmost (0) to +0.75 for the rightmost (6).
    public static func pan(column: Int) -> Double {
        (Double(column) - 3) / 3 * 0.75
    }

    /// The cues of `game` played with `melody`.
    ///
    /// - Parameters:
    ///   - game: the game; its move count must equal the melody's note count.
    ///   - melody: the notes (and ending) to play.
    ///   - interval: seconds between pieces (positive).
    ///   - sampleRate: frames per second of the mix.
    /// - Precondition: `melody` fits `game` (check it with ``GameMusic/check(_:against:humans:)``).
    public static func cues(for game: Game, melody: MusicString, interval: Double, sampleRate: Int) -> [Cue] {
        precondition(melody.notes.count == game.moves.count, "one note per piece")
        precondition(interval > 0)
        func frame(_ beat: Int) -> Int { Int((Double(beat) * interval * Double(sampleRate)).rounded()) }
        var cues: [Cue] = []
        var occurrences: [Sound: Int] = [:]
        for (index, note) in melody.notes.enumerated() {
            let isWinningPiece = game.outcome.winner != nil && index == game.moves.count - 1
            let dynamic: Dynamic = isWinningPiece ? .accent : index.isMultiple(of: 2) ? .medium : .soft
            let sound = Sound.note(note, dynamic)
            let k = occurrences[sound, default: 0]
            occurrences[sound] = k + 1
            let variant = (k + variantOffset(moves: game.moves, sound: sound)) % NoteVariant.count
            cues.append(Cue(sound: sound, frame: frame(index), pan: pan(column: game.moves[index]), variant: variant))
        }
        if let ending = melody.ending {
            cues.append(Cue(sound: .theme(Theme(ending)), frame: frame(melody.notes.count), pan: 0))
        }
        return cues
    }
}
