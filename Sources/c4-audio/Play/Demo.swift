import ArgumentParser
import Game
import GameFlow
import Music

extension C4Audio {
    /// `c4-audio demo`: bot against bot with sound, one game after another.
    struct Demo: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "demo",
            abstract: "Watch and hear the bots play each other, one game after another (any key quits).",
            discussion: """
                The levels vary from game to game. With --once, one game is played and the program \
                ends once its ending has rung. The games are not stored.

                Examples:
                  c4-audio demo
                  c4-audio demo --once --interval 0.5
                """
        )

        @Flag(help: "Play one game, then quit.")
        var once = false

        @Option(help: "Seconds between pieces (default: 1).")
        var interval: Double = 1

        @Option(help: "Seed for the levels, the bots' choices and the melodies.")
        var seed: UInt64?

        @OptionGroup var audio: AudioOptions
        @OptionGroup var global: GlobalOptions

        func validate() throws {
            guard (0.05...10).contains(interval) else { throw ValidationError("--interval takes 0.05 to 10 seconds.") }
        }

        func run() throws {
            var entropy = SeededGenerator()
            var generator = SeededGenerator(seed: seed ?? entropy.next())
            let levels = BotLevel.playable
            let a = levels.randomElement(using: &generator)!, b = levels.randomElement(using: &generator)!
            let colours = PieceColour.allCases.shuffled(using: &generator)
            let seats = Seats(first: Seat(kind: .bot(a), name: "Bot \(a)", colour: colours[0]),
                              second: Seat(kind: .bot(b), name: "Bot \(b)", colour: colours[1]))
            var settings = FlowSettings()
            settings.demo = true
            settings.once = once
            settings.firstMover = .random
            settings.interval = .milliseconds(Int((interval * 1000).rounded()))
            let launcher = GameLauncher(global: global, audio: audio)
            try launcher.withSound { engine, bank in
                settings.endingLength = GameLauncher.length(of: .theme(.good), in: bank)
                try launcher.run(GameFlow(players: seats, settings: settings, seed: generator.next()),
                                 keeper: nil, engine: engine)
            }
        }
    }
}
