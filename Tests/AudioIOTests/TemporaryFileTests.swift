@testable import AudioIO
import Dispatch
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// ``TemporaryFile``: registrations from several threads at once (a test suite's parallel cases write
/// files at the same time) keep the signal handlers in place until the last one ends, then restore them.
@Suite struct TemporaryFileTests {
    /// The current handler of `signal`, as a number.
    static func handler(of signal: Int32) -> Int {
        var current = sigaction()
        sigaction(signal, nil, &current)
        return current.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
    }

    @Test func overlappingRegistrationsRestoreTheHandlersOnlyAtTheLastEnd() {
        let before = Self.handler(of: SIGUSR2)
        let first = TemporaryFile.register("/nonexistent/a")
        let second = TemporaryFile.register("/nonexistent/b", folder: "/nonexistent")
        #expect(Self.handler(of: SIGUSR2) != before)
        TemporaryFile.unregister(first)
        #expect(Self.handler(of: SIGUSR2) != before, "the second file is still being written")
        TemporaryFile.unregister(second)
        #expect(Self.handler(of: SIGUSR2) == before)
    }

    @Test func manyThreadsRegisterAtOnce() {
        let before = Self.handler(of: SIGUSR2)
        // More at once than there are slots: the extra ones go unprotected, nothing breaks.
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            let registration = TemporaryFile.register("/nonexistent/file-\(index)")
            TemporaryFile.unregister(registration)
        }
        #expect(Self.handler(of: SIGUSR2) == before)
    }
}
