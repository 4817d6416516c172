import Game
import GRDB
import Music

// The current game: started, saved after every move, undone, finished. Each call is one
// transaction: killed at any moment, the store holds the game as it was before or after the call.
extension HistoryStore {
    /// Starts a new current game with no pieces yet.
    ///
    /// - Parameters:
    ///   - players: both sides (names are trimmed and checked; the colours must differ).
    ///   - started: when the game starts.
    ///   - replacingCurrent: whether an unfinished current game is deleted to make room
    ///     (in the same transaction); when false, an existing one is an error.
    /// - Returns: the new game, with its ID.
    /// - Throws: ``HistoryError/currentGameExists(_:)``, ``HistoryError/invalid(_:)``, or a database failure.
    @discardableResult
    public func startGame(players: Players, at started: Timestamp = .now,
                          replacingCurrent: Bool = false) throws(HistoryError) -> StoredGame {
        var stored = StoredGame(id: 0, game: Game(), music: .empty, players: try Self.checked(players),
                                started: started, finished: nil)
        try stored.check()
        let row = try write { db in
            if let current = try GameRow.filter(Column("finished") == nil).fetchOne(db) {
                guard replacingCurrent else { throw HistoryError.currentGameExists(current.id ?? 0) }
                _ = try GameRow.deleteOne(db, key: current.id)
            }
            var row = GameRow(stored)
            try row.insert(db)
            return row
        }
        stored.id = row.id ?? 0
        return stored
    }

    /// Saves the current game after a move (or several): its moves and its melody so far, together.
    ///
    /// - Parameters:
    ///   - game: the game now; still going (a move that ends it goes to ``finishGame(_:music:id:at:)``).
    ///   - music: one note per piece, no ending.
    ///   - id: the current game's ID.
    /// - Throws: ``HistoryError/notCurrent(_:)`` when `id` is not the current game,
    ///   ``HistoryError/invalid(_:)`` when the game is over or the music does not fit it.
    public func saveMove(_ game: Game, music: MusicString, id: GameID) throws(HistoryError) {
        guard !game.outcome.isOver else {
            throw .invalid("the game is over after move \(game.moves.count): finish it instead of saving a move")
        }
        try rewriteCurrent(id: id) { stored in
            stored.game = game
            stored.music = music
        }
    }

    /// Takes back the last `count` moves of the current game (and their notes).
    ///
    /// - Parameters:
    ///   - count: how many moves to remove (more than the game has removes them all).
    ///   - id: the current game's ID.
    /// - Returns: the game as it now stands.
    /// - Throws: ``HistoryError/notCurrent(_:)``, or a database failure.
    @discardableResult
    public func undoMoves(_ count: Int, id: GameID) throws(HistoryError) -> StoredGame {
        precondition(count >= 0, "a negative number of moves to undo")
        return try rewriteCurrent(id: id) { stored in
            let keep = max(0, stored.game.moves.count - count)
            // Replaying a prefix of legal moves cannot fail.
            stored.game = try! Game(columns: stored.game.moves.prefix(keep))
            stored.music = stored.music.prefix(keep)
        }
    }

    /// Finishes the current game: its last moves, its whole melody with the ending, its outcome
    /// and winning cells, its end time, and both players' results, in one transaction.
    ///
    /// - Parameters:
    ///   - game: the game, over (won or drawn).
    ///   - music: one note per piece and the ending the outcome and players call for.
    ///   - id: the current game's ID.
    ///   - finished: when it ended.
    /// - Returns: the finished game.
    /// - Throws: ``HistoryError/notCurrent(_:)``, ``HistoryError/invalid(_:)``, or a database failure.
    @discardableResult
    public func finishGame(_ game: Game, music: MusicString, id: GameID,
                           at finished: Timestamp = .now) throws(HistoryError) -> StoredGame {
        guard game.outcome.isOver else {
            throw .invalid("the game is still going after \(game.moves.count) moves; only a won or drawn game can finish")
        }
        return try rewriteCurrent(id: id, recordingResults: true) { stored in
            stored.game = game
            stored.music = music
            stored.finished = max(finished, stored.started)
        }
    }

    /// The current (unfinished) game, if there is one: its moves, players and music exactly as saved.
    ///
    /// - Throws: ``HistoryError/damagedGame(_:reason:)`` or a database failure.
    public func currentGame() throws(HistoryError) -> StoredGame? {
        try read { db in try GameRow.filter(Column("finished") == nil).fetchOne(db) }?.storedGame()
    }

    /// Reads the current game `id`, changes it, checks it and writes it back, in one transaction;
    /// with `recordingResults`, also adds each side's result to its player's row.
    @discardableResult
    private func rewriteCurrent(id: GameID, recordingResults: Bool = false,
                                _ change: (inout StoredGame) throws -> Void) throws(HistoryError) -> StoredGame {
        try write { db in
            guard let row = try GameRow.fetchOne(db, key: id), row.finished == nil else {
                throw HistoryError.notCurrent(id)
            }
            var stored = try row.storedGame()
            try change(&stored)
            try stored.check()
            try GameRow(stored).update(db)
            if recordingResults { try Self.recordResults(of: stored, in: db) }
            return stored
        }
    }

    /// Adds a finished game's result to both players' rows.
    static func recordResults(of stored: StoredGame, in db: Database) throws {
        for player in Player.allCases {
            let result: PlayerResult = switch stored.game.outcome.winner {
            case nil: .draw
            case player?: .win
            default: .loss
            }
            try PlayerRow.record(result, for: stored.players[player].name, in: db)
        }
    }

    /// Both sides with their names trimmed and checked.
    static func checked(_ players: Players) throws(HistoryError) -> Players {
        var result = players
        result.first.name = try Side.checkedName(players.first.name)
        result.second.name = try Side.checkedName(players.second.name)
        return result
    }
}
