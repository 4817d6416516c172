import Foundation
import TestSupport
import Testing

/// `history import` recognises a file by the SHA-256 of its bytes: the same bytes twice store nothing
/// the second time, in every format; within one file every line is its own game; bad lines are
/// reported up to 20, then counted.
@Suite struct ImportRecognitionTests {
    /// One file of each format: the same game twice (identical lines) and another.
    static let files: [(format: String, text: String)] = [
        ("moves", "4455667\n4455667\n12\n"),
        ("data", "001814248152581626817\n001814248152581626817\n0411424\n"),
        ("json", Self.jsonLine + "\n" + Self.jsonLine + "\n"
            + #"{"moves":"12","players":[{"name":"Cy","kind":"human","colour":"red"},{"name":"Di","kind":"human","colour":"blue"}]}"# + "\n"),
    ]
    static let jsonLine = #"{"moves":"4455667","music":"03203125","started":"2026-11-20T09:00:00Z","players":[{"name":"Ann","kind":"human","colour":"red"},{"name":"Bot","kind":"bot","level":"hard","colour":"blue"}],"winner":"first"}"#

    @Test("The same file imported twice adds nothing the second time", arguments: [0, 1, 2])
    func sameFileTwiceAddsNothing(_ index: Int) throws {
        let (format, text) = Self.files[index]
        let history = TemporaryHistory()
        let file = history.directory + "/games.txt"
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let first = try history.run(["history", "import", file, "--format", format])
        #expect(first.status == 0, "\(first.stderr)")
        // Identical lines of one file are as many games.
        #expect(first.stdout == "Imported 3 games (IDs 1–3); 0 skipped.\n")
        let stats = try history.run(["stats", "--json"]).stdout
        let second = try history.run(["history", "import", file, "--format", format])
        #expect(second.status == 0 && second.stderr.isEmpty, "\(second.stderr)")
        #expect(second.stdout.hasPrefix(file + ": already imported on "))
        #expect(second.stdout.hasSuffix(" (3 games); nothing stored\n"))
        // The same bytes from standard input, without --format, are the same file.
        let piped = try history.run(["history", "import"], stdin: text)
        #expect(piped.status == 0 && piped.stdout.hasPrefix("standard input: already imported on "))
        #expect(try history.run(["stats", "--json"]).stdout == stats)
        #expect(try Self.count(history) == 3)
    }

    /// A file is hashed before anything is read into the database: one imported before is recognised by a
    /// read, so even while another program holds the history in a transaction (a stream would wait for it).
    @Test(.requires(.python(with: "sqlite3", package: "python3")))
    func aFileImportedBeforeIsKnownWhileTheHistoryIsHeld() throws {
        let history = TemporaryHistory()
        let file = history.directory + "/games.txt"
        try Data("4455667\n12\n".utf8).write(to: URL(fileURLWithPath: file))
        #expect(try history.run(["history", "import", file]).status == 0)
        let holder = try DatabaseHolder(python: try #require(Tools.pythonWithSQLite), database: history.path)
        defer { holder.release() }
        let again = try history.run(["history", "import", file])
        #expect(again.status == 0 && again.stdout.hasPrefix(file + ": already imported on "), "\(again.stdout)\(again.stderr)")
        #expect(again.stdout.hasSuffix(" (2 games); nothing stored\n"))
    }

    @Test func aFileDifferingByOneByteIsImported() throws {
        let history = TemporaryHistory()
        #expect(try history.run(["history", "import"], stdin: "4455667\n12\n").status == 0)
        // One more space: other bytes, so another file; its column-digit games are stored again.
        let other = try history.run(["history", "import"], stdin: "4455667 \n12\n")
        #expect(other.status == 0 && other.stdout == "Imported 2 games (IDs 3–4); 0 skipped.\n", "\(other.stdout)")
        #expect(try Self.count(history) == 4)
    }

    @Test func aJSONGameExportedIntoTwoFilesIsOneGame() throws {
        let history = TemporaryHistory()
        #expect(try history.run(["history", "import"], stdin: Self.jsonLine + "\n").stdout
                == "Imported 1 game (ID 1); 0 skipped.\n")
        // Another file (another game beside it) holding the same game: only the other game is new.
        let other = try history.run(["history", "import"], stdin: Self.jsonLine + "\n4455667\n")
        #expect(other.stdout == "Imported 1 game (ID 2); 1 already stored (the same start, moves and players); 0 skipped.\n")
        #expect(try Self.count(history) == 2)
    }

    @Test func badLinesAreReportedUpToTwentyThenCounted() throws {
        let history = TemporaryHistory()
        let lines = Array(repeating: "4444444", count: 25) + ["4455667", "12"]
        let result = try history.run(["history", "import", "--format", "moves"], stdin: lines.joined(separator: "\n"))
        #expect(result.status == 1)
        let errors = result.stderr.split(separator: "\n").map(String.init)
        #expect(errors.count == 21)
        #expect(errors.first == "error: line 1: move 7: column 4 is full")
        #expect(errors[19] == "error: line 20: move 7: column 4 is full")
        #expect(errors.last == "error: … and 5 more bad lines")
        #expect(result.stdout == "Imported 2 games (IDs 1–2); 25 skipped.\n")
        #expect(try Self.count(history) == 2)
        // A JSON array counts its bad games the same way.
        let array = "[" + Array(repeating: "[]", count: 25).joined(separator: ",") + "]"
        let arrayResult = try history.run(["history", "import"], stdin: array)
        #expect(arrayResult.status == 1)
        #expect(arrayResult.stderr.split(separator: "\n").count == 21)
        #expect(arrayResult.stderr.hasSuffix("error: game 20: expected a JSON object for a game\nerror: … and 5 more bad games\n"))
    }

    /// How many games the history holds.
    static func count(_ history: TemporaryHistory) throws -> Int {
        try history.run(["history", "export", "--format", "json"]).stdout.split(separator: "\n").count
    }
}
