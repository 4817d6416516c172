import Foundation
import TestSupport
import Testing

/// `render --moves` does not use the history, so it never opens the database: not for the game, not
/// for the stored instrument (a file where the database belongs is not even read).
@Suite struct RenderMovesTests {
    @Test(arguments: [[], ["--human", "both"]])
    func rendersWithoutOpeningTheDatabase(extra: [String]) throws {
        let history = TemporaryHistory()
        // Not a database: any open of it would say so (a warning, or an error).
        try Data("not a database, and never read by render --moves\n".utf8).write(to: URL(fileURLWithPath: history.path))
        let output = history.directory + "/game.wav"
        let result = try history.run(["render", "--moves", "4453", "--seed", "1", "-o", output] + extra)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: output))
        #expect(try FileManager.default.contentsOfDirectory(atPath: history.directory).sorted() == ["game.wav", "history.sqlite"])
    }
}
