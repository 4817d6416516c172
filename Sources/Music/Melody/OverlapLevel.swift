import RealModule

/// How much softer a game's notes play when its pieces come faster than their notes die away, so that a
/// game at a fast interval is not louder than the same game at an ordinary one.
///
/// A note rings for two to three seconds, so at an interval of 1 s two or three notes sound at once, and
/// at 0.05 s some forty: their powers add up (the notes are different sounds, so they sum as power, not as
/// amplitude), and before this rule a render at 0.05 s measured about 10 LU above one at 1 s and hit the
/// limiter on every note. The loudness of the sum grows by about 7.5 LU for each tenfold shorter interval
/// (less than the 10 LU of a steady sum: a note is loudest at its start, and the faster game is shorter), so
/// each note plays at
///
///     gain = √(min(1, max((interval / reference)^0.75, 1 / pieces)))
///
/// — 7.5 dB softer for each tenfold up to ``reference``, and at most all `pieces` notes at once (then
/// each plays at 1 / √pieces, the sum of them as loud as one). At ``reference`` (1 s, the default interval
/// of `render` and `replay`) and slower the notes play as they are; slower games are a little quieter
/// only because their notes overlap less (the interval 2 s about 1.5 LU under 1 s), and the rule does not
/// make them louder.
///
/// Only a score played at a known interval uses it (a render, a replay, the demo); the live game plays at
/// the players' own pace and keeps every note's own level.
///
/// The ending is not a note among notes: it plays after them, and it must land above them. But at a fast
/// interval it is most of what is heard (at 0.05 s a 36-piece game's notes last 1.8 s, its ending 5 s),
/// so at its own level a finished game at 0.05 s measured 4.3 LU louder than at 2 s. It follows the notes
/// half way (``endingGain(interval:pieces:)``, the square root of theirs): still above them by more than at
/// an ordinary interval, and the whole game no louder.
public enum OverlapLevel {
    /// The interval (s) from which on a game's notes play at their own level.
    public static let reference = 1.0
    /// How the notes' power follows the interval: 0.75, i.e. 7.5 dB for each tenfold (measured: a rendered
    /// game's notes gain 9.4 LU from 1 s to 0.05 s without the rule).
    public static let exponent = 0.75

    /// The gain (linear, 0 < gain ≤ 1) of every note of a game of `pieces` pieces played every `interval`
    /// seconds.
    ///
    /// - Parameters:
    ///   - interval: seconds between pieces (positive).
    ///   - pieces: the number of notes (at least 1).
    public static func gain(interval: Double, pieces: Int) -> Double {
        let share = min(1, max(Double.pow(interval / reference, exponent), 1 / Double(max(1, pieces))))
        return share.squareRoot()
    }

    /// The gain (linear, 0 < gain ≤ 1) of the ending of a game of `pieces` pieces played every `interval`
    /// seconds: the square root of its notes' (``gain(interval:pieces:)``), so 1 from ``reference`` on.
    public static func endingGain(interval: Double, pieces: Int) -> Double {
        gain(interval: interval, pieces: pieces).squareRoot()
    }
}
