import Foundation
import Testing

/// A fuzz target per parser: column digits, the app's data string, music strings, `solve` lines and note
/// bank directories (see ``FuzzRunner`` for what is checked and how long each runs).
@Suite(.serialized) struct ParserFuzzTests {
    /// Finished games and positions to mutate (valid inputs reach the deeper checks).
    static let games = ["4455667", "547125662261271266215743771576315353334444", "5554224333234511764415115",
                        "44444", "1", "4453", "32751571231557", "1233722555341451114725221333"]

    @Test func moves() throws {
        var fuzz = FuzzRunner(salt: 1)
        while fuzz.hasInputsLeft {
            let moves = fuzz.chance(0.5) ? fuzz.mutate(fuzz.pick(Self.games), valid: "1234567")
                : fuzz.string(valid: "1234567", length: 50)
            let command = fuzz.pick([["show", moves], ["music", moves, "--seed", "1"], ["show", "--", moves]])
            try fuzz.check(command)
        }
        fuzz.report("moves")
        #expect(fuzz.findings.isEmpty)
    }

    @Test func dataString() throws {
        var fuzz = FuzzRunner(salt: 2)
        let valid = ["13414241516", "0341112212231324", "03481112821228313241", "1010"]
        while fuzz.hasInputsLeft {
            let data = fuzz.chance(0.6) ? fuzz.mutate(fuzz.pick(valid), valid: "0123456789")
                : fuzz.string(valid: "012345678", length: 90)
            try fuzz.check(["show", "--data", data])
        }
        fuzz.report("data string")
        #expect(fuzz.findings.isEmpty)
    }

    @Test func musicString() throws {
        var fuzz = FuzzRunner(salt: 3)
        let valid = ["03203125", "0121", "0" + String(repeating: "12", count: 20) + "37", "0314230"]
        while fuzz.hasInputsLeft {
            let music = fuzz.chance(0.6) ? fuzz.mutate(fuzz.pick(valid), valid: "01234567")
                : fuzz.string(valid: "01234567", length: 60)
            var command = ["music", "--check", music]
            if fuzz.chance(0.5) { command += ["--moves", fuzz.mutate(fuzz.pick(Self.games), valid: "1234567")] }
            if fuzz.chance(0.2) { command += ["--human", fuzz.pick(["first", "second", "both", "none", "x"])] }
            try fuzz.check(command)
        }
        fuzz.report("music string")
        #expect(fuzz.findings.isEmpty)
    }

    @Test func solveLines() throws {
        var fuzz = FuzzRunner(salt: 4)
        // Positions of 20 or more stones past the book, so that every solve is quick: a hang is a bug.
        let deep = ["5554224333234511764415115", "1233722555341451114725221333", "52753311433677442422121",
                    "23163416124767223154467471272416755633", "74223417356477411661335734732425665"]
        while fuzz.hasInputsLeft {
            var lines: [String] = []
            for _ in 0..<fuzz.int(1...4) {
                var line = fuzz.chance(0.7) ? fuzz.mutate(fuzz.pick(deep), valid: "1234567") : fuzz.pick(["", " ", "4453 -2 x", "x"])
                if fuzz.chance(0.3) { line += " " + fuzz.string(valid: "-0123456789", length: 4) }
                lines.append(line)
            }
            let end = fuzz.pick(["\n", "\r", "\r\n", ""])
            var options: [String] = []
            if fuzz.chance(0.3) { options.append("--weak") }
            if fuzz.chance(0.3) { options.append("--analyze") }
            // Early positions past the book take minutes in a debug build: leave out lines that would solve one
            // (moves of fewer than 18 stones, at most one more field); bad lines fail at once.
            let playable = lines.filter { line in
                let fields = line.split(whereSeparator: \.isWhitespace)
                guard let moves = fields.first, fields.count <= 2 else { return true }
                return moves.count >= 18 || !moves.allSatisfy { ("1"..."7").contains($0) }
            }
            guard !playable.isEmpty else { continue }
            if fuzz.chance(0.5) {
                try fuzz.check(["solve"] + options, stdin: playable.joined(separator: end) + end, timeout: 30)
            } else {
                try fuzz.check(["solve"] + options + ["--"] + playable, timeout: 30)
            }
        }
        fuzz.report("solve lines")
        #expect(fuzz.findings.isEmpty)
    }

    @Test func bankDirectories() throws {
        var fuzz = FuzzRunner(salt: 5)
        let shipped = RenderCommandTests.repositoryRoot + "/Resources/notes"
        let stems = ["C4", "D4", "E4", "G4", "A4", "good", "bad", "draw", "current", "C4-soft", "A4-accent"]
        let originals = try stems.map { try Data(contentsOf: URL(fileURLWithPath: "\(shipped)/\($0).wav")) }
        while fuzz.hasInputsLeft {
            let directory = RenderCommandTests.temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            // Mostly sound banks with one or two damaged or missing files, so the loader gets past its first check.
            for (index, stem) in stems.enumerated() where fuzz.chance(0.97) {
                let name = stem + (fuzz.chance(0.9) ? ".wav" : fuzz.pick([".flac", ".WAV", "", ".txt", ".wav.bak"]))
                var bytes = originals[index]
                switch fuzz.chance(0.12) ? fuzz.int(0...4) : 5 {
                case 0: bytes = bytes.prefix(fuzz.int(0...200))                    // a cut header
                case 1: bytes = bytes.prefix(fuzz.int(44...bytes.count))           // cut samples
                case 2:                                                            // flipped header bytes
                    for _ in 0..<fuzz.int(1...4) { bytes[fuzz.int(0...43)] = UInt8(fuzz.int(0...255)) }
                case 3: bytes = Data((0..<fuzz.int(0...4096)).map { _ in UInt8(fuzz.int(0...255)) })
                case 4:
                    try FileManager.default.createDirectory(atPath: directory + "/" + name, withIntermediateDirectories: true)
                    continue
                default: break
                }
                _ = FileManager.default.createFile(atPath: directory + "/" + name, contents: bytes)
            }
            let command = fuzz.chance(0.5) ? ["notes", "list", "--notes", directory]
                : ["render", "--notes", directory, "--moves", fuzz.pick(["4453", "4455667"]), "--seed", "1",
                   "-o", directory + "/out." + fuzz.pick(["wav", "flac", "mp3"])]
            try fuzz.check(command, timeout: 30)
        }
        fuzz.report("bank directories")
        #expect(fuzz.findings.isEmpty)
    }
}
