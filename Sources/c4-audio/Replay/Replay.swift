import ArgumentParser
import Wording
import Assets
import FoundationEssentials
import Game
import GameFlow
import History
import Music
import Playback
import Session
import TerminalUI
import Wording

extension C4Audio {
    /// `c4-audio replay`: a game's notes and ending played live, animated full-screen in a terminal,
    /// else one line per move as it sounds.
    struct Replay: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "replay",
            abstract: tr("Play a game through the sound card: animated in a terminal, else one line per move as it sounds."),
            discussion: HelpText.discussion(
                [tr("The notes sound INTERVAL / SPEED seconds apart, exactly as `render` writes them for that interval (the same samples). Without --interval or --speed, the stored settings `interval` and `speed` decide (c4-audio settings set speed 2), else 1 and 1. Ctrl-C fades the sound out at once and stops."),
                 tr("In a terminal the board fills piece by piece, each disc falling as its note sounds, and at the end the winning discs are marked and every disc shows its move number. Keys: Space pauses and goes on, → plays the next piece while paused, ← pauses and takes the last piece back, + and - double and halve the speed, r plays it again, q (or Esc, Ctrl-C) quits. Without an ID or --moves, the newest stored game is played. When standard input or output is not a terminal, or TERM is dumb, each move is printed as it sounds instead."),
                 tr("The device is --device PCM, else C4_AUDIO_DEVICE, else the stored setting (c4-audio settings set device PCM), else `default`; the volume is --volume, else the stored setting, else 100. When `default` or the stored device cannot be opened (no sound card, no sound server) one warning line says why and the replay goes on muted, in real time; a device named by --device or C4_AUDIO_DEVICE must open (exit 1).")],
                examples: ["c4-audio replay",
                           "c4-audio replay 12 --speed 2",
                           "c4-audio replay --moves 4455667 --music 03203125"])
        )

        @OptionGroup var choice: GameChoice

        @Option(name: .customLong("interval"), parsing: .unconditional, help: Tunables.interval.argumentHelp(.stored))
        var intervalText: String?

        @Option(name: .customLong("speed"), parsing: .unconditional, help: Tunables.speed.argumentHelp(.stored))
        var speedText: String?

        /// `--interval` in seconds, once validated.
        var intervalOption: Double? { Tunables.interval.value(intervalText) }
        /// `--speed`, once validated.
        var speedOption: Double? { Tunables.speed.value(speedText) }

        @Option(help: ArgumentHelp(tr("1 for mono, 2 for stereo with each note panned by its column.")), completion: .list(["1", "2"]))
        var channels: Int = 2

        @OptionGroup var audio: AudioOptions
        @OptionGroup var reader: ReaderOption

        @OptionGroup var global: GlobalOptions

        func validate() throws {
            try Tunables.interval.check(intervalText)
            try Tunables.speed.check(speedText)
            guard channels == 1 || channels == 2 else { throw ValidationError(tr("--channels must be 1 or 2.")) }
        }

        func run() throws {
            // What the command line leaves open comes from the stored settings (`c4-audio settings set speed 2`).
            let stored = intervalOption == nil || speedOption == nil ? global.storedSettings() : nil
            let interval = intervalOption ?? stored?.interval ?? Tunables.interval.defaultValue
            let speed = speedOption ?? stored?.speed ?? Tunables.speed.defaultValue
            var session = ReplaySession(interval: interval, fullScreen: TerminalCapabilities.isFullScreen && !reader.isOn { global.storedSettings() }, policy: Terminal.policy)
            session.speed = speed
            session.speeds = Tunables.speed.range   // what + and - reach: the flag's range
            session.channels = channels
            let status = try session.play(try choice.load(global), loader: try global.bankLoader()) { bank, channels in
                try audio.openEngine(bank: bank, channels: channels, score: true)
            }
            if status != 0 { throw ExitCode(status) }
        }
    }
}
