import Foundation
import TestSupport
import Testing

/// Runs the built `c4-audio` binary and captures what it prints, as a user's shell would.
struct CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Standard output as bytes, for binary output such as `render -o -`.
        var stdoutData: Data = Data()
    }

    /// The directory that holds the test bundle and the built products.
    static var productsDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    /// Runs `c4-audio` with `arguments`, an optional standard input and extra environment, in the
    /// ``Sandbox``'s environment (a private home and history; none of the user's `C4_AUDIO_*` variables).
    /// - Parameter executable: another copy of the binary to run (the built one when nil).
    static func run(_ arguments: [String], stdin: String? = nil,
                    environment: [String: String] = [:], executable: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable.map(URL.init(fileURLWithPath:)) ?? productsDirectory.appendingPathComponent("c4-audio")
        process.arguments = arguments
        process.environment = Sandbox.environment(environment)
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try ProgramCopy.start(process)
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read both pipes together before waiting so a large output on either cannot block the child.
        let (outData, errData) = PipeReader.readBoth(out, err)
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self),
                      stdoutData: outData)
    }

    /// Runs the built binary without the privilege to ignore permissions: as root (as in CI) through
    /// setpriv with every capability dropped (still uid 0, so the test's private folders stay reachable
    /// however the user's TMPDIR is protected); as anyone else, as it is.
    static func unprivileged(_ arguments: [String]) throws -> Result {
        let binary = CLIRunner.productsDirectory.appendingPathComponent("c4-audio").path
        let process = Process()
        if getuid() == 0 {
            try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
                         "root ignores permissions and setpriv (util-linux) is missing to drop them")
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--bounding-set=-all", "--inh-caps=-all", binary] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
        }
        process.environment = Sandbox.environment()
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try ProgramCopy.start(process)
        let (out, err) = PipeReader.readBoth(output, errors)
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self))
    }
}
