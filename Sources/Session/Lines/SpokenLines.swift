import FoundationEssentials
import Playback
import Speech
import Synchronization
import TerminalUI
import Wording
#if canImport(Glibc)
import Glibc
#endif

/// The screen-reader mode's lines said aloud (`--speak`), in the language in use, one utterance a line, in
/// order: in the game's own voice, mixed with the notes (``GameVoice``), or through speech-dispatcher
/// (``DispatcherVoice``). Speech and notes take turns: before a note the game waits until the lines said so
/// far have been heard (``waitUntilQuiet()``), and a line is queued only once the note it tells of has sounded.
public final class SpokenLines {
    let voice: any LineVoice
    /// Each line queued (`C4_AUDIO_SPEECH_LOG`: the speech benchmark's record).
    private var log: [SaidLine] = []
    private let logPath = ProcessInfo.processInfo.environment["C4_AUDIO_SPEECH_LOG"]

    /// Who says the lines (`--voice`).
    public enum Voice {
        /// The game's own voice through `sound`'s engine; speech-dispatcher when that engine is muted (no
        /// device: nothing of it would be heard) or libespeak-ng cannot load (after a warning).
        case builtIn(EngineSound)
        /// speech-dispatcher.
        case dispatcher
    }

    /// Speech in `voice`, or nil after one warning saying why there is none (the game goes on in text; a
    /// process warns once).
    public static func open(_ voice: Voice = .dispatcher) -> SpokenLines? {
        if case .builtIn(let sound) = voice, !sound.live.engine.isMuted {
            do {
                let live = sound.live
                return SpokenLines(voice: try GameVoice(engine: { live.engine }, language: Catalogue.language))
            } catch {
                Console.warning(error.instead)
            }
        }
        // Asked once a process: the offer of a kept game and the game after it are told once that there is
        // no speech, and a daemon that did not answer is not waited for twice.
        guard !dispatcherFailed.load(ordering: .relaxed) else { return nil }
        do {
            return SpokenLines(voice: DispatcherVoice(connection: try SpeechConnection(client: "c4-audio", language: Catalogue.language)))
        } catch {
            dispatcherFailed.store(true, ordering: .relaxed)
            Console.warning(error.words)
            return nil
        }
    }

    /// Whether speech-dispatcher could not be reached already in this process.
    private static let dispatcherFailed = Atomic<Bool>(false)

    init(voice: any LineVoice) {
        self.voice = voice
    }

    /// Queues each line of `text` as its own utterance.
    func say(_ text: String) {
        for line in text.split(separator: "\n") where !line.isEmpty {
            guard let said = voice.say(String(line)) else { continue }
            if logPath != nil { log.append(said) }
        }
    }

    /// Waits until every line queued so far has been heard (at most 30 seconds: a daemon that stopped
    /// answering does not stop the game).
    func waitUntilQuiet() {
        voice.waitUntilHeard()
    }

    /// Adds to the log when one is asked for (the offer of a kept game, then the game): a line for each line said, `queued began after text`, the
    /// times in seconds on `CLOCK_MONOTONIC` (`began` −1: never began), `after` the seconds from the note
    /// before it to the line as heard (−1: the voice cannot tell).
    func writeLog() {
        guard let logPath else { return }
        let lines = log.map { "\($0.queued) \($0.began() ?? -1) \($0.afterNote ?? -1) \($0.text)\n" }.joined()
        log.removeAll()
        let file = Glibc.open(logPath, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        guard file >= 0 else { return }
        defer { Glibc.close(file) }
        let bytes = Array(lines.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(file, $0.baseAddress, $0.count) }
    }

    static var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
