import Game
import GameFlow

// The game flow's notices and choices in words.

extension FlowNotice {
    /// The note as the line under the board says it.
    public var words: String {
        switch self {
        case .howToQuit: tr("q quits (the game stays kept); ? lists the keys.")
        case .waitForBot: tr("Wait for the bot's move.")
        case .columnFull(let column): tr("Column {column} is full.", ["column": column + 1])
        case .hintsNextTurn: tr("Hints are on; they show on your turn.")
        case .noSound(let reason): tr("No sound: {reason}.", ["reason": reason])
        case .nothingToUndo: tr("Nothing to undo.")
        case .tookBack(let count, let reopened):
            reopened ? trn("Took back {count} move; the game goes on.", "Took back {count} moves; the game goes on.", count)
                : trn("Took back {count} move.", "Took back {count} moves.", count)
        case .noTurningPoints: tr("No move changed the outcome: no turning point to show.")
        case .turningPointsComing: tr("The turning points are still being solved; p shows them in a moment.")
        case .stepsOnlyWhenPaused: tr("→ plays one piece at a time while paused (Space pauses).")
        case .replayOver: tr("That was all: r plays the game again.")
        case .speedLimit(let fastest): fastest ? tr("That is the fastest.") : tr("That is the slowest.")
        case .replayAtStart: tr("That is the start: → plays the first piece.")
        case .paused(let atEnd):
            atEnd ? tr("Paused at the end: ← steps back, r plays it again.") : tr("Paused: Space goes on, → next piece, ← back.")
        }
    }
}

extension GameChoices.Row {
    /// The row's label in the options panel.
    public var label: String {
        switch self {
        case .level: tr("Bot level")
        case .firstMover: tr("First move")
        case .opponent: tr("Opponent")
        case .instrument: tr("Instrument")
        case .sound: tr("Sound")
        case .cues: tr("Board cues")
        }
    }
}

extension GameChoices {
    /// The value of `row` as the options panel shows it.
    public func value(of row: Row) -> String {
        switch row {
        case .level: level.words
        case .firstMover:
            switch firstMover {
            case .me: trc("first move", "you")
            case .bot: trc("first move", "opponent")
            case .random: trc("first move", "random")
            }
        case .opponent: opponentIsBot ? trc("opponent", "bot") : trc("opponent", "person")
        case .instrument: instrument.words
        case .sound: soundOn ? trc("sound", "on") : trc("sound", "off")
        case .cues: cuesOn ? trc("cues", "on") : trc("cues", "off")
        }
    }
}
