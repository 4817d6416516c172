import AudioIO
import Game
import Music

/// Why an asset (a note bank, the opening book, a SoundFont and FluidSynth) could not be used: each case
/// holds its facts (the path, the value, the allowed range, the C library's message), and the wording
/// layer says it in one line (``Music/Phrases``), with the names the front end gives its options.
public enum AssetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Who named a folder of the user's.
    public enum Source: Equatable, Hashable, Sendable {
        /// The option of this run (`--notes` on the command line).
        case option
        /// The environment variable (`C4_AUDIO_NOTES`).
        case environment
    }

    /// A folder named by `source` is missing (`missing`) or is not a folder.
    case notAFolder(source: Source, path: String, missing: Bool)
    /// A note bank's file is missing, unreadable, or recorded at a rate that cannot play.
    case noteBank(NoteBankProblem)
    /// The opening book at `path` cannot be read or is not a valid book.
    case openingBook(path: String, problem: OpeningBookProblem)
    /// A SoundFont file that cannot be used.
    case soundFont(path: String, problem: SoundFontProblem)
    /// FluidSynth is missing, failed, or wrote nothing.
    case fluidSynth(FluidSynthProblem)
    /// A temporary folder could not be made in `base` (`reason`: the C library's message).
    case temporaryFolder(base: String, reason: String)

    /// What is wrong with a note bank.
    public enum NoteBankProblem: Equatable, Sendable {
        /// A sound file of the bank cannot be read.
        case unreadable(AudioIOError)
        /// A recording's rate is below `minimum` Hz.
        case rateTooLow(path: String, rate: Int, minimum: Int)
        /// A recording's rate is above `maximum` Hz.
        case rateTooHigh(path: String, rate: Int, maximum: Int)
        /// The bank in `directory` has no file for the sound `stem` (e.g. `D4`).
        case missingFile(directory: String, stem: String)
        /// The bank's program file at `path` cannot be read.
        case programUnreadable(path: String)
        /// The bank's program file at `path` holds `text` (as ``Game/SafeText`` shows it), not a program in `range`.
        case notAProgram(path: String, text: String, range: ClosedRange<Int>)
        /// The bank's folder `directory` cannot be made (`reason`: the C library's message).
        case cannotCreate(directory: String, reason: String)
        /// Writing the bank failed.
        case notWritten(AudioIOError)
    }

    /// Why the opening book cannot be used.
    public enum OpeningBookProblem: Equatable, Sendable {
        /// The file cannot be read.
        case unreadable(AudioIOError)
        /// The file is not a valid book.
        case invalid(OpeningBookError)
    }

    /// Why a SoundFont cannot be used.
    public enum SoundFontProblem: Equatable, Sendable {
        /// No such file.
        case missing
        /// It is a folder.
        case folder
        /// It cannot be read (`reason`: the C library's message).
        case unreadable(reason: String)
        /// It does not start with `RIFF…sfbk`.
        case notASoundFont
        /// Its header declares `declared` bytes, the file has `size`.
        case truncated(declared: Int, size: Int)
    }

    /// Why FluidSynth did not play a SoundFont.
    public enum FluidSynthProblem: Equatable, Sendable {
        /// `program` (`fluidsynth`) is not on `PATH`.
        case notInstalled(program: String)
        /// `program` cannot be started (`reason`: the C library's message).
        case cannotStart(program: String, reason: String)
        /// The MIDI file it plays could not be written.
        case scoreNotWritten(AudioIOError)
        /// FluidSynth reported an error (its own line, without its name).
        case reported(String)
        /// FluidSynth exited with `status`, its last line of standard error `lastLine`.
        case failed(status: Int32, lastLine: String?)
        /// FluidSynth's output cannot be read.
        case noSound(AudioIOError)
        /// FluidSynth cannot render at `rate` Hz (at most `maximum`).
        case rateTooHigh(rate: Int, maximum: Int)
        /// The SoundFont at `soundFont` played program `program` wrongly.
        case sampling(soundFont: String, program: Int, SampledBank.Failure)
    }

    /// The message, e.g. `--notes mybank: no such directory`, as the wording layer says it.
    public var description: String { Phrases.of(self) }
}
