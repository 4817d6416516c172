import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// How `render` replaces an existing file: mode kept, symlinks followed, read-only files refused,
/// temporary files never left behind.
@Suite struct OutputFileTests {
    static let render = ["render", "--moves", "4453", "--seed", "1", "--channels", "1", "-o"]

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        stat(path, &info)
        return info.st_mode & 0o7777
    }

    @Test func keepsTheModeOfTheFileItReplaces() throws {
        let path = RenderCommandTests.temporaryDirectory() + "/game.wav"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o600)
        let result = try CLIRunner.run(Self.render + [path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.mode(path) == 0o600)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).prefix(4) == Data("RIFF".utf8))
    }

    @Test func writesThroughASymlinkToItsTarget() throws {
        let directory = RenderCommandTests.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory + "/real", withIntermediateDirectories: true)
        try Data("old".utf8).write(to: URL(fileURLWithPath: directory + "/real/target.wav"))
        symlink("real/target.wav", directory + "/link.wav")
        let result = try CLIRunner.run(Self.render + [directory + "/link.wav"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/link.wav") == "real/target.wav")
        let target = try Data(contentsOf: URL(fileURLWithPath: directory + "/real/target.wav"))
        #expect(target.prefix(4) == Data("RIFF".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/real") == ["target.wav"])
    }

    @Test func refusesAReadOnlyFile() throws {
        let path = RenderCommandTests.temporaryDirectory() + "/game.wav"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o444)
        let result = try CLIRunner.run(Self.render + [path])
        #expect(result.status == 1)
        #expect(result.stderr == "error: \(path): the file is read-only, so it was not replaced (access)\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("old".utf8))
    }

    @Test func removesItsOwnStaleTemporaryFiles() throws {
        let directory = RenderCommandTests.temporaryDirectory()
        // A process id that cannot be running (above pid_max), another's file, and a live process's file.
        for name in [".game.wav.tmp-99999999", ".other.wav.tmp-99999999", ".game.wav.tmp-1"] {
            try Data("partial".utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
        }
        let result = try CLIRunner.run(Self.render + [directory + "/game.wav"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
            == [".game.wav.tmp-1", ".other.wav.tmp-99999999", "game.wav"])
    }

    @Test func aFileSizeLimitFailsCleanly() throws {
        let directory = RenderCommandTests.temporaryDirectory()
        let binary = CLIRunner.productsDirectory.appendingPathComponent("c4-audio").path
        let arguments = RenderInterruptTests.longRender.map { "'\($0)'" }.joined(separator: " ")
        let result = try Shell.run("/bin/sh", ["-c", "ulimit -f 64; exec '\(binary)' \(arguments) -o '\(directory)/game.ogg'"])
        #expect(result.status == 1)
        #expect(result.stderr == "error: \(directory)/game.ogg: System error: File too large (sf_writef_float)\n"
            || result.stderr.contains("File too large"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }
}
