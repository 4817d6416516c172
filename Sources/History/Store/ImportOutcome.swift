import GRDB

/// What an import stored and what it left out (``HistoryStore/importGames(from:format:defaults:composer:reportingAtMost:)``).
public struct ImportSummary: Hashable, Sendable {
    /// How the input was laid out: lines, or one JSON array.
    public var shape: ImportShape
    /// How many games were stored.
    public var stored = 0
    /// The first and last new IDs (nil when none was stored).
    public var firstID: GameID?, lastID: GameID?
    /// JSON games left out as the same game as one stored before this import (same start, moves, players).
    public var alreadyStored = 0
    /// The first bad entries, in input order (at most the limit asked for).
    public var problems: [ImportProblem] = []
    /// How many bad entries there were after those.
    public var unreported = 0
    /// The record of the input (stored only when a game was).
    public var file: ImportedFile

    /// How many entries were bad in all.
    public var bad: Int { problems.count + unreported }
}

/// How an import of a whole input ended.
public enum ImportOutcome: Hashable, Sendable {
    /// The good entries were stored (possibly none), in one transaction.
    case imported(ImportSummary)
    /// The same bytes were imported before (the earlier record): nothing was stored.
    case alreadyImported(ImportedFile)
    /// The input was refused as a whole: nothing was stored.
    case refused(ImportStop)
}

/// Stores imported games one at a time inside an import's transaction, and counts.
struct ImportWriter {
    /// The largest game ID before the import: only games up to it can be the same as an imported one,
    /// so that every entry of one input is its own game.
    let lastIDBefore: GameID
    /// The new IDs in order.
    private(set) var firstID: GameID?, lastID: GameID?
    private(set) var stored = 0, alreadyStored = 0
    /// The hashes of the starts of the games up to ``lastIDBefore``, read at the first JSON game: a game
    /// whose start is not among them is no earlier game and is not looked up (a sixth of an import's time).
    private var earlierStarts: Set<Int>?

    /// A writer for the transaction of `db`.
    init(_ db: Database) throws {
        lastIDBefore = try GameID.fetchOne(db, sql: "SELECT MAX(id) FROM game") ?? 0
    }

    /// Stores `game` (checked), unless `matchingEarlier` and it is the same game as one stored before the
    /// import.
    /// - Returns: its new ID, or nil when it was stored before.
    mutating func add(_ game: StoredGame, matchingEarlier: Bool, in db: Database) throws -> GameID? {
        if matchingEarlier, try mayBeEarlier(game, in: db),
           try HistoryStore.sameGame(as: game, upTo: lastIDBefore, in: db) != nil {
            alreadyStored += 1
            return nil
        }
        let id = try HistoryStore.insert(game, in: db)
        if firstID == nil { firstID = id }
        lastID = id
        stored += 1
        return id
    }

    /// Whether a game stored before the import started when `game` did (or, rarely, at a time of the same hash).
    private mutating func mayBeEarlier(_ game: StoredGame, in db: Database) throws -> Bool {
        if earlierStarts == nil {
            var starts = Set<Int>()
            // Values, not strings: a row edited by hand may hold anything there.
            let cursor = try DatabaseValue.fetchCursor(db, sql: "SELECT started FROM game WHERE id <= ?",
                                                        arguments: [lastIDBefore])
            while let started = try cursor.next() { starts.insert(started.hashValue) }
            earlierStarts = starts
        }
        return earlierStarts?.contains(game.started.iso8601.databaseValue.hashValue) ?? true
    }
}
