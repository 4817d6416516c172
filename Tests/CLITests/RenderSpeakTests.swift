import AudioIO
import Foundation
import TestSupport
import Testing

/// `render --speak`: the spoken move lines mixed into the file, the same bytes every run, in the language
/// in use; refused for MIDI, and named in one line when libespeak-ng cannot be loaded.
@Suite struct RenderSpeakTests {
    static let game = ["--moves", "4455667", "--seed", "3"]

    @Test func twoRunsGiveTheSameBytesAndTheSpeechMakesRoom() throws {
        let folder = Sandbox.folder("render-speak")
        var files: [Data] = []
        for name in ["a", "b"] {
            let result = try CLIRunner.run(["render"] + Self.game + ["--speak", "-o", "\(folder)/\(name).wav"])
            #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
            files.append(try #require(FileManager.default.contents(atPath: "\(folder)/\(name).wav")))
        }
        #expect(files[0] == files[1], "two renders with speech differ")
        let plain = try CLIRunner.run(["render"] + Self.game + ["-o", "\(folder)/plain.wav"])
        #expect(plain.status == 0)
        let spoken = try AudioFile.read("\(folder)/a.wav"), notes = try AudioFile.read("\(folder)/plain.wav")
        // Seven lines of about two seconds and the result: far longer than the 11.9 s of the notes alone.
        let seconds = Double(spoken.samples.count / 2) / 44_100, plainSeconds = Double(notes.samples.count / 2) / 44_100
        #expect(seconds > plainSeconds + 7 * 1.5, "\(seconds) s against \(plainSeconds) s")
        // The line printed says the file's length.
        let again = try CLIRunner.run(["render"] + Self.game + ["--speak", "-o", "\(folder)/a.wav"])
        #expect(again.stdout == "\(folder)/a.wav: \(String(format: "%.3f", seconds)) s, stereo, 44100 Hz, music 01320105\n")
        #expect(FileManager.default.contents(atPath: "\(folder)/a.wav") == files[0])
    }

    /// The same game in Dutch: a file of its own (the lines are Dutch, in the Dutch voice), the same every run.
    @Test func theDutchRenderSpeaksDutch() throws {
        _ = try #require(Catalogues.directory, Tools.missing("msgfmt", package: "gettext"))
        let folder = Sandbox.folder("render-speak-nl")
        let english = try CLIRunner.run(["render"] + Self.game + ["--speak", "-o", "\(folder)/en.wav"])
        var dutch: [Data] = []
        for name in ["nl1", "nl2"] {
            let result = try CLIRunner.run(["--language", "nl", "render"] + Self.game + ["--speak", "-o", "\(folder)/\(name).wav"])
            #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
            #expect(result.stdout.contains("muziek 01320105"), "the run is in Dutch: \(result.stdout)")
            dutch.append(try #require(FileManager.default.contents(atPath: "\(folder)/\(name).wav")))
        }
        #expect(english.status == 0)
        let englishData = try #require(FileManager.default.contents(atPath: "\(folder)/en.wav"))
        #expect(dutch[0] == dutch[1])
        #expect(dutch[0] != englishData)
        // The notes are the same and sound at the same places only while the first line has not ended: the
        // lines differ in length, so the second note does not come at the same frame.
        let en = try AudioFile.read("\(folder)/en.wav").samples, nl = try AudioFile.read("\(folder)/nl1.wav").samples
        #expect(en.count != nl.count || en != nl)
        #expect(Array(en.prefix(2 * 4_410)) == Array(nl.prefix(2 * 4_410)), "the first note, before any speech")
    }

    @Test func aMIDIFileIsRefusedAsUsage() throws {
        let folder = Sandbox.folder("render-speak-midi")
        let result = try CLIRunner.run(["render"] + Self.game + ["--speak", "-o", "\(folder)/game.mid"])
        #expect(result.status == 64)
        #expect(result.stderr.split(separator: "\n").first == "error: --speak makes no MIDI: a Standard MIDI File holds notes, not speech",
                "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/game.mid"))
    }

    /// Without libespeak-ng (an empty file beside the binary, which it looks at first): one line naming the
    /// library and the Debian packages, exit 1, and no file, not even a temporary one.
    @Test func withoutLibespeakNGOneLineAndNoFile() throws {
        let folder = Sandbox.folder("render-speak-missing"), binary = folder + "/c4-audio"
        try ProgramCopy.place(CLIRunner.productsDirectory.appendingPathComponent("c4-audio").path, at: binary)
        _ = FileManager.default.createFile(atPath: folder + "/libespeak-ng.so.1", contents: Data())
        let result = try CLIRunner.run(["render"] + Self.game + ["--speak", "-o", "\(folder)/game.wav"], executable: binary)
        #expect(result.status == 1)
        #expect(result.stderr == "error: --speak: libespeak-ng cannot be loaded (\(folder)/libespeak-ng.so.1: file too short) (Debian: apt-get install libespeak-ng1 espeak-ng-data)\n")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains("game") }
        #expect(left.isEmpty, "\(left)")
        // The same binary renders without --speak.
        let plain = try CLIRunner.run(["render"] + Self.game + ["-o", "\(folder)/game.wav"], executable: binary)
        #expect(plain.status == 0, "\(plain.stderr)")
    }
}
