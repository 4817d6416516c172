import AudioIO
import Foundation
import Game
import Music
import Testing

/// `replay` through real alsa-lib: the `file` PCM captures every sample handed to it, which must be the
/// samples `render` writes for the same game, interval and channels.
@Suite struct ReplayCommandTests {
    /// The 16-bit samples of a WAV file, header aside (the `data` chunk).
    static func wavSamples(_ path: String) throws -> [Int16] {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var offset = 12
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
            let size = bytes[(offset + 4)..<(offset + 8)].reversed().reduce(0) { $0 << 8 | Int($1) }
            if id == "data" { return samples(Array(bytes[(offset + 8)..<min(bytes.count, offset + 8 + size)])) }
            offset += 8 + size + size % 2
        }
        Issue.record("\(path): no data chunk")
        return []
    }

    static func samples(_ bytes: [UInt8]) -> [Int16] {
        stride(from: 0, to: bytes.count - 1, by: 2).map { Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8) }
    }

    /// A seeded random game, played until it ends (or `limit` moves).
    static func randomGame(seed: UInt64, limit: Int = 42) -> String {
        var generator = SeededGenerator(seed: seed)
        var game = Game()
        while !game.outcome.isOver && game.moves.count < limit {
            _ = try! game.play(game.legalColumns.randomElement(using: &generator)!)
        }
        return game.moves.map { String($0 + 1) }.joined()
    }

    /// 24 games: random ones won by either player (Good and Bad endings with --human first), full-board
    /// draws, an unfinished one; intervals from 0.125 s (five notes overlap) to 1 s; stereo and mono.
    typealias Case = (moves: String, seed: UInt64, interval: Double, speed: Double, channels: Int)
    static let games: [Case] = randomCases() + [
        ("547125662261271266215743771576315353334444", 1, 0.25, 4, 2),   // draw
        ("547125662261271266215743771576315353334444", 2, 1.0, 1, 1),
        ("4455667", 3, 0.125, 1, 2),                                    // the ending overlaps the notes
        (randomGame(seed: 77, limit: 9), 4, 0.5, 2, 2),                 // unfinished: no ending
    ]

    static func randomCases() -> [Case] {
        let intervals: [Double] = [1.0, 0.5, 0.25, 0.125], speeds: [Double] = [1, 2, 4, 8]
        return (0..<20).map { index -> Case in
            let channels = index % 5 == 4 ? 1 : 2
            return (randomGame(seed: UInt64(index)), UInt64(100 + index), intervals[index % 4], speeds[(index / 4) % 4], channels)
        }
    }

    @Test func theGamesCoverEveryEnding() throws {
        var outcomes = Set<String>()
        for game in Self.games {
            let music = try CLIRunner.run(["music", game.moves, "--seed", "\(game.seed)"]).stdout
            outcomes.insert(String(music.trimmingCharacters(in: .whitespacesAndNewlines).last!))
        }
        #expect(outcomes.isSuperset(of: ["5", "6", "7"]), "\(outcomes)")
    }

    @Test(arguments: ReplayCommandTests.games)
    func replayThroughTheFilePluginCapturesExactlyTheRender(moves: String, seed: UInt64, interval: Double,
                                                            speed: Double, channels: Int) throws {
        let directory = RenderCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let rendered = try CLIRunner.run(["render", "--moves", moves, "--seed", "\(seed)", "--interval", "\(interval)",
                                          "--channels", "\(channels)", "-o", "\(directory)/render.wav"])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        // The replay's interval divided by its speed is the render's interval (exactly: powers of two).
        let replayed = try CLIRunner.run(["replay", "--moves", moves, "--seed", "\(seed)", "--interval", "\(interval * speed)",
                                          "--speed", "\(speed)", "--channels", "\(channels)",
                                          "--device", "file:FILE=\(directory)/capture.raw,FORMAT=raw"])
        #expect(replayed.status == 0 && replayed.stderr.isEmpty, "\(replayed.stderr)")
        let lines = replayed.stdout.split(separator: "\n")
        #expect(lines.count == moves.count + 1)
        #expect(lines.last?.hasPrefix("result: ") == true)
        let expected = try Self.wavSamples("\(directory)/render.wav")
        let captured = Self.samples([UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(directory)/capture.raw"))))
        #expect(expected.count > 44_100)
        // The engine writes whole periods: the capture may end with less than one period of silence more.
        #expect(captured.count >= expected.count && captured.count - expected.count < 2_048 * channels)
        let mismatch = expected.indices.first { expected[$0] != captured[$0] }
        #expect(mismatch == nil, "first different sample: \(mismatch ?? -1) of \(expected.count)")
        #expect(captured[expected.count...].allSatisfy { $0 == 0 })
    }

    @Test func theStoredIntervalAndSpeedAreTheDefaultsAndOptionsWin() throws {
        // Given stored settings of interval 0.5 and speed 2 (0.25 s between pieces)
        let directory = RenderCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let db = ["C4_AUDIO_DB": "\(directory)/history.sqlite"]
        #expect(try CLIRunner.run(["settings", "set", "interval", "0.5"], environment: db).status == 0)
        #expect(try CLIRunner.run(["settings", "set", "speed", "2"], environment: db).status == 0)
        let game = ["--moves", "4455667", "--seed", "3", "--channels", "1"]
        func capture(_ options: [String], _ name: String) throws -> [Int16] {
            let replayed = try CLIRunner.run(["replay"] + game + options + ["--device", "file:FILE=\(directory)/\(name),FORMAT=raw"],
                                             environment: db)
            #expect(replayed.status == 0 && replayed.stderr.isEmpty, "\(replayed.stderr)")
            return Self.samples([UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(directory)/\(name)"))))
        }
        func render(_ interval: String) throws -> [Int16] {
            let rendered = try CLIRunner.run(["render"] + game + ["--interval", interval, "-o", "\(directory)/r.wav"])
            #expect(rendered.status == 0, "\(rendered.stderr)")
            return try Self.wavSamples("\(directory)/r.wav")
        }
        // When it is replayed without options, and with --speed alone, and with both options
        let stored = try capture([], "stored.raw"), speedOnly = try capture(["--speed", "4"], "speed.raw")
        let both = try capture(["--interval", "1", "--speed", "1"], "both.raw")
        // Then each equals the render at the interval the settings and options make
        for (captured, interval) in [(stored, "0.25"), (speedOnly, "0.125"), (both, "1")] {
            let expected = try render(interval)
            #expect(captured.count >= expected.count && expected.count > 0)
            #expect(expected.indices.first { expected[$0] != captured[$0] } == nil, "interval \(interval)")
        }
    }

    @Test func printsEachMoveWithColourColumnAndNoteThenTheResult() throws {
        let result = try CLIRunner.run(["replay", "--moves", "4455667", "--music", "03142305", "--speed", "50", "--mute"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout == """
            move 1: red, column 4, row 1, C
            move 2: yellow, column 4, row 2, G
            move 3: red, column 5, row 1, D
            move 4: yellow, column 5, row 2, A
            move 5: red, column 6, row 1, E
            move 6: yellow, column 6, row 2, G
            move 7: red, column 7, row 1, C
            result: red wins with move 7, ending Good

            """)
    }

    @Test func aStoredGameReplaysByIDWithItsOwnMusicAndColours() throws {
        // Given a stored game of two people in purple and cyan (imported from the original app's data string)
        let directory = RenderCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let db = ["C4_AUDIO_DB": "\(directory)/history.sqlite"]
        let imported = try CLIRunner.run(["history", "import", "--seed", "5"], stdin: "03711122122\n", environment: db)
        #expect(imported.status == 0, "\(imported.stderr)")
        let music = try CLIRunner.run(["history", "export", "1", "--format", "json"], environment: db).stdout
        // When it is replayed by ID through the file plugin and rendered by ID
        let replayed = try CLIRunner.run(["replay", "1", "--interval", "0.25",
                                          "--device", "file:FILE=\(directory)/capture.raw,FORMAT=raw"], environment: db)
        let rendered = try CLIRunner.run(["render", "1", "--interval", "0.25", "-o", "\(directory)/render.wav"], environment: db)
        // Then each move is announced in the players' colours, and the capture is the render's samples
        #expect(replayed.status == 0 && replayed.stderr.isEmpty, "\(replayed.stderr)")
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(music.contains("\"colour\":\"purple\"") && music.contains("\"colour\":\"cyan\""), "\(music)")
        #expect(replayed.stdout.hasPrefix("move 1: purple, column 1, row 1, C\n"), "\(replayed.stdout)")
        #expect(replayed.stdout.contains("move 2: cyan, column 2, "), "\(replayed.stdout)")
        let expected = try Self.wavSamples("\(directory)/render.wav")
        let captured = Self.samples([UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(directory)/capture.raw"))))
        #expect(captured.count >= expected.count && expected.count > 0)
        #expect(expected.indices.first { expected[$0] != captured[$0] } == nil)
    }

    @Test func aMissingStoredGameIsOneLineExitOne() throws {
        let directory = RenderCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try CLIRunner.run(["replay", "9", "--mute"], environment: ["C4_AUDIO_DB": "\(directory)/h.sqlite"])
        #expect(result.status == 1 && result.stderr == "error: no game with ID 9\n", "\(result.stderr)")
        // Neither ID nor --moves: the newest game, and with none stored one line saying how to get one
        let none = try CLIRunner.run(["replay", "--mute"], environment: ["C4_AUDIO_DB": "\(directory)/h.sqlite"])
        #expect(none.status == 1 && none.stderr == "error: no stored game has a move yet: play one (c4-audio), or give --moves MOVES\n",
                "\(none.stderr)")
        let stray = try CLIRunner.run(["replay", "--seed", "3", "--mute"])
        #expect(stray.status == 64 && stray.stderr.hasPrefix("error: --music, --seed and --human go with --moves MOVES\n"), "\(stray.stderr)")
    }

    @Test func withoutAnIDTheNewestGameIsPlayed() throws {
        let directory = RenderCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let environment = ["C4_AUDIO_DB": "\(directory)/h.sqlite"]
        for moves in ["4455667", "1212123"] {
            let imported = try CLIRunner.run(["history", "import"], stdin: moves + "\n", environment: environment)
            #expect(imported.status == 0, "\(imported.stderr)")
        }
        let replayed = try CLIRunner.run(["replay", "--mute", "--interval", "0.05"], environment: environment)
        #expect(replayed.status == 0, "\(replayed.stderr)")
        let lines = replayed.stdout.split(separator: "\n")
        #expect(lines.count >= 7 && lines[0].hasPrefix("move 1: ") && lines[0].contains(", column 1, row 1, C")
                && lines[6].hasPrefix("move 7: ") && lines[6].contains(", column 3, "), "\(replayed.stdout)")
    }
}
