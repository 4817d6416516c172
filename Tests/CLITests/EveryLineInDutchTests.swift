import Foundation
import TestSupport
import Testing

/// The whole program in Dutch: every command of a user's day (a scripted game, its replay, review, render,
/// the history, stats and settings, the tools), and the error lines a user meets, run under `en` and under
/// `nl` against the same history. No line of two or more words may read the same in both (names, numbers,
/// moves, music strings and the command line's own words aside), and no common English word may appear in
/// the Dutch.
@Suite(.serialized) struct EveryLineInDutchTests {
    init() throws {
        _ = try #require(Catalogues.directory, Tools.missing("msgfmt", package: "gettext"))
    }

    /// One step: its arguments (FOLDER is the run's folder) and standard input.
    struct Step: CustomStringConvertible {
        var arguments: [String]
        var stdin: String?
        init(_ arguments: String, stdin: String? = nil) {
            self.arguments = arguments.split(separator: " ").map(String.init)
            self.stdin = stdin
        }
        var description: String { arguments.joined(separator: " ") }
    }

    /// The day, in order: later steps read what earlier ones stored.
    static let steps: [Step] = [
        Step("play --level easy --seed 1 --mute", stdin: "4\n4\nh\n3\n"),
        Step("play --level easy --seed 1 --mute --name Ann", stdin: "4\nu\n5\n"),
        Step("play --opponent human --name Ann --opponent-name Bob --mute", stdin: "1\n2\n1\n2\n1\n2\n1\n"),
        Step("history"),
        Step("history show 3"),
        Step("stats"),
        Step("settings"),
        Step("settings set level hard"),
        Step("settings reset level"),
        Step("review 3"),
        Step("review --moves 4455667"),
        Step("puzzle", stdin: "9\n4\n"),
        Step("puzzle --seed 1", stdin: "x\n4\n"),
        Step("puzzle --stats"),
        Step("replay 3 --mute"),
        Step("replay --moves 44556677 --mute"),
        Step("render 3 -o FOLDER/game.wav"),
        Step("render --moves 4455667 -o FOLDER/game.mid"),
        Step("show 4453"),
        Step("show 4455667"),
        Step("show 44444444"),
        Step("solve 4453"),
        Step("solve --analyze 4453 44"),
        Step("music 4455667 --seed 3"),
        Step("music --check 0314230"),
        Step("music --check 00"),
        Step("notes list"),
        Step("resume --mute", stdin: "q\n"),
        Step("play --level easy --seed 2 --mute", stdin: "4\n9\n"),
        Step("play --level easy --seed 2 --mute", stdin: ""),
        Step("history show 99"),
        Step("history export 3 --format xml"),
        Step("render --moves 4453 -o FOLDER/x.xyz"),
        Step("render --moves 4453 -o FOLDER/x.wav --sample-rate 7"),
        Step("render --moves 4453 -o FOLDER/x.wav --channels 3"),
        Step("replay --moves 4444444 --mute"),
        Step("review --moves 44"),
        Step("puzzle --seed 1 --answer 9"),
        Step("puzzle 1x --answer 4"),
        Step("settings set level superhard"),
        Step("plya"),
        Step("history import FOLDER/nothing.jsonl"),
        Step("--notes FOLDER/nothing render --moves 44 -o FOLDER/y.wav"),
        Step("history delete 2"),
        Step("history clear --yes"),
        Step("--help"),
        Step("play --help"),
        Step("history --help"),
        Step("render --help"),
        Step("review --help"),
        Step("puzzle --help"),
    ]

    /// Runs the day in `language` with its own history, returning each step's output (both streams).
    static func day(_ language: String) throws -> [String] {
        let folder = Sandbox.folder("day-\(language)")
        let environment = ["C4_AUDIO_DB": folder + "/history.sqlite"]
        return try steps.map { step in
            let arguments = ["--language", language] + step.arguments.map { $0.replacingOccurrences(of: "FOLDER", with: folder) }
            let result = try CLIRunner.run(arguments, stdin: step.stdin, environment: environment)
            return (result.stdout + result.stderr).replacingOccurrences(of: folder, with: "FOLDER")
        }
    }

    /// The words of `line` that a translation must change: runs of two or more letters, without the
    /// command line's own (`--moves`, `c4-audio resume`), names, note names and file names.
    static func words(_ line: String, help: Bool = false) -> [String] {
        var tokens = line.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ")" || $0 == "," || $0 == ":" || $0 == ";" })
        // `notes list`: a sound's name and its file (`draw  draw.wav`) are the bank's, in every language.
        if tokens.count > 1, tokens[1].hasSuffix(".wav") { tokens.removeFirst(2) }
        let kept = tokens
            .filter { token in
                !token.hasPrefix("-") && !token.contains("/") && !token.contains(".") && !token.contains("=")
                    && !["c4-audio", "Ann", "Bob", "Bot", "Hz", "MP3", "WAV", "MIDI", "JSON", "ID", "OK"].contains(String(token))
                    && !sameInDutch.contains(String(token))
            }
        return kept.map { String($0.filter(\.isLetter)) }
            .filter { $0.count >= 2 && !commandWords.contains($0) && !(help && helpValues.contains($0)) }
    }

    /// The command line's words, which stay English in every language.
    static let commandWords: Set<String> = ["play", "resume", "history", "review", "replay", "render", "show", "solve", "music", "notes",
                                            "settings", "stats", "demo", "selfplay", "set", "reset", "delete", "clear", "export", "import",
                                            "list", "level", "moves", "data", "json", "easy", "medium", "hard", "perfect", "help",
                                            "puzzle", "seed"]

    /// The values a help page lists as they are typed (colours, who moves first, the bank's sounds, the
    /// default names).
    static let helpValues: Set<String> = ["red", "yellow", "green", "purple", "blue", "orange", "pink", "cyan", "white", "brown", "me",
                                          "first", "second", "both", "none", "random", "good", "bad", "draw", "You", "Player"]

    /// Words Dutch spells as English does.
    static let sameInDutch: Set<String> = ["accent", "stereo", "mono", "piano", "marimba", "celesta", "bot", "is", "in", "of", "won"]

    /// Common English words that no Dutch line has.
    static let english: Set<String> = ["the", "and", "are", "not", "with", "move", "moves", "column", "game", "games", "player",
                                       "wins", "draw", "error", "Player", "warning", "note", "hint", "played", "unfinished", "kept",
                                       "result", "nothing", "there", "no", "to", "you", "You", "first", "second", "red", "yellow"]

    /// `settings` prints KEY VALUE lines: what a person types, the same in every language.
    static func isData(_ step: Step) -> Bool { step.arguments == ["settings"] }

    @Test func noLineReadsTheSameAndNoEnglishWordIsLeft() throws {
        let english = try Self.day("en"), dutch = try Self.day("nl")
        #expect(Self.steps.count >= 40)
        var same: [String] = [], left: [String] = []
        for (index, step) in Self.steps.enumerated() where !Self.isData(step) {
            let englishLines = Set(english[index].split(separator: "\n").map(String.init))
            let help = step.arguments.contains("--help")
            // (A help page's JSON samples are what a program reads.)
            for line in dutch[index].split(separator: "\n").map(String.init) where !(help && line.hasPrefix("{")) {
                let words = Self.words(line, help: help)
                if words.count >= 2, englishLines.contains(line) { same.append("\(step): \(line)") }
                if let word = words.first(where: { Self.english.contains($0) }) { left.append("\(step): '\(word)' in \(line)") }
            }
        }
        #expect(same.isEmpty, "the same in English and Dutch:\n\(same.joined(separator: "\n"))")
        #expect(left.isEmpty, "English words in the Dutch:\n\(left.joined(separator: "\n"))")
    }

    /// What programs read is the same bytes in every language: JSON, JSON Lines, the exports, music strings
    /// and the solver's scores, over one history.
    @Test func outputForProgramsIsTheSameInEveryLanguage() throws {
        let folder = Sandbox.folder("json-languages")
        let environment = ["C4_AUDIO_DB": folder + "/history.sqlite"]
        for (moves, name) in [("4\n4\n3\n3\n", "Ann"), ("1\n2\n", "You")] {
            _ = try CLIRunner.run(["play", "--level", "easy", "--seed", "1", "--mute", "--name", name], stdin: moves, environment: environment)
        }
        let commands: [[String]] = [
            ["history", "--json"], ["history", "show", "1", "--json"], ["history", "export", "1", "--format", "json"],
            ["history", "export", "1", "--format", "moves"], ["history", "export", "1", "--format", "data"], ["stats", "--json"],
            ["review", "1", "--json"], ["review", "--moves", "4455667", "--json"], ["selfplay", "--games", "2", "--seed", "1", "--jsonl"],
            ["music", "4455667", "--seed", "3"], ["solve", "--analyze", "4453", "44"], ["settings"],
        ]
        for command in commands {
            let english = try CLIRunner.run(["--language", "en"] + command, environment: environment)
            let dutch = try CLIRunner.run(["--language", "nl"] + command, environment: environment)
            #expect(english.status == 0 && !english.stdout.isEmpty, "\(command): \(english.stderr)")
            #expect(dutch.stdout == english.stdout, "\(command)")
        }
    }
}

