import Game
import Music
import Playback
import SessionFacts
import TerminalUI

/// A game's score through the engine with one line per move as its note is heard, then the result:
/// `replay` (and `demo`) when standard input or output is not a terminal.
public struct LinePlayer {
    let engine: AudioEngine

    /// A player through `engine`.
    public init(engine: AudioEngine) {
        self.engine = engine
    }

    /// Queues the whole score from the engine's clock, starts the engine if it is not running, and
    /// follows the audio clock: a line per move as its note is heard, the result as the ending starts
    /// (or once the last note has faded when the game has none); returns once all has been heard.
    ///
    /// A score queued before the engine starts plays from frame 0, so even a device that does not
    /// block (the file PCM) gets exactly the render's samples.
    ///
    /// - Throws: ``SessionError/sound(_:)`` when the sound stops before the end (a device failure). A signal
    ///   (``Interruption``) fades the sound out and ends the process by that signal.
    public func play(_ replay: ReplayGame, cues: [Cue]) throws(SessionError) {
        let base = engine.scheduleFromNow(cues)
        engine.start()
        let pieces = replay.game.moves.count
        for index in 0..<pieces {
            try follow(to: base + cues[index].frame + 1)   // its first frame heard
            Text.write(replay.line(for: index) + "\n", to: Text.standardOutput)
        }
        try follow(to: cues.count > pieces ? base + cues[pieces].frame + 1 : engine.endFrame)
        Text.write(replay.resultLine + "\n", to: Text.standardOutput)
        try follow(to: engine.endFrame)
    }

    /// Waits until `frame` is heard, fading out and stopping on a signal or a device failure.
    private func follow(to frame: Int) throws(SessionError) {
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
                do { try engine.shutdown(drain: false) } catch { throw .audio(error) }
                throw .soundStopped
            }
        }
    }
}
