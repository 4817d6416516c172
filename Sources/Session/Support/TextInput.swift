#if canImport(Glibc)
import Glibc
#endif

/// Text a command reads whole (`history import`), bounded: a file or standard input of at most
/// ``maximumBytes``, without NUL bytes, in UTF-8; anything else is refused with one line, in constant
/// memory (`/dev/zero` at its first byte).
public enum TextInput {
    /// The most a command reads (16 MiB: about 40,000 games as JSON lines).
    public static let maximumBytes = 16 << 20

    /// The whole text of `file`, or of standard input for nil or `-`.
    ///
    /// - Throws: ``SessionError/file(_:)`` naming the file and the problem.
    public static func read(_ file: String?) throws(SessionError) -> String {
        let name = file.flatMap { $0 == "-" ? nil : $0 } ?? "standard input"
        let descriptor: Int32
        if let file, file != "-" {
            descriptor = open(file, O_RDONLY)
            guard descriptor >= 0 else { throw .file("\(file): \(String(cString: strerror(errno)))") }
        } else {
            descriptor = STDIN_FILENO
        }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = Glibc.read(descriptor, &buffer, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw .file("\(name): \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            if let nul = buffer[..<count].firstIndex(of: 0) {
                throw .file("\(name): byte \(bytes.count + nul + 1) is NUL: not a text file")
            }
            guard bytes.count + count <= maximumBytes else {
                throw .file("\(name): more than \(maximumBytes >> 20) MiB; split it and import the parts")
            }
            bytes += buffer[..<count]
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .file("\(name): not UTF-8 text") }
        return text
    }
}
