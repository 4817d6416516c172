import Assets
import Game
import GameFlow
import Music
import Playback

/// The live sound engine behind the game: each effect plays at once, so a note starts within a
/// device period of the key press (or of the bot's slot). Each note is the cue `render` gives the
/// same piece (``PieceNotes``: dynamic, pan, variant), so a game played live sounds as its render.
///
/// `m` mutes it (the notes are skipped, the timing unchanged); the options panel may change the
/// instrument, which opens a new engine on the new bank (``Live/reopen``).
public struct EngineSound: GameSound {
    /// The engine playing now and what may replace it; shared, since the instrument may change.
    public final class Live {
        /// The engine playing now.
        public private(set) var engine: AudioEngine
        /// Whether notes are skipped.
        var muted = false
        /// Opens an engine for another instrument (its bank loaded, started); nil when it cannot change.
        let reopen: ((Instrument) throws -> AudioEngine)?
        /// Whether the engine now is one this object opened (the first is the caller's to shut down).
        private var ownsEngine = false

        init(engine: AudioEngine, reopen: ((Instrument) throws -> AudioEngine)?) {
            self.engine = engine
            self.reopen = reopen
        }

        /// Plays on `instrument` from now on; keeps the engine as it is when the new one cannot open.
        func change(to instrument: Instrument) {
            guard let reopen, let next = try? reopen(instrument) else { return }
            if engine.endFrame > engine.clock { engine.stop() }
            if ownsEngine { try? engine.shutdown(drain: false) }
            engine = next
            ownsEngine = true
        }

        /// Shuts down the engine now when this object opened it (the first is the caller's).
        public func shutDownReplacement() {
            if ownsEngine { try? engine.shutdown(drain: false) }
        }
    }

    /// The engine and its switches.
    public let live: Live
    /// Where each sound played is noted, for the tests of the captured sound (nil in normal play).
    var log: LatencyLog?

    /// The sound of `engine`, noting each sound in `log` when given; `reopen` opens an engine for
    /// another instrument (nil: the instrument stays).
    public init(engine: AudioEngine, log: LatencyLog?, muted: Bool = false,
                reopen: ((Instrument) throws -> AudioEngine)? = nil) {
        live = Live(engine: engine, reopen: reopen)
        live.muted = muted
        self.log = log
    }

    public func waitUntilSilent(timeout: Double) {
        let engine = live.engine
        guard !engine.isMuted, !live.muted else { return }
        _ = engine.wait(until: engine.endFrame, heard: true, timeout: timeout)
    }

    public func perform(_ effect: FlowEffect, in record: FlowRecord) {
        let engine = live.engine
        switch effect {
        case .playNote(let note, let column):
            let game = record.game
            precondition(game.moves.last == column && record.music.notes.count >= game.moves.count,
                         "the note of the last piece")
            var notes = record.music.notes
            notes[game.moves.count - 1] = note
            play(PieceNotes.lastCue(of: game, notes: notes))
        case .playBoardCue(let cue):
            guard !live.muted else { return }
            // A column gives way to the next one (the cursor moved on); threats wait their turn.
            if case .column = cue { engine.cancelColumnTicks() }
            let cues = cue.cues(sampleRate: engine.sampleRate)
            let asked = monotonicSeconds()
            let base = engine.scheduleFromNow(cues)
            for cue in cues {
                let due = asked + Double(cue.frame) / Double(engine.sampleRate)
                log?.recordSound(cue, frame: base + cue.frame, asked: due - engine.startTime)
            }
        case .playEnding(let ending):
            play(Cue(sound: .theme(Theme(ending)), frame: 0))
        case .playCurrentTune:
            play(Cue(sound: .theme(.current), frame: 0))
        case .stopSound:
            // Only what still sounds needs its fade: over silence (a game's start, a resume) the next
            // sound would wait for it, a period late.
            if engine.endFrame > engine.clock { engine.stop() }
        case .setMuted(let muted):
            live.muted = muted
            if muted, engine.endFrame > engine.clock { engine.stop() }
        case .changeInstrument(let instrument):
            live.change(to: instrument)
        default:
            break
        }
    }

    private func play(_ cue: Cue) {
        guard !live.muted else { return }
        let engine = live.engine
        let asked = monotonicSeconds()
        let frame = engine.play(cue.sound, pan: cue.pan, variant: cue.variant, gain: cue.gain)
        log?.recordSound(cue, frame: frame, asked: asked - engine.startTime)
    }

    /// A cue for every variant of every note in both registers (1 … ``NoteVariant/all`` − 1; 0 is the bank's
    /// own sound): what a live game may play, made before it starts (``NoteBank/makeVariants(for:)``).
    public static let allVariants: [Cue] = Note.allCases.flatMap { note in
        Dynamic.allCases.flatMap { dynamic in
            (1..<NoteVariant.all).map { Cue(sound: .note(note, dynamic), frame: 0, variant: $0) }
        }
    }
}
