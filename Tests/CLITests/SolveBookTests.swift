import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `solve` on early positions: the opening book answers; a long solve shows progress on a terminal.
@Suite struct SolveBookTests {
    /// Runs `solve` with a pseudo-terminal as standard error; returns (status, stdout, what the terminal got).
    static func solveOnATerminal(_ arguments: [String], environment: [String: String]) throws -> (Int32, String, String) {
        let pty = try PseudoTerminal()
        let terminal = pty.terminal
        let process = Process()
        process.executableURL = CLIRunner.productsDirectory.appendingPathComponent("c4-audio")
        process.arguments = ["solve"] + arguments
        process.environment = Sandbox.environment(environment)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(fileDescriptor: terminal, closeOnDealloc: true)
        try process.run()
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var bytes = [UInt8](repeating: 0, count: Int(pty.pending()))
        if !bytes.isEmpty { _ = read(pty.master, &bytes, bytes.count) }
        return (process.terminationStatus, stdout, String(decoding: bytes, as: UTF8.self))
    }

    @Test func earlyPositionsComeFromTheBook() throws {
        // From scratch the empty board takes half a minute even in a release build.
        let result = try CLIRunner.run(["solve", "", "4", "44"])
        #expect(result.stdout == " 1\n4 -1\n44 1\n")
        let analyzed = try CLIRunner.run(["solve", "--analyze", "--weak", ""])
        #expect(analyzed.stdout == " -1 -1 0 1 0 -1 -1\n")
        #expect(try CLIRunner.run(["solve", "--analyze", ""]).stdout == " -2 -1 0 1 0 -1 -2\n")
    }

    /// A book file that is not a book, or not a file, stops `solve` with one line naming it; nothing
    /// is printed on standard output.
    @Test func aBookThatCannotBeReadIsNamedInOneLine() throws {
        let folder = Sandbox.folder("book")
        try Data("not a book at all".utf8).write(to: URL(fileURLWithPath: folder + "/bad.c4book"))
        let cases = [
            (folder + "/bad.c4book", "not an opening book (too short, or no C4BOOK01 header)"),
            (folder, "not a regular file (open)"),
        ]
        for (path, reason) in cases {
            let result = try CLIRunner.run(["solve", "44"], environment: ["C4_AUDIO_BOOK": path])
            #expect(result.status != 0)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "error: \(path): \(reason)\n")
        }
    }

    @Test func aLongSolveShowsProgressOnATerminalAndErasesIt() throws {
        let (status, stdout, terminal) = try Self.solveOnATerminal(["335662333565"], environment: ["C4_AUDIO_PROGRESS_DELAY": "0.01"])
        #expect(status == 0)
        #expect(stdout == "335662333565 -2\n")
        // The seconds shown depend on the machine's load: only the form is checked.
        #expect(terminal.hasPrefix("\r\u{1B}[Ksolving 335662333565… "), "\(terminal.debugDescription)")
        #expect(terminal.contains(" s\r\u{1B}[K") || terminal.contains(" s\u{1B}[K"), "\(terminal.debugDescription)")
        #expect(terminal.hasSuffix("\r\u{1B}[K"))
    }

    @Test func noProgressWhenStandardErrorIsNotATerminal() throws {
        let result = try CLIRunner.run(["solve", "335662333565"], environment: ["C4_AUDIO_PROGRESS_DELAY": "0.01"])
        #expect(result.stderr.isEmpty && result.stdout == "335662333565 -2\n")
    }
}
