import Foundation
import TestSupport
import Testing

/// Player names refuse invisible format characters (Unicode category Cf: zero-width spaces and joiners,
/// U+FEFF) and invalid UTF-8, which make look-alike players, and are stored in NFC, so one name typed two
/// ways is one player (real processes, a real SQLite file).
@Suite struct PlayerNameTests {
    @Test(arguments: ["A\u{200B}B", "\u{FEFF}Ann", "Ann\u{2060}", "A\u{FFFD}B"])
    func lookAlikeNamesAreRefused(name: String) throws {
        let history = TemporaryHistory()
        let result = try history.run(["play", "--mute", "--name", name], stdin: "4\nq\n")
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: --name '"), "\(result.stderr)")
        #expect(result.stderr.contains("without control or invisible format characters"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: history.path))
        // The same in an imported game, named by its line (the name as JSON escapes).
        let escaped = name.unicodeScalars.map { $0.isASCII ? String($0) : "\\u" + String($0.value, radix: 16) }.joined()
        let line = #"{"moves":"4","players":[{"name":"\#(escaped)","kind":"human","colour":"red"},{"name":"B","kind":"human","colour":"yellow"}]}"#
        let imported = try history.run(["history", "import"], stdin: line + "\n")
        #expect(imported.status == 1)
        #expect(imported.stderr.hasPrefix("error: line 1: "), "\(imported.stderr)")
        #expect(imported.stderr.contains(name.unicodeScalars.contains("\u{FFFD}") ? "invalid UTF-8 (U+FFFD)" : "invisible format character (U+"),
                "\(imported.stderr)")
    }

    @Test func namesAreStoredInNFC() throws {
        let history = TemporaryHistory()
        let decomposed = "Zoe\u{308}", composed = "Zo\u{EB}"
        let played = try history.run(["play", "--mute", "--opponent", "human", "--name", decomposed], stdin: "1\n2\n1\n2\n1\n2\n1\n")
        #expect(played.status == 0, "\(played.stderr)")
        let line = #"{"moves":"1212121","players":[{"name":"\#(composed)","kind":"human","colour":"red"},{"name":"Player 2","kind":"human","colour":"yellow"}]}"#
        #expect(try history.run(["history", "import"], stdin: line + "\n").status == 0)
        let stats = try history.run(["stats", "--json"])
        let standings = try #require(try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [[String: Any]])
        let names = standings.compactMap { $0["name"] as? String }
        #expect(names.map { Array($0.unicodeScalars) }.contains(Array(composed.unicodeScalars)), "\(names)")
        #expect(!names.contains { $0.unicodeScalars.contains("\u{308}") })
        #expect(standings.first { ($0["name"] as? String).map { Array($0.unicodeScalars) } == Array(composed.unicodeScalars) }?["wins"] as? Int == 2)
    }
}
