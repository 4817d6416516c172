import Foundation
import TestSupport
import Testing

/// The history store's errors in Dutch: the store hands out facts, the wording layer says them in the
/// run's language, and the option and commands it advises stay the command line's own.
@Suite struct HistoryErrorLanguageTests {
    init() throws {
        _ = try #require(Catalogues.directory, Tools.missing("msgfmt", package: "gettext"))
    }

    @Test func aFileThatIsNotADatabase() throws {
        let history = TemporaryHistory()
        _ = FileManager.default.createFile(atPath: history.path, contents: Data(repeating: 7, count: 4096))
        let result = try history.run(["--language", "nl", "history"])
        #expect(result.status == 1)
        #expect(result.stderr == "fout: \(history.path) is geen database van c4-audio (geen SQLite-bestand); het is niet veranderd: "
                + "zet het ergens anders neer of geef een andere --db\n")
    }

    @Test func noSuchGameAndNothingToResume() throws {
        let history = TemporaryHistory()
        let missing = try history.run(["--language", "nl", "history", "show", "3"])
        #expect(missing.status == 1 && missing.stderr == "fout: spel 3 bestaat niet\n")
        let resume = try history.run(["--language", "nl", "resume", "--mute"])
        #expect(resume.status == 1)
        #expect(resume.stderr == "fout: er is geen onafgemaakt spel om te hervatten; begin er een met c4-audio play\n")
    }

    @Test func aSettingThatBreaksARuleAndADamagedGame() throws {
        let history = TemporaryHistory()
        let clash = try history.run(["--language", "nl", "settings", "set", "colour", "yellow"])
        #expect(clash.status == 1 && clash.stderr == "fout: colour en bot-colour zijn allebei yellow; ze moeten verschillen\n")
        let damaged = try DamagedRowTests.damagedHistory()
        let show = try damaged.run(["--language", "nl", "history", "show", "2"])
        #expect(show.status == 1)
        #expect(show.stderr == "fout: spel 2 in de database is beschadigd: zetten \u{FFFD}4: zet 1: '\u{FFFD}' is geen kolom (verwacht: 1-7) "
                + "(c4-audio history delete 2 verwijdert het)\n")
    }

    @Test func badImportLines() throws {
        let history = TemporaryHistory()
        let result = try history.run(["--language", "nl", "history", "import"], stdin: "{\"moves\":\n13414241516\n")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("fout: regel 1: geen geldige JSON\n"
                                        + "fout: regel 2: '13414241516' is zowel geldige kolomcijfers als een geldige gegevensreeks; "
                                        + "geef --format moves of --format data op\n"), "\(result.stderr)")
    }
}
