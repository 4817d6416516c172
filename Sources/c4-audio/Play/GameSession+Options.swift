import Assets
import Game
import Music
import GameFlow
import Session

extension GameSession {
    /// The session the command line asks for: the bank of `--notes`/`--instrument`/the stored setting, the
    /// engine of `--device`/`--volume`/`--mute`, the terminal policy.
    init(global: GlobalOptions, audio: AudioOptions) throws {
        self.init(loader: try global.bankLoader(), mute: audio.mute,
                  loaderFor: { instrument in
                      try BankLoader(notesOption: global.notes, instrumentOption: instrument.rawValue)
                  },
                  openEngine: { bank, channels, measures in
                      try audio.openEngineSaying(bank: bank, channels: channels, measuresLatency: measures)
                  },
                  policy: Terminal.policy)
    }
}
