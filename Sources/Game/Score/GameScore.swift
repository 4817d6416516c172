import Music

/// How a game and its melody become cues for the ``Mixer``: the timing, placement, dynamics and
/// variants of every piece's note and of the ending.
///
/// - Timing: note k (0-based) starts on its beat, frame round((k + b(k)) × interval × sampleRate) where
///   b(k) is its breathing (``Breathing``: the phrase moving on, broadening into its last note, a breath
///   before the next; none at fast intervals), plus its phrasing delay (``Phrasing/Stroke/delay``) as round(delay × sampleRate);
///   the ending starts one interval after the last note's beat, plus the decisive piece's delay when the
///   last piece had one.
/// - Length of the mix: the start of the ending plus the ending's length; a melody without ending
///   lasts until its last note has faded (the start of the last note plus the note's length).
/// - Dynamics, placement and variants: piece by piece, by ``PieceNotes`` (the rule the live game
///   shares): levels that follow the tension of the board (``Phrasing``), the opening C stated, the
///   deciding piece accented and a breath late; each note where its
///   piece fell, column 1 at pan −0.75 (left) through column 7 at +0.75 (right), so a listener hears the
///   board (both players' notes at their column's place; the second player's an octave lower); each note's
///   variant from the moves so far and the sound's previous variant. The ending is centred and plays variant 0.
/// - Overlap: at an interval under 1 s every note's gain is scaled by ``OverlapLevel/gain(interval:pieces:)``,
///   so that notes piling up do not make a fast game louder, and the ending's by
///   ``OverlapLevel/endingGain(interval:pieces:)`` (half as much, in decibels).
public enum GameScore {
    /// The pan of a column: −0.75 for the leftmost (0) to +0.75 for the rightmost (6).
    public static func pan(column: Int) -> Double {
        (Double(column) - 3) / 3 * 0.75
    }

    /// The frames of a phrasing delay: round(delay × sampleRate).
    public static func delayFrames(_ delay: Double, sampleRate: Int) -> Int {
        Int((delay * Double(sampleRate)).rounded())
    }

    /// The frame of beat `index` (the ending's for the melody's note count) at `interval` seconds a beat,
    /// `breathing` being ``Breathing/offsets(of:interval:)`` of the melody's notes.
    public static func beatFrame(_ index: Int, breathing: [Double], interval: Double, sampleRate: Int) -> Int {
        Int(((Double(index) + breathing[index]) * interval * Double(sampleRate)).rounded())
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
        let breathing = Breathing.offsets(of: melody.notes, interval: interval)
        func frame(_ beat: Int) -> Int { beatFrame(beat, breathing: breathing, interval: interval, sampleRate: sampleRate) }
        var cues: [Cue] = []
        var pieces = PieceNotes()
        var lastDelay = 0
        let overlap = OverlapLevel.gain(interval: interval, pieces: melody.notes.count)
        for (index, note) in melody.notes.enumerated() {
            let wins = game.outcome.winner != nil && index == game.moves.count - 1
            var (cue, stroke) = pieces.next(note, column: game.moves[index], wins: wins)
            lastDelay = delayFrames(stroke.delay, sampleRate: sampleRate)
            cue.frame = frame(index) + lastDelay
            cue.gain *= overlap
            cues.append(cue)
        }
        if let ending = melody.ending {
            cues.append(Cue(sound: .theme(Theme(ending)), frame: frame(melody.notes.count) + lastDelay, pan: 0,
                            gain: OverlapLevel.endingGain(interval: interval, pieces: melody.notes.count)))
        }
        return cues
    }
}
