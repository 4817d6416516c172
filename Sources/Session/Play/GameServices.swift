import Game
import GameFlow
import SessionFacts

/// Where the game's effects go besides the screen: the store and the sound. Each is optional,
/// so the flow runs without them (no store: nothing is kept; no sound: silence).
public struct GameServices {
    /// Keeps the current game and files finished ones.
    public var keeper: (any GameKeeper)?
    /// Plays notes and themes.
    public var sound: (any GameSound)?
    /// Stores the options panel's choices as settings (nil: they last for the session only).
    public var remember: ((GameChoices) throws -> Void)?

    /// The services of a game: `keeper` nil keeps nothing, `sound` nil plays nothing.
    public init(keeper: (any GameKeeper)?, sound: (any GameSound)?) {
        self.keeper = keeper
        self.sound = sound
    }
}

extension GameServices {
    /// Carries out `effect` when it is the sound's or the store's; the one place those effects are
    /// dispatched, for the full-screen game and scripted play alike.
    ///
    /// - Returns: false for the effects the session handles itself (the bot's move, hints, quitting).
    /// - Throws: what the keeper throws.
    public mutating func perform(_ effect: FlowEffect, in record: FlowRecord) throws -> Bool {
        switch effect {
        case .playNote, .playBoardCue, .playEnding, .playCurrentTune, .stopSound, .setMuted, .changeInstrument:
            sound?.perform(effect, in: record)
        case .save(let saved): try keeper?.save(saved)
        case .finish(let finished): try keeper?.finish(finished)
        case .reopen(let reopened): try keeper?.reopen(reopened)
        case .remember(let choices): try remember?(choices)
        case .abandon: try keeper?.abandon()
        case .setAside: try keeper?.setAside()
        case .requestBotMove, .requestHints, .requestReview, .quit: return false
        }
        return true
    }
}

/// The store, as the game uses it.
public protocol GameKeeper {
    /// Keeps `record` as the current game (after every move and undo).
    mutating func save(_ record: FlowRecord) throws
    /// Files `record` as finished and updates the players' results.
    mutating func finish(_ record: FlowRecord) throws
    /// Makes the finished game unfinished again, its results taken back (an undo after the end);
    /// `record` is the game after the undo (saved next by a save or dropped by an abandon).
    mutating func reopen(_ record: FlowRecord) throws
    /// Drops the current game (a new game was started over it).
    mutating func abandon() throws
    /// Leaves the game stored and unfinished, for a new one (it can be resumed).
    mutating func setAside() throws
    /// The session's games that are stored and unfinished now (set aside, or the one in play), oldest first.
    var keptGameIDs: [Int64] { get }
    /// The ID of the game the session finished last, once stored; nil before, or after an undo reopened it.
    var finishedGameID: Int64? { get }
    /// What the screen says while saving waits (a busy database); nil when everything is saved.
    var notice: SessionNotice? { get }
    /// Saves what waits, trying for up to `seconds`; returns a note saying where what waits is kept, nil
    /// when everything is saved.
    mutating func flush(waiting seconds: Double) -> SessionNotice?
}

/// The live sound, as the game uses it.
public protocol GameSound {
    /// Carries out a sound effect (``FlowEffect/playNote(_:column:)``, ``FlowEffect/playEnding(_:)``,
    /// ``FlowEffect/playCurrentTune``, ``FlowEffect/stopSound``) of the game as it stands after the
    /// effect's event (`record`: its moves and melody); other effects are ignored.
    func perform(_ effect: FlowEffect, in record: FlowRecord)
    /// Waits until everything played so far has been heard to its end, at most `timeout` seconds (so
    /// that a spoken line does not talk over the ending).
    func waitUntilSilent(timeout: Double)
}

extension GameSound {
    public func waitUntilSilent(timeout: Double) {}
}
