import Game
import GameFlow
import Session

extension GameSession {
    /// The session the command line asks for: the bank of `--notes`/`--instrument`/the stored setting, the
    /// engine of `--device`/`--volume`/`--mute`, the terminal policy.
    init(global: GlobalOptions, audio: AudioOptions) throws {
        self.init(loader: try global.bankLoader(), mute: audio.mute,
                  openEngine: { bank, channels, measures in
                      try audio.openEngine(bank: bank, channels: channels, measuresLatency: measures)
                  },
                  policy: Terminal.policy)
    }
}
