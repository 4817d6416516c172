import Assets
import AudioIO
import Game
import Music
import Playback
import Testing
import TestSupport
@testable import Wording

/// The errors of sound files, the sound card, the assets and the device choice in English words (the
/// catalogue's message ids, byte for byte what the command line printed before they were typed values),
/// and their Dutch as `po/nl.po` says it.
@Suite struct SoundWordsTests {
    /// The command line's names and advice, as `c4-audio` installs them.
    static let commandLine = FrontEnd(
        name: { term in
            switch term {
            case .notes(.option): "--notes"
            case .notes(.environment): "C4_AUDIO_NOTES"
            case .device(.option): "--device"
            case .device(.environment): "C4_AUDIO_DEVICE"
            case .device(.setting): "device"
            case .device(.fallback): "default"
            case .soundFont: "--soundfont"
            case .sampleRate: "--sample-rate"
            case .program: "--program"
            case .database: "--db"
            case .moves: "--moves"
            case .from: "--from"
            case .music: "--music"
            case .output: "-o"
            case .mute: "--mute"
            case .speak: "--speak"
            }
        },
        advice: { advice in
            switch advice {
            case .namedDeviceFailed: "aplay -L lists the devices, --mute plays nothing"
            case .storedDeviceFailed: "change it with c4-audio settings set device PCM (or settings reset device), or pass --device PCM or --mute"
            case .defaultDeviceFailed: "choose a device with --device PCM, or pass --mute"
            case .fluidSynthMissing: "--soundfont needs it (Debian: apt-get install fluidsynth)"
            case .deleteDamagedGame(let id): "c4-audio history delete \(id) removes it"
            case .startAGame: "start one with c4-audio play"
            case .resetSetting(let key): "c4-audio settings reset \(key) restores the default"
            case .resetColours: "c4-audio settings reset colour restores the defaults"
            case .chooseImportFormat: "give --format moves or --format data"
            case .pipeOrFile: "pipe it, e.g. | aplay, or give -o FILE"
            case .resumeKept(let id, let count) where count > 1: "c4-audio resume \(id) goes on with it (or give another ID)"
            case .resumeKept(let id, _): "c4-audio resume \(id) goes on with it"
            case .listGames: "c4-audio history"
            case .resumeCommand(let id): "c4-audio resume \(id)"
            case .playFromCommand(let id, let move): "c4-audio play --from \(id):\(move)"
            case .replayCommand(let moves, let music): "c4-audio replay --moves \(moves) --music \(music)"
            }
        })

    static let missing = AudioIOError(function: "sf_open", problem: .library("System error: No such file or directory"), path: "/b/C4.wav")

    @Test(arguments: [
        (AudioIOError.Problem.library("System error: Permission denied"), "/x.wav: System error: Permission denied (f)"),
        (.shortRead(expected: 10, read: 4), "/x.wav: expected 10 frames, read 4 (f)"),
        (.notAnOggPage(byte: 58), "/x.wav: not an Ogg page at byte 58 (f)"),
        (.truncatedOggPage(byte: 58), "/x.wav: truncated Ogg page at byte 58 (f)"),
        (.notARegularFile, "/x.wav: not a regular file (f)"),
        (.notReplaced(.notAFile), "/x.wav: not a regular file, so it was not replaced (f)"),
        (.notReplaced(.readOnly), "/x.wav: the file is read-only, so it was not replaced (f)"),
        (.notReplaced(.notAFolder), "/x.wav: not a folder, so it was not replaced (f)"),
        (.folderNotWritable(folder: "/m/", reason: "No such file or directory"),
         "/x.wav: cannot write in the folder /m/: No such file or directory (f)"),
        (.foreignLink(link: "/tmp/x.wav", owner: 1001, folder: "/tmp"),
         "/x.wav: /tmp/x.wav is a link of another user (uid 1001) in the shared folder /tmp, so it was not followed and nothing was written (f)"),
        (.wavTooLarge, "/x.wav: a WAV file holds at most 4 GiB of samples (f)"),
        (.formatCannotStore(format: .mp3, channels: 2, sampleRate: 44_000), "/x.wav: MP3 cannot store 2 channels at 44000 Hz (f)"),
        (.formatCannotStore(format: .wav, channels: 1, sampleRate: 8), "/x.wav: WAV cannot store 1 channel at 8 Hz (f)"),
    ])
    func soundFiles(problem: AudioIOError.Problem, text: String) {
        #expect(AudioIOError(function: "f", problem: problem, path: "/x.wav").words == text)
    }

    @Test func standardOutputAndDevices() {
        #expect(AudioIOError(function: "write", problem: .library("Broken pipe"), path: nil).words == "standard output: Broken pipe (write)")
        let error = AudioDeviceError(function: "snd_pcm_open", code: -2, device: "nosuch")
        #expect(error.words.hasPrefix("nosuch: No such file or directory (snd_pcm_open"))
        var quiet = error
        quiet.detail = "Unknown PCM nosuch"
        #expect(quiet.words == "nosuch: No such file or directory (snd_pcm_open; alsa-lib: Unknown PCM nosuch)")
        quiet.detail = nil
        #expect(quiet.causeWords == "No such file or directory (snd_pcm_open)")
    }

    @Test func deviceChoices() {
        var error = AudioDeviceError(function: "snd_pcm_open", code: -2, device: "nosuch")
        error.detail = "Unknown PCM nosuch"
        let words = { (failure: AudioOutput.Failure) in failure.words(in: Self.commandLine) }
        #expect(words(.init(error: error, source: .option))
            == "--device nosuch: cannot play through it: No such file or directory (snd_pcm_open; alsa-lib: Unknown PCM nosuch); aplay -L lists the devices, --mute plays nothing")
        #expect(words(.init(error: error, source: .environment)).hasPrefix("C4_AUDIO_DEVICE nosuch: cannot play through it: "))
        #expect(words(.init(error: error, source: .setting))
            == "no sound: cannot open the ALSA device nosuch (the stored setting): No such file or directory (snd_pcm_open; alsa-lib: Unknown PCM nosuch). Going on muted: change it with c4-audio settings set device PCM (or settings reset device), or pass --device PCM or --mute")
        error.device = "default"
        error.detail = "Unknown PCM default"
        #expect(words(.init(error: error, source: .fallback, soundCards: 0))
            == "no sound: cannot open the ALSA device default: No such file or directory (snd_pcm_open; alsa-lib: Unknown PCM default); this machine has no sound card. Going on muted: choose a device with --device PCM, or pass --mute")
        #expect(words(.init(error: error, source: .fallback, soundCards: 1)).contains("; no sound server or device answered. Going on muted: "))
        #expect(AudioOutput.Failure(error: error, source: .fallback, soundCards: 0).reasonWords == "no sound card")
        #expect(AudioOutput.Failure(error: error, source: .fallback, soundCards: 2).reasonWords == "no sound server answered")
        error.device = "hw:3"
        #expect(AudioOutput.Failure(error: error, source: .setting).reasonWords == "the stored device hw:3 failed")
        // Without a front end: the source by its name, no advice.
        #expect(AudioOutput.Failure(error: error, source: .option).words(in: .plain).hasPrefix("option hw:3: cannot play through it: No such file"))
        #expect(!AudioOutput.Failure(error: error, source: .option).words(in: .plain).contains("--"))
    }

    @Test(arguments: [
        (AssetError.notAFolder(source: .option, path: "mybank", missing: true), "--notes mybank: no such directory"),
        (.notAFolder(source: .environment, path: "x.txt", missing: false), "C4_AUDIO_NOTES x.txt: not a directory"),
        (.noteBank(.unreadable(missing)), "note bank: /b/C4.wav: System error: No such file or directory (sf_open)"),
        (.noteBank(.rateTooLow(path: "/b/C4.wav", rate: 4_000, minimum: 8_000)),
         "note bank: /b/C4.wav: sample rate 4000 Hz is too low (at least 8000 Hz)"),
        (.noteBank(.rateTooHigh(path: "/b/draw.wav", rate: 50_000_000, maximum: 192_000)),
         "note bank: /b/draw.wav: sample rate 50000000 Hz is too high (at most 192000 Hz)"),
        (.noteBank(.missingFile(directory: "/b", stem: "D4")),
         "note bank /b: no file for D4 (expected D4.wav or another format libsndfile reads)"),
        (.noteBank(.programUnreadable(path: "/b/midi-program")), "note bank: /b/midi-program: cannot be read"),
        (.noteBank(.notAProgram(path: "/b/midi-program", text: "x y", range: 0...127)),
         "note bank: /b/midi-program: 'x y' is not a General MIDI program (expected a whole number from 0 to 127)"),
        (.noteBank(.cannotCreate(directory: "/b", reason: "Permission denied")), "/b: cannot create the directory (Permission denied)"),
        (.noteBank(.notWritten(missing)), "/b/C4.wav: System error: No such file or directory (sf_open)"),
        (.openingBook(path: "/k.c4book", problem: .unreadable(AudioIOError(function: "open", problem: .notARegularFile, path: "/k.c4book"))),
         "/k.c4book: not a regular file (open)"),
        (.openingBook(path: "/k.c4book", problem: .invalid(.unsorted(entry: 12))), "/k.c4book: book entry 12 is out of order"),
        (.soundFont(path: "a.sf2", problem: .missing), "--soundfont a.sf2: no such file"),
        (.soundFont(path: "a.sf2", problem: .folder), "--soundfont a.sf2: is a directory, not a SoundFont file"),
        (.soundFont(path: "a.sf2", problem: .unreadable(reason: "Permission denied")), "--soundfont a.sf2: cannot read it (Permission denied)"),
        (.soundFont(path: "a.sf2", problem: .notASoundFont), "--soundfont a.sf2: not a SoundFont 2 file (it does not start with RIFF…sfbk)"),
        (.soundFont(path: "a.sf2", problem: .truncated(declared: 148_398_306, size: 100_000)),
         "--soundfont a.sf2: truncated or damaged SoundFont (its header says 148398306 bytes, the file has 100000)"),
        (.fluidSynth(.notInstalled(program: "fluidsynth")), "fluidsynth: not found on PATH; --soundfont needs it (Debian: apt-get install fluidsynth)"),
        (.fluidSynth(.cannotStart(program: "fluidsynth", reason: "Permission denied")), "fluidsynth: cannot start it (Permission denied)"),
        (.fluidSynth(.scoreNotWritten(missing)), "/b/C4.wav: System error: No such file or directory (sf_open)"),
        (.fluidSynth(.reported("error: no preset")), "fluidsynth: error: no preset"),
        (.fluidSynth(.failed(status: 139, lastLine: "boom")), "fluidsynth failed (exit status 139): boom"),
        (.fluidSynth(.failed(status: 1, lastLine: nil)), "fluidsynth failed (exit status 1)"),
        (.fluidSynth(.noSound(missing)), "fluidsynth wrote no readable sound: /b/C4.wav: System error: No such file or directory (sf_open)"),
        (.fluidSynth(.rateTooHigh(rate: 192_000, maximum: 96_000)), "--sample-rate 192000: fluidsynth renders at most 96000 Hz"),
        (.fluidSynth(.sampling(soundFont: "a.sf2", program: 8, .short(seconds: 10, expected: 30))),
         "--soundfont a.sf2 --program 8: the rendering lasts 10 s, the plan 30 s"),
        (.temporaryFolder(base: "/tmp", reason: "No space left on device"), "/tmp: cannot make a temporary directory (No space left on device)"),
    ])
    func assets(error: AssetError, text: String) {
        #expect(error.words(in: Self.commandLine) == text)
        #expect(!error.words(in: .plain).contains("--"), "\(error.words(in: .plain))")
    }

    @Test func aMissingBook() {
        #expect(OpeningBookFile.missingWords(lookedIn: ["/a/perfect.c4book", "/b/perfect.c4book"])
            == "no opening book found (looked in /a/perfect.c4book, /b/perfect.c4book); early positions are solved on the spot, which can take minutes")
    }

    /// Every message of this file's errors has its Dutch, with the words a Dutch edition uses.
    @Test(arguments: [
        ("{name} {path}: no such directory", ["name": "--notes", "path": "mijnbank"], "--notes mijnbank: deze map bestaat niet"),
        ("{name} {path}: not a directory", ["name": "--notes", "path": "x"], "--notes x: dit is geen map"),
        ("note bank: {path}: sample rate {rate} Hz is too low (at least {minimum} Hz)", ["path": "C4.wav", "rate": "4000", "minimum": "8000"],
         "klankbank: C4.wav: samplefrequentie van 4000 Hz is te laag (minstens 8000 Hz)"),
        ("note bank {directory}: no file for {stem} (expected {stem}.wav or another format libsndfile reads)", ["directory": "b", "stem": "D4"],
         "klankbank b: geen bestand voor D4 (verwacht: D4.wav of een ander formaat dat libsndfile kan lezen)"),
        ("no such file", [:], "dit bestand bestaat niet"),
        ("not a regular file", [:], "geen gewoon bestand"),
        ("the file is read-only, so it was not replaced", [:], "het bestand is alleen-lezen, dus het is niet vervangen"),
        ("cannot write in the folder {folder}: {reason}", ["folder": "m/", "reason": "R"], "kan niet schrijven in de map m/: R"),
        ("standard output", [:], "standaarduitvoer"),
        ("this machine has no sound card", [:], "deze computer heeft geen geluidskaart"),
        ("no sound card", [:], "geen geluidskaart"),
        ("{named} {device}: cannot play through it: {cause}", ["named": "--device", "device": "x", "cause": "C"],
         "--device x: kan er niet mee afspelen: C"),
        ("no sound: cannot open the ALSA device {device}: {cause}; {why}. Going on muted", ["device": "default", "cause": "C", "why": "W"],
         "geen geluid: kan het ALSA-apparaat default niet openen: C; W. Verder zonder geluid"),
        ("aplay -L lists the devices, --mute plays nothing", [:], "aplay -L toont de apparaten, --mute speelt zonder geluid"),
        ("no opening book found (looked in {places}); early positions are solved on the spot, which can take minutes", ["places": "P"],
         "geen openingsboek gevonden (gezocht in P); vroege stellingen worden ter plekke doorgerekend, en dat kan minuten duren"),
    ])
    func dutch(id: String, values: [String: String], text: String) throws {
        let entry = try #require(Self.dutch.first { $0.id == id }, "\(id)")
        #expect(Catalogue.filled(entry.translations[0], values) == text)
    }

    @Test func dutchPlurals() throws {
        let entry = try #require(Self.dutch.first { $0.id == "{format} cannot store {count} channel at {rate} Hz" })
        #expect(entry.translations.map { Catalogue.filled($0, ["format": "MP3", "count": 2, "rate": 44_000]) }
            == ["MP3 kan geen 2 kanaal op 44000 Hz opslaan", "MP3 kan geen 2 kanalen op 44000 Hz opslaan"])
    }

    static let dutch = (try? Catalogues.entries(of: Catalogues.root + "/po/nl.po")) ?? []
}
