import AudioIO
import Foundation
import Music
import Testing
import Wording

@Suite struct NotesCommandTests {
    static let shipped = RenderCommandTests.repositoryRoot + "/Resources/notes"
    static let stems = ["C4", "D4", "E4", "G4", "A4", "good", "bad", "draw", "current"]

    /// Each committed bank is exactly the generator's output (Resources/notes the piano's, Resources/notes-NAME
    /// the others').
    @Test(arguments: Instrument.allCases)
    func shippedBankIsTheGeneratorsOutput(instrument: Instrument) throws {
        let directory = RenderCommandTests.temporaryDirectory() + "/bank"
        let shipped = instrument == .piano ? Self.shipped : Self.shipped + "-\(instrument)"
        let result = try CLIRunner.run(["notes", "generate", directory] + (instrument == .piano ? [] : ["--instrument", "\(instrument)"]))
        #expect(result.status == 0)
        #expect(result.stdout == "wrote 19 sounds to \(directory)\n" + (instrument == .piano ? "" : "instrument: \(instrument), \(instrument.character)\n"))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(names == (try FileManager.default.contentsOfDirectory(atPath: shipped).sorted()))
        for name in names {
            #expect(FileManager.default.contents(atPath: "\(directory)/\(name)") == FileManager.default.contents(atPath: "\(shipped)/\(name)"),
                    "\(name) differs from \(shipped): run `c4-audio notes generate \(shipped) --instrument \(instrument)`")
        }
    }

    /// A rate out of range is a usage error (64) before anything is made; the lines it prints are the
    /// catalogue's, in Dutch too.
    @Test func generateSaysItsLinesInTheLanguageInUse() throws {
        let directory = RenderCommandTests.temporaryDirectory() + "/bank"
        let low = try CLIRunner.run(["notes", "generate", directory, "--sample-rate", "7"])
        #expect(low.status == 64)
        #expect(low.stderr.hasPrefix("error: --sample-rate 7: must be between 8000 and 192000 Hz\n"), "\(low.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory))
        let dutch = try CLIRunner.run(["--language", "nl", "notes", "generate", directory, "--instrument", "celesta", "--sample-rate", "8000"])
        #expect(dutch.status == 0)
        let lines = dutch.stdout.split(separator: "\n")
        #expect(lines.first == "19 klanken geschreven naar \(directory)"[...], "\(dutch.stdout)")
        #expect(lines.count == 2 && lines[1].hasPrefix("instrument: celesta, ") && !lines[1].contains("bell-like"), "\(dutch.stdout)")
    }

    @Test func listsTheShippedBank() throws {
        let result = try CLIRunner.run(["notes", "list"], environment: ["C4_AUDIO_NOTES": ""])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("note bank: \(Self.shipped) (shipped with c4-audio)\n"))
        #expect(result.stdout.contains("A4        A4.wav             2.509 s  44100 Hz  A4 440.00 Hz, medium\n"))
        #expect(result.stdout.contains("draw      draw.wav"))
    }

    /// A user's bank: only the required sounds, at 48 kHz and in FLAC; variants fall back to the medium notes.
    @Test func usersRecordingsReplaceTheBank() throws {
        let directory = RenderCommandTests.temporaryDirectory()
        for stem in Self.stems {
            let source = try AudioFile.read("\(Self.shipped)/\(stem).wav")
            let resampled = Resampler48k.convert(source.samples)
            try AudioFile.write(resampled, to: "\(directory)/\(stem).flac", format: .flac, sampleRate: 48_000, channels: 1)
        }
        let list = try CLIRunner.run(["notes", "list", "--notes", directory])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.hasPrefix("note bank: \(directory) (from --notes)\n"))
        #expect(list.stdout.contains("C4-soft   (no file: plays C4)\n"))
        #expect(list.stdout.contains("C4        C4.flac            3.000 s  48000 Hz"))
        #expect(list.stdout.contains("\nMIDI program: 0 (what render -o FILE.mid names)\n"), "no midi-program: Acoustic Grand Piano")
        let env = try CLIRunner.run(["notes", "list"], environment: ["C4_AUDIO_NOTES": directory])
        #expect(env.stdout.hasPrefix("note bank: \(directory) (from C4_AUDIO_NOTES)\n"))

        let out = directory + "/game.wav"
        let render = try CLIRunner.run(["render", "--notes", directory, "--moves", "4455667", "--seed", "1",
                                        "--sample-rate", "44100", "-o", out])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(try AudioFile.read(out).sampleRate == 44_100)
    }

    @Test func missingRecordingsAreNamed() throws {
        let directory = RenderCommandTests.temporaryDirectory()
        try FileManager.default.copyItem(atPath: "\(Self.shipped)/C4.wav", toPath: "\(directory)/C4.wav")
        let result = try CLIRunner.run(["render", "--notes", directory, "--moves", "41", "--music", "01", "-o", directory + "/x.wav"])
        #expect(result.status == 1)
        #expect(result.stderr == "error: note bank \(directory): no file for D4 (expected D4.wav or another format libsndfile reads)\n")
    }
}

/// 44.1 kHz → 48 kHz for making a test bank (through the library's own resampler).
enum Resampler48k {
    static func convert(_ samples: [Float]) -> [Float] {
        Music.Resampler.resample(samples, from: 44_100, to: 48_000)
    }
}
