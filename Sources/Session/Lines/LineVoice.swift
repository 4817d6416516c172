import Speech
#if canImport(Glibc)
import Glibc
#endif

/// Where the screen-reader mode's lines are said (`--speak`): in the game's own voice, mixed with the notes
/// (``GameVoice``), or by speech-dispatcher in the user's own (``DispatcherVoice``).
protocol LineVoice: AnyObject {
    /// Queues `line` after every line queued before it.
    ///
    /// - Returns: what the speech log records of it, nil when the line could not be queued.
    func say(_ line: String) -> SaidLine?
    /// Waits until every line queued so far has been heard (at most 30 seconds).
    func waitUntilHeard()
}

/// One line as the speech log (`C4_AUDIO_SPEECH_LOG`) records it.
struct SaidLine {
    /// When it was queued, seconds on `CLOCK_MONOTONIC`.
    var queued: Double
    /// When it began to be heard (`CLOCK_MONOTONIC` seconds), asked once the game is over; nil: never.
    var began: () -> Double?
    /// Seconds from the onset of the note before it to its own, as heard; nil when the voice cannot tell
    /// (speech-dispatcher plays through a stream of its own).
    var afterNote: Double?
    /// The words.
    var text: String
}

/// speech-dispatcher: the user's voice, rate and synthesizer, through a sound stream of its own.
final class DispatcherVoice: LineVoice {
    let connection: SpeechConnection
    private var last: SpeechConnection.Utterance?

    init(connection: SpeechConnection) {
        self.connection = connection
    }

    func say(_ line: String) -> SaidLine? {
        let queued = SpokenLines.now
        guard let utterance = connection.say(line) else { return nil }
        last = utterance
        let connection = connection
        return SaidLine(queued: queued, began: { connection.began(utterance) }, afterNote: nil, text: line)
    }

    func waitUntilHeard() {
        guard let last else { return }
        _ = connection.waitUntilSpoken(last, timeout: 30)
        self.last = nil
        // The daemon says a line has ended once its synthesizer has handed over the last samples; the sound
        // server still plays its buffer (tens of milliseconds through PulseAudio).
        var rest = timespec(tv_sec: 0, tv_nsec: Self.tail)
        nanosleep(&rest, nil)
    }

    /// The time a line still sounds after the daemon says it ended, in nanoseconds.
    static let tail = 150_000_000
}
