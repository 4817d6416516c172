import Foundation
import TestSupport
import Testing

/// A tmux server of its own running one command in a pseudo-terminal, for tests that drive the
/// full-screen game as a person would: send keys, read the screen, resize the window.
///
/// The command runs under a non-interactive `sh -c` that records `stty -a` before and after it
/// and its exit status (an interactive shell would repair a broken terminal and hide the bug).
/// ``stop()`` kills the server; call it in a `defer`.
final class TmuxSession {
    let socket: String
    let directory: URL
    private let serverEnvironment: [String: String]
    private(set) var stopped = false

    /// Starts `arguments` (after the c4-audio binary) in a `columns`×`rows` window.
    ///
    /// With `jobControl`, the window runs an interactive bash (job control on, as in a person's terminal)
    /// and the command is typed at its prompt; the caller types what follows (`fg`, `echo $? > status`).
    init(_ arguments: [String], columns: Int = 80, rows: Int = 24, environment: [String: String] = [:],
         jobControl: Bool = false) throws {
        socket = "t\(UInt32.random(in: 0...UInt32.max))"
        directory = URL(fileURLWithPath: Sandbox.folder("tmux"))
        // The server's environment: the sandbox's (no C4_AUDIO_* of the user's, a private HOME), and its
        // socket in the sandbox too (tmux would otherwise make /tmp/tmux-UID).
        serverEnvironment = Sandbox.environment(["TMUX_TMPDIR": Sandbox.socketRoot])
        let binary = CLIRunner.productsDirectory.appendingPathComponent("c4-audio").path
        // NO_COLOR and FORCE_COLOR emptied: the tmux server inherits the test process's environment, which
        // may carry them (an empty NO_COLOR counts as unset); a test that wants them passes them.
        var env = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "NO_COLOR": "", "FORCE_COLOR": "",
                   "C4_AUDIO_DB": directory.appendingPathComponent("history.sqlite").path]
        env.merge(environment) { $1 }
        let exports = env.map { "\($0.key)=\(Self.quote($0.value))" }.sorted().joined(separator: " ")
        let command = ([binary] + arguments).map(Self.quote).joined(separator: " ")
        let d = Self.quote(directory.path)
        if jobControl {
            let shell = "cd \(d) && exec env \(exports) PS1='$ ' bash --norc --noprofile -i"
            try tmux(["-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", "\(columns)", "-y", "\(rows)", "sh", "-c", shell])
            try tmux(["send-keys", "-t", "main", "stty -a > before; \(command) 2> stderr", "Enter"])
            return
        }
        let script = "cd \(d) && stty -a > before; env \(exports) \(command) 2> stderr; echo $? > status; "
            + "stty -a > after; sleep 600"
        try tmux(["-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", "\(columns)", "-y", "\(rows)", "sh", "-c", script])
    }

    /// Runs tmux on this session's server and returns what it printed.
    ///
    /// Started with `posix_spawn`, an empty signal mask and default actions: Foundation's
    /// `Process` passes on the test runner's mask, in which SIGTERM, SIGINT and SIGCHLD are
    /// blocked, and the tmux server and the game would inherit it. Output goes to a file, since
    /// the server tmux forks would hold a pipe open.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let output = directory.appendingPathComponent("tmux-out-\(UInt32.random(in: 0...UInt32.max))").path
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        sigdelset(&all, SIGKILL)
        sigdelset(&all, SIGSTOP)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let tmux = try #require(Tools.tmux, Tools.missing("tmux", package: "tmux"))
        let argv = ([tmux, "-L", socket] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = serverEnvironment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, tmux, &actions, &attributes, argv, envp)
        try #require(status == 0, "posix_spawn tmux: \(String(cString: strerror(status)))")
        var exit: Int32 = 0
        while waitpid(pid, &exit, 0) < 0 && errno == EINTR {}
        defer { unlink(output) }
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }

    /// Sends keys as tmux names them (`Left`, `Enter`, `Space`, `C-c`) or literal text.
    func send(_ keys: String...) throws { try tmux(["send-keys", "-t", "main"] + keys) }

    /// Sends text literally, one key per character.
    func type(_ text: String) throws { try tmux(["send-keys", "-l", "-t", "main", text]) }

    /// The screen's text now.
    func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", "main"]) }

    /// Waits until the screen satisfies `test` (or `timeout` seconds pass, a deadline only for a failure:
    /// a debug build starting on a saturated machine can take seconds to draw), and returns it.
    @discardableResult
    func waitFor(_ description: String, timeout: Double = 60, _ test: (String) -> Bool) throws -> String {
        let end = Date().addingTimeInterval(timeout)
        var text = ""
        while Date() < end {
            text = try screen()
            if test(text) { return text }
            Thread.sleep(forTimeInterval: 0.03)
        }
        Issue.record("timed out waiting for \(description); screen:\n\(text)")
        throw CancellationError()
    }

    /// Waits until the screen contains `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 60) throws -> String {
        try waitFor("'\(text)'", timeout: timeout) { $0.contains(text) }
    }

    /// Resizes the window.
    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", "main", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// Waits until the program in the window reads its keys one by one (its terminal is not in canonical mode)
    /// and has read every key sent (the terminal's input queue is empty), so that the next key sent is read on
    /// its own, after them: how a test knows a key that shows nothing has been taken.
    func waitUntilKeysRead(timeout: Double = 60) throws {
        let tty = try tmux(["display-message", "-p", "-t", "main", "#{pane_tty}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let python = try #require(Tools.python(with: "termios"), Tools.missing("python3", package: "python3"))
        let script = """
            import fcntl, os, struct, sys, termios
            fd = os.open(sys.argv[1], os.O_RDONLY | os.O_NOCTTY | os.O_NONBLOCK)
            canonical = termios.tcgetattr(fd)[3] & termios.ICANON
            queued = struct.unpack('i', fcntl.ioctl(fd, termios.FIONREAD, b'\\0' * 4))[0]
            print('canonical' if canonical else queued)
            """
        let end = Date().addingTimeInterval(timeout)
        var state = ""
        while Date() < end {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: python)
            process.arguments = ["-c", script, tty]
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            state = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            process.waitUntilExit()
            if state == "0" { return }
            Thread.sleep(forTimeInterval: 0.03)
        }
        Issue.record("the keys sent were not read: \(tty) is \(state)")
        throw CancellationError()
    }

    /// The game's process id (the child of the pane's shell), once it runs.
    func gamePID() throws -> Int32? {
        let shell = try tmux(["display-message", "-p", "-t", "main", "#{pane_pid}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let children = try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        return children?.split(separator: " ").compactMap { Int32($0) }.first
    }

    /// The command's exit status, once it has ended.
    func waitForStatus(timeout: Double = 60) throws -> Int32? {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if let text = try? String(contentsOf: directory.appendingPathComponent("status"), encoding: .utf8),
               let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)),
               FileManager.default.fileExists(atPath: directory.appendingPathComponent("after").path) {
                Thread.sleep(forTimeInterval: 0.1)  // let `stty -a > after` finish writing
                return status
            }
            Thread.sleep(forTimeInterval: 0.03)
        }
        return nil
    }

    /// A file the shell wrote (`before`, `after`, `stderr`).
    func file(_ name: String) -> String {
        (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }

    /// Kills the tmux server and removes the files.
    func stop() {
        guard !stopped else { return }
        stopped = true
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    deinit { stop() }

    static func quote(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    /// What the tmux suites need: tmux on PATH (skipped with the reason without it; under CI, failed).
    static let requirement = Requirement.tool("tmux", package: "tmux")
}
