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

    /// The address of ``TemporaryFile``'s handler.
    static let ours = unsafeBitCast(TemporaryFile.removeAndReraise, to: Int.self)

    /// Whether SIGUSR2's handler is what the registrations in force call for: ours while there are any,
    /// else the default one the test process started with. Read under ``TemporaryFile``'s lock, because
    /// other tests of this process write files (and so register) at the same time.
    static func handlerMatchesRegistrations(atLeast minimum: Int = 0) -> (matches: Bool, count: Int) {
        TemporaryFile.withRegistrationCount { count in
            let handler = handler(of: SIGUSR2)
            return (count >= minimum && handler == (count > 0 ? ours : 0), count)
        }
    }

    @Test func overlappingRegistrationsRestoreTheHandlersOnlyAtTheLastEnd() async throws {
        // Until one round ends with no other test's file being written (so that the restoring is seen).
        var restoredSeen = false
        for _ in 0..<500 where !restoredSeen {
            let first = TemporaryFile.register("/nonexistent/a")
            let second = TemporaryFile.register("/nonexistent/b", folder: "/nonexistent")
            #expect(Self.handlerMatchesRegistrations(atLeast: 2).matches)
            TemporaryFile.unregister(first)
            #expect(Self.handlerMatchesRegistrations(atLeast: 1).matches, "the second file is still being written")
            TemporaryFile.unregister(second)
            let (matches, count) = Self.handlerMatchesRegistrations()
            #expect(matches)
            restoredSeen = count == 0
            if !restoredSeen { try await Task.sleep(for: .milliseconds(10)) }
        }
        #expect(restoredSeen, "the last registration's end was never seen in 5 s")
    }

    @Test func manyThreadsRegisterAtOnce() {
        // More at once than there are slots: the extra ones go unprotected, nothing breaks.
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            let registration = TemporaryFile.register("/nonexistent/file-\(index)")
            #expect(Self.handlerMatchesRegistrations(atLeast: 1).matches)
            TemporaryFile.unregister(registration)
        }
        #expect(Self.handlerMatchesRegistrations().matches)
    }
}
