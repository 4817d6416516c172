import ArgumentParser
import Game
import GameFlow
import History
import Music

extension C4Audio {
    /// `c4-audio resume`: continues the stored current game.
    struct Resume: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "resume",
            abstract: "Continue the saved current game, opening with the Current tune.",
            discussion: """
                The game left with q (or by a closed terminal) is saved after every move; resume \
                shows its pieces at once, plays the Current tune, flashes the colour of the side to \
                move, and goes on as play does (the same keys; scripted when standard input is not a \
                terminal).

                Examples:
                  c4-audio resume
                  c4-audio resume --mute
                  printf '4\\n3\\n' | c4-audio resume
                """
        )

        @Option(help: "Seconds between a piece and the bot's reply (default: the stored setting).")
        var interval: Double?

        @Option(help: "Seed for the bot's choices and the rest of the melody.")
        var seed: UInt64?

        @OptionGroup var audio: AudioOptions
        @OptionGroup var global: GlobalOptions

        func validate() throws {
            if let interval, !(0.05...10).contains(interval) {
                throw ValidationError("--interval takes 0.05 to 10 seconds.")
            }
        }

        func run() throws {
            let store = try global.openStore()
            guard let current = try store.currentGame() else {
                throw Failure("there is no current game to resume; start one with c4-audio play")
            }
            let stored = try store.settings()
            var settings = FlowSettings()
            settings.interval = .milliseconds(Int(((interval ?? stored.interval) * 1000).rounded()))
            settings.firstMover = FirstMover(rawValue: stored.first.rawValue) ?? .me
            var entropy = SeededGenerator()
            let record = FlowRecord(game: current.game, music: current.music, seats: Seats(current.players))
            let launcher = GameLauncher(global: global, audio: audio)
            try launcher.withSound { engine, bank in
                settings.currentTuneLength = GameLauncher.length(of: .theme(.current), in: bank)
                let flow: GameFlow
                do {
                    flow = try GameFlow(resuming: record, settings: settings, seed: seed ?? entropy.next())
                } catch {
                    throw Failure("game \(current.id): \(error)")
                }
                try launcher.run(flow, keeper: StoreKeeper(store: store, currentID: current.id), engine: engine)
            }
        }
    }
}
