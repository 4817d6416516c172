import Game
import GRDB
import Music

extension HistoryStore {
    /// Makes a finished game unfinished again (an undo after its end): its moves and melody become
    /// those given, its end time and winner are cleared, and both players' results for it are taken
    /// back, in one transaction. The caller then claims it (``claimUnfinishedGame(id:)``) to go on.
    ///
    /// - Parameters:
    ///   - game: the game after the undo; still going.
    ///   - music: one note per piece, no ending.
    ///   - hinted: whether hints were asked for in it.
    ///   - id: the finished game's ID.
    /// - Throws: ``HistoryError/invalid(_:)`` when `id` is not a finished game or `game` is over, or a
    ///   database failure.
    public func reopenGame(_ game: Game, music: MusicString, hinted: Bool = false, id: GameID) throws(HistoryError) {
        guard !game.outcome.isOver else {
            throw .invalid(.reopenedOver(id))
        }
        try write { db in
            guard let row = try GameRow.fetchOne(db, key: id) else { throw HistoryError.invalid(.reopenedMissing(id)) }
            var stored = try row.storedGame()
            guard stored.isFinished else { throw HistoryError.invalid(.reopenedUnfinished(id)) }
            for player in Player.allCases {
                try PlayerRow.takeBack(PlayerResult(of: stored, for: player), hinted: stored.hinted,
                                       for: stored.players[player].name, in: db)
            }
            stored.game = game
            stored.music = music
            stored.finished = nil
            stored.hinted = hinted
            try stored.check()
            try GameRow(stored).update(db)
        }
    }
}
