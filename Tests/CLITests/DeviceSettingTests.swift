import Foundation
import Testing

/// Where the sound goes and how loud (`../shared/CLI.md`): `--device PCM` (a global option, before or after
/// the subcommand), else `C4_AUDIO_DEVICE`, else the stored `device` setting, else `default`; `--volume`,
/// else the stored `volume`. The store is read only when needed, read-only, and a missing one is no setting.
@Suite struct DeviceSettingTests {
    static let game = ["replay", "--moves", "4455667", "--seed", "1", "--speed", "50"]

    /// A fresh directory with a database path in it (not created).
    static func database() -> (directory: String, environment: [String: String]) {
        let directory = RenderCommandTests.temporaryDirectory()
        return (directory, ["C4_AUDIO_DB": "\(directory)/history.sqlite", "C4_AUDIO_DEVICE": ""])
    }

    static func capture(_ path: String) -> [Int16] {
        ReplayCommandTests.samples([UInt8](FileManager.default.contents(atPath: path) ?? Data()))
    }

    @Test func theDeviceOptionIsGlobal() throws {
        let before = try CLIRunner.run(["--device", "nosuch"] + Self.game)
        let after = try CLIRunner.run(Self.game + ["--device", "nosuch"])
        #expect(before.status == 1 && after.status == 1)
        #expect(before.stderr == after.stderr)
        #expect(before.stderr.hasPrefix("error: --device nosuch: cannot play through it: "))
        // Every command accepts it, also those that play nothing.
        #expect(try CLIRunner.run(["--device", "nosuch", "show", "4453"]).status == 0)
    }

    @Test func theStoredDeviceAndVolumeAreTheDefaults() throws {
        let (directory, environment) = Self.database()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let stored = "\(directory)/stored.raw", named = "\(directory)/named.raw"
        #expect(try CLIRunner.run(["settings", "set", "device", "file:FILE=\(stored),FORMAT=raw"], environment: environment).status == 0)
        #expect(try CLIRunner.run(["settings", "set", "volume", "0"], environment: environment).status == 0)
        // The stored device, at the stored volume: silence.
        let quiet = try CLIRunner.run(Self.game, environment: environment)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty)
        let silent = Self.capture(stored)
        #expect(!silent.isEmpty && silent.allSatisfy { $0 == 0 })
        // --device and --volume win; the same game at full volume is what render writes.
        let loud = try CLIRunner.run(Self.game + ["--volume", "100", "--device", "file:FILE=\(named),FORMAT=raw"], environment: environment)
        #expect(loud.status == 0 && loud.stderr.isEmpty)
        let rendered = try CLIRunner.run(["render", "--moves", "4455667", "--seed", "1", "--interval", "0.02", "-o", "\(directory)/r.wav"])
        #expect(rendered.status == 0)
        let expected = try ReplayCommandTests.wavSamples("\(directory)/r.wav")
        #expect(Array(Self.capture(named).prefix(expected.count)) == expected)
        // C4_AUDIO_DEVICE beats the stored device.
        var variable = environment
        variable["C4_AUDIO_DEVICE"] = "file:FILE=\(directory)/variable.raw,FORMAT=raw"
        #expect(try CLIRunner.run(Self.game + ["--volume", "100"], environment: variable).status == 0)
        #expect(Self.capture("\(directory)/variable.raw").prefix(expected.count) == expected[...])
    }

    @Test func aStoredDeviceThatFailsWarnsAndGoesOnMuted() throws {
        let (directory, environment) = Self.database()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try CLIRunner.run(["settings", "set", "device", "nosuch"], environment: environment).status == 0)
        let result = try CLIRunner.run(Self.game, environment: environment)
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("result: red wins with move 7, ending Good\n"))
        #expect(result.stderr == "warning: no sound: cannot open the ALSA device nosuch (the stored setting): No such file or directory (snd_pcm_open; alsa-lib: Unknown PCM nosuch). Going on muted: change it with c4-audio settings set device PCM (or settings reset device), or pass --device PCM or --mute\n")
    }

    @Test func aMissingDatabaseIsNoSettingAndIsNotCreated() throws {
        let (directory, environment) = Self.database()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = "\(directory)/capture.raw"
        let result = try CLIRunner.run(Self.game + ["--device", "file:FILE=\(path),FORMAT=raw"], environment: environment)
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(Self.capture(path).contains { $0 != 0 }, "volume 100")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["capture.raw"])
    }

    @Test func theStoreIsNotOpenedWhenTheCommandLineDecides() throws {
        // A file that is not a database: reading it fails, which shows whether it was read.
        let (directory, environment) = Self.database()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("not a database, just text that is long enough to have a header".utf8)
            .write(to: URL(fileURLWithPath: "\(directory)/history.sqlite"))
        // The stored instrument, interval and speed are defaults too: --instrument (or --notes), --interval
        // and --speed decide them.
        let decided = try CLIRunner.run(Self.game + ["--interval", "1", "--volume", "50", "--device", "file:FILE=\(directory)/a.raw,FORMAT=raw",
                                                     "--instrument", "piano"], environment: environment)
        #expect(decided.status == 0 && decided.stderr.isEmpty)
        let muted = try CLIRunner.run(Self.game + ["--interval", "1", "--mute", "--instrument", "piano"], environment: environment)
        #expect(muted.status == 0 && muted.stderr.isEmpty)
        // Without them the settings are read (once, for the instrument and the volume): the damage is reported in
        // one line and the command goes on.
        let undecided = try CLIRunner.run(Self.game + ["--device", "file:FILE=\(directory)/b.raw,FORMAT=raw"],
                                          environment: environment)
        #expect(undecided.status == 0)
        #expect(undecided.stderr.hasPrefix("warning: cannot read the stored settings: "))
        #expect(undecided.stderr.hasSuffix("; using the defaults\n"))
        #expect(undecided.stderr.split(separator: "\n").count == 1)
    }
}
