import GRDB

// Importing games read by ``GameImport``.
extension HistoryStore {
    /// Stores imported games in one transaction; games that break a rule are left out and reported.
    ///
    /// Importing is idempotent: a game is the same game as a stored one when both started at the same
    /// moment (to the millisecond) with the same moves by the same players (name, person or bot and its
    /// level, colour, in order). Such a game is not stored again and counts no result twice; its stored
    /// ID is returned in `alreadyStored`. Unfinished games are stored like any other (any number may be).
    /// Finished games add their players' results.
    /// - Returns: the IDs of the stored games, those of games that were already stored, and the problems
    ///   of those left out, in input order.
    /// - Throws: a database failure (then nothing is stored).
    public func importGames(_ games: [ImportedGame]) throws(HistoryError)
        -> (ids: [GameID], alreadyStored: [GameID], problems: [ImportProblem]) {
        var accepted: [ImportedGame] = []
        var problems: [ImportProblem] = []
        for imported in games {
            do {
                var game = imported.game
                game.players = try Self.checked(game.players)
                try game.check()
                accepted.append(ImportedGame(location: imported.location, game: game))
            } catch {
                problems.append(ImportProblem(location: imported.location, reason: error.description))
            }
        }
        let (ids, alreadyStored) = try write { db in
            var ids: [GameID] = [], alreadyStored: [GameID] = []
            for imported in accepted {
                if let id = try Self.sameGame(as: imported.game, in: db) {
                    alreadyStored.append(id)
                    continue
                }
                ids.append(try Self.insert(imported.game, in: db))
            }
            return (ids, alreadyStored)
        }
        if ids.count > 100 { try emptyLog() }
        let order = Dictionary(uniqueKeysWithValues: games.enumerated().map { ($1.location, $0) })
        problems.sort { (order[$0.location] ?? -1) < (order[$1.location] ?? -1) }
        return (ids, alreadyStored, problems)
    }

    /// The ID of a stored game that is the same game as `game` (same start, moves and players), if any.
    static func sameGame(as game: StoredGame, in db: Database) throws -> GameID? {
        let row = GameRow(game)
        return try GameRow.filter(Column("started") == row.started && Column("moves") == row.moves
                                  && Column("firstName") == row.firstName && Column("firstKind") == row.firstKind
                                  && Column("firstLevel") == row.firstLevel && Column("firstColour") == row.firstColour
                                  && Column("secondName") == row.secondName && Column("secondKind") == row.secondKind
                                  && Column("secondLevel") == row.secondLevel && Column("secondColour") == row.secondColour)
            .fetchOne(db)?.id
    }
}
