import Game
import Music

/// Time in the game flow: how long since the flow's clock started.
///
/// The flow never reads a clock; the caller passes the time with every event, so tests run at any
/// speed and the same inputs always give the same screens and sounds.
public typealias FlowTime = Duration

/// The pace and habits of a game flow.
public struct FlowSettings: Hashable, Sendable {
    /// Time from one piece's drop (and note) to the next piece's, at least: the bot replies one
    /// interval after the person, and the ending plays one interval after the last note.
    public var interval: FlowTime = .seconds(1)
    /// How long a falling disc takes to pass one row (GNOME Four-in-a-row takes 20 ms).
    public var rowFall: FlowTime = .milliseconds(25)
    /// How long one on or off phase of the turn flash lasts.
    public var flashPhase: FlowTime = .milliseconds(150)
    /// How many times the mover's colour flashes when their turn comes.
    public var turnFlashes = 2
    /// How many times the winner's colour flashes at the end.
    public var winFlashes = 6
    /// How long the Current tune lasts (a resumed game's turn flash comes after it).
    public var currentTuneLength: FlowTime = .zero
    /// Who moves first in each new game.
    public var firstMover: FirstMover = .me
    /// Whether the game is heard (the session says; `m` and the options panel change it).
    public var sound: SoundState = .on
    /// Whether the board is described in sound (``BoardCue``): the column under a moved cursor, the fours
    /// that become playable. Off unless the session turns it on (`--cues`, on by default there).
    public var cues = false
    /// The instrument heard, as the options panel shows it.
    public var instrument: Instrument = .standard
    /// How each game's melody is composed (`--composer`): in phrases, or drawn uniformly as before.
    public var composer: Composer.Style = .phrased
    /// The bot's level the options panel offers when the opponent is a person now.
    public var level: BotLevel = .hard
    /// The name a second person gets when the options panel makes the opponent a person.
    public var secondPersonName = Seat.numberedPersonName(2)

    /// The defaults: one-second cadence, 25 ms a row, the person first.
    public init() {}
}
