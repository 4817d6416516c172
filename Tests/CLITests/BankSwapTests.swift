import Foundation
import Music
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `notes generate` over an existing bank, stopped by a signal at seeded moments: the folder is always a
/// whole bank of one instrument (the old or the new, never a mix), and the next run removes what a
/// killed one left beside it.
@Suite struct BankSwapTests {
    static func bank(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            files[name] = FileManager.default.contents(atPath: folder + "/" + name)
        }
        return files
    }

    @Test func aStoppedGenerateLeavesTheOldBankOrTheNewOneWhole() throws {
        let piano = try Self.bank(RenderCommandTests.repositoryRoot + "/Resources/notes")
        let marimba = try Self.bank(RenderCommandTests.repositoryRoot + "/Resources/notes-marimba")
        var generator = SeededGenerator(seed: 19)
        var outcomes: [String] = []
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGKILL] {
            for _ in 0..<2 {
                let parent = Sandbox.folder("swap")
                let directory = parent + "/bank"
                try FileManager.default.copyItem(atPath: RenderCommandTests.repositoryRoot + "/Resources/notes", toPath: directory)
                let pid = try RenderInterruptTests.spawn(["notes", "generate", directory, "--instrument", "marimba"],
                                                         stdout: parent + "/out.txt", stderr: parent + "/err.txt")
                usleep(UInt32.random(in: 0...3_000_000, using: &generator))
                kill(pid, signal)
                var status: Int32 = 0
                waitpid(pid, &status, 0)
                let now = try Self.bank(directory)
                #expect(now == piano || now == marimba, "signal \(signal): a mix of \(now.count) files")
                outcomes.append(now == marimba ? "new" : "old")
                // Whatever was left beside the bank goes at the next run, which makes the new bank.
                let again = try CLIRunner.run(["notes", "generate", directory, "--instrument", "marimba"])
                #expect(again.status == 0, "\(again.stderr)")
                #expect(try Self.bank(directory) == marimba)
                #expect(try FileManager.default.contentsOfDirectory(atPath: parent).sorted() == ["bank", "err.txt", "out.txt"])
            }
        }
        print("bank swap: \(outcomes.joined(separator: " "))")
    }
}
