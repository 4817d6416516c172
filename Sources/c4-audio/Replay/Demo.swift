import ArgumentParser
import Game
import GameFlow
import History
import Music
import Playback

extension C4Audio {
    /// `c4-audio demo`: bot against bot with sound, one game after another.
    struct Demo: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "demo",
            abstract: "Watch and hear the bots play each other, one game after another (any key quits).",
            discussion: """
                The levels and colours vary from game to game. Each game is played out by the bots, \
                then shown piece by piece with its notes and its ending, exactly as `render` writes it \
                for the same interval. With --once, one game is played and the program ends once its \
                ending has rung. The games are not stored; for each one a line `replay: c4-audio replay \
                --moves ... --music ...` says how to hear it again (in a terminal, when the demo ends).

                When standard input or output is not a terminal, each game is printed one line per \
                move as it sounds, as replay does.

                Examples:
                  c4-audio demo
                  c4-audio demo --once --interval 0.5 --seed 7
                """
        )

        @Flag(help: "Play one game, then quit.")
        var once = false

        // The stored interval is for games one follows move by move; a demo keeps its own pace.
        @Option(name: .customLong("interval"), parsing: .unconditional, help: Tunables.interval.argumentHelp(.fixed))
        var intervalText: String?

        /// `--interval` in seconds, once validated, else the tunable's default.
        var interval: Double { Tunables.interval.value(intervalText) ?? Tunables.interval.defaultValue }

        @Option(help: "Seed for the levels, the colours, the bots' choices and the melodies.")
        var seed: UInt64?

        @OptionGroup var audio: AudioOptions
        @OptionGroup var global: GlobalOptions

        func validate() throws {
            try Tunables.interval.check(intervalText)
        }

        func run() throws {
            var entropy = SeededGenerator()
            let series = DemoSeries(seed: seed ?? entropy.next(), book: try OpeningBookFile.load())
            let first = series.next()
            let loader = try BankLoader(notesOption: global.notes)
            let loaded = try loader.load(sampleRate: try loader.nativeSampleRate())
            var bank = loaded.bank
            // One game needs its own variants; a series may need any.
            bank.makeVariants(for: once ? ScoreSound.cues(of: first, sampleRate: bank.sampleRate) : Self.everyVariant)
            try withExtendedLifetime(loaded.mappings) {
                let engine = try audio.openEngine(bank: bank, channels: 2)
                if Terminal.isFullScreen {
                    try showFullScreen(first, series: series, engine: engine, bank: bank)
                } else {
                    try printLines(first, series: series, engine: engine)
                }
            }
        }

        /// Every variant of every note at every dynamic.
        static let everyVariant = Sound.all.flatMap { sound in (1..<NoteVariant.count).map { Cue(sound: sound, frame: 0, variant: $0) } }

        /// The games full-screen, as a replay shows them; then a line per game to hear it again.
        private func showFullScreen(_ first: ReplayGame, series: DemoSeries, engine: AudioEngine, bank: NoteBank) throws {
            if !once { series.prepareNext() }
            var settings = ReplaySettings()
            settings.interval = .seconds(interval)
            settings.atEnd = once ? .quit : .nextGame
            let shown = try ReplayScene.show(first, settings: settings, engine: engine, bank: bank, demo: series)
            for (index, game) in shown.games.enumerated() {
                Text.write(game.heading(number: index + 1) + "\n" + game.replayLine + "\n", to: Text.standardOutput)
            }
            if shown.status != 0 { throw ExitCode(shown.status) }
        }

        /// The games one line per move as they sound, each followed by the line to hear it again.
        private func printLines(_ first: ReplayGame, series: DemoSeries, engine: AudioEngine) throws {
            Interruption.catchSignals()
            let player = LinePlayer(engine: engine)
            var game = first
            for number in 1... {
                Text.write(game.heading(number: number) + "\n", to: Text.standardOutput)
                if !once { series.prepareNext() }
                try player.play(game, cues: GameScore.cues(for: game.game, melody: game.melody, interval: interval,
                                                          sampleRate: engine.sampleRate))
                Text.write(game.replayLine + "\n", to: Text.standardOutput)
                if once { break }
                game = series.next()
            }
            do { try engine.shutdown(drain: true) } catch { throw Failure("\(error)") }
        }
    }
}
