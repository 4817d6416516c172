import Assets
import History
import Music
import Playback

/// What only the front end can say: the names it gives the things a person names for a run (the command
/// line's options and environment variables), and its advice on what to try next.
///
/// The libraries say which source named a value (``Assets/AssetError/Source``, ``Playback/AudioOutput/Source``);
/// their words ask the front end installed here how to call it, so that no library and no sentence of
/// this layer names a command-line flag. The command line installs its own at start-up; without one, a
/// source is called by its case's name and no advice is given.
public struct FrontEnd: Sendable {
    /// Something a person names or sets, which the front end calls by its own name.
    public enum Term: Hashable, Sendable {
        /// Who named a note bank's folder (`--notes`, `C4_AUDIO_NOTES`).
        case notes(AssetError.Source)
        /// Who named the sound device (`--device`, `C4_AUDIO_DEVICE`).
        case device(AudioOutput.Source)
        /// The SoundFont a bank is sampled from (`--soundfont`).
        case soundFont
        /// The sample rate asked for (`--sample-rate`).
        case sampleRate
        /// The General MIDI program asked for (`--program`).
        case program
        /// The history database named for a run (`--db`).
        case database
        /// A game's moves given for a run (`--moves`).
        case moves
        /// A stored game's move a new game starts before (`play --from ID:MOVE`).
        case from
        /// A music string given for a run (`--music`).
        case music
        /// The file a render writes (`-o`).
        case output
        /// Muting a run (`--mute`).
        case mute
        /// A render's spoken lines (`--speak`).
        case speak
    }

    /// A situation in which the front end tells a person what to try next.
    public enum Advice: Hashable, Sendable {
        /// The device named for this run cannot be opened.
        case namedDeviceFailed
        /// The stored device cannot be opened; the run goes on muted.
        case storedDeviceFailed
        /// `default` cannot be opened; the run goes on muted.
        case defaultDeviceFailed
        /// FluidSynth is not installed.
        case fluidSynthMissing
        /// A stored game is damaged; deleting it makes the history whole again.
        case deleteDamagedGame(GameID)
        /// There is no unfinished game to resume.
        case startAGame
        /// A stored setting is refused; resetting it restores the default.
        case resetSetting(String)
        /// The stored colours are refused; resetting them restores the defaults.
        case resetColours
        /// A line of an import reads as two formats; the format must be given.
        case chooseImportFormat
        /// WAV data is not written to a terminal; a pipe or a file takes it.
        case pipeOrFile
        /// Games are kept unfinished, `last` the newest of `among`: how to go on with one.
        case resumeKept(GameID, among: Int)
        /// More unfinished games are kept than the one named: where to see them.
        case listGames
        /// The command that goes on with an unfinished game (`c4-audio resume 5`).
        case resumeCommand(GameID)
        /// The command that starts a new game from before a stored game's move (`c4-audio play --from 12:7`).
        case playFromCommand(GameID, move: Int)
        /// The command that plays a game again with its music (`c4-audio replay --moves 4455667 --music 03142305`).
        case replayCommand(moves: String, music: MusicString)
    }

    /// The front end's name for `term`.
    public var name: @Sendable (Term) -> String
    /// The front end's advice for a situation, nil for none.
    public var advice: @Sendable (Advice) -> String?

    public init(name: @escaping @Sendable (Term) -> String, advice: @escaping @Sendable (Advice) -> String?) {
        self.name = name
        self.advice = advice
    }

    /// Facts only: a term by its case's name (a source by its own: `option`, `environment`), no advice.
    public static let plain = FrontEnd(name: { term in
        switch term {
        case .notes(let source): "\(source)"
        case .device(let source): "\(source)"
        case .soundFont, .sampleRate, .program, .database, .moves, .from, .music, .output, .mute, .speak: "\(term)"
        }
    }, advice: { _ in nil })

    /// The front end in use. Set once at start-up, before other threads run.
    public nonisolated(unsafe) static var current = plain
}
