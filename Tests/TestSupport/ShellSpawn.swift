#if canImport(Glibc)
import Glibc
#endif

/// Starting a program as a shell does: no signal blocked and the terminating ones at their default action.
///
/// Foundation's `Process` passes on the test runner's signal mask, in which SIGINT and SIGTERM are
/// blocked, so a test that sends a signal spawns with `posix_spawn` and these attributes.
///
/// ```swift
/// let status = ShellSpawn.withAttributes { attributes in posix_spawn(&pid, path, &actions, attributes, argv, envp) }
/// ```
public enum ShellSpawn {
    /// The signals a shell leaves at their default action for the programs it starts.
    public static let defaultSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM]

    /// Runs `body` with `posix_spawn` attributes that unblock every signal and reset ``defaultSignals``.
    public static func withAttributes<T>(_ body: (UnsafePointer<posix_spawnattr_t>) throws -> T) rethrows -> T {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for signal in defaultSignals { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        return try body(&attributes)
    }
}
