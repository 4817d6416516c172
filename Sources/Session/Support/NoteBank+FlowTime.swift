import GameFlow
import Music

extension NoteBank {
    /// The length of `sound` in this bank, as flow time (how long the game waits for a theme).
    public func flowLength(of sound: Sound) -> FlowTime {
        .milliseconds(Int(Double(self[sound].count) * 1000 / Double(sampleRate)))
    }
}
