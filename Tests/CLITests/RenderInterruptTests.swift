import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `render` when it is interrupted, and when its standard output is a terminal.
@Suite struct RenderInterruptTests {
    /// A full board 8 s apart: about 6 minutes of Ogg Vorbis, seconds of encoding, so the signal
    /// arrives while the temporary file is being written.
    static let longRender = ["render", "--moves", "547125662261271266215743771576315353334444", "--seed", "1",
                             "--interval", "8"]

    /// Starts `c4-audio` with the terminating signals unblocked and at their defaults, as a shell does.
    ///
    /// Foundation's `Process` passes on the test runner's signal mask, in which both are blocked.
    static func spawn(_ arguments: [String], stdout: String = "/dev/null", stderr: String = "/dev/null",
                      program: String? = nil) throws -> pid_t {
        let path = program ?? CLIRunner.productsDirectory.appendingPathComponent("c4-audio").path
        // SIGQUIT's default action dumps core: no core file in the checkout (the child inherits the limit).
        var limit = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limit)
        limit.rlim_cur = 0
        setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limit)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = Sandbox.cEnvironment()
        defer { Sandbox.free(envp) }
        var pid: pid_t = 0
        let status = ShellSpawn.withAttributes { posix_spawn(&pid, path, &actions, $0, argv, envp) }
        try #require(status == 0, "posix_spawn: \(String(cString: strerror(status)))")
        return pid
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM])
    func anInterruptedRenderLeavesNoTemporaryFile(signal: Int32) throws {
        let directory = RenderCommandTests.temporaryDirectory()
        let pid = try Self.spawn(Self.longRender + ["-o", directory + "/game.ogg"])
        // Wait until the hidden temporary file exists (the render has started writing).
        let deadline = Date().addingTimeInterval(30)
        while try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty, Date() < deadline {
            usleep(5_000)
        }
        let during = try FileManager.default.contentsOfDirectory(atPath: directory)
        kill(pid, signal)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        // One temporary: .NAME.tmp-PID-RANDOM (16 hexadecimal digits no one can predict).
        #expect(during.count == 1 && during[0].hasPrefix(".game.ogg.tmp-\(pid)-") && during[0].count == ".game.ogg.tmp-\(pid)-".count + 16,
                "\(during)")
        #expect(status & 0x7F == signal, "ended by the signal, as without a handler (wait status \(status))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty, "no temporary, no output")
    }

    @Test func refusesToWriteWAVToATerminal() throws {
        // A pseudo-terminal as standard output, as in an interactive shell.
        let pty = try PseudoTerminal()
        let terminal = pty.terminal
        let process = Process()
        process.executableURL = CLIRunner.productsDirectory.appendingPathComponent("c4-audio")
        process.arguments = ["render", "--moves", "4453", "--seed", "1", "-o", "-"]
        process.environment = Sandbox.environment()
        let errors = Pipe()
        process.standardOutput = FileHandle(fileDescriptor: terminal, closeOnDealloc: true)
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(stderr == "error: -o -: standard output is a terminal; WAV data is not written to one (pipe it, e.g. | aplay, or give -o FILE)\n")
        // Nothing reached the terminal.
        #expect(pty.pending() == 0)
    }
}
