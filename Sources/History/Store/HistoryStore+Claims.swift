import Game
import GRDB

/// An unfinished game a session holds: its state as read once the claim was taken.
public struct ClaimedGame: Sendable {
    /// The game, as stored when it was claimed.
    public let game: StoredGame
    /// The session's hold on it; the game is free again when the last copy of this goes.
    public let claim: GameClaim
}

// Claiming before reading: a session's game is never one that another session changed, finished or
// took between the read and the claim.
extension HistoryStore {
    /// Starts a new unfinished game and claims it in the same transaction, so no other session can
    /// claim it first.
    ///
    /// - Throws: ``HistoryError/invalid(_:)``, or a database failure.
    public func startClaimedGame(players: Seats, at started: Timestamp = .now) throws(HistoryError) -> ClaimedGame {
        var stored = StoredGame(id: 0, game: Game(), music: .empty, players: try Self.checked(players),
                                started: started, finished: nil)
        try stored.check()
        let path = path
        let (id, claim) = try write { db in
            var row = GameRow(stored)
            try row.insert(db)
            let id = row.id ?? 0
            // Taken before the commit makes the row visible: another session sees it claimed.
            return (id, try GameClaim(id: id, databasePath: path))
        }
        stored.id = id
        return ClaimedGame(game: stored, claim: claim)
    }

    /// Claims an unfinished game to go on with, then reads it: `id` when given, else the newest that
    /// no other session has open.
    ///
    /// - Throws: ``HistoryError/noSuchGame(_:)``, ``HistoryError/notCurrent(_:)`` (finished),
    ///   ``HistoryError/gameInUse(_:)`` (given, and open elsewhere), ``HistoryError/noUnfinishedGame(inUse:)``,
    ///   ``HistoryError/damagedGame(_:reason:)`` (given, and damaged) or a database failure.
    /// - Parameters:
    ///   - id: the game to go on with; nil for the newest that no other session has open.
    ///   - damaged: without `id`, called with the error of each damaged game passed over (a damaged
    ///     row never keeps the others from being played).
    public func claimUnfinishedGame(id: GameID? = nil,
                                    damaged: (HistoryError) -> Void = { _ in }) throws(HistoryError) -> ClaimedGame {
        if let id {
            guard !(try game(id: id)).isFinished else { throw .notCurrent(id) }
            let claim = try self.claim(id)
            // Writes a session now gone kept beside the database go in before the game is read.
            if try foldPendingWrites().contains(id) { throw .busy(WritingMark.holder(databasePath: path)) }
            let stored = try game(id: id)
            guard !stored.isFinished else { throw .notCurrent(id) }
            return ClaimedGame(game: stored, claim: claim)
        }
        var inUse: [GameID] = []
        for id in try unfinishedGameIDs() {
            let claim: GameClaim
            do {
                claim = try self.claim(id)
            } catch .gameInUse {
                inUse.append(id)
                continue
            }
            if try foldPendingWrites().contains(id) { continue }
            let stored: StoredGame
            do {
                stored = try game(id: id)
            } catch .damagedGame(let id, let reason) {
                damaged(.damagedGame(id, reason: reason))
                continue
            }
            // Finished by its session between the list and the claim: not one to go on with.
            if !stored.isFinished { return ClaimedGame(game: stored, claim: claim) }
        }
        throw .noUnfinishedGame(inUse: inUse)
    }

    /// Claims unfinished game `id` for this session (see ``GameClaim``); read the game after this.
    ///
    /// - Throws: ``HistoryError/gameInUse(_:)`` when another session has it open.
    public func claim(_ id: GameID) throws(HistoryError) -> GameClaim {
        try GameClaim(id: id, databasePath: path)
    }

    /// Whether another session has unfinished game `id` open.
    public func isClaimed(_ id: GameID) -> Bool {
        GameClaim.isClaimed(id, databasePath: path)
    }
}
