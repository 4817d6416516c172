import CSndFile
import Music

/// A failure of libsndfile or of the file system while reading or writing sound: the C function that
/// failed, what went wrong as a fact (the C library's own message, or the value that was refused), and
/// the file. The wording layer says it in words (``Music/Phrases``).
public struct AudioIOError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Problem: Hashable, Sendable {
        /// The C library's own explanation (`sf_strerror`, `strerror`, `dlerror`), e.g.
        /// "System error: No such file or directory".
        case library(String)
        /// A read gave fewer frames than the file declares.
        case shortRead(expected: Int, read: Int)
        /// The bytes at `byte` do not start an Ogg page.
        case notAnOggPage(byte: Int)
        /// The Ogg page at `byte` ends after the data does.
        case truncatedOggPage(byte: Int)
        /// The path names something that is not a regular file (a folder, a device).
        case notARegularFile
        /// An output was not written over what is at its path: that thing stays as it was.
        case notReplaced(Refusal)
        /// The folder the output goes in does not let us write (the C library's `reason`).
        case folderNotWritable(folder: String, reason: String)
        /// The output path is a link another user (`owner`, a uid) planted in a shared folder (`/tmp`).
        case foreignLink(link: String, owner: UInt32, folder: String)
        /// A WAV file's sizes are 32-bit: at most 4 GiB of samples.
        case wavTooLarge
        /// The format cannot store this many channels at this rate.
        case formatCannotStore(format: AudioFormat, channels: Int, sampleRate: Int)
    }

    /// Why an existing file or folder was not replaced.
    public enum Refusal: Hashable, Sendable {
        /// It is not a regular file.
        case notAFile
        /// It is read-only.
        case readOnly
        /// It is not a folder.
        case notAFolder
    }

    /// The C function that failed, e.g. `sf_open` or `rename` (`ogg_page` for our own reading of Ogg pages).
    public var function: String
    /// What went wrong.
    public var problem: Problem
    /// The file concerned, as the user named it; nil for standard output.
    public var path: String?

    /// An error about `path` (nil: standard output) from `function`.
    public init(function: String, problem: Problem, path: String?) {
        self.function = function
        self.problem = problem
        self.path = path
    }

    /// The C library's own message for `path`.
    init(function: String, library message: String, path: String?) {
        self.init(function: function, problem: .library(message), path: path)
    }

    /// The error recorded on an open file (`sf_strerror(handle)`).
    static func fileError(_ handle: OpaquePointer, function: String, path: String) -> AudioIOError {
        AudioIOError(function: function, library: cleaned(String(cString: sf_strerror(handle))), path: path)
    }

    /// libsndfile's messages end with a full stop and may be padded: "System error : No such file or directory."
    static func cleaned(_ message: String) -> String {
        var text = message.trimmingWhitespace
        while text.hasSuffix(".") { text.removeLast() }
        return text.replacingSpaceColon
    }

    /// E.g. `/tmp/x.wav: System error: No such file or directory (sf_open)`, as the wording layer says it.
    public var description: String { Phrases.of(self) }
}

extension String {
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// "System error : x" → "System error: x" (libsndfile puts a space before its colons).
    var replacingSpaceColon: String {
        var result = ""
        for character in self {
            if character == ":", result.last == " " { result.removeLast() }
            result.append(character)
        }
        return result
    }
}
