import CSndFile

/// A failure of libsndfile or of the file system while reading or writing sound, with the C library's own
/// message and the C function that failed.
public struct AudioIOError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The C function that failed, e.g. `sf_open` or `rename`.
    public var function: String
    /// The library's explanation (`sf_strerror`, `strerror`) or ours.
    public var message: String
    /// The file concerned, as the user named it.
    public var path: String

    /// An error about `path` from `function`.
    public init(function: String, message: String, path: String) {
        self.function = function
        self.message = message
        self.path = path
    }


    /// The error recorded on an open file (`sf_strerror(handle)`).
    static func fileError(_ handle: OpaquePointer, function: String, path: String) -> AudioIOError {
        AudioIOError(function: function, message: cleaned(String(cString: sf_strerror(handle))), path: path)
    }

    /// libsndfile's messages end with a full stop and may be padded: "System error : No such file or directory."
    static func cleaned(_ message: String) -> String {
        var text = message.trimmingWhitespace
        while text.hasSuffix(".") { text.removeLast() }
        return text.replacingSpaceColon
    }

    /// E.g. `/tmp/x.wav: System error: No such file or directory (sf_open)`.
    public var description: String { "\(path): \(message) (\(function))" }
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
