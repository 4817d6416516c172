import Game
import GameFlow
import Music
import Playback

/// The live sound engine behind the game: each effect plays at once, so a note starts within a
/// device period of the key press (or of the bot's slot). Each note is the cue `render` gives the
/// same piece (``PieceNotes``: dynamic, pan, variant), so a game played live sounds as its render.
public struct EngineSound: GameSound {
    let engine: AudioEngine
    /// Where each sound played is noted, for the tests of the captured sound (nil in normal play).
    var log: LatencyLog?

    /// The sound of `engine`, noting each sound in `log` when given.
    public init(engine: AudioEngine, log: LatencyLog?) {
        self.engine = engine
        self.log = log
    }

    public func perform(_ effect: FlowEffect, in record: FlowRecord) {
        switch effect {
        case .playNote(let note, let column):
            let game = record.game
            precondition(game.moves.last == column && record.music.notes.count >= game.moves.count,
                         "the note of the last piece")
            var notes = record.music.notes
            notes[game.moves.count - 1] = note
            play(PieceNotes.lastCue(of: game, notes: notes))
        case .playEnding(let ending):
            play(Cue(sound: .theme(Theme(ending)), frame: 0))
        case .playCurrentTune:
            play(Cue(sound: .theme(.current), frame: 0))
        case .stopSound:
            // Only what still sounds needs its fade: over silence (a game's start, a resume) the next
            // sound would wait for it, a period late.
            if engine.endFrame > engine.clock { engine.stop() }
        default:
            break
        }
    }

    private func play(_ cue: Cue) {
        let asked = monotonicSeconds()
        let frame = engine.play(cue.sound, pan: cue.pan, variant: cue.variant, gain: cue.gain)
        log?.recordSound(cue, frame: frame, asked: asked - engine.startTime)
    }

    /// A cue for every variant of every note (1 … ``NoteVariant/count`` − 1; 0 is the bank's own
    /// sound): what a live game may play, made before it starts (``NoteBank/makeVariants(for:)``).
    public static let allVariants: [Cue] = Note.allCases.flatMap { note in
        Dynamic.allCases.flatMap { dynamic in
            (1..<NoteVariant.count).map { Cue(sound: .note(note, dynamic), frame: 0, variant: $0) }
        }
    }
}
