import Foundation

/// Runs a short Python script, for tests that reach into a file the way another program would
/// (an older version's database, a row written by hand).
public enum PythonScript {
    /// Runs `script` with `python` (from ``Tools``), `arguments` as `sys.argv[1...]` and `input` on
    /// standard input, in the sandbox's environment.
    /// - Returns: the exit status and what the script wrote to standard error.
    public static func run(_ python: String, _ script: String, arguments: [String] = [],
                           input: Data = Data()) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script] + arguments
        process.environment = Sandbox.environment()
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let (_, errors) = PipeReader.readBoth(stdout, stderr)
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errors, as: UTF8.self))
    }
}
