import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C (and `SIGTERM`, `SIGHUP`) while sound plays: the handler only records the signal, and the
/// command, which checks ``Interruption/signal`` between waits of at most a few tens of milliseconds, fades
/// the sound out and closes the device cleanly before it exits.
enum Interruption {
    /// The signal received since ``catchSignals()``, 0 for none (written by the handler, an atomic store,
    /// which is async-signal-safe).
    static let received = Atomic<Int32>(0)

    /// The signals that end a command line program on purpose.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Starts recording the signals instead of dying of them.
    ///
    /// The corresponding C function is `sigaction`.
    static func catchSignals() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in Interruption.received.store(signal, ordering: .relaxed) }
        sigemptyset(&action.sa_mask)
        for signal in signals { sigaction(signal, &action, nil) }
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
