import Foundation
import TestSupport
import Testing

/// Every tunable is one entry of one table: each flag that sets it and `settings set` accept the same
/// values and refuse the others with the same line (only the flag's `--` differs), over boundary values.
///
/// A flag is probed without running its command: with `--notes` naming no directory, a value the flag
/// accepts gets past parsing and fails that check (exit 1), while a refused value stops at parsing
/// (exit 64) with the tunable's line. Nothing is played, stored or written.
@Suite struct TunableFlagTests {
    /// The check every command makes once its options are parsed and valid.
    static let noNotes = ["--notes", "/nonexistent-c4-audio-notes"]

    /// The fewest arguments with which each command parses.
    static let commands: [String: [String]] = [
        "play": ["play"], "resume": ["resume"], "demo": ["demo"], "replay": ["replay", "--moves", "4"],
        "render": ["render", "--moves", "4", "-o", "never-written.wav"],
    ]

    /// What became of a value: accepted, or refused with the line after the flag or key
    /// (`'150': expected a whole number from 0 to 100`).
    enum Outcome: Equatable, CustomStringConvertible {
        case accepted
        case refused(String)

        var description: String {
            switch self {
            case .accepted: "accepted"
            case .refused(let reason): "refused: \(reason)"
            }
        }

        var isAccepted: Bool { self == .accepted }
    }

    /// One tunable: its settings key (nil when it is not stored), the flags that set it, the values to try.
    struct Case: Sendable, CustomTestStringConvertible {
        var key: String?
        var flags: [(command: String, flag: String)]
        var values: [String]
        var testDescription: String { key ?? flags.map(\.flag).joined(separator: ",") }
    }

    /// `c4-audio COMMAND FLAG VALUE` as far as parsing goes.
    static func probe(_ command: String, _ flag: String, _ value: String) throws -> Outcome {
        let result = try CLIRunner.run(try #require(commands[command]) + [flag, value] + noNotes)
        return try outcome(result, name: flag, what: "\(command) \(flag) \(value)")
    }

    /// `c4-audio settings set KEY -- VALUE` (after `--`, a value may start with a dash).
    static func setting(_ key: String, _ value: String, database: String) throws -> Outcome {
        let result = try CLIRunner.run(["settings", "set", key, "--", value], environment: ["C4_AUDIO_DB": database])
        return try outcome(result, name: key, what: "settings set \(key) \(value)")
    }

    /// Accepted unless parsing refused it; a refusal must be the line `error: NAME 'VALUE': expected …` (then the hint).
    static func outcome(_ result: CLIRunner.Result, name: String, what: String) throws -> Outcome {
        guard result.status == 64 else {
            // (`--language nl` is accepted: the run then fails in Dutch.)
            #expect(result.status == 0 || result.stderr.hasPrefix("error: ") || result.stderr.hasPrefix("fout: "), "\(what): \(result.stderr)")
            return .accepted
        }
        let line = String(result.stderr.prefix { $0 != "\n" })
        let prefix = "error: \(name) "
        #expect(line.hasPrefix(prefix) && line.contains("': expected "), "\(what): \(result.stderr)")
        return .refused(String(line.dropFirst(prefix.count)))
    }

    @Test(arguments: [
        Case(key: "level", flags: [("play", "--level")], values: ["easy", "medium", "hard", "perfect", "random", "expert", ""]),
        Case(key: "first", flags: [("play", "--first")], values: ["me", "bot", "random", "you"]),
        Case(key: "name", flags: [("play", "--name"), ("play", "--opponent-name")],
                values: ["Ann", "-x", String(repeating: "n", count: 40), String(repeating: "n", count: 41), "  ", "a\u{7}b"]),
        Case(key: "colour", flags: [("play", "--disc-color"), ("play", "--colour")], values: ["red", "yellow", "brown", "black", "Red"]),
        Case(key: "bot-colour", flags: [("play", "--bot-disc-color"), ("play", "--bot-colour")], values: ["yellow", "red", "cyan", "grey"]),
        Case(key: "interval", flags: [("play", "--interval"), ("resume", "--interval"), ("demo", "--interval"), ("replay", "--interval")],
                values: ["0.05", "10", "1", "0.049", "10.5", "0", "-1", "nan", "abc"]),
        Case(key: "speed", flags: [("replay", "--speed")], values: ["0.1", "100", "50", "0.09", "101", "-2", "x"]),
        Case(key: "volume", flags: [("play", "--volume"), ("resume", "--volume"), ("demo", "--volume"), ("replay", "--volume")],
                values: ["0", "100", "37", "-1", "101", "50.5", "loud"]),
        Case(key: "device", flags: [("play", "--device"), ("render", "--device")],
                values: ["hw:0,0", "plughw:1", "file:FILE=/tmp/x.raw,FORMAT=raw", "a b", "", String(repeating: "d", count: 201)]),
        Case(key: "instrument", flags: [("play", "--instrument"), ("render", "--instrument")],
                values: ["piano", "marimba", "celesta", "organ", "Piano"]),
    ])
    func flagsAndSettingsAgree(tunable: Case) throws {
        let database = Sandbox.folder("tunable") + "/history.sqlite"
        var seen: [Outcome] = []
        for value in tunable.values {
            let stored = try Self.setting(try #require(tunable.key), value, database: database)
            for (command, flag) in tunable.flags {
                let flagged = try Self.probe(command, flag, value)
                #expect(flagged == stored, "\(command) \(flag) '\(value)' is \(flagged); settings set: \(stored)")
            }
            seen.append(stored)
        }
        // Boundary values on both sides: some accepted, some refused.
        #expect(seen.contains(.accepted) && seen.contains { !$0.isAccepted }, "\(seen)")
    }

    /// `render --interval` writes every interval a replay plays (interval ÷ speed: 0.05 ÷ 100 to 10 ÷ 0.1),
    /// and a replay's own flags are the settings' ranges.
    @Test func renderTakesEveryReplaysInterval() throws {
        for value in ["0.0005", "100", "0.02", "60"] {
            #expect(try Self.probe("render", "--interval", value) == .accepted, "\(value)")
        }
        for value in ["0.0004", "100.5", "0", "-1"] {
            #expect(try Self.probe("render", "--interval", value) == .refused("'\(value)': expected 0.0005 to 100 seconds"))
        }
        // The quotient bounds are replays that are accepted: the slowest and the fastest.
        #expect(try Self.probe("replay", "--interval", "10") == .accepted && Self.probe("replay", "--speed", "0.1") == .accepted)
        #expect(try Self.probe("replay", "--interval", "0.05") == .accepted && Self.probe("replay", "--speed", "100") == .accepted)
    }
}
