import Foundation
import TestSupport
import Testing

/// A device that runs dry grows its buffer (`PCMDevice`): through a real sound server, a private PulseAudio
/// daemon at normal priority, `c4-bench underrun` opens `default` as a game does (20 ms) and stops writing
/// for 250 ms four times, longer than the buffer each time. Each stall must bring at least one underrun
/// (a busy machine may add one while the bench writes), each underrun must have doubled the buffer up to
/// the largest the engine allows (160 ms), and the device must play on after each.
@Suite struct UnderrunGrowthTests {
    @Test(.requires(.tools(["pulseaudio", "parec"], packages: "pulseaudio pulseaudio-utils libasound2-plugins")))
    func eachUnderrunDoublesTheBufferUpToItsLargest() throws {
        let runtime = Sandbox.socketFolder("underrun")
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let script = Process()
        script.executableURL = URL(fileURLWithPath: PulseAudioReplayTests.repositoryRoot + "/scripts/pulse-underrun.sh")
        script.arguments = [CLIRunner.productsDirectory.appendingPathComponent("c4-bench").path, runtime]
        script.standardInput = FileHandle.nullDevice
        let output = Pipe()
        script.standardOutput = output
        script.environment = Sandbox.environment()
        try script.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        script.waitUntilExit()
        try #require(script.terminationStatus == 0, "the script failed: \(text)")
        let rounds = text.split(separator: "\n").map { line in
            line.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .punctuationCharacters)) }
        }
        // `round N: underruns U, buffer B frames` → [N, U, B]
        #expect(rounds.map { $0.count } == [3, 3, 3, 3, 3], "\(text)")
        for round in rounds where round.count == 3 {
            let (number, underruns, buffer) = (round[0], round[1], round[2])
            #expect(underruns >= number, "a stall without an underrun: \(text)")
            #expect(buffer == 882 << min(underruns, 3), "20 ms doubled per underrun, at most 160 ms: \(text)")
        }
        #expect(rounds.last?.last == 7_056, "160 ms after four stalls: \(text)")
    }
}
