#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Removes the temporary file being written when the process is ended by a signal it can handle (`SIGINT`,
/// `SIGTERM`, `SIGHUP`, `SIGQUIT`, `SIGPIPE`, `SIGUSR1`, … unless ignored).
///
/// ``AudioFile`` writes to a hidden temporary name and renames it when done; a Ctrl-C in between would
/// otherwise leave `.NAME.tmp-PID` behind. While a path is registered, these signals unlink it and then
/// end the process by the same signal with its previous disposition (so the shell still sees an
/// interruption); afterwards the previous handlers are back.
///
/// Files written at the same time by several threads (a test suite's parallel cases, say) are each
/// registered: the handlers are installed by the first registration and restored by the last, under a
/// lock, and the handler removes every registered file. The handler only calls `unlink`, `rmdir`,
/// `sigaction` and `raise`, which are async-signal-safe.
enum TemporaryFile {
    /// Every signal whose default action ends the process and that a handler can catch. (`SIGKILL` cannot be
    /// caught: the next write to the same file removes what it leaves, see ``OutputFile``. `SIGXFSZ` is
    /// ignored by the app, so a file size limit fails the write instead.)
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM,
                                   SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGPOLL, SIGSYS]

    /// Files registered at once at most; a further one is written without this protection.
    static let capacity = 16

    /// A registration, for ``unregister(_:)``.
    struct Registration {
        fileprivate let slot: Int?
    }

    /// The registered paths (and folders to remove after them) as C strings, read by the signal handler;
    /// nil where a slot is free. Written only under ``state``'s lock with the signals blocked.
    nonisolated(unsafe) private static let paths = slots()
    nonisolated(unsafe) private static let folders = slots()

    /// The registrations in force and the dispositions they replaced (restored by the last one's end).
    private static let state = Mutex(State())

    private struct State {
        var count = 0
        var previous: [Int32: sigaction] = [:]
    }

    private static func slots() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }

    /// Unlinks `path` (then removes `folder`) if the process is interrupted before ``unregister(_:)``.
    ///
    /// The corresponding C function is `sigaction`.
    static func register(_ path: String, folder: String? = nil) -> Registration {
        state.withLock { state in
            withSignalsBlocked {
                let slot = (0..<capacity).first { paths[$0] == nil }
                if let slot {
                    folders[slot] = folder.map { strdup($0) }
                    paths[slot] = strdup(path)
                }
                if state.count == 0 { state.previous = installHandlers() }
                state.count += 1
                return Registration(slot: slot)
            }
        }
    }

    /// Forgets the path (renamed or removed); the last registration's end restores the previous handlers.
    static func unregister(_ registration: Registration) {
        state.withLock { state in
            withSignalsBlocked {
                if let slot = registration.slot {
                    // Cleared before freed: a handler running on another thread never reads freed memory.
                    let (path, folder) = (paths[slot], folders[slot])
                    paths[slot] = nil
                    folders[slot] = nil
                    free(path)
                    free(folder)
                }
                state.count -= 1
                if state.count == 0 {
                    for (signal, old) in state.previous {
                        var old = old
                        sigaction(signal, &old, nil)
                    }
                    state.previous = [:]
                }
            }
        }
    }

    /// Runs `body` with the number of registrations in force, under the lock that registering and
    /// unregistering take, so that the handlers in place can be checked against that number.
    static func withRegistrationCount<T>(_ body: (Int) -> T) -> T {
        state.withLock { state in body(state.count) }
    }

    /// Installs the handler for every signal not ignored; returns the dispositions it replaced.
    private static func installHandlers() -> [Int32: sigaction] {
        var previous: [Int32: sigaction] = [:]
        var action = sigaction()
        action.__sigaction_handler.sa_handler = removeAndReraise
        sigemptyset(&action.sa_mask)
        for signal in signals {
            var old = sigaction()
            sigaction(signal, nil, &old)
            // A signal the caller ignores (nohup's SIGHUP) stays ignored.
            if let handler = old.__sigaction_handler.sa_handler,
               unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            sigaction(signal, &action, nil)
            previous[signal] = old
        }
        return previous
    }

    /// Runs `body` with ``signals`` held back, so the handler never sees a half-updated state.
    private static func withSignalsBlocked<T>(_ body: () -> T) -> T {
        var blocked = sigset_t(), old = sigset_t()
        sigemptyset(&blocked)
        for signal in signals { sigaddset(&blocked, signal) }
        pthread_sigmask(SIG_BLOCK, &blocked, &old)
        defer { pthread_sigmask(SIG_SETMASK, &old, nil) }
        return body()
    }

    /// The signal handler: remove the file, then die of the same signal as if there had been no handler.
    ///
    /// The dictionary of previous handlers is not read here (not async-signal-safe); the default
    /// disposition ends the process, which is what an interrupted render should do.
    static let removeAndReraise: @convention(c) (Int32) -> Void = { signal in
        for slot in 0..<TemporaryFile.capacity {
            if let path = TemporaryFile.paths[slot] { unlink(path) }
            if let folder = TemporaryFile.folders[slot] { rmdir(folder) }
        }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
        raise(signal)
    }
}
