import Foundation
import Game
import GRDB

/// A game a fold inserted for a session's journal: its new ID, and the claim on it when asked for.
public struct FoldedGame: Sendable {
    /// The new game's ID.
    public let id: GameID
    /// The session's hold on it (unfinished games of a fold that claims them), else nil.
    public let claim: GameClaim?
}

// Folding journals (``PendingJournal``) into the history, each exactly once.
//
// A journal is folded in one transaction that also records its name in the table `foldedJournal`: a
// process killed before the commit leaves the history as it was and the journal in place (folded by the
// next start), one killed between the commit and the removal of the file leaves a journal that the next
// fold recognises by its name and only removes. A game's last entry holds its whole state, so the fold
// puts that state (moves, music, hints, end) over the row, taking back the players' results the row had
// counted as finished and adding those of the new state when it is finished; a game the database did not
// hold yet is inserted. Names of journals whose files are gone are dropped from the table in a later fold.
extension HistoryStore {
    /// Folds the journals of sessions that are gone (``PendingJournal/abandoned(databasePath:)``); every
    /// start that opens the database for writing calls it.
    ///
    /// - Returns: the IDs of games named by journals it could not fold (the database busy): not to be
    ///   played until they are.
    /// - Throws: nothing for a busy database (the journals stay, safe, for the next start); other failures.
    @discardableResult
    public func foldPendingWrites() throws(HistoryError) -> Set<GameID> {
        var waiting: Set<GameID> = []
        for journal in PendingJournal.abandoned(databasePath: path).journals {
            do {
                _ = try fold(journal, claimingNew: false)
            } catch .busy {
                let text = (try? journal.contents()) ?? ""
                waiting.formUnion(PendingEntry.latest(in: text[...]).values.compactMap(\.id))
            }
        }
        return waiting
    }

    /// Folds `journal` into the history in one transaction, then removes its file.
    ///
    /// - Parameters:
    ///   - journal: a journal this process holds (its own, or one ``foldPendingWrites()`` found).
    ///   - claimingNew: whether to claim the unfinished games it inserts (a session folding its own).
    /// - Returns: the games inserted, by the journal's slot numbers.
    /// - Throws: ``HistoryError/busy(_:)`` when the database is still busy (nothing changed), or another
    ///   failure; a journal of another format is left as it is.
    public func fold(_ journal: PendingJournal, claimingNew: Bool) throws(HistoryError) -> [Int: FoldedGame] {
        let text = try journal.contents()
        guard text.hasPrefix(PendingJournal.header) else { return [:] }
        let entries = PendingEntry.latest(in: text[...]).values.sorted { $0.slot < $1.slot }
        let folder = PendingJournal.folder(of: path), path = path
        let inserted = try write { db -> [Int: FoldedGame] in
            for name in try String.fetchAll(db, sql: "SELECT name FROM foldedJournal") where access(folder + "/" + name, F_OK) != 0 {
                try db.execute(sql: "DELETE FROM foldedJournal WHERE name = ?", arguments: [name])
            }
            if try Bool.fetchOne(db, sql: "SELECT 1 FROM foldedJournal WHERE name = ?", arguments: [journal.name]) == true {
                return [:]
            }
            var inserted: [Int: FoldedGame] = [:]
            for entry in entries {
                // Each game in a savepoint, so that one that cannot go in leaves no half of itself.
                do {
                    try db.inSavepoint {
                        if let id = entry.id {
                            try Self.put(entry, id: id, in: db)
                        } else if entry.state != .deleted {
                            var game = entry.game
                            game.players = try Self.checked(game.players)
                            try game.check()
                            let id = try Self.insert(game, in: db)
                            let claim = claimingNew && !game.isFinished ? try GameClaim(id: id, databasePath: path) : nil
                            inserted[entry.slot] = FoldedGame(id: id, claim: claim)
                        }
                        return .commit
                    }
                } catch let error as HistoryError where error.isAboutTheGame {
                    // A state this version cannot store (a damaged row or line): the others still go in.
                    continue
                }
            }
            try db.execute(sql: "INSERT INTO foldedJournal (name) VALUES (?)", arguments: [journal.name])
            return inserted
        }
        journal.remove()
        return inserted
    }

    /// Puts `entry`'s state over game `id` (gone: nothing to do), results taken back and added as it changes.
    private static func put(_ entry: PendingEntry, id: GameID, in db: Database) throws {
        guard let row = try GameRow.fetchOne(db, key: id) else { return }
        var stored = try row.storedGame()
        if entry.state == .deleted {
            try GameRow.deleteOne(db, key: id)
            return
        }
        if stored.isFinished {
            for player in Player.allCases {
                try PlayerRow.takeBack(PlayerResult(of: stored, for: player), hinted: stored.hinted,
                                       for: stored.players[player].name, in: db)
            }
        }
        stored.game = entry.game.game
        stored.music = entry.game.music
        stored.hinted = entry.game.hinted
        stored.finished = entry.state == .finished ? max(entry.game.finished ?? stored.started, stored.started) : nil
        try stored.check()
        try GameRow(stored).update(db)
        if stored.isFinished { try recordResults(of: stored, in: db) }
    }
}

extension HistoryError {
    /// Whether the error is about one game's state rather than the database.
    var isAboutTheGame: Bool {
        switch self {
        case .invalid, .damagedGame, .notCurrent, .noSuchGame: true
        default: false
        }
    }
}
