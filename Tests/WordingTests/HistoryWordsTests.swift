import History
import Testing
import TestSupport
@testable import Wording

/// The history store's errors in English words (the catalogue's message ids, byte for byte what the
/// command line printed before they were typed values), and their Dutch as `po/nl.po` says it.
@Suite struct HistoryWordsTests {
    static let commandLine = SoundWordsTests.commandLine

    @Test(arguments: [
        (HistoryError.notADatabase(path: "g.sqlite"),
         "g.sqlite is not a c4-audio database (not an SQLite file); it was left unchanged: move it away or give another --db"),
        (.corrupt(path: "g.sqlite", detail: .text("database disk image is malformed")),
         "g.sqlite: the database is damaged (database disk image is malformed); it was left unchanged"),
        (.corrupt(path: "g", detail: .lines(["a", "b"])), "g: the database is damaged (a; b); it was left unchanged"),
        (.corrupt(path: "g", detail: .code(11)), "g: the database is damaged (SQLite error 11); it was left unchanged"),
        (.cannotOpen(path: "/r/new/h.sqlite", reason: .cannotCreateDirectory(prefix: "/r/new", reason: "Permission denied")),
         "cannot open the database /r/new/h.sqlite: cannot create the directory /r/new: Permission denied"),
        (.cannotOpen(path: "/r/o.sqlite", reason: .notWritableOrNotAFile),
         "cannot open the database /r/o.sqlite: its directory is not writable or the path is not a file"),
        (.cannotOpen(path: "/f", reason: .isDirectory), "cannot open the database /f: it is a directory; give a file inside it, e.g. /f/history.sqlite"),
        (.cannotOpen(path: "/f/", reason: .isDirectory), "cannot open the database /f/: it is a directory; give a file inside it, e.g. /f/history.sqlite"),
        (.cannotOpen(path: "''", reason: .emptyPath), "cannot open the database '': the path is empty; give a file, e.g. --db ~/games.sqlite"),
        (.cannotOpen(path: "/a/b/h", reason: .notADirectory(prefix: "/a/b")), "cannot open the database /a/b/h: /a/b is not a directory"),
        (.cannotOpen(path: "h", reason: .system("unable to open database file")), "cannot open the database h: unable to open database file"),
        (.cannotOpen(path: "h", reason: .sqliteCode(14)), "cannot open the database h: SQLite error 14"),
        (.readOnly(path: "/r/h"), "cannot write the database /r/h: it or its directory is read-only"),
        (.busy(.session), "database is busy: another c4-audio session is writing; try again"),
        (.busy(.otherProgram), "database is busy: another program holds it; try again"),
        (.cannotKeep(path: "/h.pending", reason: "No space left on device"),
         "cannot keep the moves beside the database: /h.pending: No space left on device"),
        (.newerVersion(path: "h"), "h was written by a newer version of c4-audio; this version cannot use it (upgrade c4-audio, or give another --db)"),
        (.unknownVersion(path: "h", version: 999),
         "h has user_version 999, which this version of c4-audio does not know; it was left unchanged (upgrade c4-audio, or give another --db)"),
        (.noSuchGame(7), "no game with ID 7"),
        (.notCurrent(1), "game 1 is not unfinished (it is finished or was deleted)"),
        (.gameInUse(1), "game 1 is open in another c4-audio session; go on with it there, or quit it there first"),
        (.noUnfinishedGame(inUse: []), "there is no unfinished game to resume; start one with c4-audio play"),
        (.noUnfinishedGame(inUse: [1]), "every unfinished game is open in another c4-audio session (game 1)"),
        (.noUnfinishedGame(inUse: [1, 3]), "every unfinished game is open in another c4-audio session (games 1, 3)"),
        (.noPlace, "no place for the history: set HOME or XDG_DATA_HOME, or give --db PATH"),
        (.diskFull(path: "h"), "h: the disk is full"),
        (.sqlite(path: "h", message: .text("disk I/O error")), "h: disk I/O error"),
        (.sqlite(path: "h", message: .code(10)), "h: SQLite error 10"),
    ])
    func store(error: HistoryError, text: String) {
        #expect(error.words(in: Self.commandLine) == text)
    }

    @Test func withoutAFrontEndNoCommandIsNamed() {
        #expect(HistoryError.noUnfinishedGame(inUse: []).words(in: .plain) == "there is no unfinished game to resume")
        #expect(HistoryError.noPlace.words(in: .plain) == "no place for the history: set HOME or XDG_DATA_HOME, or give database PATH")
    }

    /// Every message of the store's errors has its Dutch, with the words a Dutch edition uses.
    @Test(arguments: [
        ("no game with ID {id}", ["id": "3"], "spel 3 bestaat niet"),
        ("{path}: the database is damaged ({detail}); it was left unchanged", ["path": "g", "detail": "D"],
         "g: de database is beschadigd (D); ze is niet veranderd"),
        ("database is busy: another program holds it; try again", [:], "de database is bezet: een ander programma houdt haar vast; probeer het opnieuw"),
        ("game {id} is not unfinished (it is finished or was deleted)", ["id": "1"], "spel 1 is niet onafgemaakt (het is uitgespeeld of verwijderd)"),
        ("there is no unfinished game to resume", [:], "er is geen onafgemaakt spel om te hervatten"),
        ("game {id} in the database is damaged: {reason}", ["id": "2", "reason": "R"], "spel 2 in de database is beschadigd: R"),
        ("c4-audio history delete {id} removes it", ["id": "2"], "c4-audio history delete 2 verwijdert het"),
        ("start one with c4-audio play", [:], "begin er een met c4-audio play"),
    ])
    func dutch(id: String, values: [String: String], text: String) throws {
        let entry = try #require(SoundWordsTests.dutch.first { $0.id == id }, "\(id)")
        #expect(Catalogue.filled(entry.translations[0], values) == text)
    }
}
