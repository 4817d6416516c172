#if canImport(Glibc)
import Glibc
#endif

/// Removes the temporary file being written when the process is ended by a signal it can handle (`SIGINT`,
/// `SIGTERM`, `SIGHUP`, `SIGQUIT`, `SIGPIPE`, `SIGUSR1`, … unless ignored).
///
/// ``AudioFile`` writes to a hidden temporary name and renames it when done; a Ctrl-C in between would
/// otherwise leave `.NAME.tmp-PID` behind. While a path is registered, these signals unlink it and then
/// end the process by the same signal with its previous disposition (so the shell still sees an
/// interruption); afterwards the previous handlers are back.
///
/// One path at a time (the commands write one file at a time). The handler only calls `unlink`,
/// `sigaction` and `raise`, which are async-signal-safe.
enum TemporaryFile {
    /// Every signal whose default action ends the process and that a handler can catch. (`SIGKILL` cannot be
    /// caught: the next write to the same file removes what it leaves, see ``OutputFile``. `SIGXFSZ` is
    /// ignored by the app, so a file size limit fails the write instead.)
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM,
                                   SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGPOLL, SIGSYS]

    /// The registered path as a C string, read by the signal handler.
    nonisolated(unsafe) private static var path: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var folder: UnsafeMutablePointer<CChar>?
    /// The dispositions before ``register(_:)``, restored by ``unregister()`` and before re-raising.
    nonisolated(unsafe) private static var previous: [Int32: sigaction] = [:]

    /// Unlinks `path` if the process is interrupted before ``unregister()``.
    ///
    /// The corresponding C function is `sigaction`.
    static func register(_ path: String, folder: String? = nil) {
        withSignalsBlocked {
            Self.path = strdup(path)
            Self.folder = folder.map { strdup($0) }
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
        }
    }

    /// Forgets the path (renamed or removed) and restores the previous handlers.
    static func unregister() {
        withSignalsBlocked {
            for (signal, old) in previous {
                var old = old
                sigaction(signal, &old, nil)
            }
            previous = [:]
            free(path)
            path = nil
            free(folder)
            folder = nil
        }
    }

    /// Runs `body` with ``signals`` held back, so the handler never sees a half-updated state.
    private static func withSignalsBlocked(_ body: () -> Void) {
        var blocked = sigset_t(), old = sigset_t()
        sigemptyset(&blocked)
        for signal in signals { sigaddset(&blocked, signal) }
        sigprocmask(SIG_BLOCK, &blocked, &old)
        body()
        sigprocmask(SIG_SETMASK, &old, nil)
    }

    /// The signal handler: remove the file, then die of the same signal as if there had been no handler.
    ///
    /// The dictionary of previous handlers is not read here (not async-signal-safe); the default
    /// disposition ends the process, which is what an interrupted render should do.
    private static let removeAndReraise: @convention(c) (Int32) -> Void = { signal in
        if let path = TemporaryFile.path { unlink(path) }
        if let folder = TemporaryFile.folder { rmdir(folder) }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
        raise(signal)
    }
}
