import GRDB
import Music

// Importing games: a whole input streamed into one transaction, or games already read (``GameImport``).
//
// A file (or standard input) is recognised by the SHA-256 of its bytes (``ImportedFile``): the same bytes
// imported again store nothing, in any format. Within one input every entry is its own game, so identical
// lines are as many games. A JSON game also carries its own start: one that started at the same moment (to
// the millisecond) with the same moves by the same players as a game stored before the import is the same
// game and is not stored again, so the same game exported into two different files is still one game.
extension HistoryStore {
    /// Reads `input` a chunk at a time and stores its good entries in one transaction: each is read,
    /// given a composed melody when it has none, checked and inserted as it comes, and the input is hashed
    /// as it passes. At its end, an input whose hash is recorded is rolled back whole (``ImportOutcome/alreadyImported(_:)``);
    /// otherwise the transaction commits with the input's record (when it stored a game).
    ///
    /// Memory stays that of one entry and the database's page cache, whatever the input's size.
    /// - Parameters:
    /// A regular file is hashed first (``ImportInput/digestAhead()``): one imported before is recognised
    /// by a read alone, in a fraction of the time, and even while another program holds the database.
    /// - Parameters:
    ///   - limit: how many bad entries are kept in ``ImportSummary/problems``; the rest are counted.
    /// - Returns: what was stored, or why nothing was.
    /// - Throws: a database failure (then nothing is stored).
    public func importGames(from input: inout ImportInput, format: ImportFormat?, defaults: ImportDefaults,
                            composer: inout Composer, reportingAtMost limit: Int = 20) throws(HistoryError) -> ImportOutcome {
        if let sha256 = input.digestAhead(), let earlier = try read({ db in try ImportedFile.find(sha256: sha256, in: db) }) {
            return .alreadyImported(earlier)
        }
        var ended: ImportOutcome?
        var splitter = ImportSplitter(format: format)
        var problems: [ImportProblem] = [], unreported = 0
        let outcome: ImportOutcome
        do {
            outcome = try write { db in
                var writer = try ImportWriter(db)
                func take(_ entry: ImportEntry) throws {
                    do {
                        var game = try GameImport.game(from: entry, format: format, defaults: defaults, composer: &composer)
                        game.players = try Self.checked(game.players)
                        try game.check()
                        // A JSON game carries its own start; the other formats' games start now.
                        let json = if case .element = entry.location { true } else { entry.text.hasPrefix("{") }
                        _ = try writer.add(game, matchingEarlier: json, in: db)
                    } catch let error as HistoryError {
                        if problems.count < limit {
                            problems.append(ImportProblem(location: entry.location, reason: error))
                        } else {
                            unreported += 1
                        }
                    }
                }
                do {
                    try input.forEachChunk { chunk in try splitter.feed(chunk, take) }
                    try splitter.finish(take)
                } catch let stop as ImportStop {
                    ended = .refused(stop)
                    throw stop
                }
                let file = ImportedFile(sha256: input.digest, imported: defaults.now, games: writer.stored)
                if let earlier = try ImportedFile.find(sha256: file.sha256, in: db) {
                    ended = .alreadyImported(earlier)
                    throw RolledBack()
                }
                if writer.stored > 0 { try file.insert(in: db) }
                return .imported(ImportSummary(shape: splitter.shape ?? .lines, stored: writer.stored,
                                               firstID: writer.firstID, lastID: writer.lastID,
                                               alreadyStored: writer.alreadyStored, problems: problems,
                                               unreported: unreported, file: file))
            }
        } catch {
            if let ended { return ended }
            throw error
        }
        if case .imported(let summary) = outcome, summary.stored > 100 { try emptyLog() }
        return outcome
    }

    /// Stores games already read (``GameImport/read(_:format:defaults:composer:)``) in one transaction;
    /// games that break a rule are left out and reported.
    ///
    /// Every game of the list is its own game; one that is the same game as a game stored before the
    /// call (same start to the millisecond, same moves, same players: name, person or bot and its level,
    /// colour, in order) is not stored again and counts no result twice: its stored ID is returned in
    /// `alreadyStored`. No file is recorded. Unfinished games are stored like any other.
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
                problems.append(ImportProblem(location: imported.location, reason: error))
            }
        }
        let (ids, alreadyStored) = try write { db in
            var writer = try ImportWriter(db)
            var ids: [GameID] = [], alreadyStored: [GameID] = []
            for imported in accepted {
                if let id = try writer.add(imported.game, matchingEarlier: true, in: db) {
                    ids.append(id)
                } else if let id = try Self.sameGame(as: imported.game, upTo: writer.lastIDBefore, in: db) {
                    alreadyStored.append(id)
                }
            }
            return (ids, alreadyStored)
        }
        if ids.count > 100 { try emptyLog() }
        let order = Dictionary(games.enumerated().map { ($1.location, $0) }, uniquingKeysWith: { first, _ in first })
        problems.sort { (order[$0.location] ?? -1) < (order[$1.location] ?? -1) }
        return (ids, alreadyStored, problems)
    }

    /// Thrown to roll an import's transaction back (``ImportOutcome/alreadyImported(_:)``).
    private struct RolledBack: Error {}

    /// The ID of a game stored with an ID up to `lastID` that is the same game as `game` (same start,
    /// moves and players), if any.
    static func sameGame(as game: StoredGame, upTo lastID: GameID, in db: Database) throws -> GameID? {
        let row = GameRow(game)
        // A statement kept by the connection: an import asks this of every JSON game.
        return try GameID.fetchOne(db.cachedStatement(sql: """
            SELECT id FROM game WHERE started = ? AND id <= ? AND moves = ?
              AND firstName = ? AND firstKind = ? AND firstLevel IS ? AND firstColour = ?
              AND secondName = ? AND secondKind = ? AND secondLevel IS ? AND secondColour = ?
            """), arguments: [row.started, lastID, row.moves, row.firstName, row.firstKind, row.firstLevel,
                              row.firstColour, row.secondName, row.secondKind, row.secondLevel, row.secondColour])
    }
}
