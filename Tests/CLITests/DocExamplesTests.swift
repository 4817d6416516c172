import Foundation
import TestSupport
import Testing

/// Every shell example of the README and `docs/` runs as written, so the documents cannot drift from the
/// program.
///
/// An example is a `console` block: each `$ ` line is a command, the lines under it its output. A command
/// with output shown must print exactly those lines (standard output and error together, trailing spaces
/// aside; a line `…` stands for any lines), and exits 0 unless its output shows an `error:` line; a command without output must exit
/// 0. The commands of one document run in order in one private world (home, history, `TMPDIR`, working
/// folder), with the built `c4-audio` first on `PATH`, no standard input and no sound card (`null`).
/// Other shell blocks (`sh`) may hold only the project's own steps (`make …`, `scripts/…`), which the
/// tests of `make test` run elsewhere.
@Suite(.serialized) struct DocExamplesTests {
    /// One command of a document and what it shows.
    struct Example: CustomStringConvertible {
        var file: String
        var line: Int
        var command: String
        var output: [String]
        var description: String { "\(file):\(line): $ \(command)" }
    }

    /// The repository's root (this file is `Tests/CLITests/…`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `README.md` and every Markdown file under `docs/`, as paths from the root.
    static var documents: [String] {
        var found = ["README.md"]
        let docs = root.appendingPathComponent("docs")
        if let walker = FileManager.default.enumerator(atPath: docs.path) {
            for case let path as String in walker where path.hasSuffix(".md") { found.append("docs/" + path) }
        }
        return found.sorted()
    }

    /// The fenced blocks of `text`: their info string, first line number and lines.
    static func blocks(_ text: String) -> [(info: String, line: Int, lines: [String])] {
        var found: [(info: String, line: Int, lines: [String])] = []
        var current: (info: String, line: Int, lines: [String])?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                if let block = current { found.append(block); current = nil } else {
                    current = (String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), index + 2, [])
                }
            } else {
                current?.lines.append(String(line))
            }
        }
        return found
    }

    /// The examples of one document, in order.
    static func examples(in file: String) throws -> [Example] {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        var examples: [Example] = []
        for block in blocks(text) where block.info == "console" {
            for (offset, line) in block.lines.enumerated() {
                if line.hasPrefix("$ ") {
                    examples.append(Example(file: file, line: block.line + offset, command: String(line.dropFirst(2)), output: []))
                } else if !examples.isEmpty, examples.last?.file == file, !line.isEmpty || offset < block.lines.count - 1 {
                    examples[examples.count - 1].output.append(line)
                }
            }
        }
        for index in examples.indices {
            while examples[index].output.last == "" { examples[index].output.removeLast() }
        }
        return examples
    }

    /// A line without its trailing spaces.
    static func trimmed<Line: StringProtocol>(_ line: Line) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }

    /// Whether `actual` lines are `expected`, where a line `…` in `expected` matches any lines.
    static func matches(_ actual: ArraySlice<String>, _ expected: ArraySlice<String>) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first == "…" {
            return (actual.startIndex...actual.endIndex).contains { matches(actual[$0...], expected.dropFirst()) }
        }
        guard let line = actual.first, line == first else { return false }
        return matches(actual.dropFirst(), expected.dropFirst())
    }

    /// The documents that show no example, each by name: any other document without one fails (one that
    /// lost its examples), and one of these that gains examples must leave the list.
    static let withoutExamples: Set<String> = ["docs/architecture.md", "docs/benchmarks.md", "docs/sound-measurements.md",
                                               "docs/testing.md"]

    @Test func theDocumentsWithoutExamplesAreDocuments() {
        #expect(Self.withoutExamples.subtracting(Self.documents).isEmpty, "not documents: \(Self.withoutExamples.subtracting(Self.documents))")
    }

    @Test(arguments: documents)
    func examplesRunAsWritten(file: String) throws {
        let examples = try Self.examples(in: file)
        if Self.withoutExamples.contains(file) {
            #expect(examples.isEmpty, "\(file) shows examples now: take it off DocExamplesTests.withoutExamples")
            return
        }
        try #require(!examples.isEmpty, "\(file) shows no example (a `console` block with `$ ` lines); if it is meant to have none, list it in DocExamplesTests.withoutExamples")
        let folder = Sandbox.folder("docs")
        let products = CLIRunner.productsDirectory.path
        var environment = Sandbox.environment(["C4_AUDIO_DEVICE": "null", "COLUMNS": "80"])
        environment["PATH"] = products + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        for example in examples {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
            process.arguments = ["120", "/bin/bash", "-o", "pipefail", "-c", example.command]
            process.environment = environment
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
            let out = Pipe()
            process.standardOutput = out
            process.standardError = out
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let printed = String(decoding: data, as: UTF8.self)
            // Lines compare without their trailing spaces (the board's column numbers end with two).
            var lines = printed.split(separator: "\n", omittingEmptySubsequences: false).map(Self.trimmed)
            if lines.last == "" { lines.removeLast() }
            let failing = example.output.contains { $0.hasPrefix("error: ") || $0.hasPrefix("fout: ") }
            if failing {
                #expect(process.terminationStatus != 0, "\(example) exited 0:\n\(printed)")
            } else {
                #expect(process.terminationStatus == 0, "\(example) exited \(process.terminationStatus):\n\(printed)")
            }
            if !example.output.isEmpty {
                #expect(Self.matches(lines[...], example.output.map(Self.trimmed)[...]),
                        "\(example) printed:\n\(printed)\nthe document shows:\n\(example.output.joined(separator: "\n"))")
            }
        }
    }

    /// Shell blocks that are not examples hold only the project's own steps.
    @Test func otherShellBlocksAreProjectSteps() throws {
        for file in Self.documents {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            for block in Self.blocks(text) where ["sh", "bash", "shell"].contains(block.info) {
                for line in block.lines where !line.trimmingCharacters(in: .whitespaces).isEmpty && !line.hasPrefix("#") {
                    #expect(line.hasPrefix("make") || line.hasPrefix("scripts/"), "\(file):\(block.line): \(line)")
                }
            }
        }
    }

    /// The README stays a page read in a minute.
    @Test func theReadmeIsShort() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 220, "README.md has \(lines) lines")
        #expect(text.contains("make demo") && text.contains("make test"))
    }
}
