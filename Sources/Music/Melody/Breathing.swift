/// Time that breathes: where each note of a played-back melody falls around its beat, so that a replay,
/// a demo and a render phrase in time as a player would, rather than tick like a metronome.
///
/// A melody is heard in phrases (``phraseEnds(of:)``); within one, the time moves on a little towards
/// the phrase's end (each note a little earlier than the one before, relative to its beat), broadens
/// into the phrase's last note (``cadence``: it comes late), and the next phrase starts after a breath
/// (``breath``: its first note later still). The offsets are fractions of the interval, so a replay at
/// any speed and a render at any interval breathe alike; no gap between two notes differs from the
/// interval by more than ``largestChange`` (12 %, inside the ±15 % a listener still hears as the pulse),
/// and every note stays within ``breath`` of its beat, so the game never drifts from its clock. The
/// first note is on its beat; the ending comes one interval after the last note as it fell. Under
/// ``fullFrom`` (0.3 s) a listener hears a run of notes rather than a pulse to bend, so the breathing
/// fades (``depth(interval:)``) and is gone at ``noneBelow`` (0.1 s): a fast render keeps its exact grid.
/// The live game keeps its players' own pace: this is only for melodies played back.
///
/// ```swift
/// Breathing.offsets(of: notes)   // [0, -0.01, …, 0.08, 0.10, …]: note k at (k + offset) × interval
/// ```
public enum Breathing {
    /// How late a phrase's last note comes (in intervals): the phrase broadens into it.
    public static let cadence = 0.08
    /// How late the first note of a phrase after the first comes: a breath after the cadence.
    public static let breath = 0.10
    /// Where the note before a phrase's last comes (in intervals; early): the phrase has moved on.
    public static let press = -0.02
    /// The largest change of a gap between two notes, as a fraction of the interval.
    public static let largestChange = 0.12
    /// The interval (s) from which time breathes fully.
    public static let fullFrom = 0.3
    /// The interval (s) under which it does not breathe.
    public static let noneBelow = 0.1

    /// How much of the breathing a melody played `interval` seconds a note gets: 0 under ``noneBelow``,
    /// rising evenly to 1 at ``fullFrom``.
    public static func depth(interval: Double) -> Double {
        min(1, max(0, (interval - noneBelow) / (fullFrom - noneBelow)))
    }

    /// ``offsets(of:)`` at `interval` seconds a note: scaled by ``depth(interval:)``.
    public static func offsets(of notes: [Note], interval: Double) -> [Double] {
        let depth = depth(interval: interval)
        return offsets(of: notes).map { $0 * depth }
    }

    /// For each note, whether it ends a phrase as a listener hears it: a low point reached by falling
    /// (the next note higher, or none) once the phrase has four notes, or the phrase's eighth note, or
    /// the melody's last. The phrased composer (``Composer``) ends its phrases by falling onto C, which
    /// this hears; a melody of any composer, old stored ones included, is heard the same way.
    public static func phraseEnds(of notes: [Note]) -> [Bool] {
        var ends = [Bool](repeating: false, count: notes.count)
        var length = 0
        for index in notes.indices {
            length += 1
            let fell = index > 0 && notes[index].rawValue < notes[index - 1].rawValue
            let low = index + 1 == notes.count || notes[index + 1].rawValue > notes[index].rawValue
            if (length >= 4 && fell && low) || length == 8 || index + 1 == notes.count {
                ends[index] = true
                length = 0
            }
        }
        return ends
    }

    /// Where each note falls after its beat, in intervals (negative: before it), and last where the
    /// ending falls: `notes.count + 1` values, the first 0.
    public static func offsets(of notes: [Note]) -> [Double] {
        guard !notes.isEmpty else { return [0] }
        var offsets: [Double] = []
        var start = 0
        for (index, isEnd) in phraseEnds(of: notes).enumerated() where isEnd {
            offsets += phrase(length: index - start + 1, first: start == 0)
            start = index + 1
        }
        return offsets + [offsets[offsets.count - 1]]
    }

    /// The offsets of one phrase of `length` notes: from the breath (0 for the melody's first phrase,
    /// whose first note is on its beat) evenly down to ``press`` at the note before the last, then
    /// ``cadence`` for the last.
    static func phrase(length: Int, first: Bool) -> [Double] {
        let opening = first ? 0 : breath
        guard length > 1 else { return [first ? 0 : cadence] }
        let moving = length - 1   // the notes before the cadence
        let lead = (0..<moving).map { position in
            let along = moving == 1 ? 0 : Double(position) / Double(moving - 1)
            return opening * (1 - along) + press * along
        }
        return lead + [cadence]
    }
}
