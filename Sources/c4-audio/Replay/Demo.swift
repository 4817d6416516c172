import ArgumentParser
import Assets
import Game
import GameFlow
import History
import Music
import Playback
import Session
import TerminalUI
import Wording

extension C4Audio {
    /// `c4-audio demo`: bot against bot with sound, one game after another.
    struct Demo: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "demo",
            abstract: tr("Watch and hear the bots play each other, one game after another (any key quits)."),
            discussion: HelpText.discussion(
                [tr("The levels and colours vary from game to game. Each game is played out by the bots, then shown piece by piece with its notes and its ending, exactly as `render` writes it for the same interval. With --once, one game is played and the program ends once its ending has rung. The games are not stored; for each one a line `replay: c4-audio replay --moves ... --music ...` says how to hear it again (in a terminal, when the demo ends)."),
                 tr("When standard input or output is not a terminal, each game is printed one line per move as it sounds, as replay does.")],
                examples: ["c4-audio demo",
                           "c4-audio demo --once --interval 0.5 --seed 7"])
        )

        @Flag(help: ArgumentHelp(tr("Play one game, then quit.")))
        var once = false

        // The stored interval is for games one follows move by move; a demo keeps its own pace.
        @Option(name: .customLong("interval"), parsing: .unconditional, help: Tunables.interval.argumentHelp(.fixed))
        var intervalText: String?

        /// `--interval` in seconds, once validated, else the tunable's default.
        var interval: Double { Tunables.interval.value(intervalText) ?? Tunables.interval.defaultValue }

        @Option(help: ArgumentHelp(tr("Seed for the levels, the colours, the bots' choices and the melodies.")))
        var seed: UInt64?

        @OptionGroup var composer: ComposerOption
        @OptionGroup var audio: AudioOptions
        @OptionGroup var reader: ReaderOption
        @OptionGroup var global: GlobalOptions

        func validate() throws {
            try Tunables.interval.check(intervalText)
        }

        func run() throws {
            var entropy = SeededGenerator()
            let book = try OpeningBookFile.load(warnUnlessFound: { Console.warning(OpeningBookFile.missingWords(lookedIn: $0)) })
            let series = DemoSeries(seed: seed ?? entropy.next(), book: book, composer: composer.composer)
            let session = ReplaySession(interval: interval, fullScreen: TerminalCapabilities.isFullScreen && !reader.isOn { global.storedSettings() }, policy: Terminal.policy)
            // --notes, --instrument, C4_AUDIO_NOTES, the stored setting: as every command.
            let status = try session.playDemo(series, once: once, loader: try global.bankLoader(),
                                              openEngine: { bank, channels in try audio.openEngine(bank: bank, channels: channels, score: true) },
                                              say: { Text.write($0 + "\n", to: Text.standardOutput) })
            if status != 0 { throw ExitCode(status) }
        }
    }
}
