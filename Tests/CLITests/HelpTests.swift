import Foundation
import Testing

/// Help pages: every command's ends with two or three examples; the top level names the global options
/// and the exit codes.
@Suite struct HelpTests {
    /// Every command path, from the program's own description of itself.
    static func commandPaths() throws -> [[String]] {
        let dump = try CLIRunner.run(["--experimental-dump-help"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        var paths: [[String]] = []
        func walk(_ command: [String: Any], path: [String]) {
            paths.append(path)
            for sub in command["subcommands"] as? [[String: Any]] ?? [] {
                guard let name = sub["commandName"] as? String, name != "help" else { continue }
                walk(sub, path: path + [name])
            }
        }
        walk(try #require(json["command"] as? [String: Any]), path: [])
        return paths
    }

    @Test func everyHelpPageEndsWithExamples() throws {
        let paths = try Self.commandPaths()
        #expect(paths.count >= 9)
        for path in paths {
            for arguments in [path + ["--help"], ["help"] + path] {
                let result = try CLIRunner.run(arguments)
                #expect(result.status == 0, "\(arguments)")
                let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let tail = Array(lines.drop { $0 != "EXAMPLES:" }.dropFirst().filter { !$0.isEmpty })
                #expect((2...3).contains(tail.count), "\(arguments): \(tail)")
                #expect(tail.allSatisfy { $0.hasPrefix("  ") && $0.contains("c4-audio") }, "\(arguments): \(tail)")
            }
        }
    }

    @Test func topLevelHelpNamesGlobalOptionsAndExitCodes() throws {
        let help = try CLIRunner.run(["--help"]).stdout.replacingOccurrences(of: "\n", with: " ")
        for text in ["--no-color", "--color always|auto|never", "FORCE_COLOR", "--notes DIR", "Exit codes: 0 success; 64 a usage error; 1 any other failure"] {
            #expect(help.contains(text), "\(text)")
        }
    }
}
