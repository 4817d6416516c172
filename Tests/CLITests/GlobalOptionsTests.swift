import Foundation
import TestSupport
import Testing

/// The global options of `../shared/CLI.md`: accepted before or after the subcommand, by every command.
@Suite struct GlobalOptionsTests {
    static let commands: [[String]] = [
        ["show", "4453"], ["solve", "5554224333234511764415115"], ["music", "4453", "--seed", "1"],
        ["selfplay", "--games", "1", "--levels", "random,random", "--seed", "1"], ["notes", "list"],
    ]

    @Test(arguments: commands)
    func beforeOrAfterTheSubcommand(command: [String]) throws {
        let plain = try CLIRunner.run(command)
        for global in [["--no-color"], ["--color", "never"], ["--color=auto"], ["--notes", RenderCommandTests.repositoryRoot + "/Resources/notes"]] {
            let before = try CLIRunner.run(global + command)
            let after = try CLIRunner.run(command + global)
            #expect(before.status == 0 && after.status == 0, "\(global) \(command): \(before.stderr)\(after.stderr)")
            // `notes list` names where the bank came from and which instrument it is on its first two lines.
            let same = { (output: String) in output.split(separator: "\n").dropFirst(2) == plain.stdout.split(separator: "\n").dropFirst(2) }
            #expect(same(before.stdout) && same(after.stdout), "\(global) \(command)")
        }
    }

    @Test(arguments: commands + [["render", "--moves", "4453", "-o", Sandbox.folder("never") + "/never-written.wav"]])
    func aMissingNotesDirectoryIsAnErrorEverywhere(command: [String]) throws {
        for arguments in [["--notes", "/nonexistent"] + command, command + ["--notes", "/nonexistent"]] {
            let result = try CLIRunner.run(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr == "error: --notes /nonexistent: no such directory\n", "\(arguments)")
        }
    }

    @Test func everyCommandHasTheGlobalOptions() throws {
        let dump = try CLIRunner.run(["--experimental-dump-help"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        var leaves: [(String, [String])] = []
        func walk(_ command: [String: Any], path: String) {
            let name = path + " " + (command["commandName"] as? String ?? "")
            let subcommands = (command["subcommands"] as? [[String: Any]] ?? []).filter { $0["commandName"] as? String != "help" }
            if subcommands.isEmpty {
                let names = (command["arguments"] as? [[String: Any]] ?? []).compactMap { ($0["preferredName"] as? [String: Any])?["name"] as? String }
                leaves.append((name, names))
            }
            for sub in subcommands { walk(sub, path: name) }
        }
        walk(try #require(json["command"] as? [String: Any]), path: "")
        #expect(leaves.count >= 7)
        for (name, options) in leaves {
            #expect(Set(["no-color", "color", "notes"]).isSubset(of: Set(options)), "\(name): \(options)")
        }
    }

    @Test func colourAlwaysNeverAndForceColor() throws {
        let escape = "\u{1B}["
        #expect(try CLIRunner.run(["--color", "always", "show", "4453"]).stdout.contains(escape))
        #expect(try CLIRunner.run(["show", "4453", "--color=always"]).stdout.contains(escape))
        #expect(try CLIRunner.run(["show", "4453"], environment: ["FORCE_COLOR": "1"]).stdout.contains(escape))
        #expect(!(try CLIRunner.run(["show", "4453"], environment: ["FORCE_COLOR": "0"]).stdout.contains(escape)))
        #expect(!(try CLIRunner.run(["show", "4453", "--color", "always", "--no-color"]).stdout.contains(escape)))
        #expect(!(try CLIRunner.run(["show", "4453", "--color", "never"], environment: ["FORCE_COLOR": "1"]).stdout.contains(escape)))
        let bad = try CLIRunner.run(["show", "4453", "--color", "sometimes"])
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("error: --color 'sometimes': expected always, auto or never\n"))
    }
}
