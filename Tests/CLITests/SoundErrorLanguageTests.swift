import Foundation
import TestSupport
import Testing

/// The errors of note banks, SoundFonts, sound files and devices in Dutch: the library hands out facts, the
/// wording layer says them in the run's language, and the flag or variable that named the thing stays the
/// command line's own.
@Suite struct SoundErrorLanguageTests {
    init() throws {
        _ = try #require(Catalogues.directory, Tools.missing("msgfmt", package: "gettext"))
    }

    @Test func aMissingNotesFolderAndSoundFont() throws {
        let folder = Sandbox.folder("sound-errors-nl")
        let notes = try CLIRunner.run(["--language", "nl", "render", "--moves", "44", "--notes", folder + "/nothing", "-o", folder + "/x.wav"])
        #expect(notes.status == 1)
        #expect(notes.stderr == "fout: --notes \(folder)/nothing: deze map bestaat niet\n")
        let font = try CLIRunner.run(["--language", "nl", "notes", "generate", folder + "/bank", "--soundfont", folder + "/none.sf2"])
        #expect(font.status == 1)
        #expect(font.stderr == "fout: --soundfont \(folder)/none.sf2: dit bestand bestaat niet\n")
        let output = try CLIRunner.run(["--language", "nl", "render", "--moves", "4453", "-o", folder + "/missing/x.wav"])
        // (The C library's own message is in the language glibc has for it: "Bestand of map bestaat niet" here.)
        #expect(output.stderr.hasPrefix("fout: \(folder)/missing/x.wav: kan niet schrijven in de map \(folder)/missing/: "))
        #expect(output.stderr.hasSuffix(" (access)\n"))
    }

    @Test func aDeviceThatDoesNotOpen() throws {
        let result = try CLIRunner.run(["--language", "nl", "--device", "nosuch", "replay", "--moves", "4455667", "--seed", "1", "--speed", "50"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("fout: --device nosuch: kan er niet mee afspelen: "))
        #expect(result.stderr.hasSuffix(" (snd_pcm_open; alsa-lib: Unknown PCM nosuch); aplay -L toont de apparaten, --mute speelt zonder geluid\n"))
        let configuration = Sandbox.folder("alsa-nl") + "/empty.conf"
        _ = FileManager.default.createFile(atPath: configuration, contents: Data())
        let muted = try CLIRunner.run(["--language", "nl", "replay", "--moves", "4455667", "--seed", "1", "--speed", "50"],
                                      environment: ["ALSA_CONFIG_PATH": configuration])
        #expect(muted.status == 0)
        #expect(muted.stderr.hasPrefix("waarschuwing: geen geluid: kan het ALSA-apparaat default niet openen: "))
        #expect(muted.stderr.contains(" (snd_pcm_open; alsa-lib: Unknown PCM default); "))
        #expect(muted.stderr.hasSuffix(". Verder zonder geluid: kies een apparaat met --device PCM, of geef --mute op\n"))
    }
}
