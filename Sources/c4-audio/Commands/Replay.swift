import ArgumentParser
import FoundationEssentials
import Game
import History
import Music
import Playback

extension C4Audio {
    /// `c4-audio replay`: a game's notes and ending played live, one line per move as it sounds.
    struct Replay: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "replay",
            abstract: "Play a game's notes and its ending through the sound card, printing each move as it sounds.",
            discussion: """
                The notes sound INTERVAL / SPEED seconds apart, exactly as `render` writes them for that \
                interval (the same samples). Ctrl-C fades the sound out at once and stops.

                The device is --device PCM, else C4_AUDIO_DEVICE, else the stored setting (c4-audio settings \
                set device PCM), else `default`; the volume is --volume, else the stored setting, else 100. When \
                `default` or the stored device cannot be opened (no sound card, no sound server) one warning \
                line says why and the replay goes on muted, in real time; a device named by --device or \
                C4_AUDIO_DEVICE must open (exit 1).

                Examples:
                  c4-audio replay 12 --speed 2
                  c4-audio replay --moves 4455667 --music 03203125
                  c4-audio replay --moves 4453 --device file:FILE=/tmp/out.raw,FORMAT=raw
                """
        )

        @Argument(help: "The ID of a stored game (see c4-audio history): played with its own music.")
        var id: Int64?

        @Option(help: "The moves in column digits, 1 = leftmost column (e.g. 4453).")
        var moves: String?

        @Option(help: "The music string to play instead of composing one (see c4-audio music).")
        var music: String?

        @Option(help: "Compose reproducibly from this seed.")
        var seed: UInt64?

        @Option(help: "Who the people are (first|second|both|none), for the ending; composing assumes first.")
        var human: Humans?

        @Option(parsing: .unconditional, help: "Seconds between pieces at speed 1.")
        var interval: Double = 1.0

        @Option(parsing: .unconditional, help: "Plays faster (2 = twice as fast) or slower (0.5).")
        var speed: Double = 1.0

        @Option(help: "1 for mono, 2 for stereo with each note panned by its column.")
        var channels: Int = 2

        @OptionGroup var audio: AudioOptions

        @OptionGroup var global: GlobalOptions

        func validate() throws {
            try ReplayGame.validate(id: id, moves: moves, music: music, seed: seed, human: human, channels: channels)
        }

        func run() throws {
            guard interval.isFinite, interval > 0, interval <= 60 else {
                throw Failure("--interval \(interval): must be more than 0 and at most 60 seconds")
            }
            guard speed.isFinite, speed >= 0.1, speed <= 100 else {
                throw Failure("--speed \(speed): must be between 0.1 and 100")
            }
            let replay = try id.map { try ReplayGame(stored: global.openStore(reading: true).game(id: $0)) }
                ?? ReplayGame(moves: moves ?? "", music: music, seed: seed, human: human)
            let loader = try global.bankLoader()
            let rate = try loader.nativeSampleRate()
            let cues = GameScore.cues(for: replay.game, melody: replay.melody, interval: interval / speed, sampleRate: rate)
            let loaded = try loader.load(Set(cues.map(\.sound)), sampleRate: rate)
            var bank = loaded.bank
            bank.makeVariants(for: cues)
            try withExtendedLifetime(loaded.mappings) {
                let engine = try audio.openEngine(bank: bank, channels: channels)
                try play(replay, cues: cues, on: engine)
            }
        }

        /// Queues the whole score, then follows the audio clock: a line per move as its note is heard.
        private func play(_ replay: ReplayGame, cues: [Cue], on engine: AudioEngine) throws {
            Interruption.catchSignals()
            // A replay knows its score: queued before the thread starts, so even a device that does not
            // block (the file PCM) gets exactly the render's samples.
            engine.schedule(cues)
            engine.start()
            let pieces = replay.game.moves.count
            for index in 0..<pieces {
                try follow(engine, to: cues[index].frame + 1)   // its first frame heard
                Text.write(replay.line(for: index) + "\n", to: Text.standardOutput)
            }
            // The result as the ending starts, or once the last note has faded when the game has none.
            try follow(engine, to: cues.count > pieces ? cues[pieces].frame + 1 : engine.endFrame)
            Text.write(replay.resultLine + "\n", to: Text.standardOutput)
            try follow(engine, to: engine.endFrame)
            do { try engine.shutdown(drain: true) } catch { throw Failure("\(error)") }
        }

        /// Waits until `frame` is heard, fading out and stopping on a signal or a device failure.
        private func follow(_ engine: AudioEngine, to frame: Int) throws {
            while true {
                if let signal = Interruption.signal {
                    let silent = engine.stop()
                    _ = engine.wait(until: silent, heard: false, timeout: 0.2)
                    try? engine.shutdown(drain: true)
                    Interruption.reraise(signal)
                }
                switch engine.wait(until: frame, timeout: 0.02) {
                case .reached: return
                case .timedOut: continue
                case .ended:
                    do { try engine.shutdown(drain: false) } catch { throw Failure("\(error)") }
                    throw Failure("the sound stopped before the end of the game")
                }
            }
        }
    }
}
