import Game
import Music

/// A request for the bot's move, answered by ``FlowEvent/botMove(id:column:)`` with the same `id`.
public struct BotRequest: Hashable, Sendable {
    /// Names the request; answers to an older one are ignored.
    public var id: Int
    /// The game so far; the bot plays its ``Game/position``.
    public var game: Game
    /// How well the bot plays.
    public var level: BotLevel
    /// A seed for the bot's choices, drawn from the flow's generator, so a seeded flow replays.
    public var seed: UInt64
}

/// A request for hints on every column of `game`, answered column by column with
/// ``FlowEvent/hint(id:column:_:)`` events carrying the same `id`.
public struct HintRequest: Hashable, Sendable {
    /// Names the request; answers to an older one are ignored.
    public var id: Int
    /// The position to analyse, the person to move.
    public var game: Game
}

/// A request to review a finished game move by move with the perfect solver; each move's review
/// arrives as a ``FlowEvent/reviewed(id:_:)``, in order.
public struct ReviewRequest: Hashable, Sendable {
    /// Names the request; answers to an older one are ignored.
    public var id: Int
    /// The game to review.
    public var game: Game
}

/// The state of a game the store keeps: enough to resume it or to file it as finished.
public struct FlowRecord: Hashable, Sendable {
    /// The moves so far.
    public var game: Game
    /// Its melody: one note per piece, the ending once it is over.
    public var music: MusicString
    /// Who played which side.
    public var seats: Seats
    /// Whether a person to move had the hints shown at some point of the game (counted apart in `stats`).
    public var hinted: Bool

    /// A record from its parts.
    public init(game: Game, music: MusicString, seats: Seats, hinted: Bool = false) {
        self.game = game
        self.music = music
        self.seats = seats
        self.hinted = hinted
    }
}

/// Something the game asks of the world: a sound, a save, the bot's move, the end of the program.
///
/// ``GameFlow/handle(_:at:)`` returns these in the order they are to happen, at the time of the
/// event; the caller carries them out at once.
public enum FlowEffect: Hashable, Sendable {
    /// Play `note` for the piece just dropped in `column` (0-based; the column sets the pan).
    case playNote(Note, column: Int)
    /// Play a finished game's ending theme.
    case playEnding(Ending)
    /// Play the Current tune that opens a resumed game (played, never stored).
    case playCurrentTune
    /// Play a cue that describes the board (``BoardCue``): the column under the cursor, or the fours that
    /// have just become playable; only with ``FlowSettings/cues`` on.
    case playBoardCue(BoardCue)
    /// Silence whatever still sounds (a new game, a quit, an undo).
    case stopSound
    /// Store the game as the current one (after every move and undo).
    case save(FlowRecord)
    /// Store the game as finished and update the players' results.
    case finish(FlowRecord)
    /// Store a finished game as unfinished again, its results taken back (an undo after the end);
    /// the record is the game after the undo.
    case reopen(FlowRecord)
    /// Delete the session's stored game: it was taken back to its first move, so nothing is left of it.
    case abandon
    /// Leave the session's unfinished game stored, to be resumed, and store the next game as a new one
    /// (a new game started over an unfinished one).
    case setAside
    /// Silence the notes (true) or let them be heard again (false); the timing is unchanged.
    case setMuted(Bool)
    /// Play the notes on `instrument` from now on.
    case changeInstrument(Instrument)
    /// Remember the panel's choices as the stored settings.
    case remember(GameChoices)
    /// Work out the bot's move.
    case requestBotMove(BotRequest)
    /// Work out the hints, column by column.
    case requestHints(HintRequest)
    /// Review the finished game; the moves' reviews come back as ``FlowEvent/reviewed(id:_:)``.
    case requestReview(ReviewRequest)
    /// Leave the program (the game is already saved).
    case quit
}
