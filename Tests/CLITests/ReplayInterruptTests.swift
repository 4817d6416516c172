import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C during `replay`: the sound fades out at once (no click), the program ends by the signal (the shell
/// shows 130), and what it printed is whole lines.
@Suite struct ReplayInterruptTests {
    static let moves = "547125662261271266215743771576315353334444"

    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalFadesTheSoundOutAndEndsTheReplay(signal: Int32) throws {
        let directory = RenderCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let capture = "\(directory)/capture.raw", output = "\(directory)/out.txt", errors = "\(directory)/err.txt"
        // Paced: the file PCM takes blocks as a sound card would, so the signal arrives mid-game.
        let pid = try RenderInterruptTests.spawn(["replay", "--moves", Self.moves, "--seed", "1", "--interval", "0.25",
                                                  "--paced", "--device", "file:FILE=\(capture),FORMAT=raw"],
                                                 stdout: output, stderr: errors)
        let deadline = Date().addingTimeInterval(30)
        func lines() -> Int { (try? String(contentsOfFile: output, encoding: .utf8))?.filter { $0 == "\n" }.count ?? 0 }
        while lines() < 4, Date() < deadline { usleep(5_000) }
        try #require(lines() >= 4, "the replay printed \(lines()) moves in 30 s")
        usleep(100_000)   // between two notes' starts, while the fourth still sounds
        let sent = Date()
        kill(pid, signal)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let took = Date().timeIntervalSince(sent)
        #expect(status & 0x7F == signal, "ended by the signal (wait status \(status))")
        #expect(took < 1, "\(took) s")
        let printed = try String(contentsOfFile: output, encoding: .utf8)
        #expect(printed.hasPrefix("move 1: red, column 5, ") && printed.hasSuffix("\n"))
        #expect(!printed.contains("result"))
        #expect(try String(contentsOfFile: errors, encoding: .utf8).isEmpty)

        // The capture is the render up to the fade, then fades to silence within 10 ms plus a block.
        let rendered = try CLIRunner.run(["render", "--moves", Self.moves, "--seed", "1", "--interval", "0.25",
                                          "-o", "\(directory)/render.wav"])
        #expect(rendered.status == 0)
        let expected = try ReplayCommandTests.wavSamples("\(directory)/render.wav")
        let captured = ReplayCommandTests.samples([UInt8](try Data(contentsOf: URL(fileURLWithPath: capture))))
        let divergence = try #require(captured.indices.first { $0 >= expected.count || captured[$0] != expected[$0] }, "the capture differs from the render")
        #expect(divergence / 2 > 3 * 11_025, "the first notes are whole")
        let lastSound = try #require(captured.lastIndex { $0 != 0 })
        #expect((lastSound - divergence) / 2 <= 441 + 1_024, "silent \((lastSound - divergence) / 2) frames after the fade began")
        // No click: no step between neighbouring samples of a channel larger than the render's steepest.
        func steepest(_ samples: ArraySlice<Int16>) -> Int {
            stride(from: samples.startIndex + 2, to: samples.endIndex, by: 1).map { abs(Int(samples[$0]) - Int(samples[$0 - 2])) }.max() ?? 0
        }
        let allowed = steepest(expected[...])
        #expect(steepest(captured[(divergence - 2)...]) <= allowed, "the fade's steps stay within the notes' own")
        #expect(captured.suffix(2).allSatisfy { $0 == 0 })
    }

    @Test func aBackgroundJobOfAScriptIgnoresCtrlCAsTheShellAsks() throws {
        // `sh -c 'cmd &'` starts cmd with SIGINT ignored (no job control): it must stay ignored throughout,
        // while SIGTERM still ends the replay (status 143).
        let directory = RenderCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let binary = CLIRunner.productsDirectory.appendingPathComponent("c4-audio").path
        // The first Ctrl-C goes in as soon as the shell's child is c4-audio: earlier, the child may not yet
        // have set SIGINT to be ignored (a busy machine can leave it unscheduled for the 20 ms the test
        // once waited), and the shell's race, not the program, would end it.
        let script = """
            "\(binary)" replay --moves 4455667 --seed 1 --mute >/dev/null 2>&1 &
            pid=$!
            real=$(readlink -f "\(binary)"); tries=0
            while [ "$(readlink /proc/$pid/exe)" != "$real" ] && [ $tries -lt 500 ]; do sleep 0.01; tries=$((tries + 1)); done
            kill -INT $pid; sleep 0.8; kill -INT $pid; sleep 0.3
            kill -0 $pid && echo running
            kill -TERM $pid; wait $pid; echo "status $?"
            """
        let pid = try RenderInterruptTests.spawn(["-c", script], stdout: "\(directory)/out.txt", program: "/bin/sh")
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        #expect(try String(contentsOfFile: "\(directory)/out.txt", encoding: .utf8) == "running\nstatus 143\n")
    }
}
