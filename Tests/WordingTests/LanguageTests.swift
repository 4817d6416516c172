import Testing
import TestSupport
@testable import Wording

/// `auto` follows the locale as GNU gettext does; a chosen language is itself.
@Suite struct LanguageTests {
    /// A folder that holds a Dutch catalogue, as `make catalogues` leaves it.
    static let withDutch = Catalogues.directory

    @Test(arguments: [
        ([String: String](), "en"),
        (["LANG": "nl_NL.UTF-8"], "nl"),
        (["LANG": "nl_BE.UTF-8@euro"], "nl"),
        (["LANG": "nl_NL.UTF-8", "LC_ALL": "C"], "en"),
        (["LANG": "nl_NL.UTF-8", "LC_MESSAGES": "POSIX"], "en"),
        (["LANG": "en_GB.UTF-8", "LC_MESSAGES": "nl_NL.UTF-8"], "nl"),
        (["LANG": "nl_NL.UTF-8", "LC_ALL": "en_US.UTF-8"], "en"),
        (["LANG": "C.UTF-8", "LANGUAGE": "nl"], "nl"),
        (["LANG": "C", "LANGUAGE": "nl"], "en"),
        (["LANG": "de_DE.UTF-8"], "en"),
        (["LANG": "de_DE.UTF-8", "LANGUAGE": "de:nl"], "nl"),
        (["LANG": "nl_NL.UTF-8", "LANGUAGE": "en:nl"], "en"),
        (["LANG": "fr_FR.UTF-8", "LANGUAGE": ""], "en"),
    ])
    func auto(environment: [String: String], expected: String) throws {
        let directory = try #require(Self.withDutch)
        #expect(Language.resolve("auto", environment: environment, directory: directory) == expected)
    }

    @Test func aChosenLanguageIsItselfWhateverTheLocale() {
        #expect(Language.resolve("en", environment: ["LANG": "nl_NL.UTF-8"], directory: nil) == "en")
        #expect(Language.resolve("nl", environment: ["LC_ALL": "C"], directory: nil) == "nl")
    }

    @Test func withoutCataloguesAutoIsEnglish() {
        #expect(Language.resolve("auto", environment: ["LANG": "nl_NL.UTF-8"], directory: nil) == "en")
        #expect(Language.resolve("auto", environment: ["LANG": "nl_NL.UTF-8"], directory: "/nonexistent") == "en")
    }

    @Test func localeNamesGiveTheirLanguage() {
        #expect(Language.code(of: "nl_NL.UTF-8") == "nl")
        #expect(Language.code(of: "NL") == "nl")
        #expect(Language.code(of: "pt_BR@x") == "pt")
        #expect(!Language.hasCatalogue("../nl", in: "/"))
    }
}

/// Placeholders are filled by name, in whatever order a translation puts them.
@Suite struct PlaceholderTests {
    @Test func filledByName() {
        #expect(Catalogue.filled("Column {column} is full.", ["column": 4]) == "Column 4 is full.")
        #expect(Catalogue.filled("{b} before {a}", ["a": "A", "b": "B"]) == "B before A")
        #expect(Catalogue.filled("{a}{a}", ["a": 1]) == "11")
        #expect(Catalogue.filled("no {name} given", [:]) == "no {name} given")
        #expect(Catalogue.filled("unknown {x} kept", ["y": 1]) == "unknown {x} kept")
        #expect(Catalogue.filled("open { brace", ["x": 1]) == "open { brace")
        #expect(Catalogue.filled("a value with {braces}", ["braces": "{braces}"]) == "a value with {braces}")
    }

    @Test func englishPluralsAndContexts() {
        #expect(trn("{count} mistake", "{count} mistakes", 1) == "1 mistake")
        #expect(trn("{count} mistake", "{count} mistakes", 0) == "0 mistakes")
        #expect(trn("{count} mistake", "{count} mistakes", 3) == "3 mistakes")
        #expect(trc("verdict", "best") == "best")
    }
}
