#if canImport(Glibc)
import Glibc
#endif

/// Reads lines from a file descriptor as they arrive, ending a line at LF, CR or CR LF.
///
/// Swift's `readLine` ends lines only at LF (and CR LF), so a file with old Mac line ends (CR alone) would
/// read as one long line. Each line is handed over as soon as its end has been read, so a filter such as
/// `solve` answers line by line.
public struct LineReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    /// A CR ended the last line: an LF right after it belongs to the same line end.
    private var afterCarriageReturn = false

    /// A reader of `descriptor` (standard input by default).
    /// The longest line read whole; a longer one ends the reading (see ``isOverlong``).
    public let maximumLength: Int
    /// Whether reading stopped at a line longer than ``maximumLength`` (held in constant memory).
    public private(set) var isOverlong = false

    public init(descriptor: Int32 = STDIN_FILENO, maximumLength: Int = 1 << 20) {
        self.descriptor = descriptor
        self.maximumLength = maximumLength
    }

    /// The next line without its line end, or nil at the end of the input (a last line without a line end
    /// is returned too). Invalid UTF-8 is repaired with U+FFFD.
    ///
    /// The corresponding C function is `read`.
    public mutating func next() -> String? {
        while true {
            if afterCarriageReturn, start < buffer.count {
                if buffer[start] == 10 { start += 1 }
                afterCarriageReturn = false
            }
            if let end = buffer[start...].firstIndex(where: { $0 == 10 || $0 == 13 }) {
                let line = String(decoding: buffer[start..<end], as: UTF8.self)
                afterCarriageReturn = buffer[end] == 13
                start = end + 1
                return line
            }
            if buffer.count - start > maximumLength {
                isOverlong = true
                return nil
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = String(decoding: buffer[start...], as: UTF8.self)
                start = buffer.count
                return line
            }
            buffer.removeFirst(start)
            start = 0
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { atEnd = true } else { buffer += chunk[..<count] }
        }
    }
}
