import Game
import History
import Music

/// What a session tells a person besides its errors (that sound is off, that saving waits, which games
/// stay kept), as facts the wording layer says (``Music/Phrases``).
public enum SessionNotice: Sendable, CustomStringConvertible {
    /// The run was started muted: no device was opened.
    case mutedForTheRun
    /// No sound device opened; the device's problem in words when there was one.
    case noSoundDevice(problem: String?)
    /// A save found the database busy: the moves wait in the journal beside it meanwhile.
    case savingWaits(BusyHolder)
    /// The session ends with the database still busy: its moves wait in the journal file `journal`.
    case movesWaitBeside(journal: String)
    /// Scripted play read no move at all.
    case noMovesOnInput
    /// `--speak` (or the setting) in scripted play, which is text only.
    case noSpeechInScriptedPlay
    /// The session's games left unfinished on leaving, oldest first.
    case keptUnfinished([GameID])
    /// The newest unfinished game (of `count` kept), offered before a new game starts.
    case unfinishedGame(StoredGame, count: Int)
    /// The keys of that offer.
    case offerKeys(GameID)
    /// The lines of that offer in the screen-reader mode (a line typed, not a key).
    case offerLines(GameID)
    /// A line the offer does not take.
    case offerNotUnderstood(String)
    /// Scripted play started a new game while that game (of `count` kept) stays kept.
    case newGameBesideKept(StoredGame, count: Int)

    /// The notice in words (``Music/Phrases``).
    public var description: String { Phrases.of(self) }
}

/// A line of scripted play or of a replay without the full screen: what happened, in order.
public enum SessionLine: Sendable, CustomStringConvertible {
    /// Pieces dropped since the last line: who (the seat's name) played which column (1…7).
    case played([Played])
    /// The moves a game starts with, before any is played now (a resumed game, `play --from`).
    case soFar([Played])
    /// The hint of every column, 1 to 7.
    case hints([Hint])
    /// `h` after the end: no hints.
    case hintsAfterTheEnd
    /// The finished game's music string.
    case music(MusicString)
    /// A replay's move `number` (1-based) sounding: the mover's colour, the column (1…7) and row (1…6, from
    /// the bottom) it landed in, the note.
    case replayMove(number: Int, colour: PieceColour, column: Int, row: Int, note: Note)
    /// A replay's result: the game's outcome (the winner's colour), its moves and its ending.
    case replayResult(winner: PieceColour?, over: Bool, moves: Int, ending: Ending?)
    /// A demo game's first line: its number and its players.
    case demoHeading(number: Int, first: Seat, second: Seat)
    /// How to play a demo's game again: its moves and music.
    case replayAgain(moves: String, music: MusicString)
    /// A render written: the file, its length in seconds, channels, sample rate and the game's music.
    case rendered(path: String, seconds: Double, channels: Int, sampleRate: Int, music: MusicString)
    /// A Standard MIDI File written: the file, its notes, the ending and the music.
    case renderedMIDI(path: String, notes: Int, ending: Ending?, music: MusicString)

    /// One dropped piece: who and where.
    public struct Played: Sendable {
        public var name: String
        public var column: Int
        public init(name: String, column: Int) {
            self.name = name
            self.column = column
        }
    }

    /// The line in words (``Music/Phrases``).
    public var description: String { Phrases.of(self) }
}
