import Foundation
import TestSupport
import Testing

/// The language a run speaks: `--language`, else the stored setting, else the locale (`auto`); Dutch from the
/// catalogue the build compiled (`Resources/locale`), English without one; data the same in every language.
@Suite struct LanguageCommandTests {
    init() throws {
        _ = try #require(Catalogues.directory, Tools.missing("msgfmt", package: "gettext"))
    }

    func last(_ result: CLIRunner.Result) -> String { result.stdout.split(separator: "\n").last.map(String.init) ?? "" }

    @Test func theLanguageFollowsTheFlagThenTheSettingThenTheLocale() throws {
        #expect(last(try CLIRunner.run(["show", "4453"])) == "Red to move (move 5).")
        #expect(last(try CLIRunner.run(["--language", "nl", "show", "4453"])) == "Rood is aan zet (zet 5).")
        #expect(last(try CLIRunner.run(["show", "4453", "--language=nl"])) == "Rood is aan zet (zet 5).")
        #expect(last(try CLIRunner.run(["show", "4453"], environment: ["LANG": "nl_NL.UTF-8"])) == "Rood is aan zet (zet 5).")
        #expect(last(try CLIRunner.run(["show", "4453"], environment: ["LANG": "nl_NL.UTF-8", "LC_ALL": "C"])) == "Red to move (move 5).")
        #expect(last(try CLIRunner.run(["show", "4453"], environment: ["LANGUAGE": "nl"])) == "Rood is aan zet (zet 5).")
        #expect(last(try CLIRunner.run(["show", "4453"], environment: ["LANG": "de_DE.UTF-8"])) == "Red to move (move 5).")
        #expect(last(try CLIRunner.run(["--language", "en", "show", "4453"], environment: ["LANG": "nl_NL.UTF-8"])) == "Red to move (move 5).")
        // The stored setting speaks for every command, the flag over it.
        let db = Sandbox.folder("language") + "/history.sqlite"
        let set = try CLIRunner.run(["--db", db, "settings", "set", "language", "nl"])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(last(try CLIRunner.run(["--db", db, "show", "4453"])) == "Rood is aan zet (zet 5).")
        #expect(last(try CLIRunner.run(["show", "4453"], environment: ["C4_AUDIO_DB": db])) == "Rood is aan zet (zet 5).")
        #expect(last(try CLIRunner.run(["--db", db, "--language", "en", "show", "4453"])) == "Red to move (move 5).")
    }

    @Test func aLanguageNotOfferedIsAUsageError() throws {
        let result = try CLIRunner.run(["--language", "de", "show", "4"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: --language 'de': expected auto, en or nl\n"), "\(result.stderr)")
        let stored = try CLIRunner.run(["settings", "set", "language", "fr"])
        #expect(stored.status == 64 || stored.status == 1)
        #expect(stored.stderr.contains("'fr'"), "\(stored.stderr)")
    }

    @Test func dutchSheetsPluralsAndColours() throws {
        let won = try CLIRunner.run(["--language", "nl", "show", "1212121"]).stdout
        #expect(won.contains("X rood (eerste speler)    O geel (tweede speler)"), "\(won)")
        #expect(won.contains("Rood heeft gewonnen met zet 7: vier op een rij, tussen haakjes."), "\(won)")
        let english = try CLIRunner.run(["show", "1212121"]).stdout
        #expect(english.contains("Red won with move 7: four in a row, shown in brackets."), "\(english)")
    }
}

/// The full-screen game in Dutch, through tmux.
@Suite("the game in Dutch (tmux)", .serialized, .requires(TmuxSession.requirement))
struct DutchTerminalTests {
    @Test("Turn, keys, options, notices and the end in Dutch")
    func dutchScreen() throws {
        _ = try #require(Catalogues.directory, Tools.missing("msgfmt", package: "gettext"))
        let session = try TmuxSession(["--language", "nl", "play", "--mute", "--no-color", "--opponent", "human", "--name", "Ann",
                                       "--opponent-name", "Bob", "--interval", "0.05"])
        defer { session.stop() }
        try session.waitFor("Ann is aan zet (zet 1)")
        try session.type("u")
        try session.waitFor("Er valt niets terug te nemen.")
        try session.type("?")
        try session.waitFor("Toetsen")
        try session.send("Escape")
        try session.type("o")
        let options = try session.waitFor("Opties")
        #expect(options.contains("Niveau bot") && options.contains("Tegenstander"), "\(options)")
        try session.send("Escape")
        try session.type("1111111")
        try session.waitFor("Kolom 1 is vol.")
        try session.type("22334")
        let end = try session.waitFor("Ann heeft gewonnen met zet 11.")
        #expect(end.contains("Nog een spel? y/Enter: ja, Esc: nee"), "\(end)")
        try session.type("u")
        try session.waitFor("1 zet teruggenomen; het spel gaat verder.")
        try session.type("q")
        #expect(try session.waitForStatus() == 0)
    }
}
