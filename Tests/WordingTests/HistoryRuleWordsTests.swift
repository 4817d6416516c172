import Game
import History
import Music
import Testing
import TestSupport
@testable import Wording

/// The store's rules and its damaged rows in English words (byte for byte what the command line printed
/// before they were typed values), and their Dutch as `po/nl.po` says it.
@Suite struct HistoryRuleWordsTests {
    static let commandLine = SoundWordsTests.commandLine

    @Test(arguments: [
        (HistoryError.Invalid.name(.empty), "a player's name is empty"),
        (.name(.tooLong(name: String(repeating: "a", count: 41), count: 41, maximum: 40)),
         "the name 'aaaaaaaaaaaaaaaaaaaa…' has 41 characters; at most 40"),
        (.name(.controlCharacter(name: "A\u{1}B", at: 2)), "the name 'A\\u{1}B' holds a control character at character 2"),
        (.name(.invalidUTF8(name: "A\u{FFFD}", at: 2)), "the name 'A\u{FFFD}' holds invalid UTF-8 (U+FFFD) at character 2"),
        (.name(.formatCharacter(name: "A\u{200B}B", scalar: 0x200B, at: 2)),
         "the name 'A\u{200B}B' holds an invisible format character (U+200B) at character 2"),
        (.sameColours(.red), "both players have the colour red"),
        (.finishedButGoing(moves: 3), "the game is marked finished but is still going after 3 moves"),
        (.overButNotFinished, "the game is over but not marked finished"),
        (.music(.empty, .noteCount(notes: 0, pieces: 1)), "music (none): the music has 0 notes but the game has 1 piece"),
        (.inBatch(index: 2, count: 3, .invalid(.sameColours(.blue))), "game 2 of 3: both players have the colour blue"),
        (.overAfterMove(moves: 7), "the game is over after move 7: finish it instead of saving a move"),
        (.stillGoing(moves: 2), "the game is still going after 2 moves; only a won or drawn game can finish"),
        (.reopenedOver(4), "game 4: the game after the undo is over; only a game that goes on can be reopened"),
        (.reopenedMissing(4), "no game 4"),
        (.reopenedUnfinished(4), "game 4 is not finished"),
        (.unknownSetting(key: "levle", keys: ["level", "first"]), "'levle' is not a setting (settings: level, first)"),
        (.setting(TunableError(name: "volume", value: "200", accepted: .wholeNumber(0...100))),
         "volume '200': expected a whole number from 0 to 100"),
        (.sameSettingColours(.yellow), "colour and bot-colour are both yellow; the two must differ"),
        (.storedSetting(key: "level", TunableError(name: "level", value: "x", accepted: .oneOf(["A"]))),
         "stored setting level 'x': expected A (c4-audio settings reset level restores the default)"),
        (.storedSettings(.invalid(.sameSettingColours(.red))),
         "stored settings: colour and bot-colour are both red; the two must differ (c4-audio settings reset colour restores the defaults)"),
        (.dataNeedsPersonAndBot(twoPeople: true), "the data format holds a person against the bot; this game is two people"),
        (.dataNeedsPersonAndBot(twoPeople: false), "the data format holds a person against the bot; this game is two bots"),
    ])
    func rules(rule: HistoryError.Invalid, text: String) {
        #expect(HistoryError.invalid(rule).words(in: Self.commandLine) == text)
    }

    @Test(arguments: [
        (HistoryError.DamagedGame.moves("\u{FFFD}4", .invalidCharacter("\u{FFFD}", move: 1)),
         "game 2 in the database is damaged: moves \u{FFFD}4: move 1: '\u{FFFD}' is not a column (expected 1-7) (c4-audio history delete 2 removes it)"),
        (.startedNotATime("soon"), "game 2 in the database is damaged: started 'soon' is not a time (c4-audio history delete 2 removes it)"),
        (.finishedNotATime("x"), "game 2 in the database is damaged: finished 'x' is not a time (c4-audio history delete 2 removes it)"),
        (.colourNotInPalette(12), "game 2 in the database is damaged: colour 12 is not in the palette (c4-audio history delete 2 removes it)"),
        (.unknownBotLevel("godlike"), "game 2 in the database is damaged: bot level 'godlike' is unknown (c4-audio history delete 2 removes it)"),
        (.unknownPlayerKind("cat"), "game 2 in the database is damaged: player kind 'cat' is neither human nor bot (c4-audio history delete 2 removes it)"),
        (.breaksRule(.invalid(.name(.controlCharacter(name: "A\u{1}B", at: 2)))),
         "game 2 in the database is damaged: the name 'A\\u{1}B' holds a control character at character 2 (c4-audio history delete 2 removes it)"),
        (.winner(stored: "first", moves: nil), "game 2 in the database is damaged: winner 'first' but the moves give no winner (c4-audio history delete 2 removes it)"),
    ])
    func damagedGames(reason: HistoryError.DamagedGame, text: String) {
        #expect(HistoryError.damagedGame(2, reason: reason).words(in: Self.commandLine) == text)
    }

    /// What a tunable accepts, from its facts: the words help, `settings --help` and every refusal share.
    @Test func acceptedValues() {
        #expect(Tunables.level.accepted.words == "easy, medium, hard or perfect")
        #expect(Tunables.interval.accepted.words == "0.05 to 10 seconds")
        #expect(Tunables.renderInterval.accepted.words == "0.0005 to 100 seconds")
        #expect(Tunables.speed.accepted.words == "0.1 to 100")
        #expect(Tunables.volume.accepted.words == "a whole number from 0 to 100")
        #expect(Tunables.name.accepted.words == "1 to 40 characters, not only spaces, without control or invisible format characters")
        #expect(Tunables.device.accepted.words == "an ALSA PCM name of 1 to 200 characters without spaces, such as hw:0,0 or plughw:1")
        #expect(TunableError(name: "--level", value: "random", accepted: Tunables.level.accepted).words
                == "--level 'random': expected easy, medium, hard or perfect")
    }

    @Test func damagedPlayers() {
        #expect(HistoryError.damagedPlayer(name: "Ann", reason: .notACount(column: "wins", value: .text("abc"))).words()
            == "player 'Ann' in the database is damaged: wins 'abc' is not a count; its results are left out")
        #expect(HistoryError.damagedPlayer(name: "\u{FFFD}B", reason: .nameNotUTF8).words()
            == "player '\u{FFFD}B' in the database is damaged: the name is not valid UTF-8; its results are left out")
        #expect(HistoryError.DamagedPlayer.notACount(column: "draws", value: .null).words == "draws '(null)' is not a count")
        #expect(HistoryError.DamagedPlayer.notACount(column: "draws", value: .bytes).words == "draws '(bytes)' is not a count")
    }

    /// Every message of the rules and damaged rows has its Dutch, with the words a Dutch edition uses.
    @Test(arguments: [
        ("both players have the colour {colour}", ["colour": "rood"], "beide spelers hebben de kleur rood"),
        ("a player's name is empty", [:], "de naam van een speler is leeg"),
        ("the name '{name}' holds a control character at character {at}", ["name": "A", "at": "2"], "de naam 'A' bevat een stuurteken op teken 2"),
        ("'{key}' is not a setting (settings: {keys})", ["key": "x", "keys": "level"], "'x' is geen instelling (instellingen: level)"),
        ("colour and bot-colour are both {colour}; the two must differ", ["colour": "yellow"], "colour en bot-colour zijn allebei yellow; ze moeten verschillen"),
        ("started '{text}' is not a time", ["text": "soon"], "begin 'soon' is geen tijdstip"),
        ("{column} '{value}' is not a count", ["column": "wins", "value": "abc"], "wins 'abc' is geen aantal"),
        ("c4-audio settings reset {key} restores the default", ["key": "level"], "c4-audio settings reset level zet de standaardwaarde terug"),
    ])
    func dutch(id: String, values: [String: String], text: String) throws {
        let entry = try #require(SoundWordsTests.dutch.first { $0.id == id }, "\(id)")
        #expect(Catalogue.filled(entry.translations[0], values) == text)
    }
}
