import Game
import Music

extension GameFlow {
    /// `u`: takes back the person's last move and the bot's reply to it (one move between two
    /// people; just the person's move while the bot is still thinking about it). After the end of a
    /// game too: the game goes on, stored as unfinished again, its result taken back.
    mutating func undo(at now: FlowTime) -> [FlowEffect] {
        // Back to the last position where a person was to move, at least one move back.
        var count = 0
        repeat {
            count += 1
        } while count < game.moves.count && !seats[Player.playing(moveIndex: game.moves.count - count)].isHuman
        let target = game.moves.count - count
        guard count <= game.moves.count, seats[Player.playing(moveIndex: target)].isHuman else {
            message = .nothingToUndo
            return []
        }
        let wasOver = game.outcome.isOver
        if wasOver { score.uncount(game.outcome, seats: seats) }
        game = try! Game(columns: game.moves.prefix(target))
        music = target == 0 ? .empty : try! MusicString(notes: Array(music.notes.prefix(target)))
        clearTurnState()
        prompt = nil
        endingDue = nil
        message = .tookBack(count: count, reopened: wasOver)
        var effects: [FlowEffect] = [.stopSound]
        if wasOver { effects.append(.reopen(record)) }
        effects.append(target == 0 ? .abandon : .save(record))
        return effects + requestHintsIfWanted()
    }
}
