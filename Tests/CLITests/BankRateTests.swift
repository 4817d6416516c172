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

@Suite struct BankRateLimitTests {
    /// A WAV whose header claims `rate` (a damaged header, as the fuzzer made one).
    @Test func aHeaderWithAnAbsurdRateIsRefused() throws {
        let directory = RenderCommandTests.temporaryDirectory()
        for name in try FileManager.default.contentsOfDirectory(atPath: NotesCommandTests.shipped) {
            try FileManager.default.copyItem(atPath: NotesCommandTests.shipped + "/" + name, toPath: directory + "/" + name)
        }
        var bytes = try Data(contentsOf: URL(fileURLWithPath: directory + "/draw.wav"))
        // Bytes 24-27: the sample rate; 28-31: bytes per second (rate × 2 for 16-bit mono).
        let rate: UInt32 = 50_000_000
        for i in 0..<4 { bytes[24 + i] = UInt8(truncatingIfNeeded: rate >> (8 * UInt32(i))) }
        for i in 0..<4 { bytes[28 + i] = UInt8(truncatingIfNeeded: (rate * 2) >> (8 * UInt32(i))) }
        try bytes.write(to: URL(fileURLWithPath: directory + "/draw.wav"))
        let result = try CLIRunner.run(["notes", "list", "--notes", directory])
        #expect(result.status == 1)
        #expect(result.stderr == "error: note bank: \(directory)/draw.wav: sample rate 50000000 Hz is too high (at most 192000 Hz)\n")
    }
}
