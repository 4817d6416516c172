import Foundation
import Testing
import TestSupport

/// Words live in the wording layer: the pure core holds no sentence, and the libraries below the app name
/// no command-line flag (the app words its own vocabulary).
@Suite struct LibraryWordsTests {
    /// The targets that may hold no string literal of two or more words (outside comments and the
    /// messages of `precondition`, `assert` and `fatalError`, which a person never reads).
    static let wordless = ["Music", "Game", "GameFlow", "AudioIO", "Assets", "Playback", "SessionFacts", "Session", "Speech"]
    /// The library targets that name no command-line flag.
    static let flagless = ["Music", "Game", "GameFlow", "AudioIO", "Assets", "Playback", "TerminalUI", "TableMemory", "Wording", "History",
                           "SessionFacts", "Session", "Speech"]

    @Test(arguments: wordless)
    func noSentences(target: String) throws {
        let found = try Self.literals(in: target).filter { Self.hasTwoWords($0.text) }
        #expect(found.isEmpty, "\(found.map { "\($0.file):\($0.line): \"\($0.text)\"" }.joined(separator: "\n"))")
    }

    @Test(arguments: flagless)
    func noFlags(target: String) throws {
        let found = try Self.literals(in: target, keepingChecks: true).filter { $0.text.contains(/--[a-z]/) }
        #expect(found.isEmpty, "\(found.map { "\($0.file):\($0.line): \"\($0.text)\"" }.joined(separator: "\n"))")
    }

    @Test func theScannerFindsWhatItLooksFor() {
        let source = """
            /// A doc comment with "two words" in it.
            let a = "one"  // "a comment with words"
            precondition(x, "a programmer's message")
            let b = "two words \\(x) here"
            let c = "--notes"
            """
        let found = Self.literals(of: source, file: "x.swift", keepingChecks: false)
        #expect(found.map(\.text) == ["one", "two words \\(x) here", "--notes"])
        #expect(found.filter { Self.hasTwoWords($0.text) }.map(\.line) == [4])
    }

    static func hasTwoWords(_ text: String) -> Bool {
        let plain = text.replacing(/\\\([^)]*\)/, with: " ")
        return plain.contains(/[A-Za-z]{2,}[ ,;:]+[A-Za-z]{2,}/)
    }

    /// The string literals of every Swift file of `Sources/target`.
    static func literals(in target: String, keepingChecks: Bool = false) throws -> [(file: String, line: Int, text: String)] {
        let folder = Catalogues.root + "/Sources/" + target
        let files = try #require(FileManager.default.enumerator(atPath: folder)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty, "\(folder)")
        return try files.sorted().flatMap { name in
            literals(of: try String(contentsOfFile: folder + "/" + name, encoding: .utf8), file: target + "/" + name, keepingChecks: keepingChecks)
        }
    }

    /// The one-line string literals of `source`, comments left out, and the arguments of `precondition`, `assert`,
    /// `preconditionFailure` and `fatalError` too unless `keepingChecks`.
    static func literals(of source: String, file: String, keepingChecks: Bool) -> [(file: String, line: Int, text: String)] {
        var found: [(file: String, line: Int, text: String)] = []
        var checkDepth: Int?  // parentheses open inside a check's call
        for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = Substring(line)
            while !rest.isEmpty {
                if rest.hasPrefix("//") { break }
                if checkDepth == nil, !keepingChecks,
                   let call = ["precondition(", "preconditionFailure(", "assert(", "assertionFailure(", "fatalError("].first(where: { rest.hasPrefix($0) }) {
                    checkDepth = 1
                    rest = rest.dropFirst(call.count)
                    continue
                }
                let character = rest.removeFirst()
                switch character {
                case "(": checkDepth = checkDepth.map { $0 + 1 }
                case ")": checkDepth = checkDepth.flatMap { $0 > 1 ? $0 - 1 : nil }
                case "\"":
                    var text = ""
                    var interpolation = 0
                    while let next = rest.first {
                        rest.removeFirst()
                        if next == "\\", let escaped = rest.first {
                            rest.removeFirst()
                            text += "\\" + String(escaped)
                            if escaped == "(" { interpolation += 1 }
                            continue
                        }
                        if interpolation > 0 {
                            if next == ")" { interpolation -= 1 }
                            text.append(next)
                            continue
                        }
                        if next == "\"" { break }
                        text.append(next)
                    }
                    if checkDepth == nil { found.append((file, number + 1, text)) }
                default: break
                }
            }
        }
        return found
    }
}
