import FoundationEssentials
import GameFlow
import Music
import AudioIO
import Playback
import TerminalUI

/// The game's own measurements, for the latency benchmark (`scripts/bench-play.sh`) and the tests of
/// its captured sound: with `C4_AUDIO_LATENCY_LOG=FILE` in the environment, the game writes one line per
/// measurement to FILE when it ends (the full-screen game all of them; the line modes their sounds):
/// - `key MS`: a key read → its frame written;
/// - `frame MS WAKE`: a scheduled frame (the falling disc, a flash, the bot's slot) written MS after
///   its deadline, of which WAKE passed before the loop woke (the rest: the flow, painting, writing);
/// - `note MS`: a note asked of the engine → its first sample handed to ALSA;
/// - `sound MS FRAME NAME VARIANT PAN`: a sound asked of the engine MS after it started, placed at
///   FRAME of its stream (the bank's sound NAME, e.g. `C4-soft` or `good`);
/// - `engine START RATE PERIOD BUFFER`: when the engine started (the monotonic clock, seconds), its
///   frames per second, period and buffer in frames.
public final class LatencyLog {
    /// The file named by `C4_AUDIO_LATENCY_LOG`, or nil (no measuring).
    public static let path: String? = ProcessInfo.processInfo.environment["C4_AUDIO_LATENCY_LOG"].flatMap { $0.isEmpty ? nil : $0 }

    /// An empty log.
    public init() {}
    private var lines: [String] = []

    /// Records one frame's timing.
    public func record(_ timing: FrameTiming) {
        if timing.keyPressed {
            lines.append("key \(Self.ms(timing.drawn - timing.woke))")
        } else if let deadline = timing.deadline, timing.woke >= deadline {
            lines.append("frame \(Self.ms(timing.drawn - deadline)) \(Self.ms(timing.woke - deadline))")
        }
    }

    /// Records a sound asked of the engine `asked` seconds after it started, placed at `frame`.
    func recordSound(_ cue: Cue, frame: Int, asked: Double) {
        lines.append("sound \(Text.printf("%.3f", asked * 1000)) \(frame) \(cue.sound.fileStem) \(cue.variant) \(cue.pan) \(cue.gain)")
    }

    /// Writes the lines, the engine's note latencies (seconds) and its start to the file.
    public func write(notes: [Double], engine: AudioEngine) {
        guard let path = Self.path else { return }
        let start = "engine \(Text.printf("%.6f", engine.startTime)) \(engine.sampleRate) \(engine.periodFrames) \(engine.bufferFrames)"
        let all = [start] + lines + notes.map { "note \(Text.printf("%.3f", $0 * 1000))" }
        // Through the one owner of writing a file (links another user planted are not followed).
        try? AudioFile.write(bytes: Array((all.joined(separator: "\n") + "\n").utf8), to: path)
    }

    static func ms(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return Text.printf("%.3f", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }
}
