import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Output onto a full disk and into a full standard output: exit 1, one clear line, the old file intact,
/// no temporary file left.
///
/// The disk is a small tmpfs mounted for the test when that works (root, as in CI), else a file size limit
/// (`ulimit -f`), under which a write fails with "File too large" instead of "No space left on device".
@Suite(.serialized) struct FullDiskTests {
    /// A directory on a full (or size-limited) file system, and how the limit is made.
    struct Disk {
        var directory: String
        /// Whether a tmpfs is mounted there (else the writes run under `ulimit -f`).
        var isTmpfs: Bool

        /// Mounts a 2 MiB tmpfs, or falls back to a plain directory.
        static func make() throws -> Disk {
            let directory = RenderCommandTests.temporaryDirectory()
            let mounted = getuid() == 0
                && (try? Shell.run("/bin/mount", ["-t", "tmpfs", "-o", "size=2m", "tmpfs", directory]))?.status == 0
            return Disk(directory: directory, isTmpfs: mounted)
        }

        /// Fills the file system so that only a few KiB stay free.
        func fill() throws {
            guard isTmpfs else { return }
            _ = try Shell.run("/bin/sh", ["-c", "dd if=/dev/zero of=\(directory)/filler bs=4k 2>/dev/null; true"])
        }

        /// Runs c4-audio with the disk full (tmpfs) or a 64 KiB file size limit.
        func run(_ arguments: [String]) throws -> Shell.Result {
            let binary = CLIRunner.productsDirectory.appendingPathComponent("c4-audio").path
            let quoted = ([binary] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
            return try Shell.run("/bin/sh", ["-c", (isTmpfs ? "" : "ulimit -f 128; ") + "exec " + quoted])
        }

        func remove() {
            if isTmpfs { _ = try? Shell.run("/bin/umount", [directory]) }
            try? FileManager.default.removeItem(atPath: directory)
        }
    }

    @Test(arguments: ["wav", "flac", "ogg", "mp3"])
    func aFullDiskFailsAndKeepsTheOldFile(format: String) throws {
        let disk = try Disk.make()
        defer { disk.remove() }
        let path = disk.directory + "/game.\(format)"
        // A short mono file first: the old file that must survive.
        let old = try disk.run(["render", "--moves", "4", "--music", "0", "--channels", "1", "--interval", "0.1",
                                "--sample-rate", "8000", "-o", path])
        try #require(old.status == 0, "\(old.stderr)")
        let before = try #require(FileManager.default.contents(atPath: path))
        try disk.fill()
        // A whole board 2 s apart in stereo: megabytes in any format.
        let result = try disk.run(["render", "--moves", "547125662261271266215743771576315353334444", "--seed", "1",
                                   "--interval", "2", "-o", path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty, "no summary line for a failed write")
        let reason = disk.isTmpfs ? "No space left on device" : "File too large"
        #expect(result.stderr.hasPrefix("error: \(path): ") && result.stderr.contains(reason), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(FileManager.default.contents(atPath: path) == before, "the old file is intact")
        let left = try FileManager.default.contentsOfDirectory(atPath: disk.directory).filter { $0.contains(".tmp-") }
        #expect(left.isEmpty, "no temporary file: \(left)")
    }

    @Test(arguments: [
        ["show", "4453"], ["solve", "4453"], ["music", "4453", "--seed", "1"], ["--help"], ["render", "--help"],
        ["selfplay", "--games", "1", "--levels", "random,random", "--seed", "1", "--jsonl"],
        ["selfplay", "--games", "1", "--levels", "random,random", "--seed", "1"], ["notes", "list"],
        ["music", "--check", "0123"], ["render", "--moves", "4453", "--seed", "1", "-o", "-"],
    ])
    func aFullStandardOutputFails(arguments: [String]) throws {
        let result = try Shell.runC4Audio(arguments, stdout: "/dev/full")
        #expect(result.status == 1, "\(arguments): \(result.stderr)")
        #expect(result.stderr == "error: standard output: No space left on device\n", "\(arguments)")
    }

    @Test func aFullStandardOutputIsTheSameUnderAFileSizeLimit() throws {
        let directory = RenderCommandTests.temporaryDirectory()
        let binary = CLIRunner.productsDirectory.appendingPathComponent("c4-audio").path
        let result = try Shell.run("/bin/sh", ["-c", "ulimit -f 1; exec '\(binary)' selfplay --games 20 --levels random,random --seed 1 --jsonl > '\(directory)/out.jsonl'"])
        #expect(result.status == 1)
        #expect(result.stderr == "error: standard output: File too large\n")
    }
}

/// Runs a program and collects its output.
enum Shell {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ executable: String, _ arguments: [String], stdout: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = Sandbox.environment()
        let out = Pipe(), err = Pipe()
        if let stdout {
            process.standardOutput = FileHandle(forWritingAtPath: stdout)
        } else {
            process.standardOutput = out
        }
        process.standardError = err
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        try process.run()
        let (outData, errData) = stdout == nil ? PipeReader.readBoth(out, err)
            : (Data(), err.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    static func runC4Audio(_ arguments: [String], stdout: String? = nil) throws -> Result {
        try run(CLIRunner.productsDirectory.appendingPathComponent("c4-audio").path, arguments, stdout: stdout)
    }
}
