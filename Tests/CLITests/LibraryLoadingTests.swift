import AudioIO
import Foundation
import TestSupport
import Testing

/// libsndfile (with its codecs) and alsa-lib load only when a run uses them (`CSoundLibraries`): about 1.5 ms
/// of start-up that `solve`, a WAV render and a replay of the shipped bank no longer pay. The dynamic loader's
/// own account (`LD_DEBUG=files`) says which libraries a run loaded.
@Suite struct LibraryLoadingTests {
    static let sndfile = "libsndfile.so.1", alsa = "libasound.so.2"

    /// Runs `c4-audio` and returns its result and, for each library the loader loaded, why: `needed by X`
    /// (a dependency of X) or `dynamically loaded by X` (dlopen).
    static func run(_ arguments: [String]) throws -> (result: CLIRunner.Result, loaded: [String: String]) {
        let result = try CLIRunner.run(arguments, environment: ["LD_DEBUG": "files"])
        var loaded: [String: String] = [:]
        for line in result.stderr.split(separator: "\n") {
            // "  1234:\tfile=libsndfile.so.1 [0];  dynamically loaded by /…/c4-audio [0]"
            guard let name = line.range(of: "file="), let reason = line.range(of: ";  ") else { continue }
            let file = String(line[name.upperBound...].prefix { $0 != " " })
            loaded[file] = loaded[file] ?? String(line[reason.upperBound...])
        }
        return (result, loaded)
    }

    @Test func solvingLoadsNeither() throws {
        let (result, loaded) = try Self.run(["solve", "--analyze", "4453"])
        #expect(result.status == 0)
        #expect(loaded["libc.so.6"] != nil, "the loader's account is read: \(loaded)")
        #expect(loaded[Self.sndfile] == nil && loaded[Self.alsa] == nil, "\(loaded)")
    }

    @Test func aWAVRenderLoadsNeitherAndAFLACRenderLoadsLibsndfile() throws {
        let folder = Sandbox.folder("libraries")
        let wav = try Self.run(["render", "--moves", "4455667", "--seed", "1", "-o", folder + "/game.wav"])
        #expect(wav.result.status == 0, "\(wav.result.stderr.suffix(300))")
        #expect(wav.loaded[Self.sndfile] == nil && wav.loaded[Self.alsa] == nil, "\(wav.loaded)")
        let flac = try Self.run(["render", "--moves", "4455667", "--seed", "1", "-o", folder + "/game.flac"])
        #expect(flac.result.status == 0, "\(flac.result.stderr.suffix(300))")
        #expect(flac.loaded[Self.sndfile]?.hasPrefix("dynamically loaded by") == true && flac.loaded[Self.alsa] == nil,
                "\(flac.loaded)")
        // The FLAC holds the WAV's samples (16-bit, lossless).
        let fromWAV = try AudioFile.read(folder + "/game.wav"), fromFLAC = try AudioFile.read(folder + "/game.flac")
        #expect(fromWAV.samples.count > 7 * 44_100 * 2 && fromWAV.samples == fromFLAC.samples)
    }

    /// (alsa-lib's PulseAudio plugin, where a machine has it, needs libsndfile itself: loaded as its dependency.)
    @Test func aReplayLoadsALSAAndNotLibsndfile() throws {
        let capture = Sandbox.folder("libraries") + "/replay.raw"
        let (result, loaded) = try Self.run(["replay", "--moves", "4455667", "--seed", "1", "--speed", "50",
                                             "--device", "file:FILE=\(capture),FORMAT=raw"])
        #expect(result.status == 0, "\(result.stderr.suffix(300))")
        #expect(loaded[Self.alsa]?.hasPrefix("dynamically loaded by") == true, "\(loaded)")
        #expect(loaded[Self.sndfile].map { $0.hasPrefix("needed by") } ?? true, "\(loaded)")
        #expect((try? FileManager.default.attributesOfItem(atPath: capture)[.size] as? Int) ?? 0 > 44_100)
    }

    /// A library that cannot be loaded is named where it is needed, in one line; the rest goes on working.
    @Test func aMissingLibraryIsNamedWhereItIsNeeded() throws {
        let folder = Sandbox.folder("broken-libraries"), binary = folder + "/c4-audio"
        // The binary looks beside itself first (`$ORIGIN` in its run path): an empty file there cannot be loaded.
        try ProgramCopy.place(CLIRunner.productsDirectory.appendingPathComponent("c4-audio").path, at: binary)
        for name in [Self.sndfile, Self.alsa] { _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data()) }
        let flac = try CLIRunner.run(["render", "--moves", "4455667", "-o", folder + "/game.flac"], executable: binary)
        #expect(flac.status == 1)
        #expect(flac.stderr == "error: \(folder)/game.flac: \(folder)/\(Self.sndfile): file too short (dlopen)\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/game.flac"))
        let wav = try CLIRunner.run(["render", "--moves", "4455667", "-o", folder + "/game.wav"], executable: binary)
        #expect(wav.status == 0 && wav.stderr.isEmpty, "\(wav.stderr)")
        let device = try CLIRunner.run(["replay", "--moves", "4455667", "--speed", "50", "--device", "hw:0"], executable: binary)
        #expect(device.status == 1)
        #expect(device.stderr == "error: --device hw:0: cannot play through it: \(folder)/\(Self.alsa): file too short (snd_pcm_open); aplay -L lists the devices, --mute plays nothing\n")
    }
}
