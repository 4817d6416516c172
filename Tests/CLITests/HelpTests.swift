import Foundation
import TestSupport
import Testing

/// Help pages: every command's ends with two or three examples; the top level names the global options
/// and the exit codes; every page reads in Dutch with `--language nl`, its option names and example command
/// lines as typed.
@Suite struct HelpTests {
    /// Every command path, from the program's own description of itself.
    static func commandPaths() throws -> [[String]] {
        let dump = try CLIRunner.run(["--experimental-dump-help"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        var paths: [[String]] = []
        func walk(_ command: [String: Any], path: [String]) {
            paths.append(path)
            for sub in command["subcommands"] as? [[String: Any]] ?? [] {
                guard let name = sub["commandName"] as? String, name != "help" else { continue }
                walk(sub, path: path + [name])
            }
        }
        walk(try #require(json["command"] as? [String: Any]), path: [])
        return paths
    }

    @Test func everyHelpPageEndsWithExamples() throws {
        let paths = try Self.commandPaths()
        #expect(paths.count >= 9)
        for path in paths {
            for arguments in [path + ["--help"], ["help"] + path] {
                let result = try CLIRunner.run(arguments)
                #expect(result.status == 0, "\(arguments)")
                let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let tail = Array(lines.drop { $0 != "EXAMPLES:" }.dropFirst().filter { !$0.isEmpty })
                #expect((2...3).contains(tail.count), "\(arguments): \(tail)")
                #expect(tail.allSatisfy { $0.hasPrefix("  ") && $0.contains("c4-audio") }, "\(arguments): \(tail)")
            }
        }
    }

    @Test func topLevelHelpNamesGlobalOptionsAndExitCodes() throws {
        let help = try CLIRunner.run(["--help"]).stdout.replacingOccurrences(of: "\n", with: " ")
        for text in ["--no-color", "--color always|auto|never", "FORCE_COLOR", "--notes DIR", "Exit codes: 0 success; 64 a usage error; 1 any other failure"] {
            #expect(help.contains(text), "\(text)")
        }
    }

    /// The text of a page's lines after the option column (`  --data <data>   A saved-game…` gives
    /// `A saved-game…`), without the usage lines, headings and examples: the words a translation replaces.
    static func sentences(of page: String) -> [String] {
        var found: [String] = []
        var inExamples = false
        for line in page.split(separator: "\n").map(String.init) {
            if !line.hasPrefix(" "), line.hasSuffix(":"), line.uppercased() == line { inExamples = line != "OPTIONS:" && line != "ARGUMENTS:" && line != "SUBCOMMANDS:"; continue }
            if inExamples || line.hasPrefix("USAGE:") { continue }
            var text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("-") || text.hasPrefix("<") || line.hasPrefix("  ") && !line.hasPrefix("   ") {
                // An option, argument or subcommand line: its text starts after two or more spaces.
                guard let gap = text.range(of: "  ") else { continue }
                text = text[gap.upperBound...].trimmingCharacters(in: .whitespaces)
            }
            if text.hasPrefix("OVERVIEW: ") { text = String(text.dropFirst("OVERVIEW: ".count)) }
            let words = text.split(separator: " ").filter { $0.count >= 3 && $0.allSatisfy(\.isLetter) }
            if words.count >= 2 { found.append(text) }
        }
        return found
    }

    /// The example lines at the end of a page, under `heading`.
    static func examples(of page: String, heading: String) -> [String] {
        page.split(separator: "\n").map(String.init).drop { $0 != heading }.dropFirst().filter { !$0.isEmpty }
    }

    /// Every page in Dutch: no line of words of the English page is left in it (not the parser's headings
    /// and `--help` either), while the examples' command lines and the option names stay as typed.
    @Test func everyHelpPageReadsInDutch() throws {
        _ = try #require(Catalogues.directory, Tools.missing("msgfmt", package: "gettext"))
        for path in try Self.commandPaths() {
            let english = try CLIRunner.run(path + ["--help"])
            // By the flag, and by the locale (`help COMMAND` takes no options of its own).
            for (arguments, environment) in [(["--language", "nl"] + path + ["--help"], [:]), (["help"] + path, ["LANGUAGE": "nl"])] {
                let dutch = try CLIRunner.run(arguments, environment: environment)
                #expect(dutch.status == 0, "\(arguments): \(dutch.stderr)")
                let flat = dutch.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                let sentences = Self.sentences(of: english.stdout)
                #expect(sentences.count >= 3, "\(path): \(sentences)")
                for sentence in sentences {
                    #expect(!flat.contains(sentence), "\(arguments): English left: \(sentence)")
                }
                let commands = { (lines: [String]) in lines.map { $0.components(separatedBy: "  #")[0] } }
                #expect(commands(Self.examples(of: dutch.stdout, heading: "VOORBEELDEN:"))
                        == commands(Self.examples(of: english.stdout, heading: "EXAMPLES:")), "\(arguments)")
                for option in english.stdout.matches(of: /--[a-z][a-z-]+/).map({ String($0.output) }) {
                    #expect(dutch.stdout.contains(option), "\(arguments): \(option)")
                }
                for heading in ["GEBRUIK:", "OPTIES:"] { #expect(dutch.stdout.contains(heading), "\(arguments): \(heading)") }
            }
        }
    }

    /// The tunables' help: one wording of the default for every flag, from the stored setting or not, in
    /// each language.
    @Test func tunableFlagsSayTheirDefaultOneWay() throws {
        _ = try #require(Catalogues.directory, Tools.missing("msgfmt", package: "gettext"))
        let flat = { (arguments: [String]) in
            try CLIRunner.run(arguments).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        let play = try flat(["play", "--help"])
        #expect(play.contains("--interval <seconds> The time between pieces (in a replay, at speed 1): 0.05 to 10 seconds (default: the stored setting, else 1)."), "\(play)")
        #expect(play.contains("The bot's level: easy, medium, hard or perfect (default: the stored setting, else medium)."), "\(play)")
        #expect(play.contains("(default: $C4_AUDIO_DEVICE, else the stored setting, else default)."), "\(play)")
        #expect(try flat(["render", "--help"]).contains("The time between pieces in the file: 0.0005 to 100 seconds (default: 1)."))
        let dutch = try flat(["--language", "nl", "play", "--help"])
        #expect(dutch.contains("De tijd tussen de schijven (bij afspelen: op snelheid 1): 0.05 tot en met 10 seconden (standaard: de bewaarde instelling, anders 1)."), "\(dutch)")
        #expect(dutch.contains("Het niveau van de bot: easy, medium, hard of perfect (standaard: de bewaarde instelling, anders medium)."), "\(dutch)")
        let settings = try flat(["--language", "nl", "settings", "--help"])
        #expect(settings.contains("volume een geheel getal van 0 tot en met 100 (standaard: 100)"), "\(settings)")
    }
}
