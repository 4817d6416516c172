import FoundationEssentials
import Speech
import TerminalUI
import Wording
#if canImport(Glibc)
import Glibc
#endif

/// The screen-reader mode's lines said aloud (`--speak`) through speech-dispatcher, in the language in
/// use, one utterance a line, in order. Speech and notes take turns: before a note the game waits until
/// the lines said so far have been heard (``waitUntilQuiet()``), and a line is queued only once the note
/// it tells of has sounded.
public final class SpokenLines {
    let connection: SpeechConnection
    private var last: SpeechConnection.Utterance?
    /// Each line's queuing time and the utterance (`C4_AUDIO_SPEECH_LOG`: the speech benchmark's record).
    private var log: [(queued: Double, utterance: SpeechConnection.Utterance, text: String)] = []
    private let logPath = ProcessInfo.processInfo.environment["C4_AUDIO_SPEECH_LOG"]

    /// Speech through the user's speech-dispatcher, or nil after one warning saying why there is none
    /// (the game goes on in text).
    public static func open() -> SpokenLines? {
        do {
            return SpokenLines(connection: try SpeechConnection(client: "c4-audio", language: Catalogue.language))
        } catch {
            Console.warning(error.words)
            return nil
        }
    }

    init(connection: SpeechConnection) {
        self.connection = connection
    }

    /// Queues each line of `text` as its own utterance.
    func say(_ text: String) {
        for line in text.split(separator: "\n") where !line.isEmpty {
            guard let utterance = connection.say(String(line)) else { continue }
            last = utterance
            if logPath != nil { log.append((Self.now, utterance, String(line))) }
        }
    }

    /// Waits until every line queued so far has been heard (at most 30 seconds: a daemon that stopped
    /// answering does not stop the game), recording when each began for the log.
    func waitUntilQuiet() {
        guard let last else { return }
        connection.waitUntilSpoken(last, timeout: 30)
        self.last = nil
        // The daemon says a line has ended once its synthesizer has handed over the last samples; the sound
        // server still plays its buffer (tens of milliseconds through PulseAudio).
        var rest = timespec(tv_sec: 0, tv_nsec: Self.tail)
        nanosleep(&rest, nil)
    }

    /// The time a line still sounds after the daemon says it ended, in nanoseconds.
    static let tail = 150_000_000

    /// Writes the log (`queued began text` a line, seconds on `CLOCK_MONOTONIC`) when one is asked for.
    func writeLog() {
        guard let logPath else { return }
        let lines = log.map { "\($0.queued) \(connection.began($0.utterance) ?? -1) \($0.text)\n" }.joined()
        _ = try? lines.write(toFile: logPath, atomically: false, encoding: .utf8)
    }

    static var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
