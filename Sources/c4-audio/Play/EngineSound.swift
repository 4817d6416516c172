import Game
import GameFlow
import Music
import Playback

/// The live sound engine behind the game: each effect plays at once, so a note starts within a
/// device period of the key press (or of the bot's slot). The dynamics and pans are those of
/// `render` (``GameScore/cues(for:melody:interval:sampleRate:)``), so a game sounds as its render.
struct EngineSound: GameSound {
    let engine: AudioEngine

    func perform(_ effect: FlowEffect, in game: Game) {
        switch effect {
        case .playNote(let note, let column):
            let index = game.moves.count - 1
            let dynamic: Dynamic = game.outcome.winner != nil ? .accent : index.isMultiple(of: 2) ? .medium : .soft
            engine.play(.note(note, dynamic), pan: GameScore.pan(column: column))
        case .playEnding(let ending):
            engine.play(.theme(Theme(ending)))
        case .playCurrentTune:
            engine.play(.theme(.current))
        case .stopSound:
            engine.stop()
        default:
            break
        }
    }
}
