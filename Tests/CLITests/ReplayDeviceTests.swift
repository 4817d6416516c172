import AudioIO
import Foundation
import TestSupport
import Testing

/// Which device `replay` plays through, and what it says when that fails: one line, never alsa-lib's own
/// chatter (alsa-lib prints about 20 lines for a failed open without the quiet handler).
@Suite struct ReplayDeviceTests {
    /// `default` made unopenable on any machine: alsa-lib reads an empty configuration, so no PCM is defined
    /// (a desktop's card or sound server cannot answer), and the warning says why as this machine has it.
    @Test func noDefaultDeviceWarnsInOneLineAndGoesOnMuted() throws {
        let configuration = Sandbox.folder("alsa") + "/empty.conf"
        _ = FileManager.default.createFile(atPath: configuration, contents: Data())
        let result = try CLIRunner.run(["replay", "--moves", "4455667", "--seed", "1", "--speed", "50"],
                                       environment: ["ALSA_CONFIG_PATH": configuration])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").count == 8)
        #expect(result.stderr.hasPrefix("warning: no sound: cannot open the ALSA device default: No such file or directory (snd_pcm_open; alsa-lib: Unknown PCM default); "))
        let why = PCMDevice.cardCount() == 0 ? "this machine has no sound card" : "no sound server or device answered"
        #expect(result.stderr.hasSuffix("\(why). Going on muted: choose a device with --device PCM, or pass --mute\n"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test(arguments: [
        (arguments: ["--device", "nosuch"], environment: [String: String](),
         error: "error: --device nosuch: cannot play through it: No such file or directory (snd_pcm_open; alsa-lib: Unknown PCM nosuch); aplay -L lists the devices, --mute plays nothing\n"),
        ([], ["C4_AUDIO_DEVICE": "nosuch"],
         "error: C4_AUDIO_DEVICE nosuch: cannot play through it: No such file or directory (snd_pcm_open; alsa-lib: Unknown PCM nosuch); aplay -L lists the devices, --mute plays nothing\n"),
        (["--device", "hw:7"], [:],
         "error: --device hw:7: cannot play through it: No such file or directory (snd_pcm_open; alsa-lib: Cannot get card index for 7); aplay -L lists the devices, --mute plays nothing\n"),
        (["--device", "file:FILE=/nonexistent/x.raw,FORMAT=raw"], [:],
         "error: file:FILE=/nonexistent/x.raw,FORMAT=raw: Input/output error (snd_pcm_writei; alsa-lib: /nonexistent/x.raw write failed, file data may be corrupt: Bad file descriptor)\n"),
    ])
    func aDeviceTheUserNamedMustOpen(arguments: [String], environment: [String: String], error: String) throws {
        let result = try CLIRunner.run(["replay", "--moves", "4455667", "--seed", "1", "--speed", "50"] + arguments,
                                       environment: environment)
        #expect(result.status == 1)
        #expect(result.stderr == error)
        // A file PCM opens fine and fails at its first write to the file: after the moves a replay's 100 ms
        // buffer holds at 50× (a move every 20 ms), a line each.
        #expect(result.stdout.split(separator: "\n").count <= (arguments.last?.hasPrefix("file:") == true ? 7 : 0))
    }

    @Test func muteOverridesEveryDeviceAndPrintsNothingElse() throws {
        let result = try CLIRunner.run(["replay", "--moves", "4455667", "--seed", "1", "--speed", "50", "--mute",
                                        "--device", "nosuch"], environment: ["C4_AUDIO_DEVICE": "nosuch"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasSuffix("result: red wins with move 7, ending Good\n"))
    }

    /// 7 notes 0.1 s apart, the Good ending (4.43 s) and the room's tail (about 0.4 s), 5.5 s in all: the
    /// clock of a muted engine, and of the `null` device (which stands for a sound card; it took the whole
    /// replay in 0.055 s before), is the wall clock.
    @Test(arguments: [["--mute"], ["--device", "null"]]) func mutedReplaysKeepRealTime(device: [String]) throws {
        let start = Date()
        let result = try CLIRunner.run(["replay", "--moves", "4455667", "--seed", "1", "--interval", "0.1"] + device)
        let seconds = Date().timeIntervalSince(start)
        #expect(result.status == 0)
        // Never faster than the music (the upper bound only catches a hang; speed is not tested here).
        #expect(seconds > 5.3 && seconds < 30, "\(seconds) s")
    }
}
