/// Why an asset (a note bank, the opening book, a SoundFont and FluidSynth) could not be used; its
/// description is the one line the command prints after `error: `.
public enum AssetError: Error, Equatable, CustomStringConvertible {
    /// A folder named by `what` (`--notes`, `C4_AUDIO_NOTES`) is missing or is not a folder.
    case notAFolder(what: String, path: String, missing: Bool)
    /// A note bank's file is missing, unreadable, or recorded at a rate that cannot play.
    case noteBank(String)
    /// The opening book at `path` is not a valid book.
    case openingBook(path: String, reason: String)
    /// A SoundFont file that cannot be used.
    case soundFont(path: String, reason: String)
    /// FluidSynth is missing, failed, or wrote nothing.
    case fluidSynth(String)
    /// A temporary folder could not be made.
    case temporaryFolder(base: String, reason: String)

    /// The message, e.g. `--notes mybank: no such directory`.
    public var description: String {
        switch self {
        case .notAFolder(let what, let path, let missing): "\(what) \(path): \(missing ? "no such directory" : "not a directory")"
        case .noteBank(let reason): reason
        case .openingBook(let path, let reason): "\(path): \(reason)"
        case .soundFont(let path, let reason): "--soundfont \(path): \(reason)"
        case .fluidSynth(let reason): reason
        case .temporaryFolder(let base, let reason): "\(base): cannot make a temporary directory (\(reason))"
        }
    }
}
