import Game
import GameFlow
import History

/// The history store behind the game: the session's game saved after every move and undo, filed
/// as finished at the end (with the players' results). A game left for a new one, or by quitting, stays
/// stored and unfinished, to be resumed; only a game taken back to its first move is deleted. The
/// keeper claims the game it plays (``GameClaim``), so no other session can play it meanwhile.
struct StoreKeeper: GameKeeper {
    let store: HistoryStore
    /// The session's game once stored; a fresh game is stored at its first move.
    private(set) var currentID: GameID?
    private var claim: GameClaim?

    /// A keeper starting fresh: the game is stored (and claimed) at its first move.
    init(store: HistoryStore) {
        self.store = store
    }

    /// A keeper going on with unfinished game `id`, claimed for this session.
    ///
    /// - Throws: ``HistoryError/gameInUse(_:)`` when another session has it open.
    init(store: HistoryStore, resuming id: GameID) throws {
        self.store = store
        claim = try store.claim(id)
        currentID = id
    }

    mutating func save(_ record: FlowRecord) throws {
        let id = try currentGame(for: record)
        try store.saveMove(record.game, music: record.music, id: id)
    }

    mutating func finish(_ record: FlowRecord) throws {
        let id = try currentGame(for: record)
        try store.finishGame(record.game, music: record.music, id: id)
        release()
    }

    /// The game was taken back to its first move: nothing worth keeping, so it is deleted.
    mutating func abandon() throws {
        if let id = currentID { try store.deleteGame(id: id) }
        release()
    }

    /// The session leaves its game for a new one: it stays stored, unfinished and resumable.
    mutating func setAside() throws {
        if let id = currentID { setAsideIDs.append(id) }
        release()
    }

    /// The games this session left unfinished for new ones, oldest first.
    private(set) var setAsideIDs: [GameID] = []

    var keptGameIDs: [GameID] { setAsideIDs + (currentID.map { [$0] } ?? []) }

    private mutating func release() {
        currentID = nil
        claim = nil
    }

    /// The ID of the session's stored game, starting (and claiming) one when needed.
    private mutating func currentGame(for record: FlowRecord) throws -> GameID {
        if let currentID { return currentID }
        let stored = try store.startGame(players: Players(record.seats))
        claim = try store.claim(stored.id)
        currentID = stored.id
        return stored.id
    }
}

extension Players {
    /// The store's form of the flow's seats.
    init(_ seats: Seats) {
        func side(_ seat: Seat) -> Side {
            Side(name: seat.name, kind: seat.botLevel.map { .bot($0) } ?? .human, colour: seat.colour)
        }
        self.init(first: side(seats.first), second: side(seats.second))
    }
}

extension Seats {
    /// The flow's form of the store's players (a bot of unknown level plays `medium`).
    init(_ players: Players) {
        func seat(_ side: Side) -> Seat {
            Seat(kind: side.kind.isHuman ? .human : .bot(side.kind.level ?? .medium), name: side.name, colour: side.colour)
        }
        self.init(first: seat(players.first), second: seat(players.second))
    }
}
