import Foundation
import Game
import History
import Music
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `HistoryStore.importGames(from:…)`: a large input read from a file a chunk at a time into a real
/// SQLite file, its every line a game, recognised by its bytes the second time.
@Suite struct ImportStreamTests {
    /// 50,000 seeded lines of column digits, a tenth of them repeated (so that identical lines must be as
    /// many games), with comments and blank lines between, and bad lines counted past the first 20.
    @Test func fiftyThousandLinesFromAFile() throws {
        let directory = TemporaryDirectory()
        var generator = SeededGenerator(seed: 37)
        var text = "# seeded games\n"
        var good = 0, bad = 0, lines: [String] = []
        for index in 0..<50_000 {
            if index % 1000 == 999 {
                text += "4444444\n"   // column 4 is full at move 7
                bad += 1
                continue
            }
            if index % 10 == 9, let repeated = lines.last {
                text += repeated + "\n"
            } else {
                var game = Game()
                let length = 4 + Int(generator.next() % 20)
                while !game.outcome.isOver && game.moves.count < length {
                    try game.play(game.legalColumns.randomElement(using: &generator)!)
                }
                lines.append(MoveRecord.encode(game))
                text += lines.last! + "\n"
            }
            good += 1
            if index % 5000 == 0 { text += "\n# part \(index / 5000)\n" }
        }
        let file = directory.file("games.txt")
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let store = try HistoryStore.open(path: directory.file("history.sqlite"))

        let first = try Self.importFile(file, into: store)
        guard case .imported(let summary) = first else { Issue.record("\(first)"); return }
        #expect(summary.stored == good && summary.alreadyStored == 0)
        #expect(summary.problems.count == 20 && summary.unreported == bad - 20)
        #expect(summary.file.games == good && summary.file.sha256.count == 64)
        #expect(summary.shape == .lines)
        #expect(try store.gameCount() == good)
        #expect(try store.importedFile(sha256: summary.file.sha256)?.games == good)
        #expect(try store.games().suffix(3).map { MoveRecord.encode($0.game) } == Array(lines.prefix(3)).reversed())

        let second = try Self.importFile(file, into: store)
        guard case .alreadyImported(let earlier) = second else { Issue.record("\(second)"); return }
        #expect(earlier.games == good && earlier.sha256 == summary.file.sha256)
        #expect(try store.gameCount() == good)
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test func aJSONArrayIsReadElementByElement() throws {
        let directory = TemporaryDirectory()
        var generator = SeededGenerator(seed: 5)
        let games = (0..<2_000).map { StorePropertyTests.randomGame(&generator, id: $0) }
        // Every game twice, in one array: as many games as elements, the same start or not.
        let array = "  [\n" + (games + games).map { GameJSON.encode($0) }.joined(separator: ",\n") + "\n]\n"
        let store = try HistoryStore.open(path: directory.file("history.sqlite"))
        var composer = Composer(seed: 1)
        var input = ImportInput(text: array)
        let outcome = try store.importGames(from: &input, format: nil, defaults: ImportDefaults(), composer: &composer)
        guard case .imported(let summary) = outcome else { Issue.record("\(outcome)"); return }
        #expect(summary.shape == .jsonArray && summary.stored == 4_000 && summary.bad == 0)
        let oldest = try #require(try store.games().last)
        #expect(oldest.game.moves == games[0].game.moves && oldest.music == games[0].music && oldest.started == games[0].started)
    }

    @Test func aBrokenInputStoresNothing() throws {
        let directory = TemporaryDirectory()
        let store = try HistoryStore.open(path: directory.file("history.sqlite"))
        for (text, stop) in [("[{\"moves\":\"4\"}", ImportStop.arrayNotClosed), ("[]\n\nx", .textAfterArray(line: 3)),
                             ("4455667\n12\u{0}\n", .nulByte(position: 11))] {
            var composer = Composer(seed: 1)
            var input = ImportInput(text: text)
            #expect(try store.importGames(from: &input, format: nil, defaults: ImportDefaults(), composer: &composer) == .refused(stop))
        }
        #expect(try store.gameCount() == 0)
    }

    /// Imports the file at `path` through its descriptor, as `history import FILE` does.
    static func importFile(_ path: String, into store: HistoryStore) throws -> ImportOutcome {
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var input = ImportInput(descriptor: descriptor)
        var composer = Composer(seed: 1)
        return try store.importGames(from: &input, format: .moves, defaults: ImportDefaults(), composer: &composer)
    }
}
