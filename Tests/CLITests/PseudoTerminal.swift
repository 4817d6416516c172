import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A pseudo-terminal pair for tests: the child gets `terminal` as an output, the test reads `master`.
struct PseudoTerminal: ~Copyable {
    /// The side the test keeps (reads what the child wrote).
    let master: Int32
    /// The side handed to the child (a terminal: `isatty` is 1).
    let terminal: Int32

    /// Opens a new pair. (posix_openpt, unlockpt and ptsname are not imported into Swift; on Linux they
    /// are these calls: TIOCSPTLCK, TIOCGPTN.)
    init() throws {
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        try #require(master >= 0)
        var unlock: Int32 = 0, number: UInt32 = 0
        guard ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
            close(master)
            throw PseudoTerminalError()
        }
        let terminal = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard terminal >= 0, isatty(terminal) == 1 else {
            close(master)
            throw PseudoTerminalError()
        }
        self.master = master
        self.terminal = terminal
    }

    /// The bytes waiting on the master side.
    func pending() -> Int32 {
        var count: Int32 = 0
        _ = ioctl(master, UInt(FIONREAD), &count)
        return count
    }

    /// Closes the master side (the terminal side belongs to whoever it was handed to).
    deinit { close(master) }
}

struct PseudoTerminalError: Error {}
