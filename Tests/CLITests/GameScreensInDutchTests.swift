import Foundation
import TestSupport
import Testing

/// The full-screen game in Dutch: the board, the keys help (`?`), the options panel (`o`), the hints (`t`) and
/// the review panel at the end of a game, captured in tmux under `en` and under `nl` and compared as
/// ``EveryLineInDutchTests`` compares the commands: no line of two or more words reads the same in both,
/// and no common English word is left in the Dutch.
@Suite("the game's screens in Dutch (tmux)", .serialized, .requires(TmuxSession.requirement))
struct GameScreensInDutchTests {
    init() throws {
        _ = try #require(Catalogues.directory, Tools.missing("msgfmt", package: "gettext"))
    }

    /// What the review panel ends with, once the review is done, in each language.
    static let reviewed = ["en": "No move changed the outcome.", "nl": "Geen enkele zet veranderde de uitkomst."]

    /// The screen once it has changed from `previous` and then stayed the same for a while (a panel drawn,
    /// hints found); waiting for text, not for time, since a loaded machine draws late.
    static func settled(_ session: TmuxSession, after previous: String, _ what: String) throws -> String {
        try session.waitFor("\(what) to appear") { $0 != previous }
        var last = try session.screen()
        var sameSince = Date()
        let end = Date().addingTimeInterval(60)
        while Date() < end {
            Thread.sleep(forTimeInterval: 0.1)
            let now = try session.screen()
            if now != last {
                last = now
                sameSince = Date()
            } else if Date().timeIntervalSince(sameSince) > 1.0, !now.contains("…") {
                return now
            }
        }
        return last
    }

    /// The game's screens in `language`: the start, the keys help, the options panel, the hints, and the
    /// review panel at the end of a game between two people (the game of ``ReviewTerminalTests/perfectGame``,
    /// whose review is quick).
    static func screens(_ language: String) throws -> [String] {
        let session = try TmuxSession(["--language", language, "play", "--mute", "--no-color", "--opponent", "human", "--name", "Ann",
                                       "--opponent-name", "Bob", "--interval", "0.05"], columns: 120, rows: 40)
        defer { session.stop() }
        var screens: [String] = []
        try session.waitFor("the board") { $0.contains("┌") && $0.contains("Ann") }
        screens.append(try settled(session, after: "", "the start"))
        try session.type("?")
        screens.append(try settled(session, after: screens.last!, "the keys help"))
        try session.send("Escape")
        let beforeOptions = try settled(session, after: screens.last!, "the board")
        try session.type("o")
        screens.append(try settled(session, after: beforeOptions, "the options panel"))
        try session.send("Escape")
        let beforeHints = try settled(session, after: screens.last!, "the board")
        try session.type("t")
        screens.append(try settled(session, after: beforeHints, "the hints"))
        try session.type("t")
        _ = try settled(session, after: screens.last!, "the hints off")
        try session.type(ReviewTerminalTests.perfectGame)
        screens.append(try session.waitFor(reviewed[language]!, timeout: 180))
        try session.send("Escape")
        try session.send("q")
        #expect(try session.waitForStatus() == 0)
        return screens
    }

    @Test func noLineReadsTheSameAndNoEnglishWordIsLeft() throws {
        let english = try Self.screens("en"), dutch = try Self.screens("nl")
        let names = ["the start", "the keys help", "the options panel", "the hints", "the review panel"]
        var same: [String] = [], left: [String] = []
        for (index, name) in names.enumerated() {
            let englishLines = Set(english[index].split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
            for line in dutch[index].split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                let words = EveryLineInDutchTests.words(line)
                if words.count >= 2, englishLines.contains(line) { same.append("\(name): \(line)") }
                if let word = words.first(where: { EveryLineInDutchTests.english.contains($0) }) { left.append("\(name): '\(word)' in \(line)") }
            }
        }
        #expect(same.isEmpty, "the same in English and Dutch:\n\(same.joined(separator: "\n"))")
        #expect(left.isEmpty, "English words in the Dutch:\n\(left.joined(separator: "\n"))")
        #expect(same.isEmpty && left.isEmpty, "English:\n\(english.joined(separator: "\n----\n"))\nDutch:\n\(dutch.joined(separator: "\n----\n"))")
    }
}
