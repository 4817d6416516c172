import CTerminal
#if canImport(Glibc)
import Glibc
#endif

/// The terminal in full-screen game mode, and the one owner of what that changed: raw input,
/// the alternate screen, the hidden cursor, mouse reporting, and the signal handlers.
///
/// Made by ``init(input:output:)``; its `deinit` (or ``restore()``) puts everything back. Signals
/// arrive as bytes on a self-pipe that ``InputLoop`` polls: SIGWINCH (resize), SIGINT, SIGTERM,
/// SIGHUP, SIGCONT (continued after a stop). A crash (SIGSEGV, SIGILL from a Swift trap, SIGABRT, …) restores the terminal from a
/// C handler with async-signal-safe calls only, then passes the signal on to the handler that was
/// there before (the Swift runtime's backtracer, or the default death by signal).
///
/// Raw mode is `cfmakeraw` with output post-processing kept (so `\n` still returns the
/// carriage): Ctrl-C arrives as byte 0x03 rather than as SIGINT, which lets the game quit
/// through its own path (stop the sound, restore, exit 130).
public struct RawTerminal: ~Copyable {
    /// The file descriptor keys are read from.
    public let input: Int32
    /// The file descriptor frames are written to.
    public let output: Int32
    /// The read end of the signal self-pipe (one byte per signal: its number).
    public let signalPipe: Int32
    private let signalWrite: Int32
    private let saved: termios
    private let raw: termios

    /// Enters alternate screen, hidden cursor, no autowrap (a line too long for the window is
    /// cut, never wrapped into the next), SGR mouse reporting (button presses), clear.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[H\u{1B}[2J"
    /// Undoes ``enterSequence``: mouse off, attributes reset, autowrap on, cursor shown, main screen back.
    static let leaveSequence = "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

    /// Switches the terminal to game mode.
    ///
    /// The corresponding C functions are `tcgetattr`, `cfmakeraw`, `tcsetattr`, `pipe`, `sigaction`.
    /// - Throws: ``TerminalError`` when `input` is not a terminal or a call fails; nothing is
    ///   left changed then.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) throws(TerminalError) {
        guard isatty(input) == 1 else { throw .notATerminal }
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { throw .systemCall("tcgetattr", errno) }
        var fds: [Int32] = [-1, -1]
        guard c4_terminal_pipe(&fds) == 0 else { throw .systemCall("pipe", errno) }
        // The C side keeps what a crash handler needs before any handler can run.
        Self.leaveSequence.withCString { c4_terminal_remember(output, &original, $0, strlen($0)) }
        guard c4_terminal_install_handlers(fds[1]) == 0 else {
            let code = errno
            c4_terminal_forget()
            close(fds[0]); close(fds[1])
            throw .systemCall("sigaction", code)
        }
        var raw = original
        cfmakeraw(&raw)
        raw.c_oflag |= tcflag_t(OPOST | ONLCR)
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            let code = errno
            c4_terminal_uninstall_handlers()
            c4_terminal_forget()
            close(fds[0]); close(fds[1])
            throw .systemCall("tcsetattr", code)
        }
        self.input = input
        self.output = output
        signalPipe = fds[0]
        signalWrite = fds[1]
        saved = original
        self.raw = raw
        write(Self.enterSequence)
    }

    /// Ctrl-Z: puts the terminal back as it was and stops the process group as the shell's job
    /// control expects (SIGTSTP). Once continued (`fg`), SIGCONT arrives on the signal pipe and the
    /// caller calls ``resume()``.
    ///
    /// The corresponding C functions are `tcsetattr` and `kill(0, SIGTSTP)`.
    public func suspend() {
        write(Self.leaveSequence)
        var original = saved
        _ = tcsetattr(input, TCSAFLUSH, &original)
        kill(0, SIGTSTP)
    }

    /// After SIGCONT (`fg`, or any stop and continue): game mode again; the caller repaints.
    public func resume() {
        var gameMode = raw
        _ = tcsetattr(input, TCSAFLUSH, &gameMode)
        write(Self.enterSequence)
    }

    /// The window's size now, as `(rows, columns)`; 24×80 when the terminal does not say.
    ///
    /// The corresponding C call is `ioctl(TIOCGWINSZ)`.
    public var size: (rows: Int, columns: Int) {
        var rows: Int32 = 0, columns: Int32 = 0
        guard c4_terminal_size(output, &rows, &columns) == 0, rows > 0, columns > 0 else { return (24, 80) }
        return (Int(rows), Int(columns))
    }

    /// Writes `text` whole, in as few `write(2)` calls as the kernel allows (one for a frame).
    public func write(_ text: String) {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(output, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// Puts the terminal back as it was: main screen, cursor, no mouse, the saved settings.
    public consuming func restore() {}

    deinit {
        write(Self.leaveSequence)
        c4_terminal_forget()
        var original = saved
        _ = tcsetattr(input, TCSAFLUSH, &original)
        c4_terminal_uninstall_handlers()
        close(signalPipe)
        close(signalWrite)
    }
}

/// Why the terminal could not be switched to game mode.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Standard input is not a terminal.
    case notATerminal
    /// A system call failed with this `errno`.
    case systemCall(String, Int32)

    /// E.g. `tcsetattr: Input/output error`.
    public var description: String {
        switch self {
        case .notATerminal: "standard input is not a terminal"
        case .systemCall(let name, let code): "\(name): \(String(cString: strerror(code)))"
        }
    }
}
