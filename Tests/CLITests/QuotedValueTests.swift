import Foundation
import Game
import TestSupport
import Testing

/// Every value an error quotes is cut to ``SafeText/quoteLength`` characters with `…`: a megabyte line,
/// option value, setting key, command word or stored field still makes one short line.
@Suite struct QuotedValueTests {
    static let long = String(repeating: "q", count: 5_000)
    static let cut = "'" + String(repeating: "q", count: SafeText.quoteLength) + "…'"

    @Test func aValueIsShownEscapedAndCut() {
        #expect(SafeText.shown("easy") == "easy")
        #expect(SafeText.shown(String(repeating: "a", count: 20)) == String(repeating: "a", count: 20))
        #expect(SafeText.shown(String(repeating: "a", count: 21)) == String(repeating: "a", count: 20) + "…")
        #expect(SafeText.shown("a\u{1B}b") == "a\\u{1B}b")
        // Cut first, then escaped: the cut never splits an escape.
        #expect(SafeText.shown(String(repeating: "\u{7}", count: 30)) == String(repeating: "\\u{7}", count: 20) + "…")
    }

    static let commands: [[String]] = [
        ["play", "--level", long],
        ["play", "--level=" + long],
        ["play", "--mute", "--name", long],
        ["settings", "set", long, "1"],
        ["settings", "set", "volume", long],
        ["--" + long],
        [long],
        ["help", long],
        ["--color", long, "show", "4453"],
    ]

    @Test(arguments: commands) func anArgumentIsQuotedCut(arguments: [String]) throws {
        let result = try CLIRunner.run(arguments, stdin: "")
        #expect(result.status != 0)
        let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.contains(Self.cut) || first.contains("'--" + String(repeating: "q", count: SafeText.quoteLength - 2) + "…'"),
                "\(first.prefix(300))")
        #expect(!result.stderr.contains(String(repeating: "q", count: SafeText.quoteLength + 1)), "\(result.stderr.prefix(300))")
        #expect(result.stderr.count < 400)
    }

    @Test func aBadLineOfScriptedPlayIsQuotedCut() throws {
        let db = Sandbox.folder("quoted") + "/history.sqlite"
        let result = try CLIRunner.run(["play", "--mute", "--level", "easy"], stdin: "4\n" + Self.long + "\n",
                                       environment: ["C4_AUDIO_DB": db])
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: line 2: \(Self.cut) is not a column"), "\(result.stderr.prefix(300))")
        #expect(result.stderr.count < 400)
    }

    @Test func aBadImportedFieldIsQuotedCut() throws {
        let folder = Sandbox.folder("quoted")
        let line = #"{"moves":"4455667","started":""# + Self.long + #"","players":[{"name":"Ann","kind":"human","colour":"red"},{"name":"Bot","kind":"bot","level":"easy","colour":"yellow"}]}"#
        _ = FileManager.default.createFile(atPath: folder + "/games.jsonl", contents: Data(line.utf8))
        let result = try CLIRunner.run(["history", "import", folder + "/games.jsonl"],
                                       environment: ["C4_AUDIO_DB": folder + "/history.sqlite"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("started: \(Self.cut) is not an ISO 8601 time"), "\(result.stderr.prefix(300))")
        #expect(result.stderr.count < 400)
    }
}
