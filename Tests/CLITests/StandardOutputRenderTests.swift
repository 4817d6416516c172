import Foundation
import TestSupport
import Testing

/// `render -o -` makes its WAV in a private folder under TMPDIR (mkdtemp), never at a predictable name,
/// and leaves nothing there; a folder a killed run left behind is removed.
@Suite struct StandardOutputRenderTests {
    @Test func aPrivateFolderIsUsedAndNothingIsLeft() throws {
        let folder = Sandbox.folder("stdout")
        // What a SIGKILLed run would leave (its process, PID 2^22 + 1, cannot exist).
        let stale = folder + "/c4-audio-4194305-AbCdEf"
        try FileManager.default.createDirectory(atPath: stale, withIntermediateDirectories: false)
        _ = FileManager.default.createFile(atPath: stale + "/audio.wav", contents: Data([0]))
        // The old predictable name of this run, planted as a link to a file that must stay as it is.
        let victim = folder + "/victim.txt"
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: victim))
        let result = try CLIRunner.run(["render", "--moves", "4453", "--seed", "1", "-o", "-"], environment: ["TMPDIR": folder])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutData.prefix(4) == Data("RIFF".utf8) && result.stdoutData.count > 1_000_000)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["victim.txt"])
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep me")
    }
}
