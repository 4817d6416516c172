import Foundation
import TestSupport
import Testing

/// The animated replay and the demo through real alsa-lib: the `file` PCM captures every sample the
/// engine hands it, which must be the samples `render` writes for the same game and interval, after
/// the silence before the first note (a full-screen replay starts its score once the screen is up).
/// Paced (`--paced`): the file PCM takes blocks as a sound card would, so the notes handed over
/// ahead of their time land as they would on a real device.
@Suite("the animated replay and the demo sound exactly as render (file plugin)", .serialized)
struct AnimatedSoundTests {
    /// The 16-bit samples written to a raw capture.
    static func capture(_ path: String) -> [Int16] {
        ReplayCommandTests.samples([UInt8]((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()))
    }

    /// How far `captured` is ahead of `expected`: the distance between their first sounding samples.
    static func offset(of expected: [Int16], in captured: [Int16]) -> Int? {
        guard let first = expected.firstIndex(where: { $0 != 0 }), let onset = captured.firstIndex(where: { $0 != 0 }) else {
            return nil
        }
        return onset - first
    }

    /// Checks that `captured` is silence, then exactly `expected`, then silence.
    static func expectRender(_ expected: [Int16], in captured: [Int16], channels: Int) throws {
        #expect(expected.count > 44_100)
        let offset = try #require(Self.offset(of: expected, in: captured), "the capture is silent")
        #expect(offset >= 0 && offset % channels == 0, "offset \(offset)")
        #expect(captured.count >= offset + expected.count, "\(captured.count) samples captured, \(offset + expected.count) needed")
        guard offset >= 0, captured.count >= offset + expected.count else { return }
        let mismatch = expected.indices.first { expected[$0] != captured[offset + $0] }
        #expect(mismatch == nil, "first different sample: \(mismatch ?? -1) of \(expected.count)")
        #expect(captured[(offset + expected.count)...].allSatisfy { $0 == 0 })
    }

    /// Waits until the capture holds all of `expected` after its onset (it grows in real time).
    static func waitForCapture(_ path: String, holding expected: [Int16], timeout: Double = 60) {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            let captured = capture(path)
            if let offset = offset(of: expected, in: captured), captured.count >= offset + expected.count { return }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    /// Renders `arguments` (`--moves … --music …` or `--seed`) and returns the samples.
    static func render(_ arguments: [String], in directory: String) throws -> [Int16] {
        let rendered = try CLIRunner.run(["render"] + arguments + ["-o", "\(directory)/render.wav"])
        try #require(rendered.status == 0, "\(rendered.stderr)")
        return try ReplayCommandTests.wavSamples("\(directory)/render.wav")
    }

    /// `--moves M --music S` from a line `replay: c4-audio replay --moves M --music S`.
    static func replayArguments(in text: String) throws -> [String] {
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("replay: c4-audio replay --moves ") })
        let words = line.split(separator: " ").map(String.init)
        try #require(words.count == 7 && words[3] == "--moves" && words[5] == "--music", "\(line)")
        return Array(words[3...])
    }

    @Test("An animated replay left to play captures exactly the render of interval / speed", .requires(TmuxSession.requirement),
          arguments: [(moves: ReplayCommandTests.randomGame(seed: 5), seed: UInt64(11), interval: 0.5, speed: 4.0, channels: 2),
                      ("4455667", 3, 0.3, 1, 1)])
    func animatedReplay(moves: String, seed: UInt64, interval: Double, speed: Double, channels: Int) throws {
        let directory = RenderCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let expected = try Self.render(["--moves", moves, "--seed", "\(seed)", "--interval", "\(interval / speed)",
                                        "--channels", "\(channels)"], in: directory)
        let capture = "\(directory)/capture.raw"
        let session = try TmuxSession(["replay", "--moves", moves, "--seed", "\(seed)", "--interval", "\(interval)",
                                       "--speed", "\(speed)", "--channels", "\(channels)", "--no-color", "--paced",
                                       "--device", "file:FILE=\(capture),FORMAT=raw"])
        defer { session.stop() }
        try session.waitFor("Replay again?", timeout: 60)
        Self.waitForCapture(capture, holding: expected)
        try ReplayTerminalTests.quitAndCheckRestored(session)
        try Self.expectRender(expected, in: Self.capture(capture), channels: channels)
    }

    @Test("demo --once in a terminal sounds exactly as render of the game it names at the end",
          .requires(TmuxSession.requirement))
    func demoInATerminal() throws {
        let directory = RenderCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let capture = "\(directory)/capture.raw"
        let session = try TmuxSession(["demo", "--once", "--seed", "4", "--interval", "0.05", "--paced",
                                       "--device", "file:FILE=\(capture),FORMAT=raw"])
        defer { session.stop() }
        try session.waitFor("Bots play each other: any key quits")
        let status = try #require(try session.waitForStatus(timeout: 60))
        #expect(status == 0)
        #expect(session.file("before") == session.file("after"))
        // -J joins the lines the terminal wrapped: a long game's replay line is wider than the window.
        let screen = try session.tmux(["capture-pane", "-p", "-J", "-t", "main"])
        #expect(screen.contains("game 1: Bot "))
        let expected = try Self.render(try Self.replayArguments(in: screen) + ["--interval", "0.05"], in: directory)
        try Self.expectRender(expected, in: Self.capture(capture), channels: 2)
    }

    @Test("demo --once, not in a terminal: a line per move, then the game; the capture is its render")
    func demoLines() throws {
        let directory = RenderCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let capture = "\(directory)/capture.raw"
        let result = try CLIRunner.run(["demo", "--once", "--seed", "9", "--interval", "0.05",
                                        "--device", "file:FILE=\(capture),FORMAT=raw"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let arguments = try Self.replayArguments(in: result.stdout)
        let moves = arguments[1]
        #expect(lines.first?.hasPrefix("game 1: Bot ") == true)
        #expect(lines.count == moves.count + 3)
        #expect(lines[1].hasPrefix("move 1: ") && lines[moves.count].hasPrefix("move \(moves.count): "))
        #expect(lines[moves.count + 1].hasPrefix("result: "))
        // The same seed, the same game.
        let again = try CLIRunner.run(["demo", "--once", "--seed", "9", "--interval", "0.05",
                                       "--device", "file:FILE=\(directory)/again.raw,FORMAT=raw"])
        #expect(try Self.replayArguments(in: again.stdout) == arguments)
        let expected = try Self.render(arguments + ["--interval", "0.05"], in: directory)
        let captured = Self.capture(capture)
        #expect(Self.offset(of: expected, in: captured) == 0)
        try Self.expectRender(expected, in: captured, channels: 2)
    }

    @Test("demo --instrument marimba plays the marimba: the capture is the marimba render, not the piano's")
    func demoInstrument() throws {
        let directory = RenderCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let capture = "\(directory)/capture.raw"
        let result = try CLIRunner.run(["demo", "--once", "--seed", "9", "--interval", "0.05", "--instrument", "marimba",
                                        "--device", "file:FILE=\(capture),FORMAT=raw"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let arguments = try Self.replayArguments(in: result.stdout) + ["--interval", "0.05"]
        let marimba = try Self.render(arguments + ["--instrument", "marimba"], in: directory)
        let piano = try Self.render(arguments, in: directory)
        let captured = Self.capture(capture)
        try Self.expectRender(marimba, in: captured, channels: 2)
        #expect(marimba != piano)   // so the capture, equal to the marimba render, is not the piano
    }
}
