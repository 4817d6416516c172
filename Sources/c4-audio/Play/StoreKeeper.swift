import Game
import GameFlow
import History

/// The history store behind the game: the current game saved after every move and undo, filed
/// as finished at the end (with the players' results), dropped when a new game replaces it.
struct StoreKeeper: GameKeeper {
    let store: HistoryStore
    /// The current game's ID once stored; a fresh game is stored at its first move.
    var currentID: GameID?

    /// A keeper continuing the current game `id` (resume), or starting fresh (nil).
    init(store: HistoryStore, currentID: GameID? = nil) {
        self.store = store
        self.currentID = currentID
    }

    mutating func save(_ record: FlowRecord) throws {
        let id = try currentGame(for: record)
        try store.saveMove(record.game, music: record.music, id: id)
    }

    mutating func finish(_ record: FlowRecord) throws {
        let id = try currentGame(for: record)
        try store.finishGame(record.game, music: record.music, id: id)
        currentID = nil
    }

    mutating func abandon() throws {
        if let id = currentID { try store.deleteGame(id: id) }
        currentID = nil
    }

    /// The ID of the stored current game, starting one (over any older current game) when needed.
    private mutating func currentGame(for record: FlowRecord) throws -> GameID {
        if let currentID { return currentID }
        let stored = try store.startGame(players: Players(record.seats), replacingCurrent: true)
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
