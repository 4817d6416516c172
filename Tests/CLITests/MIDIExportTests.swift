import Foundation
import Game
import Music
import TestSupport
import Testing

/// `render -o game.mid`, read back by an independent reader: Python's mido (scripts/midi-notes.py).
@Suite struct MIDIExportTests {
    /// Runs scripts/midi-notes.py on `path`: its lines, or the reason it could not run.
    static func readBack(_ path: String) throws -> (status: Int32, lines: [String], error: String) {
        let script = RenderCommandTests.repositoryRoot + "/scripts/midi-notes.py"
        let python = try #require(Tools.pythonWithMido, Tools.missing("a python3 with mido", package: "python3-mido"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script, path]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let (data, errors) = PipeReader.readBoth(out, err)
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init),
                String(decoding: errors, as: UTF8.self))
    }

    @Test func aGameBecomesAStandardMIDIFileWithItsNotesVelocitiesPansAndEnding() throws {
        let path = RenderCommandTests.temporaryDirectory() + "/game.mid"
        // Columns 4 4 5 5 6 6 7: the first player wins with the seventh piece (accented), ending Good.
        let result = try CLIRunner.run(["render", "--moves", "4455667", "--music", "03142305", "--interval", "0.5", "-o", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "\(path): Standard MIDI File, 7 notes and the good ending, music 03142305\n")
        let read = try Self.readBack(path)
        // The suite needs mido (python3-mido, from scripts/install-deps.sh): without it the test fails, saying so.
        try #require(read.status == 0, "scripts/midi-notes.py: \(read.error)")
        #expect(read.lines.first == "format 0, 1 track(s), 480 ticks per quarter")
        #expect(read.lines.dropFirst().first == "programs 0", "Acoustic Grand Piano on every channel")
        let notes = read.lines.dropFirst(2).map { $0.split(separator: " ").map(String.init) }
        // The pieces: C G D A E G C, 0.5 s apart (each a little after its beat), at the velocities of their
        // phrasing (the opening C firm, the winning piece loudest), each on its column's channel (column − 1)
        // at its column's pan (16 left … 64 centre … 112 right); the second player's an octave lower.
        let keys = [60, 55, 62, 57, 64, 55, 60], columns = [4, 4, 5, 5, 6, 6, 7]
        let expected = GameMIDI.notes(for: try MoveRecord.parse("4455667"), melody: try MusicString(parsing: "03142305"), interval: 0.5)
        let velocities = expected.prefix(7).map(\.velocity), pans = [64, 64, 80, 80, 96, 96, 112]
        #expect(velocities[6] == velocities.max()! && velocities[6] >= 100 && velocities[0] > velocities[1...5].min()!, "\(velocities)")
        let pieces = notes.filter { $0[1] != "7" }
        #expect(pieces.count == 7)
        // Each beat breathes (``Breathing``): (k + its offset) × 0.5 s.
        let breathing = Breathing.offsets(of: try MusicString(parsing: "03142305").notes)
        let beats = (0...7).map { (Double($0) + breathing[$0]) * 0.5 }
        for (index, fields) in pieces.enumerated() where index < 7 {
            // Onsets are whole ticks of 1/960 s.
            #expect(abs(Double(fields[0])! - expected[index].time) < 0.0011, "onset of note \(index + 1): \(fields[0])")
            #expect((0..<0.081).contains(expected[index].time - beats[index]), "note \(index + 1) after its beat")
            #expect(abs(beats[index] - Double(index) * 0.5) <= 0.1 * 0.5, "note \(index + 1)'s beat near the grid")
            #expect(Int(fields[1]) == columns[index] - 1 && Int(fields[2]) == keys[index], "note \(index + 1): \(fields)")
            #expect(Int(fields[3]) == velocities[index] && Int(fields[4]) == pans[index], "note \(index + 1): \(fields)")
            // Each lasts as long as it rings: 2 to 4 seconds, twice that an octave lower (played at half speed).
            let rings = index.isMultiple(of: 2) ? 2.0...4.0 : 4.0...8.0
            #expect(rings.contains(Double(fields[5]) ?? 0), "length of note \(index + 1): \(fields[5])")
        }
        // The ending: from 3.5 s on (plus the winning piece's delay), channel 8 (7 counted from 0), centred; the
        // Good theme's G7 arpeggio and its C-major chord C3 G3 C4 E4 G4 C5, then E5.
        let ending = notes.filter { $0[1] == "7" }
        #expect(ending.map { Int($0[2])! } == [55, 59, 62, 65, 43, 48, 55, 60, 64, 67, 72, 76])
        #expect(ending.allSatisfy { Double($0[0])! >= 3.5 && $0[4] == "64" })
        #expect(abs(Double(ending.first![0])! - expected[7].time) < 0.0011)
        #expect(abs((expected[7].time - beats[7]) - (expected[6].time - beats[6])) < 1e-9 && abs(beats[7] - beats[6] - 0.5) < 1e-9)
        // The G3 of the arpeggio is released as the chord strikes G3 again, so the chord's G3 rings (2 s or more).
        let g3 = ending.filter { $0[2] == "55" }.map { Double($0[5])! }
        #expect(g3.count == 2 && g3[1] >= 2, "\(g3)")
        #expect(notes.map { Double($0[0])! } == notes.map { Double($0[0])! }.sorted(), "in time order")
    }

    /// The instrument chooses the General MIDI program: Marimba (12), Celesta (8), the piano Acoustic Grand
    /// Piano (0), a program change to 0 written out like any other; a bank directory its `midi-program` file
    /// (the shipped marimba bank given as `--notes` is still a marimba).
    @Test func theInstrumentIsTheProgram() throws {
        let directory = RenderCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (arguments, program) in [(["--instrument", "marimba"], 12), (["--instrument", "celesta"], 8),
                                     (["--instrument", "piano"], 0),
                                     (["--notes", RenderCommandTests.repositoryRoot + "/Resources/notes-marimba"], 12)] {
            let path = directory + "/\(program).mid"
            let result = try CLIRunner.run(["render", "--moves", "4455667", "--seed", "3", "-o", path] + arguments,
                                           environment: ["C4_AUDIO_NOTES": ""])
            #expect(result.status == 0, "\(result.stderr)")
            let read = try Self.readBack(path)
            #expect(read.lines.dropFirst().first == "programs \(program)", "\(arguments): \(read.lines.prefix(2))")
        }
    }

    /// A bank directory names its program in `midi-program` (`notes generate` writes it): without the file
    /// (recordings of one's own) Acoustic Grand Piano; a file that holds no program fails the MIDI render in
    /// one line naming it, and leaves no file, while an audio render of the same bank goes on.
    @Test func aBankDirectoryNamesItsProgram() throws {
        let directory = RenderCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bank = directory + "/bank", shipped = RenderCommandTests.repositoryRoot + "/Resources/notes"
        try FileManager.default.createDirectory(atPath: bank, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: shipped) where name.hasSuffix(".wav") {
            try FileManager.default.copyItem(atPath: "\(shipped)/\(name)", toPath: "\(bank)/\(name)")
        }
        let programFile = bank + "/midi-program"
        for (content, program) in [(nil, 0), ("11\n", 11), (" 46 ", 46), ("127", 127)] as [(String?, Int)] {
            if let content { try Data(content.utf8).write(to: URL(fileURLWithPath: programFile)) }
            let path = directory + "/\(program).mid"
            let result = try CLIRunner.run(["render", "--moves", "4455667", "--seed", "3", "--notes", bank, "-o", path])
            #expect(result.status == 0, "\(result.stderr)")
            let read = try Self.readBack(path)
            #expect(read.lines.dropFirst().first == "programs \(program)", "\(content ?? "no file"): \(read.lines.prefix(2))")
        }
        for (content, shown) in [("eleven", "eleven"), ("128\n", "128"), ("-1", "-1"), ("", ""), ("1 2", "1 2")] {
            try Data(content.utf8).write(to: URL(fileURLWithPath: programFile))
            let path = directory + "/bad.mid"
            let result = try CLIRunner.run(["render", "--moves", "4455667", "--seed", "3", "--notes", bank, "-o", path])
            #expect(result.status == 1)
            #expect(result.stderr == "error: note bank: \(programFile): '\(shown)' is not a General MIDI program (expected a whole number from 0 to 127)\n")
            #expect(!FileManager.default.fileExists(atPath: path))
        }
        let audio = try CLIRunner.run(["render", "--moves", "4455667", "--seed", "3", "--notes", bank, "-o", directory + "/game.wav"])
        #expect(audio.status == 0, "\(audio.stderr)")
    }

    @Test func theSameGameGivesTheSameBytes() throws {
        let directory = RenderCommandTests.temporaryDirectory()
        for name in ["a", "b"] {
            #expect(try CLIRunner.run(["render", "--moves", "444555", "--seed", "3", "-o", "\(directory)/\(name).mid"]).status == 0)
        }
        let a = FileManager.default.contents(atPath: "\(directory)/a.mid")
        #expect(a != nil && a!.prefix(4) == Data("MThd".utf8))
        #expect(a == FileManager.default.contents(atPath: "\(directory)/b.mid"))
    }
}
