import Game
import History
import Music
import SessionFacts

// What a session tells besides its errors: sound off, saving that waits, the games kept, the lines of
// scripted play and of a replay without the full screen. Commands a person may run next are the front
// end's advice (``FrontEnd``).

extension SessionNotice {
    /// "Saving waits: the history database is busy (another program holds it); your moves are kept safe beside it."
    public func words(in frontEnd: FrontEnd = .current) -> String {
        switch self {
        case .mutedForTheRun:
            return tr("started with {option}", ["option": frontEnd.name(.mute)])
        case .noSoundDevice(let problem):
            return problem ?? tr("no sound device")
        case .savingWaits(.session):
            return tr("Saving waits: the history database is busy (another c4-audio session is writing); your moves are kept safe beside it.")
        case .savingWaits(.otherProgram):
            return tr("Saving waits: the history database is busy (another program holds it); your moves are kept safe beside it.")
        case .movesWaitBeside(let journal):
            return tr("the history database is still busy; this session's moves are kept safe beside it, in {path}, and go into the history when c4-audio next writes to it",
                      ["path": journal])
        case .noMovesOnInput:
            return tr("no moves on standard input, so no game was played (when standard input is not a terminal, play reads one move a line: a column 1-7, u, h or q)")
        case .noSpeechInScriptedPlay:
            return tr("no speech: standard input is not a terminal, so this is scripted play, which writes its lines only (speech is for the screen-reader mode at a terminal)")
        case .keptUnfinished(let ids):
            guard let last = ids.last else { return "" }
            let kept = trn("Game {list} is kept, unfinished", "Games {list} are kept, unfinished", ids.count,
                           ["list": ids.map(String.init).joined(separator: ", ")])
            return Self.sentence(kept, frontEnd.advice(.resumeKept(last, among: ids.count)))
        case .unfinishedGame(let game, let count):
            return Self.unfinished(game, count: count, in: frontEnd) + "."
        case .offerKeys(let id):
            return tr("r or Enter: go on with it   n: a new game (game {id} stays kept)   q or Esc: quit", ["id": id])
        case .offerLines(let id):
            return tr("Type r (or just Enter) to go on with it, n for a new game (game {id} stays kept), or q to quit.", ["id": id])
        case .offerNotUnderstood(let text):
            return tr("'{text}' is not r, n or q.", ["text": text])
        case .newGameBesideKept(let game, let count):
            let stays = (frontEnd.advice(.resumeKept(game.id, among: 1)).map { tr("It stays kept; {advice}", ["advice": $0]) } ?? tr("It stays kept")) + "."
            return Self.unfinished(game, count: count, in: frontEnd) + ". " + stays
        }
    }

    /// "Game 3 is unfinished: You against Bot hard, 4 moves (1 more unfinished: c4-audio history)", no stop.
    static func unfinished(_ game: StoredGame, count: Int, in frontEnd: FrontEnd) -> String {
        let moves = game.game.moves.count
        var text = trn("Game {id} is unfinished: {first} against {second}, {count} move", "Game {id} is unfinished: {first} against {second}, {count} moves",
                       moves, ["id": game.id, "first": game.players.first.shownName, "second": game.players.second.shownName])
        if count > 1 {
            let more = trn("{count} more unfinished", "{count} more unfinished", count - 1)
            text += " (" + (frontEnd.advice(.listGames).map { "\(more): \($0)" } ?? more) + ")"
        }
        return text
    }

    /// `text`, then the front end's advice after a colon when it has some, as one sentence.
    static func sentence(_ text: String, _ advice: String?) -> String {
        (advice.map { "\(text): \($0)" } ?? text) + "."
    }
}

extension SessionLine {
    /// "You played 4. Bot easy played 2.", "move 7: red, column 4, row 2, G".
    public var words: String {
        switch self {
        case .played(let pieces):
            // Past tense: no verb that agrees with the name (a name, "You" included, never picks the grammar).
            return pieces.map { tr("{name} played {column}.", ["name": Seat.shownName($0.name), "column": $0.column]) }
                .joined(separator: " ")
        case .soFar(let pieces):
            let moves = pieces.map { tr("{name} in {column}", ["name": Seat.shownName($0.name), "column": $0.column]) }
            return tr("The game so far: {moves}.", ["moves": moves.joined(separator: ", ")])
        case .hints(let hints):
            let list = hints.enumerated().map { "\($0.offset + 1) \($0.element.words)" }.joined(separator: ", ")
            return tr("Hints: {list}", ["list": list])
        case .hintsAfterTheEnd:
            return tr("Hints: the game is over.")
        case .music(let music):
            return tr("Music: {music}", ["music": music])
        case .replayMove(let number, let colour, let column, let row, let note):
            return tr("move {number}: {colour}, column {column}, row {row}, {note}",
                      ["number": number, "colour": colour.words, "column": column, "row": row, "note": note.description.prefix(1)])
        case .replayResult(let winner, let over, let moves, let ending):
            let result: String
            if let winner {
                result = tr("result: {colour} wins with move {number}", ["colour": winner.words, "number": moves])
            } else if over {
                result = tr("result: draw after {count} moves", ["count": moves])
            } else {
                result = trn("result: unfinished after {count} move", "result: unfinished after {count} moves", moves)
            }
            return ending.map { tr("{result}, ending {ending}", ["result": result, "ending": $0.words]) } ?? result
        case .demoHeading(let number, let first, let second):
            return tr("game {number}: {first} ({firstColour}) vs {second} ({secondColour})",
                      ["number": number, "first": first.shownName, "firstColour": first.colour.words,
                       "second": second.shownName, "secondColour": second.colour.words])
        case .replayAgain(let moves, let music):
            let command = FrontEnd.current.advice(.replayCommand(moves: moves, music: music)) ?? "\(moves) \(music)"
            return tr("replay: {command}", ["command": command])
        case .rendered(let path, let seconds, let channels, let rate, let music):
            let layout = channels == 2 ? tr("stereo") : tr("mono")
            return tr("{path}: {seconds} s, {layout}, {rate} Hz, music {music}",
                      ["path": path, "seconds": Self.milliseconds(seconds), "layout": layout, "rate": rate, "music": music])
        case .renderedMIDI(let path, let notes, let ending, let music):
            let values: [String: any CustomStringConvertible] = ["path": path, "music": music]
            guard let ending else {
                return trn("{path}: Standard MIDI File, {count} note, music {music}", "{path}: Standard MIDI File, {count} notes, music {music}", notes, values)
            }
            return trn("{path}: Standard MIDI File, {count} note and the {ending} ending, music {music}",
                       "{path}: Standard MIDI File, {count} notes and the {ending} ending, music {music}", notes,
                       values.merging(["ending": ending.words.lowercased()]) { $1 })
        }
    }

    /// Seconds to the millisecond: "12.345".
    static func milliseconds(_ seconds: Double) -> String {
        let total = Int((seconds * 1000).rounded())
        let fraction = String(total % 1000)
        return "\(total / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
