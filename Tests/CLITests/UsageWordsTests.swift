import Foundation
import TestSupport
import Testing

/// The parser's usage errors in the program's own words (`--format 'xml': expected moves, data or json`),
/// in English and in Dutch, each with exit status 64 and the command's help as the hint.
@Suite struct UsageWordsTests {
    static let cases: [(arguments: [String], english: String, dutch: String)] = [
        (["history", "export", "--format", "xml"], "--format 'xml': expected moves, data or json",
         "--format 'xml': verwacht moves, data of json"),
        (["history", "show", "abc"], "<id> 'abc': not a valid value", "<id> 'abc': geen geldige waarde"),
        // The parser takes `-1` for an option; it is the ID that is not valid.
        (["history", "show", "-1"], "<id> '-1': not a valid value", "<id> '-1': geen geldige waarde"),
        (["history", "show"], "missing <id>", "<id> ontbreekt"),
        (["render", "--moves", "4453"], "missing --output <file>", "--output <file> ontbreekt"),
        (["render", "--moves", "4453", "-o", "x.wav", "--interval"], "--interval needs a value", "--interval heeft een waarde nodig"),
        (["play", "--mute=3"], "--mute takes no value ('3' given)", "--mute neemt geen waarde ('3' gegeven)"),
        (["show", "44", "55"], "unexpected argument '55'", "onverwacht argument '55'"),
        (["show", "44", "55", "66"], "unexpected arguments '55', '66'", "onverwachte argumenten '55', '66'"),
        (["solve", "--frobnicate"], "unknown option '--frobnicate'", "onbekende optie '--frobnicate'"),
        (["render", "--moves", "4453", "-o", "x.wav", "--dyr"], "unknown option '--dyr'; did you mean '--dry'?",
         "onbekende optie '--dyr'; bedoelde je '--dry'?"),
        // A slip of one of the command's options is named, even where the command's own check comes first…
        (["music", "--moves", "44", "--humn", "both"], "unknown option '--humn'; did you mean '--human'?",
         "onbekende optie '--humn'; bedoelde je '--human'?"),
        // …and a word far from every option is not matched to one (the parser would guess '--notes').
        (["history", "show", "--bogus", "3"], "unknown option '--bogus'", "onbekende optie '--bogus'"),
        // A hidden option is accepted but never suggested.
        (["replay", "1", "--latenc", "3"], "unknown option '--latenc'", "onbekende optie '--latenc'"),
        (["show", "4453", "--color", "sometimes"], "--color 'sometimes': expected always, auto or never",
         "--color 'sometimes': verwacht always, auto of never"),
    ]

    @Test(arguments: 0..<cases.count)
    func inEnglish(_ index: Int) throws {
        let (arguments, english, _) = Self.cases[index]
        let result = try CLIRunner.run(["--language", "en"] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr.split(separator: "\n").first.map(String.init) == "error: " + english, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").last?.hasSuffix(" --help") == true)
    }

    @Test(arguments: 0..<cases.count)
    func inDutch(_ index: Int) throws {
        _ = try #require(Catalogues.directory, Tools.missing("msgfmt", package: "gettext"))
        let (arguments, _, dutch) = Self.cases[index]
        let result = try CLIRunner.run(["--language", "nl"] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr.split(separator: "\n").first.map(String.init) == "fout: " + dutch, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").dropFirst().first?.hasPrefix("tip: c4-audio ") == true, "\(result.stderr)")
    }

    /// A value that would break the line or run on is escaped and cut, as every quoted value is.
    @Test func aLongValueIsCut() throws {
        let result = try CLIRunner.run(["history", "export", "--format", String(repeating: "x", count: 500)])
        #expect(result.stderr.hasPrefix("error: --format 'xxxxxxxxxxxxxxxxxxxx…': expected moves, data or json\n"), "\(result.stderr)")
    }
}
