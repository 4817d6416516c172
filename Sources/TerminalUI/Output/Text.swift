#if canImport(Glibc)
import Glibc
#endif

// Output that does not go through Foundation's buffered streams: each write is whole and checked
// (``StandardOutput``), and numbers are formatted without a locale. (The full Foundation's
// `String(format:)` and `FileHandle` would also do; these few helpers keep one behaviour everywhere.)

/// Text formatting and output without the full Foundation.
public enum Text {
    /// The file descriptor of standard output (`STDOUT_FILENO`).
    public static let standardOutput: Int32 = STDOUT_FILENO
    /// The file descriptor of standard error (`STDERR_FILENO`).
    public static let standardError: Int32 = STDERR_FILENO

    /// One number formatted by a printf conversion, e.g. `printf("%.3f", 1.5)` is `1.500`.
    ///
    /// The corresponding C function is `vsnprintf`; the program never calls `setlocale`, so the
    /// decimal separator is always `.`, as `String(format:)` printed it.
    public static func printf(_ format: String, _ value: Double) -> String {
        withVaList([value]) { arguments in
            var buffer = [CChar](repeating: 0, count: 64)
            let count = Int(vsnprintf(&buffer, buffer.count, format, arguments))
            precondition(count >= 0 && count < buffer.count, "a short number format")
            return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    /// `text` cut or padded with spaces to exactly `length` characters.
    public static func padded(_ text: String, to length: Int) -> String {
        text.count >= length ? String(text.prefix(length)) : text + String(repeating: " ", count: length - text.count)
    }

    /// `name` inside `directory` (`mybank/` + `C4.wav` = `mybank/C4.wav`).
    public static func path(_ directory: String, _ name: String) -> String {
        directory.isEmpty ? name : directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The part of `path` after its last `/`.
    public static func lastPathComponent(_ path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// Writes `text` to a file descriptor, unbuffered, as a whole.
    ///
    /// The corresponding C function is `write`; interrupted writes are retried. A failure on standard
    /// output ends the process with `error: standard output: <reason>` and exit code 1 (a closed pipe
    /// ends it by `SIGPIPE` first, as for any filter); on standard error there is nowhere left to report.
    public static func write(_ text: String, to descriptor: Int32) {
        write(bytes: Array(text.utf8), to: descriptor)
    }

    /// Writes bytes to a file descriptor, unbuffered, as a whole (see ``write(_:to:)``).
    public static func write(bytes: [UInt8], to descriptor: Int32) {
        var bytes = bytes
        bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    if descriptor == standardOutput { StandardOutput.fail(errno: errno) }
                    return
                }
                offset += written
            }
        }
    }
}
