import Game
import GameFlow
import History
import SessionFacts

/// The history store behind the game: the session's game saved after every move and undo, filed
/// as finished at the end (with the players' results). A game left for a new one, or by quitting, stays
/// stored and unfinished, to be resumed; only a game taken back to its first move is deleted. The
/// keeper claims the game it plays (``GameClaim``), so no other session can play it meanwhile.
///
/// Every write is durable before the move is acknowledged, whatever the database is doing: a write the
/// database refuses as busy (another program held it past ``saveTimeout``) goes to the session's journal
/// beside the database (``PendingJournal``, on the disk when the call returns), and so does every later
/// write until the journal is folded into the history, which the keeper tries at each write and in
/// ``flush(waiting:)`` (and any later start does, if this session ends first, however it ends).
/// ``notice`` says so meanwhile.
public struct StoreKeeper: GameKeeper {
    let store: HistoryStore
    /// The game this session plays now; stored at its first move.
    var current = GameSlot(number: 1)
    /// How many games this session has begun: each gets the next number.
    private var slotsMade = 1
    /// The games this session left unfinished for new ones, oldest first.
    var setAsideSlots: [GameSlot] = []
    /// The game finished last, while it may still be reopened by an undo.
    var lastFinished: GameSlot?
    /// Where the writes go while the database is busy; nil when every write is in the database.
    var journal: PendingJournal?
    /// Who held the database the last time it was busy.
    var holder = BusyHolder.otherProgram

    /// One game of the session: its ID once stored, the claim that keeps it from other sessions, and what
    /// a journal entry needs (its number in the session, players, start).
    final class GameSlot {
        var id: GameID?
        var claim: GameClaim?
        let number: Int
        var started: Timestamp?
        var seats: Seats?
        /// Whether the journal holds a write of it.
        var isJournalled = false
        init(number: Int, id: GameID? = nil, claim: GameClaim? = nil, started: Timestamp? = nil) {
            self.number = number
            self.id = id
            self.claim = claim
            self.started = started
        }
    }

    enum Write { case save(FlowRecord), finish(FlowRecord), reopen(FlowRecord), delete }

    /// How long a save waits for another program's write before it goes to the journal instead, in
    /// seconds: short, so that a busy database holds up the game by a moment, not by seconds.
    static let saveTimeout = 0.25

    /// A keeper starting fresh: the game is stored (and claimed) at its first move.
    public init(store: HistoryStore) {
        self.store = store
        // Setting a connection option takes no lock; should it fail, saves wait the store's default.
        try? store.waitForOtherWriters(atMost: Self.saveTimeout)
    }

    /// A keeper going on with an unfinished game claimed for this session.
    public init(store: HistoryStore, resuming held: ClaimedGame) {
        self.init(store: store)
        current = GameSlot(number: 1, id: held.game.id, claim: held.claim, started: held.game.started)
    }

    /// The session's game's ID once stored.
    var currentID: GameID? { current.id }

    /// What the screen says while writes wait in the journal for a busy database; nil when all is saved.
    public var notice: SessionNotice? {
        journal == nil ? nil : .savingWaits(holder)
    }

    public mutating func save(_ record: FlowRecord) throws {
        try write(.save(record), for: current)
    }

    public mutating func finish(_ record: FlowRecord) throws {
        let slot = current
        lastFinished = current
        current = newSlot()
        try write(.finish(record), for: slot)
    }

    public mutating func reopen(_ record: FlowRecord) throws {
        guard let finished = lastFinished else { return }
        lastFinished = nil
        current = finished
        try write(.reopen(record), for: finished)
    }

    /// The game was taken back to its first move: nothing worth keeping, so it is deleted.
    public mutating func abandon() throws {
        let slot = current
        current = newSlot()
        try write(.delete, for: slot)
    }

    /// The session leaves its game for a new one: it stays stored, unfinished and resumable.
    public mutating func setAside() throws {
        if current.id != nil || current.isJournalled { setAsideSlots.append(current) }
        current = newSlot()
        if journal == nil { letGoOfIdleGames() } else { foldJournal() }
    }

    public var finishedGameID: GameID? { lastFinished?.id }

    public var keptGameIDs: [GameID] {
        (setAsideSlots + [current]).compactMap(\.id)
    }

    /// A slot for the session's next game.
    private mutating func newSlot() -> GameSlot {
        slotsMade += 1
        return GameSlot(number: slotsMade)
    }

    /// Writes to the database, or to the journal when the database is busy or the journal holds earlier writes.
    private mutating func write(_ write: Write, for slot: GameSlot) throws {
        switch write {
        case .save(let record), .finish(let record), .reopen(let record): slot.seats = record.seats
        case .delete: break
        }
        if journal == nil {
            do {
                try perform(write, for: slot)
                letGoOfIdleGames()
                return
            } catch let HistoryError.busy(who) {
                holder = who
            }
            try keep(write, for: slot)
        } else {
            try keep(write, for: slot)
            foldJournal()
        }
    }

    /// Lets go of the games this session no longer plays (their writes are all in the database).
    mutating func letGoOfIdleGames() {
        for slot in setAsideSlots + [lastFinished].compactMap(\.self) where slot !== current { slot.claim = nil }
    }

    private func perform(_ write: Write, for slot: GameSlot) throws {
        switch write {
        case .save(let record):
            try store.saveMove(record.game, music: record.music, hinted: record.hinted, id: try stored(slot, record))
        case .finish(let record):
            try store.finishGame(record.game, music: record.music, hinted: record.hinted, id: try stored(slot, record))
        case .reopen(let record):
            guard let id = slot.id else { return }
            try store.reopenGame(record.game, music: record.music, hinted: record.hinted, id: id)
            slot.claim = try store.claimUnfinishedGame(id: id).claim
        case .delete:
            if let id = slot.id { try store.deleteGame(id: id, holding: slot.claim) }
            slot.id = nil
        }
    }

    /// The ID of `slot`'s stored game, starting (and claiming) one when needed.
    private func stored(_ slot: GameSlot, _ record: FlowRecord) throws -> GameID {
        if let id = slot.id { return id }
        let held = try store.startClaimedGame(players: record.seats)
        slot.id = held.game.id
        slot.claim = held.claim
        slot.started = held.game.started
        return held.game.id
    }
}
