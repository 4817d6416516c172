import Game
import History
import Music
import Testing
import TestSupport
@testable import Wording

/// Why an entry of `history import` is not a game, in English words (byte for byte what the command line
/// printed before they were typed values), and their Dutch as `po/nl.po` says it.
@Suite struct ImportWordsTests {
    static let commandLine = SoundWordsTests.commandLine

    @Test(arguments: [
        (HistoryError.EntryProblem.notJSON, "not valid JSON"),
        (.ambiguous(line: "13414241516"),
         "'13414241516' is both valid column digits and a valid data string; give --format moves or --format data"),
        (.moves(.invalidCharacter("x", move: 8)), "move 8: 'x' is not a column (expected 1-7)"),
        (.json(key: nil, .notAGame), "expected a JSON object for a game"),
        (.json(key: "moves", .notColumnDigits), "moves: expected a string of column digits"),
        (.json(key: "players", .notTwoPlayers), "players: expected an array of two player objects"),
        (.json(key: "players[1]", .notAnObject), "players[1]: expected an object"),
        (.json(key: "finished", .finishedButGoing(moves: 6)), "finished: set, but the game is still going after 6 moves"),
        (.json(key: "winner", .winner(given: "second", moves: "first")), "winner: 'second' but the moves give first"),
        (.json(key: "winner", .winner(given: "first", moves: nil)), "winner: 'first' but the moves give no winner yet"),
        (.json(key: "winningCells", .winningCells(expected: "[[4,1]]")), "winningCells: they are not the cells the moves win with ([[4,1]])"),
        (.json(key: "music", .notAString), "music: expected a string"),
        (.json(key: "hinted", .notABool), "hinted: expected true or false"),
        (.json(key: "players[0].name", .name(.invalid(.name(.empty)))), "players[0].name: a player's name is empty"),
        (.json(key: "players[0].colour", .notAColour(colours: ["red", "yellow"])), "players[0].colour: expected one of red, yellow"),
        (.json(key: "players[1].level", .notALevel("godlike", levels: ["easy", "hard"])), "players[1].level: 'godlike' is not a level (easy, hard)"),
        (.json(key: "players[1].kind", .notAKind), "players[1].kind: expected \"human\" or \"bot\""),
        (.json(key: "started", .notATime("soon")), "started: 'soon' is not an ISO 8601 time"),
        (.json(key: "started", .notATimeString), "started: expected an ISO 8601 time string"),
    ])
    func entries(problem: HistoryError.EntryProblem, text: String) {
        #expect(HistoryError.invalid(.entry(problem)).words(in: Self.commandLine) == text)
    }

    @Test func locations() {
        #expect(ImportLocation.line(3).words == "line 3" && ImportLocation.element(2).words == "game 2")
    }

    @Test func withoutAFrontEndNoFormatIsNamed() {
        #expect(HistoryError.EntryProblem.ambiguous(line: "1").words(in: .plain) == "'1' is both valid column digits and a valid data string")
    }

    /// Every message of an import's entries has its Dutch, with the words a Dutch edition uses.
    @Test(arguments: [
        ("not valid JSON", [:], "geen geldige JSON"),
        ("line {number}", ["number": "3"], "regel 3"),
        ("'{line}' is both valid column digits and a valid data string", ["line": "1"], "'1' is zowel geldige kolomcijfers als een geldige gegevensreeks"),
        ("give --format moves or --format data", [:], "geef --format moves of --format data op"),
        ("expected a string", [:], "verwacht: een tekenreeks"),
        ("'{text}' is not an ISO 8601 time", ["text": "x"], "'x' is geen ISO 8601-tijdstip"),
    ])
    func dutch(id: String, values: [String: String], text: String) throws {
        let entry = try #require(SoundWordsTests.dutch.first { $0.id == id }, "\(id)")
        #expect(Catalogue.filled(entry.translations[0], values) == text)
    }
}
