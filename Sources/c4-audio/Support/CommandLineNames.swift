import Assets
import Playback
import Wording

/// The command line's names for what a person names for a run, and its advice, which the wording layer
/// asks when it words a library's error (``FrontEnd``): the libraries say "the option" or "the
/// environment variable", the command line says `--notes` or `C4_AUDIO_NOTES`.
enum CommandLineNames {
    /// Installs them; call once at start-up.
    static func install() {
        FrontEnd.current = frontEnd
    }

    static let frontEnd = FrontEnd(
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
            case .namedDeviceFailed: tr("aplay -L lists the devices, --mute plays nothing")
            case .storedDeviceFailed:
                tr("change it with c4-audio settings set device PCM (or settings reset device), or pass --device PCM or --mute")
            case .defaultDeviceFailed: tr("choose a device with --device PCM, or pass --mute")
            case .fluidSynthMissing: tr("--soundfont needs it (Debian: apt-get install fluidsynth)")
            case .deleteDamagedGame(let id): tr("c4-audio history delete {id} removes it", ["id": id])
            case .startAGame: tr("start one with c4-audio play")
            case .resetSetting(let key): tr("c4-audio settings reset {key} restores the default", ["key": key])
            case .resetColours: tr("c4-audio settings reset colour restores the defaults")
            case .chooseImportFormat: tr("give --format moves or --format data")
            case .pipeOrFile: tr("pipe it, e.g. | aplay, or give -o FILE")
            case .resumeKept(let id, let count) where count > 1: tr("c4-audio resume {id} goes on with it (or give another ID)", ["id": id])
            case .resumeKept(let id, _): tr("c4-audio resume {id} goes on with it", ["id": id])
            case .listGames: tr("c4-audio history")
            case .resumeCommand(let id): "c4-audio resume \(id)"
            case .playFromCommand(let id, let move): "c4-audio play --from \(id):\(move)"
            case .replayCommand(let moves, let music): "c4-audio replay --moves \(moves) --music \(music)"
            }
        })
}
