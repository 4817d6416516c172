import Foundation
import TestSupport

/// A scripted `c4-audio play --first bot` driven line by line through real pipes, which keeps track of
/// what it acknowledged: every move it printed ("A played 4. Bot easy played 5.") and every undo
/// ("Took back 2 moves."). Output goes to the pipe a reply at a time, after the reply's writes were made
/// durable, so what was printed is what must be in the history.
final class ScriptedPlayer {
    let pid: pid_t
    private var input: Int32
    private let output: Int32, errors: Int32
    private var pending = ""
    /// The moves acknowledged so far (columns 1-7), as the printed replies left the game.
    private(set) var acknowledged: [Int] = []
    /// Whether a reply said the game is over.
    private(set) var isOver = false
    /// Everything printed on standard output.
    private(set) var printed = ""

    /// Starts `play` on `database` as the person `name` against the easy bot, which moves first, with the
    /// terminating signals unblocked and at their defaults, as a shell starts it (Foundation's `Process`
    /// passes on the test runner's signal mask, in which they are blocked).
    init(database: String, name: String, seed: UInt64, environment: [String: String]) throws {
        let program = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("c4-audio").path
        let arguments = [program, "--db", database, "play", "--mute", "--level", "easy", "--first", "bot",
                         "--name", name, "--seed", String(seed)]
        var pipes: [[Int32]] = []
        for _ in 0..<3 {
            var ends: [Int32] = [0, 0]
            guard systemPipe2(&ends, O_CLOEXEC) == 0 else { throw POSIXError(.EMFILE) }
            pipes.append(ends)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipes[0][0], 0)
        posix_spawn_file_actions_adddup2(&actions, pipes[1][1], 1)
        posix_spawn_file_actions_adddup2(&actions, pipes[2][1], 2)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var child: pid_t = 0
        let status = ShellSpawn.withAttributes { posix_spawn(&child, program, &actions, $0, argv, envp) }
        close(pipes[0][0])
        close(pipes[1][1])
        close(pipes[2][1])
        input = pipes[0][1]
        output = pipes[1][0]
        errors = pipes[2][0]
        pid = child
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL) }
    }

    deinit {
        if input >= 0 { close(input) }
        close(output)
        close(errors)
    }

    /// Sends one line (a closed pipe, the process gone, is not an error: its end is what the test checks).
    func send(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
    }

    /// Reads until a whole reply came (the board with `(move N).`, or the ending's `Music:` line).
    ///
    /// - Returns: false when the output ended first (the process ended) or 30 s passed.
    @discardableResult
    func awaitReply() -> Bool {
        let deadline = Date().addingTimeInterval(30)
        let fd = output
        while true {
            while let newline = pending.firstIndex(of: "\n") {
                let line = String(pending[..<newline])
                pending.removeSubrange(...newline)
                if take(line) { return true }
            }
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let left = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            guard left > 0 else { return false }
            let polled = poll(&ready, 1, left)
            if polled < 0 && errno == EINTR { continue }   // a signal to the test process (SIGCHLD)
            guard polled > 0 else { return false }
            var buffer = [UInt8](repeating: 0, count: 8192)
            let count = read(fd, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            let text = String(decoding: buffer.prefix(count), as: UTF8.self)
            printed += text
            pending += text
        }
    }

    /// Takes one printed line into account; true when it ends a reply.
    private func take(_ line: String) -> Bool {
        var rest = line[...]
        while let range = rest.range(of: " played ") {
            rest = rest[range.upperBound...]
            if let digit = rest.first?.wholeNumberValue, rest.dropFirst().first == "." { acknowledged.append(digit) }
        }
        if line.hasPrefix("Took back "), let count = Int(line.dropFirst(10).prefix { $0.isNumber }) {
            acknowledged.removeLast(min(count, acknowledged.count))
        }
        if line.hasPrefix("Music: ") { isOver = true }
        return line.hasPrefix("Music: ") || line.hasSuffix(").") && line.contains("(move ")
    }

    /// Sends `signal` to the process.
    func kill(_ signal: Int32) { Glibc.kill(pid, signal) }

    /// Closes standard input, waits for the end and returns how it ended (`WEXITSTATUS`, or 128 + the
    /// signal) and standard error.
    func finish() -> (status: Int32, stderr: String) {
        close(input)
        input = -1
        var out: [UInt8] = [], err: [UInt8] = []
        var open = [output, errors]
        while !open.isEmpty {
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let polled = poll(&fds, nfds_t(fds.count), 60_000)
            if polled < 0 && errno == EINTR { continue }
            guard polled > 0 else { break }
            for entry in fds where entry.revents != 0 {
                var buffer = [UInt8](repeating: 0, count: 8192)
                let count = read(entry.fd, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { open.removeAll { $0 == entry.fd } } else if entry.fd == output { out += buffer[..<count] } else { err += buffer[..<count] }
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        printed += String(decoding: out, as: UTF8.self)
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (code, String(decoding: err, as: UTF8.self))
    }
}

/// `pipe2(2)`, which Glibc's module does not export: close-on-exec from the start, so that a player
/// spawned by another thread meanwhile cannot keep this one's pipes open.
@_silgen_name("pipe2") private func systemPipe2(_ fds: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32

