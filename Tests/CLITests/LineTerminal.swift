import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `c4-audio` run on a pseudo-terminal as a person at a terminal runs it: standard input, output and error
/// are the terminal (canonical mode: a line goes in when its newline is typed, and is echoed). The test
/// types lines and reads what the program writes, line by line, keeping every byte (``transcript``).
final class LineTerminal {
    private let pty: PseudoTerminal
    let process = Process()
    /// Every byte the program wrote (and the terminal echoed), in order.
    private(set) var transcript: [UInt8] = []
    private var unread: [UInt8] = []

    /// Starts `c4-audio arguments` in the sandbox's environment plus `environment`.
    init(_ arguments: [String], environment: [String: String]) throws {
        pty = try PseudoTerminal()
        process.executableURL = CLIRunner.productsDirectory.appendingPathComponent("c4-audio")
        process.arguments = arguments
        process.environment = Sandbox.environment(environment)
        let terminal = FileHandle(fileDescriptor: pty.terminal, closeOnDealloc: true)
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        try process.run()
    }

    /// Types `line` and its newline.
    func type(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(pty.master, $0.baseAddress, $0.count) }
    }

    /// The next whole line the terminal shows (without its CR LF), or nil when none comes within `timeout`
    /// seconds or the program has ended and said everything.
    func nextLine(timeout: Double = 60) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let end = unread.firstIndex(of: 10) {
                let line = unread[..<end].filter { $0 != 13 }
                unread.removeFirst(end + 1)
                return String(decoding: line, as: UTF8.self)
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return nil }
            var poller = pollfd(fd: pty.master, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(min(left, 0.5) * 1000)) > 0 else {
                if !process.isRunning && pty.pending() == 0 { return nil }
                continue
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(pty.master, &chunk, chunk.count)
            guard count > 0 else { return nil }   // EIO: the program closed the terminal
            unread += chunk[..<count]
            transcript += chunk[..<count]
        }
    }

    /// Reads lines until one satisfies `wanted`, returning it (nil when none comes in time).
    func line(where wanted: (String) -> Bool, timeout: Double = 60) -> String? {
        while let line = nextLine(timeout: timeout) {
            if wanted(line) { return line }
        }
        return nil
    }

    /// Waits for the program to end (at most `timeout` seconds, then SIGTERM, and SIGKILL 5 s later, as a
    /// program stuck where it cannot act on SIGTERM needs) and returns its status.
    func finish(timeout: Double = 30) -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline {
            _ = nextLine(timeout: 0.2)
        }
        if process.isRunning { process.terminate() }
        for _ in 0..<50 where process.isRunning { _ = nextLine(timeout: 0.1) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        while nextLine(timeout: 0.1) != nil {}
        return process.terminationStatus
    }
}
