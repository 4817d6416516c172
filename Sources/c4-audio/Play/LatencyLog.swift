import FoundationEssentials
import GameFlow

/// The latency benchmark's record (`scripts/bench-play.sh`): with `C4_AUDIO_LATENCY_LOG=FILE` in
/// the environment, the full-screen game writes one line per measurement to FILE when it ends:
/// `key MS` (a key read → its frame written), `frame MS` (a scheduled frame — the falling disc, a
/// flash, the bot's slot — written this long after its deadline), `note MS` (a note asked of the
/// engine → its first sample handed to ALSA).
final class LatencyLog {
    /// The file named by `C4_AUDIO_LATENCY_LOG`, or nil (no measuring).
    static let path: String? = ProcessInfo.processInfo.environment["C4_AUDIO_LATENCY_LOG"].flatMap { $0.isEmpty ? nil : $0 }
    private var lines: [String] = []

    /// Records one frame's timing.
    func record(_ timing: FrameTiming) {
        if timing.keyPressed {
            lines.append("key \(Self.ms(timing.drawn - timing.woke))")
        } else if let deadline = timing.deadline, timing.woke >= deadline {
            lines.append("frame \(Self.ms(timing.drawn - deadline))")
        }
    }

    /// Writes the lines and the engine's note latencies (seconds) to the file.
    func write(notes: [Double]) {
        guard let path = Self.path else { return }
        let all = lines + notes.map { "note \(Text.printf("%.3f", $0 * 1000))" }
        try? Data((all.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
    }

    static func ms(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return Text.printf("%.3f", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }
}
