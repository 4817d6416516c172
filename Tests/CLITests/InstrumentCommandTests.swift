import Foundation
import Music
import TestSupport
import Testing

/// `--instrument NAME` and the stored setting `instrument`: which shipped bank plays, in what precedence
/// (`--notes` DIR, `--instrument`, `C4_AUDIO_NOTES`, the stored setting, the piano), and bad names.
@Suite struct InstrumentCommandTests {
    /// A path a refused command must not write.
    static let neverWritten = Sandbox.folder("never") + "/never.wav"

    static let root = RenderCommandTests.repositoryRoot
    static let game = ["render", "--moves", "4455667", "--music", "03203125"]

    /// A fresh directory with a database path in it (not created), and the environment that uses it.
    static func database() -> (directory: String, environment: [String: String]) {
        let directory = RenderCommandTests.temporaryDirectory()
        return (directory, ["C4_AUDIO_DB": "\(directory)/history.sqlite", "C4_AUDIO_NOTES": ""])
    }

    /// The bytes `render` writes for ``game`` with `arguments` added.
    static func render(_ arguments: [String], in directory: String, environment: [String: String] = ["C4_AUDIO_NOTES": ""]) throws -> Data {
        let path = "\(directory)/\(UUID().uuidString).wav"
        let result = try CLIRunner.run(game + arguments + ["-o", path], environment: environment)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    @Test func eachInstrumentPlaysItsOwnShippedBankAndRendersTheSameBytesEveryTime() throws {
        let directory = RenderCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var renders: [Data] = []
        for instrument in Instrument.allCases {
            let chosen = try Self.render(["--instrument", instrument.rawValue], in: directory)
            let bank = instrument == .piano ? "notes" : "notes-\(instrument)"
            #expect(chosen == (try Self.render(["--notes", "\(Self.root)/Resources/\(bank)"], in: directory)), "\(instrument)")
            #expect(chosen == (try Self.render(["--instrument", instrument.rawValue], in: directory)), "\(instrument): run to run")
            renders.append(chosen)
        }
        #expect(Set(renders).count == Instrument.allCases.count, "every instrument sounds different")
        // Without a choice: the piano.
        #expect(try Self.render([], in: directory) == renders[0])
    }

    @Test func precedenceIsNotesThenInstrumentThenEnvironmentThenStoredSettingThenPiano() throws {
        let (directory, environment) = Self.database()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let marimba = "\(Self.root)/Resources/notes-marimba", celesta = "\(Self.root)/Resources/notes-celesta"
        let expected = try Dictionary(uniqueKeysWithValues: Instrument.allCases.map {
            ($0, try Self.render(["--instrument", $0.rawValue], in: directory, environment: environment))
        })
        let stored = try CLIRunner.run(["settings", "set", "instrument", "celesta"], environment: environment)
        #expect(stored.status == 0 && stored.stdout == "instrument celesta\n", "\(stored.stderr)")
        // A render of given moves does not use the history, so it never opens the database for the stored setting.
        #expect(try Self.render([], in: directory, environment: environment) == expected[.piano])
        #expect(try Self.render(["--instrument", "piano"], in: directory, environment: environment) == expected[.piano])
        #expect(try Self.render(["--notes", marimba, "--instrument", "piano"], in: directory, environment: environment) == expected[.marimba])
        var variable = environment
        variable["C4_AUDIO_NOTES"] = marimba
        #expect(try Self.render([], in: directory, environment: variable) == expected[.marimba])
        #expect(try Self.render(["--instrument", "piano"], in: directory, environment: variable) == expected[.piano])
        let list = try CLIRunner.run(["notes", "list"], environment: environment)
        #expect(list.stdout.hasPrefix("note bank: \(celesta) (shipped with c4-audio)\ninstrument: celesta (the stored setting): bell-like"), "\(list.stdout)")
    }

    @Test func notesListSaysWhichInstrumentPlays() throws {
        let chosen = try CLIRunner.run(["notes", "list", "--instrument", "marimba"], environment: ["C4_AUDIO_NOTES": ""])
        #expect(chosen.status == 0)
        #expect(chosen.stdout.hasPrefix("""
            note bank: \(Self.root)/Resources/notes-marimba (shipped with c4-audio)
            instrument: marimba (from --instrument): woody marimba
            """), "\(chosen.stdout)")
        #expect(chosen.stdout.contains("\nMIDI program: 12 (what render -o FILE.mid names)\n"), "\(chosen.stdout)")
        let custom = try CLIRunner.run(["--instrument", "celesta", "--notes", "\(Self.root)/Resources/notes", "notes", "list"])
        #expect(custom.stdout.contains("\ninstrument: the bank's own recordings"), "\(custom.stdout)")
        #expect(custom.stdout.contains("\nMIDI program: 0 (what render -o FILE.mid names)\n"), "the piano bank's midi-program: \(custom.stdout)")
    }

    @Test func unknownInstrumentsAreRefusedWithTheList() throws {
        for arguments in [Self.game + ["--instrument", "bogus", "-o", Self.neverWritten], ["--instrument", "organ", "show", "4453"]] {
            let result = try CLIRunner.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.hasPrefix("error: --instrument '\(arguments.contains("bogus") ? "bogus" : "organ")': expected piano, marimba or celesta\n"),
                    "\(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: Self.neverWritten))
        let (directory, environment) = Self.database()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let stored = try CLIRunner.run(["settings", "set", "instrument", "bogus"], environment: environment)
        #expect(stored.status == 64)
        #expect(stored.stderr.hasPrefix("error: instrument 'bogus': expected piano, marimba or celesta\n"), "\(stored.stderr)")
    }

    /// The live engine plays the chosen instrument's bank: a replay through the `file` PCM captures exactly
    /// what `render` writes with the same instrument.
    @Test(arguments: [Instrument.marimba, .celesta])
    func replayCapturesTheRenderOfTheSameInstrument(instrument: Instrument) throws {
        let directory = RenderCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let moves = "547125662261271266215743771576315353334444"
        let rendered = try CLIRunner.run(["render", "--moves", moves, "--seed", "5", "--interval", "0.25",
                                          "--instrument", instrument.rawValue, "-o", "\(directory)/render.wav"])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        let replayed = try CLIRunner.run(["replay", "--moves", moves, "--seed", "5", "--interval", "1", "--speed", "4",
                                          "--instrument", instrument.rawValue,
                                          "--device", "file:FILE=\(directory)/capture.raw,FORMAT=raw"])
        #expect(replayed.status == 0 && replayed.stderr.isEmpty, "\(replayed.stderr)")
        let expected = try ReplayCommandTests.wavSamples("\(directory)/render.wav")
        let captured = ReplayCommandTests.samples([UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(directory)/capture.raw"))))
        #expect(expected.count > 44_100 && captured.count >= expected.count)
        #expect(expected.indices.first { expected[$0] != captured[$0] } == nil)
    }
}
