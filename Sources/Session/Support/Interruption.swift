import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C (and `SIGTERM`, `SIGHUP`) while sound plays: the handler only records the signal, and the
/// command, which checks ``Interruption/signal`` between waits of at most a few tens of milliseconds, fades
/// the sound out and closes the device cleanly before it exits.
public enum Interruption {
    /// The signal received since ``catchSignals()``, 0 for none (written by the handler, an atomic store,
    /// which is async-signal-safe).
    static let received = Atomic<Int32>(0)

    /// The signals that end a command line program on purpose.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Starts recording the signals instead of dying of them.
    ///
    /// A signal the program was started with ignored stays ignored: a non-interactive shell starts
    /// background jobs (`replay … &`) with `SIGINT` and `SIGQUIT` ignored (POSIX), so that a Ctrl-C meant
    /// for the script does not stop them, and so does `nohup` with `SIGHUP`. Catching it anyway would make
    /// the job ignore Ctrl-C during start-up and stop on it later. `SIGTERM` (`kill PID`) still stops it.
    /// The corresponding C function is `sigaction`.
    public static func catchSignals() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in Interruption.received.store(signal, ordering: .relaxed) }
        sigemptyset(&action.sa_mask)
        for signal in signals {
            var current = sigaction()
            sigaction(signal, nil, &current)
            if unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            sigaction(signal, &action, nil)
        }
    }

    /// The signal received, nil when none was.
    static var signal: Int32? {
        let value = received.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// Ends the process by the signal it received, with the default disposition, so the shell sees an
    /// interruption (exit status 128 + the signal).
    static func reraise(_ signal: Int32) -> Never {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
        raise(signal)
        exit(128 + signal)
    }
}
