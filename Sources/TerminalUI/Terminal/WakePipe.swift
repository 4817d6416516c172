import CTerminal
#if canImport(Glibc)
import Glibc
#endif

/// A pipe other threads write one byte to, so the input loop wakes up and collects their results
/// (the bot's move, a hint) without polling.
public final class WakePipe: Sendable {
    /// The end ``InputLoop`` polls.
    public let readEnd: Int32
    /// The end ``wake()`` writes to.
    public let writeEnd: Int32

    /// A new non-blocking pipe.
    ///
    /// The corresponding C functions are `pipe` and `fcntl`.
    /// - Throws: ``TerminalError/systemCall(_:_:)`` when the pipe cannot be made.
    public init() throws(TerminalError) {
        var fds: [Int32] = [-1, -1]
        guard c4_terminal_pipe(&fds) == 0 else { throw .systemCall("pipe", errno) }
        readEnd = fds[0]
        writeEnd = fds[1]
    }

    /// Wakes the loop; safe from any thread. (A full pipe already holds a wake-up.)
    public func wake() {
        var byte: UInt8 = 1
        _ = Glibc.write(writeEnd, &byte, 1)
    }

    /// Empties the pipe (the loop calls it before collecting results).
    public func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &buffer, buffer.count) > 0 {}
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }
}
