import Foundation
import Testing

/// A custom bank's output rate: the highest rate among its files, whichever file has it.
@Suite struct BankRateTests {
    /// A copy of the shipped bank with `stem` replaced by the same sound generated at 8 kHz.
    static func bank(withEightKilohertz stem: String) throws -> String {
        let directory = RenderCommandTests.temporaryDirectory()
        let low = RenderCommandTests.temporaryDirectory()
        #expect(try CLIRunner.run(["notes", "generate", low, "--sample-rate", "8000"]).status == 0)
        for name in try FileManager.default.contentsOfDirectory(atPath: NotesCommandTests.shipped) {
            try FileManager.default.copyItem(atPath: NotesCommandTests.shipped + "/" + name, toPath: directory + "/" + name)
        }
        try FileManager.default.removeItem(atPath: directory + "/\(stem).wav")
        try FileManager.default.copyItem(atPath: low + "/\(stem).wav", toPath: directory + "/\(stem).wav")
        return directory
    }

    @Test(arguments: ["C4", "D4"])
    func oneLowFileDoesNotDecideTheRate(stem: String) throws {
        let bank = try Self.bank(withEightKilohertz: stem)
        let path = RenderCommandTests.temporaryDirectory() + "/game.wav"
        let result = try CLIRunner.run(["--notes", bank, "render", "--moves", "4453", "--seed", "1", "-o", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(", 44100 Hz, "), "\(result.stdout)")
    }

    @Test func theHighestRateWins() throws {
        let bank = RenderCommandTests.temporaryDirectory()
        #expect(try CLIRunner.run(["notes", "generate", bank, "--sample-rate", "22050"]).status == 0)
        let high = RenderCommandTests.temporaryDirectory()
        #expect(try CLIRunner.run(["notes", "generate", high, "--sample-rate", "48000"]).status == 0)
        try FileManager.default.removeItem(atPath: bank + "/draw.wav")
        try FileManager.default.copyItem(atPath: high + "/draw.wav", toPath: bank + "/draw.wav")
        let path = RenderCommandTests.temporaryDirectory() + "/game.wav"
        let result = try CLIRunner.run(["--notes", bank, "render", "--moves", "4453", "--seed", "1", "-o", path])
        #expect(result.stdout.contains(", 48000 Hz, "), "\(result.stdout)")
    }
}
