import Game
import GameFlow
import History

/// The history store behind the game: the session's game saved after every move and undo, filed
/// as finished at the end (with the players' results). A game left for a new one, or by quitting, stays
/// stored and unfinished, to be resumed; only a game taken back to its first move is deleted. The
/// keeper claims the game it plays (``GameClaim``), so no other session can play it meanwhile.
///
/// A busy database delays a write, never loses it: a write the database refuses as busy (another
/// program held it past the busy timeout) waits in order, in memory, with ``notice`` saying so, and
/// goes through with the next write or ``flush(waiting:)``. Saves of one game coalesce (each holds the
/// whole game), so what waits is at most one save per game.
public struct StoreKeeper: GameKeeper {
    let store: HistoryStore
    /// The game this session plays now; stored at its first move.
    private var current = GameSlot()
    /// The writes waiting for the database, oldest first.
    private var queue: [(slot: GameSlot, write: Write)] = []
    /// The games this session left unfinished for new ones, oldest first.
    private var setAsideSlots: [GameSlot] = []
    /// The game finished last, while it may still be reopened by an undo.
    private var lastFinished: GameSlot?

    /// One game of the session: its ID once stored, and the claim that keeps it from other sessions.
    final class GameSlot {
        var id: GameID?
        var claim: GameClaim?
        var moves = ""
        init(id: GameID? = nil, claim: GameClaim? = nil) { self.id = id; self.claim = claim }
    }

    enum Write { case save(FlowRecord), finish(FlowRecord), reopen(FlowRecord), delete }

    /// How long a save waits for another program's write before it waits in memory instead, in
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
        current = GameSlot(id: held.game.id, claim: held.claim)
    }

    /// The session's game's ID once stored.
    var currentID: GameID? { current.id }

    /// What the screen says while writes wait for a busy database; nil when all is saved.
    public private(set) var notice: String?

    public mutating func save(_ record: FlowRecord) throws {
        enqueue(current, .save(record))
        try drain()
    }

    public mutating func finish(_ record: FlowRecord) throws {
        enqueue(current, .finish(record))
        lastFinished = current
        current = GameSlot()
        try drain()
    }

    public mutating func reopen(_ record: FlowRecord) throws {
        guard let finished = lastFinished else { return }
        lastFinished = nil
        current = finished
        enqueue(current, .reopen(record))
        try drain()
    }

    /// The game was taken back to its first move: nothing worth keeping, so it is deleted.
    public mutating func abandon() throws {
        enqueue(current, .delete)
        current = GameSlot()
        try drain()
    }

    /// The session leaves its game for a new one: it stays stored, unfinished and resumable.
    public mutating func setAside() throws {
        if current.id != nil || queue.contains(where: { $0.slot === current }) { setAsideSlots.append(current) }
        current = GameSlot()
        try drain()
    }

    public var keptGameIDs: [GameID] {
        (setAsideSlots + [current]).compactMap(\.id)
    }

    /// Tries the waiting writes until they are all done or `seconds` have passed.
    ///
    /// - Throws: ``SessionError/notSaved(_:)`` naming what could not be saved (the moves of each game), when the
    ///   database stayed busy.
    public mutating func flush(waiting seconds: Double) throws {
        let clock = ContinuousClock()
        let end = clock.now + .milliseconds(Int(seconds * 1000))
        while !queue.isEmpty {
            try drain()
            if queue.isEmpty || clock.now >= end { break }
        }
        guard queue.isEmpty else {
            let games = Set(queue.map { ObjectIdentifier($0.slot) }).count
            let unsaved = queue.compactMap { item -> String? in
                switch item.write {
                case .save(let record), .finish(let record), .reopen(let record): return MoveRecord.encode(record.game)
                case .delete: return nil
                }
            }
            throw SessionError.notSaved("the history database stayed busy: \(games) game\(games == 1 ? " was" : "s were") not saved "
                          + "(moves \(unsaved.joined(separator: ", "))); echo MOVES | c4-audio history import adds one")
        }
    }

    /// Adds a write, coalescing it with a waiting save of the same game (each save holds the whole game).
    private mutating func enqueue(_ slot: GameSlot, _ write: Write) {
        if let last = queue.last, last.slot === slot, case .save = last.write { queue.removeLast() }
        queue.append((slot, write))
    }

    /// Carries out the waiting writes in order until the database is busy.
    private mutating func drain() throws {
        while let (slot, write) = queue.first {
            do {
                try perform(write, for: slot)
            } catch HistoryError.busy {
                notice = "Saving waits: the history database is busy (another program holds it); your moves are kept."
                return
            }
            queue.removeFirst()
            // A game this session no longer plays is let go once its writes are done.
            if slot !== current && !queue.contains(where: { $0.slot === slot }) { slot.claim = nil }
        }
        notice = nil
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
        return held.game.id
    }
}
