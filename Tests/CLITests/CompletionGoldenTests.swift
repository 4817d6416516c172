import Foundation
import TestSupport
import Testing

/// Pins the three completion scripts byte for byte: the project's generators write them over the command
/// tree the program describes through the parser's `--experimental-dump-help` schema, so a parser update
/// that changes that description (a command, an option, a value list, what is hidden), or a change of the
/// generators, fails here before it reaches a user. After an intended change (a new option, a new
/// command, a new parser version whose description ``CompletionShellTests`` still finds right), run with
/// RECORD_SNAPSHOTS=1 to record the new scripts (the recording run fails on purpose), read the diff, and
/// commit.
@Suite struct CompletionGoldenTests {
    @Test(arguments: ["bash", "zsh", "fish"])
    func scriptIsPinned(shell: String) throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/completion.\(shell)")
        let result = try CLIRunner.run(["--generate-completion-script", shell])
        #expect(result.status == 0, "\(result.stderr)")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try result.stdout.write(to: fixture, atomically: true, encoding: .utf8)
            Issue.record("recorded \(fixture.path); run again without RECORD_SNAPSHOTS")
            return
        }
        let pinned = try String(contentsOf: fixture, encoding: .utf8)
        let changed = zip(pinned.split(separator: "\n", omittingEmptySubsequences: false),
                          result.stdout.split(separator: "\n", omittingEmptySubsequences: false))
            .enumerated().first { $0.element.0 != $0.element.1 }
        let same = result.stdout == pinned   // compared apart, so that a failure does not print both scripts
        #expect(same, """
            the \(shell) completion script is not the pinned one (Fixtures/completion.\(shell)); first \
            difference at line \((changed?.offset ?? 0) + 1): \(changed.map { "'\($0.element.0)' became '\($0.element.1)'" } ?? "length")
            """)
    }
}
