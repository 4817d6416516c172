import GRDB

// Importing games read by ``GameImport``.
extension HistoryStore {
    /// Stores imported games in one transaction; games that break a rule are left out and reported.
    ///
    /// At most one unfinished game is stored, and only when there is no current game; the
    /// other unfinished games are reported. Finished games add their players' results.
    /// - Returns: the IDs of the stored games, and the problems of those left out, in input order.
    /// - Throws: a database failure (then nothing is stored).
    public func importGames(_ games: [ImportedGame]) throws(HistoryError) -> (ids: [GameID], problems: [ImportProblem]) {
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
        let (ids, late) = try write { db in
            var current = try GameRow.filter(Column("finished") == nil).fetchOne(db)?.id
            var ids: [GameID] = []
            var late: [ImportProblem] = []
            for imported in accepted {
                if !imported.game.isFinished, let current {
                    late.append(ImportProblem(location: imported.location,
                                              reason: "an unfinished game, but game \(current) is already the current game (only one may be unfinished)"))
                    continue
                }
                let id = try Self.insert(imported.game, in: db)
                if !imported.game.isFinished { current = id }
                ids.append(id)
            }
            return (ids, late)
        }
        if ids.count > 100 { try emptyLog() }
        problems += late
        let order = Dictionary(uniqueKeysWithValues: games.enumerated().map { ($1.location, $0) })
        problems.sort { (order[$0.location] ?? -1) < (order[$1.location] ?? -1) }
        return (ids, problems)
    }
}
