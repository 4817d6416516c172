import FoundationEssentials
import Game
import GRDB
import Music

// Stored games: reading, listing, adding whole games, deleting.
extension HistoryStore {
    /// The game with this ID, finished or current.
    ///
    /// - Throws: ``HistoryError/noSuchGame(_:)``, ``HistoryError/damagedGame(_:reason:)``, or a database failure.
    public func game(id: GameID) throws(HistoryError) -> StoredGame {
        guard let row = try read({ db in try GameRow.fetchOne(db, key: id) }) else { throw .noSuchGame(id) }
        return try row.storedGame()
    }

    /// Games newest first (by start time, then ID), a page at a time; a damaged row is handed to
    /// `damaged` (``HistoryError/damagedGame(_:reason:)``, with its ID) and skipped, never a reason to
    /// hide the others.
    ///
    /// - Parameters:
    ///   - limit: at most this many games; nil for all.
    ///   - offset: how many of the newest games to skip.
    ///   - damaged: called with each damaged row's error; by default the first one is thrown.
    /// - Complexity: O(n) in the games returned (the start-time index orders them).
    public func games(limit: Int? = nil, offset: Int = 0,
                      damaged: (HistoryError) throws(HistoryError) -> Void = { (error: HistoryError) throws(HistoryError) in throw error }) throws(HistoryError) -> [StoredGame] {
        let rows = try read { db in
            try GameRow.order(Column("started").desc, Column("id").desc)
                .limit(limit ?? -1, offset: offset).fetchAll(db)
        }
        var games: [StoredGame] = []
        games.reserveCapacity(rows.count)
        for row in rows {
            do throws(HistoryError) { games.append(try row.storedGame()) } catch { try damaged(error) }
        }
        return games
    }

    /// Calls `body` with each game, newest first, without holding them all in memory (what
    /// `history` does with 10,000 games).
    ///
    /// - Parameters:
    ///   - limit: at most this many games; nil for all.
    ///   - offset: how many of the newest games to skip.
    ///   - damaged: called with the error of each damaged row, which is skipped (by default the
    ///     first one is thrown).
    ///   - body: called once per game, in order; an error it throws stops the walk.
    public func forEachGame(limit: Int? = nil, offset: Int = 0,
                            damaged: (HistoryError) throws -> Void = { throw $0 },
                            _ body: (StoredGame) throws -> Void) throws {
        do {
            try writer.read { db in
                let rows = try GameRow.order(Column("started").desc, Column("id").desc)
                    .limit(limit ?? -1, offset: offset).fetchCursor(db)
                while let row = try rows.next() {
                    let stored: StoredGame
                    do throws(HistoryError) { stored = try row.storedGame() } catch {
                        try damaged(error)
                        continue
                    }
                    try body(stored)
                }
            }
        } catch let error as DatabaseError {
            throw HistoryError.mapping(error, path: path)
        }
    }

    /// How many games are stored, the current one included.
    public func gameCount() throws(HistoryError) -> Int {
        try read { db in try GameRow.fetchCount(db) }
    }

    /// Stores a whole finished game (e.g. a bot-against-bot game) and adds its players' results,
    /// in one transaction.
    ///
    /// - Returns: the game with its new ID.
    /// - Throws: ``HistoryError/invalid(_:)`` when the game is not over or its music does not fit.
    @discardableResult
    public func saveFinishedGame(_ game: Game, music: MusicString, players: Seats,
                                 started: Timestamp, finished: Timestamp = .now) throws(HistoryError) -> StoredGame {
        var stored = StoredGame(id: 0, game: game, music: music, players: try Self.checked(players),
                                started: started, finished: finished)
        try stored.check()
        stored.id = try write { db in try Self.insert(stored, in: db) }
        return stored
    }

    /// Adds games in one transaction: all of them or, on failure, none. Finished games add their
    /// players' results; at most one may be unfinished, and only when no current game exists.
    ///
    /// - Parameter games: the games (their IDs are ignored; each gets a new one).
    /// - Returns: the new IDs, in order.
    /// - Throws: ``HistoryError/invalid(_:)`` naming the game (1-based) that breaks a rule,
    ///   or a database failure.
    @discardableResult
    public func addGames(_ games: [StoredGame]) throws(HistoryError) -> [GameID] {
        var checkedGames: [StoredGame] = []
        for (index, game) in games.enumerated() {
            var copy = game
            do {
                copy.players = try Self.checked(game.players)
                try copy.check()
            } catch {
                throw .invalid(.inBatch(index: index + 1, count: games.count, error))
            }
            checkedGames.append(copy)
        }
        return try write { db in
            try checkedGames.map { game in try Self.insert(game, in: db) }
        }
    }

    /// Deletes one game, unless another session has it open. The players' results it counted stay
    /// (they record what was played).
    ///
    /// The game is claimed (``GameClaim``) for the length of the delete, so no session can open it
    /// in between.
    /// - Parameters:
    ///   - id: the game.
    ///   - held: the caller's own claim on it (a session dropping its game), if it has one.
    /// - Throws: ``HistoryError/gameInUse(_:)`` when another session has it open,
    ///   ``HistoryError/noSuchGame(_:)``, or a database failure.
    public func deleteGame(id: GameID, holding held: GameClaim? = nil) throws(HistoryError) {
        let claim = try held?.id == id ? held : self.claim(id)
        let deleted = try write { db in try GameRow.deleteOne(db, key: id) }
        withExtendedLifetime(claim) {}
        guard deleted else { throw .noSuchGame(id) }
    }

    /// Deletes every game that no other session has open, and every player's results (settings
    /// stay), in one transaction.
    ///
    /// Which games are open is read inside the transaction (``GameClaim``), so a session that opens a
    /// game later finds it gone before its first move rather than after.
    /// - Returns: how many games were deleted, and the IDs of those kept because another session has
    ///   them open (oldest first).
    @discardableResult
    public func deleteAllGames() throws(HistoryError) -> (deleted: Int, kept: [GameID]) {
        let path = path
        let result = try write { db in
            let ids = try GameID.fetchAll(db, sql: "SELECT id FROM game ORDER BY id")
            let kept = GameClaim.claimed(among: ids, databasePath: path)
            _ = try PlayerRow.deleteAll(db)
            if kept.isEmpty { return (try GameRow.deleteAll(db), kept) }
            return (try GameRow.filter(!kept.contains(Column("id"))).deleteAll(db), kept)
        }
        try emptyLog()
        return result
    }

    /// Inserts a checked game, and its players' results when it is finished.
    static func insert(_ game: StoredGame, in db: Database) throws -> GameID {
        var row = GameRow(game)
        try row.insertAsNew(db)
        if game.isFinished { try recordResults(of: game, in: db) }
        return row.id ?? 0
    }
}

// Seats' results.
extension HistoryStore {
    /// Every player's wins, losses and draws, best first: most wins, then fewest losses, then most
    /// draws, then by name.
    ///
    /// - Parameter damaged: called with ``HistoryError/damagedPlayer(name:reason:)`` for each row whose
    ///   results are not counts or whose name is not valid UTF-8 (edited by hand); the row is left out.
    public func standings(damaged: (HistoryError) -> Void = { _ in }) throws(HistoryError) -> [Standing] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM player ORDER BY wins DESC, losses ASC, draws DESC, name ASC").compactMap { (row: Row) -> PlayerRow? in
                if let reason = PlayerRow.damage(in: row) {
                    damaged(.damagedPlayer(name: String(decoding: row.dataNoCopy(named: "name") ?? Data(), as: UTF8.self), reason: reason))
                    return nil
                }
                return PlayerRow(row: row)
            }
        }.map { Standing(name: $0.name, wins: $0.wins, losses: $0.losses, draws: $0.draws,
                         hinted: ($0.hintedWins, $0.hintedLosses, $0.hintedDraws)) }
    }
}
