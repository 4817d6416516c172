import Foundation
import Testing
import TestSupport

/// The catalogues as files: the template is what the sources give, every language is complete, and each
/// translation keeps its message's placeholders.
@Suite struct CatalogueFileTests {
    @Test(.requires(.tool("xgettext", package: "gettext")))
    func theTemplateIsWhatTheSourcesGive() throws {
        let result = try Catalogues.run(Catalogues.root + "/scripts/update-po.sh", ["--check"])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func dutchIsComplete() throws {
        let msgfmt = try #require(Tools.find("msgfmt"), Tools.missing("msgfmt", package: "gettext"))
        let result = try Catalogues.run(msgfmt, ["--check", "--statistics", "-o", "/dev/null", Catalogues.root + "/po/nl.po"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains(" translated messages."), "\(result.output)")
        #expect(!result.output.contains("fuzzy") && !result.output.contains("untranslated"), "\(result.output)")
    }

    @Test func translationsKeepTheirPlaceholders() throws {
        let entries = try Catalogues.entries(of: Catalogues.root + "/po/nl.po")
        #expect(entries.count > 100)
        for entry in entries {
            let wanted = Catalogues.placeholders(entry.id)
            for translation in entry.translations {
                #expect(Catalogues.placeholders(translation) == wanted, "\(entry.id) -> \(translation)")
                #expect(!translation.isEmpty, "\(entry.id)")
            }
        }
    }
}
