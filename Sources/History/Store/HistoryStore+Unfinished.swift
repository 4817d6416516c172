import Game
import GRDB
import Music

// Unfinished games: started, saved after every move, undone, finished. Any number may be unfinished at
// once, and none is ever deleted to make room for another (only `history delete` / `clear` delete).
// Each call is one transaction: killed at any moment, the store holds the game as it was before or
// after the call. A session claims the game it plays (``GameClaim``), so two never play the same one.
extension HistoryStore {
    /// Starts a new unfinished game with no pieces yet; other unfinished games stay as they are.
    ///
    /// - Parameters:
    ///   - players: both sides (names are trimmed and checked; the colours must differ).
    ///   - started: when the game starts.
    /// - Returns: the new game, with its ID.
    /// - Throws: ``HistoryError/invalid(_:)``, or a database failure.
    @discardableResult
    public func startGame(players: Seats, at started: Timestamp = .now) throws(HistoryError) -> StoredGame {
        var stored = StoredGame(id: 0, game: Game(), music: .empty, players: try Self.checked(players),
                                started: started, finished: nil)
        try stored.check()
        let row = try write { db in
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
    ///   - hinted: whether hints were asked for in it so far.
    ///   - id: the current game's ID.
    /// - Throws: ``HistoryError/notCurrent(_:)`` when `id` is not the current game,
    ///   ``HistoryError/invalid(_:)`` when the game is over or the music does not fit it.
    public func saveMove(_ game: Game, music: MusicString, hinted: Bool = false, id: GameID) throws(HistoryError) {
        guard !game.outcome.isOver else {
            throw .invalid(.overAfterMove(moves: game.moves.count))
        }
        try rewriteCurrent(id: id) { stored in
            stored.game = game
            stored.music = music
            stored.hinted = hinted
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
    ///   - hinted: whether hints were asked for in it.
    ///   - id: the current game's ID.
    ///   - finished: when it ended.
    /// - Returns: the finished game.
    /// - Throws: ``HistoryError/notCurrent(_:)``, ``HistoryError/invalid(_:)``, or a database failure.
    @discardableResult
    public func finishGame(_ game: Game, music: MusicString, hinted: Bool = false, id: GameID,
                           at finished: Timestamp = .now) throws(HistoryError) -> StoredGame {
        guard game.outcome.isOver else {
            throw .invalid(.stillGoing(moves: game.moves.count))
        }
        return try rewriteCurrent(id: id, recordingResults: true) { stored in
            stored.game = game
            stored.music = music
            stored.hinted = hinted
            stored.finished = max(finished, stored.started)
        }
    }

    /// The IDs of the unfinished games, newest first.
    ///
    /// - Throws: a database failure.
    public func unfinishedGameIDs() throws(HistoryError) -> [GameID] {
        try read { db in
            try GameID.fetchAll(db, sql: "SELECT id FROM game WHERE finished IS NULL ORDER BY id DESC")
        }
    }

    /// The newest unfinished game, whoever has it open; nil when every game is finished.
    ///
    /// - Throws: ``HistoryError/damagedGame(_:reason:)`` or a database failure.
    public func newestUnfinishedGame() throws(HistoryError) -> StoredGame? {
        guard let id = try unfinishedGameIDs().first else { return nil }
        return try game(id: id)
    }

    /// Reads the unfinished game `id`, changes it, checks it and writes it back, in one transaction;
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
            try PlayerRow.record(PlayerResult(of: stored, for: player), hinted: stored.hinted,
                                 for: stored.players[player].name, in: db)
        }
    }

    /// Both sides with a person's name trimmed and checked, and a bot's name ``Seat/botName(level:)``.
    static func checked(_ players: Seats) throws(HistoryError) -> Seats {
        var result = players
        for player in [Player.first, .second] {
            if players[player].kind.isHuman {
                result[player].name = try Seat.checkedName(players[player].name)
            } else {
                result[player].name = Seat.botName(level: players[player].kind.level)
            }
        }
        return result
    }
}
