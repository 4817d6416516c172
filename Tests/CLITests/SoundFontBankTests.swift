import AudioIO
import Foundation
import Music
import SoundChecks
import Testing

/// `notes generate DIR --soundfont FILE.sf2 [--program N]`: a bank from Debian's General MIDI SoundFont
/// (`fluid-soundfont-gm`, installed by scripts/install-deps.sh) through the `fluidsynth` program, measured as
/// the synthesized banks are; and the ways it can fail, which leave nothing behind.
@Suite struct SoundFontBankTests {
    static let font = "/usr/share/sounds/sf2/FluidR3_GM.sf2"
    /// The selfplay game of `make demo` (29 pieces and the Good ending), as the sound tests play it.
    static let game = ["--moves", "43676447667745441636223322121", "--music", "034243240234314032041023241425"]

    /// Program 0 (Acoustic Grand Piano) and 11 (Vibraphone).
    @Test(arguments: [0, 11])
    func aBankFromFluidR3IsInTuneAndPlaysAGame(program: Int) throws {
        let directory = RenderCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bank = directory + "/bank"
        let made = try CLIRunner.run(["notes", "generate", bank, "--soundfont", Self.font, "--program", "\(program)"])
        #expect(made.status == 0 && made.stderr.isEmpty, "\(made.stderr)")
        #expect(made.stdout.hasPrefix("wrote 19 sounds to \(bank)\ntuning: 48 recordings were "), "\(made.stdout)")
        print("program \(program): \(made.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: bank).count == Sound.all.count + 1)
        #expect(FileManager.default.contents(atPath: bank + "/midi-program") == Data("\(program)\n".utf8), "the bank's General MIDI program")
        for note in Note.allCases {
            for dynamic in Dynamic.allCases {
                let sound = try AudioFile.read("\(bank)/\(Sound.note(note, dynamic).fileStem).wav")
                #expect(sound.sampleRate == 44_100 && sound.channels == 1)
                let measured = Measure.pitch(sound.samples, sampleRate: 44_100, expected: note.frequency)
                let cents = Spectrum.cents(measured, from: note.frequency)
                #expect(abs(cents) < 1, "program \(program) \(note) \(dynamic): \(cents) cents")
                // Starts at once (1 ms of silence, then the sound within 2 ms), ends in silence, peaks at its dynamic's level.
                #expect(sound.samples.prefix(44).allSatisfy { $0 == 0 } && Measure.peakDecibels(sound.samples[44..<132]) > -60)
                #expect(Measure.peakDecibels(sound.samples.suffix(441)) < -60)
                #expect(abs(Measure.peakDecibels(sound.samples) - 20 * Measure.log10(dynamicPeak(dynamic))) < 0.1)
            }
        }
        // A game with it: loud enough, never above −1 dBFS, no click, the same bytes every time.
        let (first, second) = (directory + "/game.wav", directory + "/again.wav")
        for path in [first, second] {
            let rendered = try CLIRunner.run(["render", "--notes", bank] + Self.game + ["-o", path])
            #expect(rendered.status == 0, "\(rendered.stderr)")
        }
        #expect(FileManager.default.contents(atPath: first) == FileManager.default.contents(atPath: second))
        let mix = try AudioFile.read(first)
        let loudness = Loudness.integrated(mix.samples, channels: 2, sampleRate: 44_100)
        // −21 rather than the synthesized banks' −20: the phrasing (issue 24) plays calm moments 5.5 dB under the
        // medium stroke, and these sampled notes carry less of their loudness in their ringing tail (−20.7 LUFS).
        #expect((-21 ... -16).contains(loudness), "program \(program): \(loudness) LUFS")
        #expect(Measure.peakDecibels(mix.samples) <= -1)
        for channel in 0..<2 {
            let (step, frame) = Measure.largestStep(Measure.channel(mix.samples, channel, of: 2), rate: 44_100)
            #expect(step < 0.6, "program \(program), channel \(channel): a step of \(step) × the local peak at \(frame)")
        }
        print("program \(program) game: \(loudness) LUFS, peak \(Measure.peakDecibels(mix.samples)) dBFS")
    }

    /// The peak of a note at `dynamic`: 0.17, 0.55, 0.84 (the synthesized notes' levels).
    func dynamicPeak(_ dynamic: Dynamic) -> Double {
        switch dynamic {
        case .soft: 0.17
        case .medium: 0.55
        case .accent: 0.84
        }
    }

    @Test func badSoundFontsProgramsAndAMissingFluidsynthLeaveNoBank() throws {
        let directory = RenderCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (text, truncated) = (directory + "/text.sf2", directory + "/truncated.sf2")
        try Data("not a soundfont\n".utf8).write(to: URL(fileURLWithPath: text))
        let handle = try #require(FileHandle(forReadingAtPath: Self.font))
        try handle.readData(ofLength: 100_000).write(to: URL(fileURLWithPath: truncated))
        let bank = directory + "/bank"
        let cases: [(arguments: [String], environment: [String: String], status: Int32, error: String)] = [
            (["--soundfont", directory + "/none.sf2"], [:], 1, "error: --soundfont \(directory)/none.sf2: no such file\n"),
            (["--soundfont", text], [:], 1, "error: --soundfont \(text): not a SoundFont 2 file (it does not start with RIFF…sfbk)\n"),
            (["--soundfont", truncated], [:], 1,
             "error: --soundfont \(truncated): truncated or damaged SoundFont (its header says 148398306 bytes, the file has 100000)\n"),
            (["--soundfont", Self.font], ["PATH": directory], 1,
             "error: fluidsynth: not found on PATH; --soundfont needs it (Debian: apt-get install fluidsynth)\n"),
            (["--soundfont", Self.font, "--program", "128"], [:], 64, "error: --program 128: must be a General MIDI program from 0 to 127\n"),
            (["--soundfont", Self.font, "--program", "-1"], [:], 64, "error: --program -1: must be a General MIDI program from 0 to 127\n"),
            (["--program", "3"], [:], 64, "error: --program chooses an instrument of a SoundFont: give --soundfont FILE.sf2 too\n"),
            (["--soundfont", Self.font, "--instrument", "marimba"], [:], 64, "error: --soundfont and --instrument both choose the sound: give one of them\n"),
        ]
        for (arguments, environment, status, error) in cases {
            let result = try CLIRunner.run(["notes", "generate", bank] + arguments, environment: environment)
            #expect(result.status == status, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix(error), "\(arguments): \(result.stderr)")
            // One error line; a usage error (64) adds one hint line.
            let lines = result.stderr.split(separator: "\n").map(String.init)
            #expect(lines.first.map { $0 + "\n" } == error && lines.count == (status == 64 ? 2 : 1), "one line: \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: bank), "\(arguments) left \(bank)")
        }
    }
}
