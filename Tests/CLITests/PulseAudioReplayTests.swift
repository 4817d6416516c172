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
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// One replay, no retry, with the replay's own buffer (100 ms, `AudioEngine.Options.scoreLatency`; a
    /// game's 20 ms under load is `make bench-audio`'s to measure). It once took up to three attempts: the recorder ran at parec's
    /// default latency, so the idle null sink rendered in blocks of up to 2 s and starved the replay's stream,
    /// and the server and recorder ran at the normal priority; now parec records every 5 ms, as a sound
    /// card's period would, and both run at a real-time priority where allowed (root, as in CI).
    @Test(.requires(.tools(["pulseaudio", "parec"], packages: "pulseaudio pulseaudio-utils libasound2-plugins")))
    func aReplayAtFourTimesSpeedReachesTheSinkSampleForSample() throws {
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
        // The sandbox's environment: a user's C4_AUDIO_NOTES or stored settings must not reach the binary.
        script.environment = Sandbox.environment()
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
        // PulseAudio may zero the first milliseconds of a new stream (seen: 3 ms of the first note's onset in
        // 2 of 6 runs, the rest sample for sample): the server's doing. From 50 ms after the onset on, every
        // sample must be the render's.
        let from = (expected.firstIndex { $0 != 0 } ?? 0) + 2 * Self.settle
        let mismatches = expected.indices.lazy.filter { $0 >= from && expected[$0] != captured[lag + $0] }
        let count = mismatches.count
        return count == 0 ? nil : "\(count) of \(expected.count) samples differ, the first at frame \((mismatches.first ?? 0) / 2)"
    }

    /// Frames after the onset before the comparison starts (50 ms; see ``attempt()``).
    static let settle = 2_205

    /// Where (in samples, a whole frame) `reference` starts in `capture`: the onset of sound gives a first
    /// guess (the capture's may come a few milliseconds late when the server zeroed the stream's start), then
    /// the lag within ±50 ms at which 256 samples from 50 ms after the onset are the same, bit for bit (a
    /// ringing note correlates at many lags; equal samples only at one).
    static func alignment(of reference: [Int16], in capture: [Int16]) -> Int? {
        guard let referenceOnset = reference.firstIndex(where: { $0 != 0 }),
              let captureOnset = capture.firstIndex(where: { $0 != 0 }) else { return nil }
        let guess = (captureOnset - referenceOnset) & ~1
        let start = referenceOnset + 2 * settle
        guard start + 256 <= reference.count else { return nil }
        for lag in stride(from: max(0, guess - 4_410), through: guess + 4_410, by: 2) where lag + start + 256 <= capture.count {
            if (0..<256).allSatisfy({ reference[start + $0] == capture[lag + start + $0] }) { return lag }
        }
        return nil
    }
}
