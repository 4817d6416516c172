import Game
import GameFlow
import History
#if canImport(Glibc)
import Glibc
import SessionFacts
#endif

// The keeper's journal: writes the database could not take at once, kept beside it on the disk
// (``PendingJournal``) and folded into the history once the database is free.
extension StoreKeeper {
    /// Appends `write` of `slot` to the journal (started when needed); on the disk when this returns.
    ///
    /// - Throws: ``SessionError/notSaved(_:)`` naming the game's moves when the journal cannot take it
    ///   (a full disk): the move is then not acknowledged.
    mutating func keep(_ write: Write, for slot: GameSlot) throws {
        let state: PendingEntry.State
        let record: FlowRecord?
        switch write {
        case .save(let saved), .reopen(let saved): (state, record) = (.playing, saved)
        case .finish(let finished): (state, record) = (.finished, finished)
        case .delete:
            // A game never stored nor kept: nothing to take back.
            guard slot.id != nil || slot.isJournalled else { return }
            (state, record) = (.deleted, nil)
        }
        if slot.started == nil { slot.started = .now }
        let started = slot.started ?? .now
        let game = StoredGame(id: slot.id ?? 0, game: record?.game ?? Game(), music: record?.music ?? .empty,
                              players: record?.seats ?? slot.seats ?? Self.anyone, started: started,
                              finished: state == .finished ? max(.now, started) : nil, hinted: record?.hinted ?? false)
        do {
            if journal == nil { journal = try PendingJournal(databasePath: store.path) }
            try journal?.append(PendingEntry(slot: slot.number, id: slot.id, state: state, game: game))
        } catch {
            let moves = record.map { MoveRecord.encode($0.game) } ?? ""
            throw SessionError.notSaved(moves: moves, cause: error)
        }
        slot.isJournalled = true
        if state == .deleted { slot.id = nil }
    }

    /// Folds the journal into the history when the database takes it; else it stays, safe, for later.
    mutating func foldJournal() {
        guard let journal else { return }
        let inserted: [Int: FoldedGame]
        do {
            inserted = try store.fold(journal, claimingNew: true)
        } catch {
            // Busy (or failing): the writes stay on the disk, folded by a later try or the next start.
            if case .busy(let who) = error { holder = who }
            return
        }
        for slot in setAsideSlots + [current] + [lastFinished].compactMap(\.self) {
            if let game = inserted[slot.number], slot.id == nil {
                slot.id = game.id
                slot.claim = game.claim
            }
            slot.isJournalled = false
        }
        self.journal = nil
        // A game reopened while its undo waited in the journal is unfinished again now: this session's.
        if let id = current.id, current.claim == nil { current.claim = try? store.claim(id) }
        letGoOfIdleGames()
    }

    /// Tries to fold the journal until it is folded or `seconds` have passed (at least once).
    ///
    /// - Returns: nil when every write is in the history; else a note saying where the writes wait.
    public mutating func flush(waiting seconds: Double) -> SessionNotice? {
        let clock = ContinuousClock()
        let end = clock.now + .milliseconds(Int(seconds * 1000))
        while journal != nil {
            foldJournal()
            if journal == nil || clock.now >= end { break }
            clock.sleepSynchronously(.milliseconds(50))
        }
        guard let journal else { return nil }
        return .movesWaitBeside(journal: journal.path)
    }

    /// Seats for a deleted game's entry when the slot saw no record (never happens: a game is deleted
    /// after a move was saved); any valid pair.
    static var anyone: Seats {
        Seats(first: Seat(kind: .human, name: Seat.defaultPersonName, colour: .red),
              second: Seat(kind: .bot(.easy), name: Seat.botName(level: .easy), colour: .yellow))
    }
}
