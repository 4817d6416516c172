import RealModule

/// How a piece's note is played within the game's phrase: its dynamic, its level and where it falls in
/// its beat, from plain facts about the moment (the game layer measures them; Music knows no game).
///
/// - Level follows the game's tension, not whose turn it is: from ``calmLevel`` (−5.5 dB re the medium
///   stroke) at rest up to ``tenseLevel`` (+1.5 dB) when threats stand on the board, as the medium stroke's
///   gain (the soft stroke's loudness differs from bank to bank, so it is not used for levels). The two
///   players share it; the second player sits ``secondPlayerOffset`` (0.5 dB) lower. Where a note sounds
///   is its column's place alone, for both players; the players differ in register (the game layer plays
///   the second player's notes an octave lower, ``NoteVariant/lowered(_:)``), not in place or metre.
/// - The opening note (the C) is stated at ``openingLevel`` (−2 dB): clearly, before the game settles.
/// - The decisive piece (the winning one, or the last of a draw) is struck with the accent, 0.5 dB up
///   (``decisiveBoost``), and arrives a breath late (``decisiveDelay``, 60 ms). The ending after it is the
///   climax: the mix raises it above the deciding piece (``RaisedEnding``).
/// - Life: each note but the first gets up to ±``levelLife`` dB and up to ``timingLife`` (20 ms) of delay
///   from its `life` bits (a hash of the moves so far), so the same game always plays the same way. The
///   delays are in seconds, whatever the interval, so a replay at any speed places them as `render` does.
public enum Phrasing {
    /// Level (dB re the medium dynamic) of a note when nothing threatens.
    public static let calmLevel = -5.5
    /// Level of a note at the highest tension.
    public static let tenseLevel = 1.5
    /// Level of the opening note: above every calm note, under the tensest. (It was 0 dB, which with the
    /// accented deciding piece, also the first player's, set the players' medians 3.4–3.9 LU apart in
    /// 7-piece games.)
    public static let openingLevel = -2.0
    /// How much lower the second player's notes sit (dB).
    public static let secondPlayerOffset = 0.5
    /// The largest random level change (dB, either way).
    public static let levelLife = 0.5
    /// The largest random delay (s).
    public static let timingLife = 0.02
    /// The decisive piece's extra delay (s).
    public static let decisiveDelay = 0.06

    /// What is known about a piece when it sounds.
    public struct Moment: Hashable, Sendable {
        /// 0 for the first piece.
        public var index: Int
        /// 0 (calm) … 1 (tense): see ``Tension``.
        public var tension: Double
        /// Whether this piece decides the game (wins it, or fills the board).
        public var isDecisive: Bool
        /// Whether the second player dropped it.
        public var isSecondPlayer: Bool
        /// Random bits for the note's life (the same for the same game).
        public var life: UInt64

        /// A moment; see the properties.
        public init(index: Int, tension: Double, isDecisive: Bool, isSecondPlayer: Bool, life: UInt64) {
            self.index = index
            self.tension = tension
            self.isDecisive = isDecisive
            self.isSecondPlayer = isSecondPlayer
            self.life = life
        }
    }

    /// How a piece is played.
    public struct Stroke: Hashable, Sendable {
        /// Which of the bank's strokes sounds.
        public var dynamic: Dynamic
        /// The cue's gain (linear).
        public var gain: Double
        /// The level in dB re the medium stroke at gain 1 (for the MIDI velocity).
        public var level: Double
        /// Seconds after the beat (0 ≤ delay < 0.08).
        public var delay: Double
    }

    /// The stroke of the piece at `moment`.
    public static func stroke(at moment: Moment) -> Stroke {
        // Two independent uniform numbers in [0, 1) from the life bits.
        let a = Double(moment.life >> 40 & 0xFFFFFF) / 16_777_216, b = Double(moment.life >> 8 & 0xFFFFFF) / 16_777_216
        let life = (2 * a - 1) * levelLife
        if moment.isDecisive {
            return Stroke(dynamic: .accent, gain: decibelsToGain(decisiveBoost), level: accentLevel + decisiveBoost, delay: decisiveDelay + b * timingLife)
        }
        let tension = min(1, max(0, moment.tension))
        var level = moment.index == 0 ? openingLevel : calmLevel + (tenseLevel - calmLevel) * tension + life
        if moment.isSecondPlayer { level -= secondPlayerOffset }
        return Stroke(dynamic: .medium, gain: decibelsToGain(level), level: level, delay: moment.index == 0 ? 0 : b * timingLife)
    }

    /// The decisive piece's gain over the accent stroke (dB). It was 2 dB, which put the winning click above
    /// the ending (3–8 LU at its loudest) and its peak 2 dB into the limiter's knee; at 0.5 dB its peak is
    /// −1 dBFS before the limiter, the game's range stays over 8 LU, and the ending, raised above it
    /// (``RaisedEnding``), is what lands.
    public static let decisiveBoost = 0.5

    /// The accent stroke's loudness relative to the medium one (dB), for its MIDI velocity.
    public static let accentLevel = 4.0

    /// The MIDI velocity of a note `level` dB from the medium stroke: 90 at 0 dB, 40 dB per factor of
    /// ten in velocity (how General MIDI players scale loudness), within 1…127.
    public static func velocity(level: Double) -> Int {
        min(127, max(1, Int((90 * decibelsToGain(level / 2)).rounded())))
    }

    /// 10^(dB / 20).
    static func decibelsToGain(_ decibels: Double) -> Double { Double.pow(10, decibels / 20) }
}
