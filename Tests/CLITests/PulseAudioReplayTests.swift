import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `replay` through a real, paced sound server: a private PulseAudio daemon with a null sink, recorded from
/// the sink's monitor with `parec`. The path is bit-transparent for S16 44.1 kHz stereo at full volume, so
/// once aligned the capture must equal the render sample for sample: any dropout, drift or glitch shows.
@Suite struct PulseAudioReplayTests {
    static let installed = ["pulseaudio", "parec"].allSatisfy { Tools.find($0) != nil }

    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// One replay, no retry, with a 100 ms buffer stated in scripts/pulse-replay.sh (the engine's 20 ms under
    /// load is `make bench-audio`'s to measure). It once took up to three attempts: the recorder ran at parec's
    /// default latency, so the idle null sink rendered in blocks of up to 2 s and starved the replay's stream,
    /// and the server and recorder ran at the normal priority; now parec records every 5 ms, as a sound
    /// card's period would, and both run at a real-time priority where allowed (root, as in CI).
    @Test(.enabled(if: Tools.shouldRun(installed ? "" : nil),
                   Tools.missing("pulseaudio or parec", package: "pulseaudio pulseaudio-utils libasound2-plugins")))
    func aReplayAtFourTimesSpeedReachesTheSinkSampleForSample() throws {
        try #require(Self.installed, Tools.missing("pulseaudio or parec", package: "pulseaudio pulseaudio-utils"))
        if let failure = try Self.attempt() { Issue.record("the capture is not the render: \(failure)") }
    }

    /// One replay through the daemon; nil when the capture equals the render, else what went wrong.
    static func attempt() throws -> String? {
        let directory = RenderCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let moves = "547125662261271266215743771576315353334444"   // 42 pieces, a draw
        // The daemon, parec and the replay run from a script, which stops them by their pids.
        let script = Process()
        script.executableURL = URL(fileURLWithPath: Self.repositoryRoot + "/scripts/pulse-replay.sh")
        // The daemon's socket in a short folder: a deep TMPDIR would pass a socket path's 108 bytes.
        let runtime = Sandbox.socketFolder("pulse")
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        script.arguments = [CLIRunner.productsDirectory.appendingPathComponent("c4-audio").path, directory, moves, "5", runtime]
        script.standardInput = FileHandle.nullDevice
        try script.run()
        script.waitUntilExit()
        let stdout = (try? String(contentsOfFile: "\(directory)/replay.txt", encoding: .utf8)) ?? ""
        let stderr = (try? String(contentsOfFile: "\(directory)/replay.err", encoding: .utf8)) ?? ""
        guard script.terminationStatus == 0, stderr.isEmpty else { return "status \(script.terminationStatus): \(stderr)" }
        guard stdout.hasSuffix("result: draw after 42 moves, ending Draw\n") else { return "output: \(stdout.suffix(200))" }
        let expected = try ReplayCommandTests.wavSamples("\(directory)/render.wav")
        let captured = ReplayCommandTests.samples([UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(directory)/capture.raw"))))
        guard let lag = Self.alignment(of: expected, in: captured) else { return "the replay was not found in the capture" }
        guard captured.count >= lag + expected.count else { return "the capture ends before the game does" }
        let mismatches = expected.indices.lazy.filter { expected[$0] != captured[lag + $0] }
        let count = mismatches.count
        return count == 0 ? nil : "\(count) of \(expected.count) samples differ, the first at frame \((mismatches.first ?? 0) / 2)"
    }

    /// Where (in samples, a whole frame) `reference` starts in `capture`: the onset of sound gives a first
    /// guess, then the cross-correlation of the first 0.2 s around it picks the best lag.
    static func alignment(of reference: [Int16], in capture: [Int16]) -> Int? {
        guard let referenceOnset = reference.firstIndex(where: { $0 != 0 }),
              let captureOnset = capture.firstIndex(where: { $0 != 0 }) else { return nil }
        let guess = (captureOnset - referenceOnset) & ~1
        let window = min(2 * 8_820, reference.count - referenceOnset)
        var best: (lag: Int, score: Double)?
        for lag in stride(from: guess - 400, through: guess + 400, by: 2) where lag >= 0 && lag + referenceOnset + window <= capture.count {
            var score = 0.0
            for i in referenceOnset..<(referenceOnset + window) { score += Double(reference[i]) * Double(capture[lag + i]) }
            if best == nil || score > best!.score { best = (lag, score) }
        }
        return best?.lag
    }
}
