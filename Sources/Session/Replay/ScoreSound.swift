import Game
import GameFlow
import Music
import Playback

/// A replay's sound: each piece's note and the ending placed on the engine's clock, at the frame of
/// the time the ``ReplayFlow`` gives, with the sound, pan and variant `render` gives them
/// (``GameScore/cues(for:melody:interval:sampleRate:)``). The flow hands each note over ahead of
/// its time, so an uninterrupted replay lands every note on the frame `render` puts it on, counted
/// from the first: sample for sample the render's sound.
public struct ScoreSound {
    let engine: AudioEngine
    /// The cue of every piece; its frame is its phrasing delay (frames after the time the flow gives).
    private(set) var pieces: [Cue] = []
    /// The ending's cue, nil for an unfinished game.
    private(set) var ending: Cue?
    /// The engine's frame at ``anchorTime``.
    private var anchorFrame = 0
    private var anchorTime: FlowTime = .zero
    /// Seconds between pieces as the replay starts (its interval over its speed): its notes' level
    /// (``OverlapLevel``), as `render` at that interval has it. A speed changed during the replay keeps it.
    let interval: Double

    /// The sound of `replay` through `engine` (whose bank holds its sounds and variants), `interval` seconds
    /// between pieces as it starts.
    init(engine: AudioEngine, replay: ReplayGame, interval: Double = 1) {
        self.engine = engine
        self.interval = interval
        load(replay)
    }

    /// Takes the cues of another game (a demo's next one).
    mutating func load(_ replay: ReplayGame) {
        // Less its beat (the flow gives the beat's time, breathing included), what is left of a cue's
        // frame is its delay. The notes' and the ending's levels are the interval's, as in `render`
        // (``GameScore``).
        let rate = engine.sampleRate, notes = replay.game.moves.count
        let overlap = OverlapLevel.gain(interval: interval, pieces: replay.melody.notes.count)
        let endingOverlap = OverlapLevel.endingGain(interval: interval, pieces: replay.melody.notes.count)
        let breathing = Breathing.offsets(of: replay.melody.notes, interval: 1)   // the cues' own
        let cues = Self.cues(of: replay, sampleRate: rate).enumerated().map { index, cue in
            var cue = cue
            cue.frame -= GameScore.beatFrame(index, breathing: breathing, interval: 1, sampleRate: rate)
            cue.gain *= index < notes ? overlap : endingOverlap
            return cue
        }
        pieces = Array(cues.prefix(replay.game.moves.count))
        ending = cues.count > pieces.count ? cues.last : nil
    }

    /// The cues `render` plays for `replay` (at some interval: only their sounds, pans and variants matter here).
    public static func cues(of replay: ReplayGame, sampleRate: Int) -> [Cue] {
        GameScore.cues(for: replay.game, melody: replay.melody, interval: 1, sampleRate: sampleRate)
    }

    /// Ties flow time `now` to the next frame the engine mixes. Called as a replay starts, so the
    /// frames of its notes are whole numbers of frames apart exactly as in `render`.
    mutating func anchor(at now: FlowTime) {
        anchorTime = now
        anchorFrame = engine.clock
    }

    /// Carries out a sound effect of the flow (others are ignored).
    func perform(_ effect: ReplayEffect) {
        switch effect {
        case .playPiece(let index, let time): place(pieces[index], at: time)
        case .playEnding(let time): if let ending { place(ending, at: time) }
        case .stopSound: engine.stop()
        case .nextGame, .quit: break
        }
    }

    /// How long before its time the flow must hand a note over for `engine` to place it exactly: its
    /// buffer (what is mixed ahead of what is heard) and 80 ms for the screen's frame and the audio
    /// thread's turn, at least the flow's own default (``ReplaySettings/lead``, 100 ms for a game's 20 ms).
    static func lead(for engine: AudioEngine) -> FlowTime {
        let buffered = Double(engine.openingBufferFrames) / Double(engine.sampleRate) + 0.08
        return max(ReplaySettings().lead, .milliseconds(Int64((buffered * 1000).rounded(.up))))
    }

    /// The engine's frame for flow time `time`.
    func frame(of time: FlowTime) -> Int {
        let (seconds, attoseconds) = (time - anchorTime).components
        return anchorFrame + Int(((Double(seconds) + Double(attoseconds) * 1e-18) * Double(engine.sampleRate)).rounded())
    }

    private func place(_ cue: Cue, at time: FlowTime) {
        let frame = frame(of: time) + cue.frame
        // A note asked for late (after a pause, a step) plays now rather than lose its start.
        if frame <= engine.clock {
            engine.play(cue.sound, pan: cue.pan, variant: cue.variant, gain: cue.gain)
        } else {
            var cue = cue
            cue.frame = frame
            engine.schedule([cue])
        }
    }
}
