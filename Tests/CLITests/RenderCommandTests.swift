import AudioIO
import Foundation
import Game
import Music
import TestSupport
import Testing

@Suite struct RenderCommandTests {
    /// A new empty folder in the test process's ``Sandbox`` (removed when the process exits).
    static func temporaryDirectory() -> String { Sandbox.folder("render") }

    /// The shipped bank, read the way the tests' reference is: straight from `Resources/notes`.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    static func shippedSound(_ stem: String) throws -> [Float] {
        try AudioFile.read(repositoryRoot + "/Resources/notes/\(stem).wav").samples
    }

    /// 64-bit FNV-1a, enough to pin a file's bytes.
    static func checksum(_ data: Data) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return String(hash, radix: 16)
    }

    @Test(arguments: [false, true])
    func rendersAGameWithExactLengthInTunePannedAndBelowMinusOneDecibel(dry: Bool) throws {
        let path = Self.temporaryDirectory() + "/game.wav"
        let result = try CLIRunner.run(["render", "--moves", "4455667", "--music", "03142305", "-o", path] + (dry ? ["--dry"] : []))
        #expect(result.status == 0, "\(result.stderr)")
        // 7 notes one second apart, breathing (``Breathing``), each a little after its beat (its phrasing
        // delay), the ending one second after the last beat plus the winning piece's delay, then the Good
        // theme (+ the room's tail).
        let melody = try MusicString(parsing: "03142305")
        let cues = GameScore.cues(for: try MoveRecord.parse("4455667"), melody: melody, interval: 1, sampleRate: 44_100)
        let beat = GameScore.beatFrame(7, breathing: Breathing.offsets(of: melody.notes), interval: 1, sampleRate: 44_100)
        #expect(beat == 7 * 44_100 + 3_528, "the last phrase broadens: its beats 0.08 s late")
        let late: Range<Int> = (beat + 2_646)..<(beat + 3_528)
        #expect(late.contains(cues[7].frame), "60–80 ms late: \(cues[7].frame)")
        let good = try Self.shippedSound("good")
        // The ending rings as loud as it is raised (``RaisedEnding``).
        let raised = RaisedEnding(.good, from: NoteBank(sampleRate: 44_100, sounds: [.theme(.good): good])).gain
        let expectedFrames = cues[7].frame + good.count
            + (dry ? 0 : Room.tailFrames(after: good, gain: cues[7].gain * raised, sampleRate: 44_100))
        #expect(result.stdout == "\(path): \(String(format: "%.3f", Double(expectedFrames) / 44_100)) s, stereo, 44100 Hz, music 03142305\n")
        let sound = try AudioFile.read(path)
        #expect(sound.channels == 2 && sound.sampleRate == 44_100)
        #expect(sound.samples.count / 2 == expectedFrames)
        let left = stride(from: 0, to: sound.samples.count, by: 2).map { sound.samples[$0] }
        let right = stride(from: 1, to: sound.samples.count, by: 2).map { sound.samples[$0] }
        let notes: [Note] = [.c, .g, .d, .a, .e, .g, .c]
        // Pitch and placement are measured dry: the room's reflections and the notes still ringing blur them.
        for (index, note) in notes.enumerated() where dry {
            let window = (cues[index].frame + 1_764)..<(cues[index].frame + 1_764 + 5_292)
            // The second player's notes an octave lower.
            let pitched = note.frequency / (index.isMultiple(of: 2) ? 1 : 2)
            let pitch = Spectrum(left[window], sampleRate: 44_100).peakFrequency(in: pitched * 0.944...pitched * 1.059)
            #expect(abs(Spectrum.cents(pitch, from: pitched)) < 5, "note \(index + 1): \(pitch) Hz")
            // Columns 4 4 5 5 6 6 7: the centre for both players, then further and further right.
            let l = left[window].map { abs($0) }.max()!, r = right[window].map { abs($0) }.max()!
            #expect(index < 2 ? abs(l - r) <= 0.001 * max(l, r) : r > l, "note \(index + 1): left \(l), right \(r)")
        }
        let peak = sound.samples.map { abs($0) }.max()!
        #expect(peak <= 0.8913 && peak > 0.1)
        #expect(left.prefix(44).allSatisfy { abs($0) < 0.001 } && left.suffix(441).allSatisfy { abs($0) < 0.001 })
    }

    /// A plain render line is read without the full parser (`Render+Quick.swift`); the same line spelled so
    /// that only the parser reads it (`--name=value`, a global option before `render`) gives the same file.
    @Test(arguments: [["--moves", "4455667", "--music", "03142305"],
                      ["--moves", "4455667", "--seed", "5", "--interval", "0.5", "--channels", "1", "--dry",
                       "--instrument", "marimba", "--sample-rate", "22050", "--no-color"]])
    func aPlainLineReadQuicklyRendersAsTheParserReadsIt(options: [String]) throws {
        let directory = Self.temporaryDirectory()
        let plain = try CLIRunner.run(["render"] + options + ["-o", "\(directory)/a.wav"])
        var spelled = ["--color", "never", "render"]
        for (index, word) in options.enumerated() where word.hasPrefix("--") {
            let value = options.indices.contains(index + 1) && !options[index + 1].hasPrefix("--") ? options[index + 1] : nil
            spelled.append(value.map { "\(word)=\($0)" } ?? word)
        }
        let parsed = try CLIRunner.run(spelled + ["--output=\(directory)/b.wav"])
        #expect(plain.status == 0 && parsed.status == 0, "\(plain.stderr)\(parsed.stderr)")
        #expect(plain.stdout.replacing("/a.wav", with: "/b.wav") == parsed.stdout)
        let a = FileManager.default.contents(atPath: "\(directory)/a.wav")
        #expect(a != nil && a == FileManager.default.contents(atPath: "\(directory)/b.wav"))
    }

    @Test(arguments: ["wav", "flac", "ogg", "mp3"])
    func sameInputsGiveTheSameBytes(format: String) throws {
        let directory = Self.temporaryDirectory()
        for name in ["a", "b"] {
            let result = try CLIRunner.run(["render", "--moves", "444555", "--seed", "3", "--channels", "1",
                                            "-o", "\(directory)/\(name).\(format)"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let a = FileManager.default.contents(atPath: "\(directory)/a.\(format)")
        #expect(a != nil && a!.count > 1_000)
        #expect(a == FileManager.default.contents(atPath: "\(directory)/b.\(format)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).count == 2, "no temporary files")
        let sound = try AudioFile.read("\(directory)/a.\(format)")
        #expect(sound.channels == 1)
    }

    @Test func streamsWAVToStandardOutput() throws {
        let path = Self.temporaryDirectory() + "/file.wav"
        _ = try CLIRunner.run(["render", "--moves", "4455667", "--seed", "2", "-o", path])
        let streamed = try CLIRunner.run(["render", "--moves", "4455667", "--seed", "2", "-o", "-"])
        #expect(streamed.status == 0 && streamed.stderr.isEmpty)
        #expect(streamed.stdoutData.prefix(4) == Data("RIFF".utf8))
        #expect(streamed.stdoutData == FileManager.default.contents(atPath: path))
    }

    @Test func otherRatesKeepThePitch() throws {
        let path = Self.temporaryDirectory() + "/48k.flac"
        let result = try CLIRunner.run(["render", "--moves", "41", "--music", "04", "--sample-rate", "48000",
                                        "--interval", "0.5", "--channels", "1", "-o", path])
        #expect(result.status == 0, "\(result.stderr)")
        let sound = try AudioFile.read(path)
        #expect(sound.sampleRate == 48_000)
        // The A4 starts half a second in (0.54 s: it ends the melody's one phrase, which broadens into it)
        // plus its phrasing delay, and plays the sound its phrasing chose.
        let cues = GameScore.cues(for: try MoveRecord.parse("41"), melody: try MusicString(parsing: "04"), interval: 0.5,
                                  sampleRate: 48_000)
        let cue = cues[1]
        #expect((25_920..<26_880).contains(cue.frame))
        // It lasts until the later of the two notes and the room's ringing after it have died away.
        var bank = NoteBank(sampleRate: 44_100, sounds: Dictionary(uniqueKeysWithValues: try cues.map {
            ($0.sound, try Self.shippedSound($0.sound.fileStem))
        })).resampled(to: 48_000)
        bank.makeVariants(for: cues)
        #expect(sound.samples.count == Mixer.length(of: cues, bank: bank))
        #expect(sound.samples.count > cue.frame + bank[cue.sound].count)
        let pitch = Spectrum(sound.samples[(cue.frame + 1_920)..<(cue.frame + 7_680)], sampleRate: 48_000).peakFrequency(in: 415...466)
        #expect(abs(Spectrum.cents(pitch, from: 440)) < 5, "\(pitch)")
    }

    /// Pins the bytes of one render. After an intended change of sound, run with RECORD_SNAPSHOTS=1 to
    /// record the new checksum (the recording run fails on purpose), listen to it, and commit.
    @Test func goldenChecksum() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/render-golden.txt")
        let path = Self.temporaryDirectory() + "/golden.wav"
        let result = try CLIRunner.run(["render", "--moves", "1122334", "--seed", "42", "--human", "none", "-o", path])
        #expect(result.status == 0, "\(result.stderr)")
        let line = "1122334 --seed 42 --human none: \(Self.checksum(FileManager.default.contents(atPath: path) ?? Data()))\n"
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try line.write(to: fixture, atomically: true, encoding: .utf8)
            Issue.record("recorded \(fixture.path); run again without RECORD_SNAPSHOTS")
            return
        }
        #expect(try String(contentsOf: fixture, encoding: .utf8) == line)
    }

    @Test(arguments: [
        (arguments: ["render", "--moves", "4455667", "-o", "DIR/x.aiff"],
         error: "error: DIR/x.aiff: unknown extension (use .wav, .flac, .ogg, .mp3 or .mid, or - for WAV on standard output)\n"),
        (["render", "--moves", "4455667", "-o", "DIR/missing/x.wav"],
         "error: DIR/missing/x.wav: cannot write in the folder DIR/missing/: No such file or directory (access)\n"),
        (["render", "--moves", "4455667", "--music", "0112", "-o", "DIR/x.wav"],
         "error: --music: character 3: note D (1) repeats the note before it\n"),
        (["render", "--moves", "4455667", "--music", "01010106", "--human", "first", "-o", "DIR/x.wav"],
         "error: --music: the ending is Bad (6), but when the first player wins and a person moved first the ending is Good (5)\n"),
        (["render", "--moves", "44444444", "-o", "DIR/x.wav"], "error: --moves: move 7: column 4 is full\n"),
        (["render", "--moves", "", "-o", "DIR/x.wav"], "error: --moves: the game has no moves, so there is nothing to play\n"),
        (["render", "--moves", "44", "--notes", "DIR/nothing", "-o", "DIR/x.wav"], "error: --notes DIR/nothing: no such directory\n"),
    ])
    func badInputIsOneLineExitOneAndLeavesNoFile(arguments: [String], error: String) throws {
        let directory = Self.temporaryDirectory()
        let result = try CLIRunner.run(arguments.map { $0.replacingOccurrences(of: "DIR", with: directory) })
        #expect(result.status == 1)
        #expect(result.stderr == error.replacingOccurrences(of: "DIR", with: directory))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    /// A sample rate out of range, or one the output's format refuses, is a usage error like `--channels 3`:
    /// exit 64, the reason and the help to read, nothing written.
    @Test(arguments: [
        (arguments: ["render", "--moves", "4455667", "--sample-rate", "1000", "-o", "DIR/x.wav"],
         error: "error: --sample-rate 1000: must be between 8000 and 192000 Hz\nhint: c4-audio render --help\n"),
        (["render", "--moves", "4455667", "--sample-rate", "7", "-o", "DIR/x.wav"],
         "error: --sample-rate 7: must be between 8000 and 192000 Hz\nhint: c4-audio render --help\n"),
        (["render", "--moves", "44", "--sample-rate", "-44100", "-o", "DIR/x.wav"],
         "error: --sample-rate -44100: must be between 8000 and 192000 Hz\nhint: c4-audio render --help\n"),
        (["render", "--moves", "4455667", "--sample-rate", "44000", "-o", "DIR/x.mp3"],
         "error: --sample-rate 44000: MP3 takes only 8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100 or 48000 Hz\nhint: c4-audio render --help\n"),
        (["render", "--moves", "4455667", "--channels", "3", "-o", "DIR/x.wav"],
         "error: --channels must be 1 or 2\nhint: c4-audio render --help\n"),
    ])
    func aValueOutOfRangeIsAUsageError(arguments: [String], error: String) throws {
        let directory = Self.temporaryDirectory()
        let result = try CLIRunner.run(arguments.map { $0.replacingOccurrences(of: "DIR", with: directory) })
        #expect(result.status == 64)
        #expect(result.stderr == error.replacingOccurrences(of: "DIR", with: directory))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    @Test(arguments: [["--help"], ["render", "--help"], ["music", "--help"], ["notes", "list", "--help"], ["help", "render"]])
    func helpPrintsUsageAndExitsZero(arguments: [String]) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE:"))
    }

    @Test(arguments: [["render", "--moves", "44", "-o", "x.wav", "--channels", "3"],
                      ["render", "--moves", "44", "-o", "x.wav", "--music", "01", "--seed", "1"],
                      ["render", "--seed", "3", "-o", "x.wav"]])
    func usageErrorsExit64(arguments: [String]) throws {
        #expect(try CLIRunner.run(arguments).status == 64)
    }

    /// Without an ID or --moves, render takes the newest stored game; with none stored, one line says so.
    @Test func withoutAGameTheNewestIsRenderedOrNoneIsSaid() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let environment = ["C4_AUDIO_DB": "\(directory)/h.sqlite"]
        let none = try CLIRunner.run(["render", "-o", "\(directory)/x.wav"], environment: environment)
        #expect(none.status == 1 && none.stderr == "error: no stored game has a move yet: play one (c4-audio), or give --moves MOVES\n",
                "\(none.stderr)")
        let imported = try CLIRunner.run(["history", "import"], stdin: "4455667\n", environment: environment)
        #expect(imported.status == 0, "\(imported.stderr)")
        let rendered = try CLIRunner.run(["render", "-o", "\(directory)/x.mid"], environment: environment)
        #expect(rendered.status == 0 && FileManager.default.fileExists(atPath: "\(directory)/x.mid"), "\(rendered.stderr)")
    }
}
