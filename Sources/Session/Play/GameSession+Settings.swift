import Game
import GameFlow
import History
import Music

extension GameSession {
    /// The flow's settings for a game of this session: the stored settings, with `interval` (seconds)
    /// and `firstMover` from the command line where given.
    public static func flowSettings(stored: Settings, interval: Double?, firstMover: FirstMover?,
                                    instrument: Instrument?) -> FlowSettings {
        var settings = FlowSettings()
        settings.interval = .milliseconds(Int(((interval ?? stored.interval) * 1000).rounded()))
        settings.firstMover = firstMover ?? stored.first
        settings.level = stored.level
        settings.instrument = instrument ?? Instrument(rawValue: stored.instrument) ?? .standard
        settings.secondPersonName = Tunables.opponentName.defaultValue
        return settings
    }

    /// Stores the options panel's choices in `store` as the settings `level`, `first`, `instrument` and `cues`
    /// (the opponent and the sound last for the session: `--opponent` and `--mute` say them per run).
    public static func remembering(in store: HistoryStore) -> (GameChoices) throws -> Void {
        { choices in
            _ = try store.setSetting("level", to: "\(choices.level)")
            _ = try store.setSetting("first", to: choices.firstMover.rawValue)
            _ = try store.setSetting("instrument", to: choices.instrument.rawValue)
            _ = try store.setSetting("cues", to: choices.cuesOn ? "on" : "off")
        }
    }
}
