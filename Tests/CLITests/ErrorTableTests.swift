import Foundation
import Music
import TestSupport
import Testing

/// One error style for every error: a table of usage and runtime failures, each typed as a person would in a
/// shell, must print exactly one `error:` line naming the problem (plus, for a usage error, one `hint:` line)
/// on standard error (none on standard output), and exit 64 for usage, 1 for anything else.
@Suite struct ErrorTableTests {
    /// A command line (run by `sh` in a folder prepared by ``prepare(_:)``, with `c4-audio` on `PATH`), its
    /// exit status and a part of its error line.
    struct Case: Sendable, CustomTestStringConvertible {
        var command: String
        var status: Int32
        var error: String
        var testDescription: String { command }
    }

    static let usage: Int32 = 64, failure: Int32 = 1

    static let cases: [Case] = [
        // Usage: commands, options and their values.
        Case(command: "c4-audio rendr", status: usage, error: "'rendr' is not a command of c4-audio; did you mean 'render'?"),
        Case(command: "c4-audio history bogus", status: usage, error: "'bogus' is not a command of c4-audio history"),
        Case(command: "c4-audio help bogus", status: usage, error: "'bogus' is not a command of c4-audio"),
        Case(command: "c4-audio show 4453 --nosuch", status: usage, error: "unknown option '--nosuch'"),
        Case(command: "c4-audio show --nosuch", status: usage, error: "unknown option '--nosuch'"),
        Case(command: "c4-audio render --nosuch", status: usage, error: "unknown option '--nosuch'"),
        Case(command: "c4-audio history show -x", status: usage, error: "unknown option '-x'"),
        Case(command: "c4-audio show", status: usage, error: "give the game: MOVES or --data STRING"),
        Case(command: "c4-audio play --level expert", status: usage, error: "--level 'expert': expected easy, medium, hard or perfect"),
        Case(command: "c4-audio play --disc-color black", status: usage, error: "--disc-color 'black': expected red, yellow"),
        Case(command: "c4-audio play --disc-color red --bot-colour red", status: usage, error: "--disc-color and --bot-disc-color must differ"),
        Case(command: "c4-audio --color sometimes show 4453", status: usage, error: "--color 'sometimes': expected always, auto or never"),
        Case(command: "c4-audio --instrument organ show 4453", status: usage, error: "--instrument 'organ': expected piano, marimba or celesta"),
        Case(command: "c4-audio render --moves 4453", status: usage, error: "missing --output <file>"),
        Case(command: "c4-audio render --moves 4453 -o x.wav --channels 3", status: usage, error: "--channels must be 1 or 2"),
        Case(command: "c4-audio replay --moves 4 --speed 500", status: usage, error: "--speed '500': expected 0.1 to 100"),
        Case(command: "c4-audio selfplay --games 1 --levels hard", status: usage, error: "--levels takes two of"),
        Case(command: "c4-audio settings set bogus 1", status: usage, error: "'bogus' is not a setting"),
        Case(command: "c4-audio music 4453 --seed -1", status: usage, error: "--seed '-1': not a valid value"),
        // Runtime: games and strings.
        Case(command: "c4-audio show 44444444", status: failure, error: "move 7: column 4 is full"),
        Case(command: "c4-audio show 4483", status: failure, error: "move 3: '8' is not a column (expected 1-7)"),
        Case(command: "c4-audio show 44556674", status: failure, error: "move 8: the game is already over"),
        Case(command: "c4-audio show --data 1341414", status: failure, error: "--data: character 6:"),
        Case(command: "c4-audio music --check 0012", status: failure, error: "character 2: note C (0) repeats the note before it"),
        Case(command: "c4-audio solve 48", status: failure, error: "move 2: '8' is not a column"),
        // Runtime: files, folders, the database, the sound card.
        Case(command: "c4-audio render --moves 4453 -o x.xyz", status: failure, error: "x.xyz: unknown extension"),
        Case(command: "c4-audio render --moves 4453 -o nodir/x.wav", status: failure, error: "nodir/x.wav: cannot write in the folder nodir/"),
        Case(command: "c4-audio render --moves 4453 -o /proc/c4-audio.wav", status: failure, error: "/proc/c4-audio.wav:"),
        Case(command: "c4-audio show 4453 > /dev/full", status: failure, error: "No space left on device"),
        Case(command: "c4-audio history import missing.jsonl", status: failure, error: "missing.jsonl: No such file or directory"),
        Case(command: "c4-audio history import bad.jsonl", status: failure, error: "line 1:"),
        Case(command: "c4-audio --notes nowhere show 4453", status: failure, error: "--notes"),
        Case(command: "c4-audio notes generate out --soundfont missing.sf2", status: failure, error: "--soundfont missing.sf2: no such file"),
        Case(command: "c4-audio --db garbage.sqlite history", status: failure, error: "garbage.sqlite is not a c4-audio database"),
        Case(command: "c4-audio --db damaged.sqlite stats", status: failure, error: "the database is damaged"),
        Case(command: "c4-audio --db busy.sqlite settings set level hard", status: failure, error: "database is busy: another program holds it; try again"),
        Case(command: "c4-audio --db games.sqlite history show 99", status: failure, error: "no game with ID 99"),
        Case(command: "c4-audio --db games.sqlite replay 99 --mute", status: failure, error: "no game with ID 99"),
        Case(command: "c4-audio --db games.sqlite resume", status: failure, error: "there is no unfinished game to resume"),
        Case(command: "c4-audio --device nosuchpcm replay --moves 4 --interval 0.05", status: failure, error: "--device nosuchpcm: cannot play through it"),
    ]

    /// The folder every case runs in: a file of random bytes where a database belongs, a damaged database, a
    /// history of finished games, a database another process holds the write lock of (while the cases run),
    /// and an import file with a bad line.
    static let folder: String = {
        let folder = Sandbox.folder("errors")
        var generator = SeededGenerator(seed: 22)
        FileManager.default.createFile(atPath: folder + "/garbage.sqlite",
                                       contents: Data((0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) }))
        FileManager.default.createFile(atPath: folder + "/bad.jsonl", contents: Data("48\n".utf8))
        for name in ["games", "damaged", "busy"] {
            _ = try? CLIRunner.run(["--db", "\(folder)/\(name).sqlite", "selfplay", "--games", "3", "--levels", "random,random", "--save"])
        }
        _ = try? HistoryFailureTests.python("""
            import sqlite3, os
            path = '\(folder)/damaged.sqlite'
            c = sqlite3.connect(path); c.execute('PRAGMA wal_checkpoint(TRUNCATE)'); c.close()
            for suffix in ('-wal', '-shm'):
                if os.path.exists(path + suffix): os.remove(path + suffix)
            f = open(path, 'r+b'); size = os.path.getsize(path)
            for page in range(1, size // 4096): f.seek(4096 * page); f.write(b'\\x07')
            """)
        return folder
    }()

    @Test(arguments: cases)
    func oneErrorLineAndTheRightStatus(example: Case) throws {
        let folder = Self.folder
        var command = example.command
        if command.contains("busy.sqlite") {
            // Another writer holds the lock past the 3 s the command waits.
            let python = try HistoryFailureTests.pythonPath()
            command = "\(python) -c \"import sqlite3, time; c = sqlite3.connect('busy.sqlite', isolation_level=None); "
                + "c.execute('BEGIN IMMEDIATE'); open('locked', 'w').close(); time.sleep(5)\" >/dev/null 2>&1 & "
                + "while [ ! -e locked ]; do sleep 0.05; done; " + command + "; status=$?; rm -f locked; wait; exit $status"
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = Sandbox.environment()
        environment["PATH"] = CLIRunner.productsDirectory.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let (outData, errData) = PipeReader.readBoth(out, err)
        process.waitUntilExit()
        let stderr = String(decoding: errData, as: UTF8.self)
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(process.terminationStatus == example.status, "\(stderr)")
        // Results may go to standard output (an import's summary), errors never.
        #expect(!String(decoding: outData, as: UTF8.self).contains("error"), "standard output: \(String(decoding: outData, as: UTF8.self))")
        #expect(stderr.hasSuffix("\n"), "\(stderr)")
        #expect(lines.first?.hasPrefix("error: ") == true && lines.first?.contains(example.error) == true, "\(stderr)")
        #expect(lines.first?.hasSuffix(".") == false, "an error line ends without a full stop: \(stderr)")
        if example.status == Self.usage {
            #expect(lines.count == 2 && lines[1].hasPrefix("hint: c4-audio"), "\(stderr)")
        } else {
            #expect(lines.count == 1, "\(stderr)")
        }
    }

    @Test func theTableCoversThirtyErrors() {
        #expect(Self.cases.count >= 30)
        #expect(Self.cases.contains { $0.status == Self.usage } && Self.cases.contains { $0.status == Self.failure })
    }
}
