import AudioIO
import Assets
import Game
import GameFlow
import History
import Music

/// Why a session (a game, a replay, a review, a render) could not go on: the facts of it (the line, the
/// game, the rate, the library's own error), which the wording layer turns into the line a person reads
/// (``Music/Phrases``). No case holds a sentence or names a command-line flag: what a person named is
/// called by the front end's own name for it (`--moves`, `-o`).
public enum SessionError: Error, Sendable, CustomStringConvertible {
    /// The moves given for this run cannot be played: `--moves: move 7: column 4 is full`.
    case badMoves(MoveRecordError)
    /// The music string given for this run does not fit the game (a ``MusicStringError`` or a
    /// ``GameMusicError``).
    case badMusic(any Error & Sendable)
    /// A game with no moves yet, so there is nothing to do with it.
    case noMoves(GameSource, Purpose)
    /// A game started from a stored game's move that it does not have (`play --from ID:MOVE`): its move
    /// count.
    case noSuchMove(GameID, move: Int, count: Int)
    /// A stored game that cannot be played on (the game flow refused its record).
    case unplayable(GameID, cause: any Error & Sendable)
    /// A line of scripted play that is not a move: `line 3: 'x' is not a column (1-7), u, h or q`.
    case badLine(Int, LineProblem)
    /// The note bank could not be read.
    case bank(AssetError)
    /// The sound device failed.
    case audio(AudioDeviceError)
    /// The sound stopped before the end of the game (the device went away).
    case soundStopped
    /// The terminal could not be set up or used (a ``TerminalUI`` error).
    case terminal(any Error & Sendable)
    /// A move could be neither saved nor kept beside the database (a full disk while the database was
    /// busy): the game's moves so far, which a person may note down, and why the journal refused it.
    case notSaved(moves: String, cause: any Error & Sendable)
    /// WAV data was asked for on standard output, which is a terminal.
    case standardOutputIsTerminal
    /// A render's output path has no extension the program writes.
    case unknownExtension(path: String)
    /// A render's sample rate that no encoder or player handles well.
    case sampleRate(Int, RateProblem)
    /// The render's file could not be written.
    case file(AudioIOError)
    /// A render's lines could not be spoken (a ``Speech/SynthesisError``: no libespeak-ng, or it failed).
    case speech(any Error & Sendable)

    /// Where a game came from.
    public enum GameSource: Equatable, Sendable {
        /// Given as text for this run (the command line's `--moves`).
        case given
        /// The stored game with this ID.
        case stored(GameID)
    }

    /// What a game was wanted for.
    public enum Purpose: Equatable, Sendable {
        case play, review
    }

    /// Why a line of scripted play is not a move.
    public enum LineProblem: Equatable, Sendable {
        /// Not a column, `u`, `h` or `q`: the text as read.
        case notAMove(String)
        /// The column (1…7) is full.
        case columnFull(Int)
        /// `u` with nothing the flow could take back (its notice says why).
        case cannotUndo(FlowNotice)
        /// Longer than this many bytes.
        case tooLong(maximum: Int)
    }

    /// What is wrong with a sample rate.
    public enum RateProblem: Equatable, Sendable {
        /// Outside the rates any format takes.
        case outOfRange(ClosedRange<Int>)
        /// The format (MP3) takes only these.
        case notAmong([Int], format: AudioFormat)
    }

    /// The error in words (``Music/Phrases``).
    public var description: String { Phrases.of(self) }
}
