import CTerminal
#if canImport(Glibc)
import Glibc
#endif

/// What woke the input loop.
public enum LoopEvent: Hashable, Sendable {
    /// Keys were read.
    case keys([InputKey])
    /// A signal arrived (SIGWINCH, SIGINT, SIGTERM, SIGHUP or SIGCONT), by number.
    case signal(Int32)
    /// Another thread called ``WakePipe/wake()``.
    case wake
    /// The wait's deadline passed.
    case timeout
    /// Standard input was closed (the terminal went away).
    case endOfInput
}

/// Waits for the earliest of a key, a signal, a wake-up from another thread, and a deadline:
/// the one `poll(2)` at the heart of the game.
public struct InputLoop: Sendable {
    private let input: Int32
    private let signalPipe: Int32
    private let wakePipe: Int32
    private var decoder = KeyDecoder()
    /// How long a lone ESC waits for the rest of a sequence before it counts as the Esc key.
    public static let escapeDelay: Duration = .milliseconds(25)

    /// A loop over the terminal's input and signal pipe and over `wake`'s pipe.
    public init(input: Int32, signalPipe: Int32, wakePipe: Int32) {
        self.input = input
        self.signalPipe = signalPipe
        self.wakePipe = wakePipe
    }

    /// Waits until something happens or `timeout` passes (nil: no limit), and reports all of it.
    ///
    /// The timeout counts to the nanosecond: `poll`'s whole milliseconds, rounded up so as never to
    /// wake early, made a frame due at a deadline up to a millisecond late.
    /// The corresponding C functions are `ppoll` and `read`.
    public mutating func wait(timeout: Duration?) -> [LoopEvent] {
        var limit = timeout.map { Self.nanoseconds($0) } ?? -1
        if decoder.hasPending {
            let escape = Self.nanoseconds(Self.escapeDelay)
            limit = limit < 0 ? escape : min(limit, escape)
        }
        var fds = [pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: signalPipe, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: wakePipe, events: Int16(POLLIN), revents: 0)]
        let ready = c4_terminal_poll(&fds, UInt(fds.count), limit)
        if ready < 0 { return errno == EINTR ? [] : [.endOfInput] }
        if ready == 0 {
            if decoder.hasPending { return [.keys(decoder.flushEscape())] }
            return [.timeout]
        }
        var events: [LoopEvent] = []
        if fds[1].revents & Int16(POLLIN) != 0 {
            for byte in readAll(signalPipe) { events.append(.signal(Int32(byte))) }
        }
        if fds[2].revents & Int16(POLLIN) != 0 {
            _ = readAll(wakePipe)
            events.append(.wake)
        }
        if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
            var buffer = [UInt8](repeating: 0, count: 512)
            let count = read(input, &buffer, buffer.count)
            if count <= 0 && !(count < 0 && (errno == EINTR || errno == EAGAIN)) {
                events.append(.endOfInput)
            } else if count > 0 {
                let keys = decoder.decode(buffer[..<count])
                if !keys.isEmpty { events.append(.keys(keys)) }
            }
        }
        return events
    }

    private func readAll(_ fd: Int32) -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(fd, &buffer, buffer.count)
            guard count > 0 else { break }
            result += buffer[..<count]
        }
        return result
    }

    /// `duration` in whole nanoseconds, rounded up so a wait never ends before its deadline (0 for a
    /// negative duration, at most about 68 years).
    static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0, attoseconds >= 0 || seconds > 0 else { return 0 }
        let capped = min(seconds, Int64(Int32.max))
        return capped * 1_000_000_000 + (attoseconds + 999_999_999) / 1_000_000_000
    }
}
