import Music
import Playback
import Speech

/// The game's own voice: each line synthesized by libespeak-ng in the language in use (as `render --speak`
/// says it, at the same level) and mixed with the notes by the sound engine, so it starts within a few tens
/// of milliseconds of the note it tells of (speech-dispatcher, through a stream of its own, took 170–330 ms)
/// and goes through the same room, volume and device.
final class GameVoice: LineVoice {
    /// The engine playing now (the sound's; an instrument change replaces it).
    private let engine: () -> AudioEngine
    private let language: String
    /// The frame after the last line queued, on the engine it was queued on.
    private var lastEnd: (engine: ObjectIdentifier, frame: Int)?

    /// The voice of `language`, through the engine `engine` returns; throws when libespeak-ng cannot load.
    init(engine: @escaping () -> AudioEngine, language: String) throws(SynthesisError) {
        try SpeechSynthesizer.check()
        self.engine = engine
        self.language = language
    }

    func say(_ line: String) -> SaidLine? {
        let queued = SpokenLines.now
        guard let said = try? SpeechSynthesizer.say(line, language: language) else { return nil }
        let engine = engine()
        let id = ObjectIdentifier(engine)
        let frames = Self.play(said, on: engine, notBefore: lastEnd.flatMap { $0.engine == id ? $0.frame : nil } ?? 0)
        lastEnd = (id, frames.upperBound)
        // Both go through the same mix and buffer: their frames apart is their distance as heard.
        let afterNote = engine.lastPlayedFrame.map { Double(frames.lowerBound - $0) / Double(engine.sampleRate) }
        let heard = Self.heardTime(of: frames.lowerBound, on: engine)
        return SaidLine(queued: queued, began: { heard }, afterNote: afterNote, text: line)
    }

    func waitUntilHeard() {
        guard let lastEnd else { return }
        let engine = engine()
        if ObjectIdentifier(engine) == lastEnd.engine { _ = engine.wait(until: lastEnd.frame, heard: true, timeout: 30) }
        self.lastEnd = nil
    }

    /// Plays `said` on `engine` from `notBefore` on, converted to the engine's rate a part at a time: the first
    /// part (about 90 ms) starts as soon as it is converted, and each next part, twice as long, is converted
    /// while the one before plays and follows it without a gap (the parts give the whole conversion's bits).
    /// Converting a whole line first took 55–130 ms in a debug build, 160–210 ms between the notes on a
    /// loaded machine.
    ///
    /// - Returns: the frames the line plays.
    private static func play(_ said: SpeechSynthesizer.Line, on engine: AudioEngine, notBefore: Int) -> Range<Int> {
        let input = said.samples.map { Float($0) * Float(RenderSpeech.level) / 32_768 }
        let plan = Resampler.Plan(from: said.sampleRate, to: engine.sampleRate)
        let count = plan.count(of: input.count)
        var part = 0..<min(count, 4_096)
        var played: Range<Int>?
        repeat {
            let frames = engine.play(samples: plan.resample(input, frames: part), notBefore: played?.upperBound ?? notBefore)
            played = (played?.lowerBound ?? frames.lowerBound)..<frames.upperBound
            part = part.upperBound..<min(count, part.upperBound + 2 * part.count)
        } while !part.isEmpty
        return played!
    }

    /// About when `frame` is heard (`CLOCK_MONOTONIC` seconds): now, plus its distance from what is heard now.
    private static func heardTime(of frame: Int, on engine: AudioEngine) -> Double {
        SpokenLines.now + Double(frame - engine.heardFrame) / Double(engine.sampleRate)
    }
}
