import Game
import GRDB
import Music

/// A row of the `game` table, column for column.
struct GameRow: FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "game"

    var id: Int64?
    var moves: String
    var music: String
    var firstName: String
    var firstKind: String
    var firstLevel: String?
    var firstColour: Int
    var secondName: String
    var secondKind: String
    var secondLevel: String?
    var secondColour: Int
    var winner: String?
    var winningCells: String
    var started: String
    var finished: String?
    var hinted: Bool

    // Reads by position, in the table's column order: this runs for every row `history` lists.
    init(row: Row) {
        id = row[0]
        moves = row[1]
        music = row[2]
        firstName = row[3]
        firstKind = row[4]
        firstLevel = row[5]
        firstColour = row[6]
        secondName = row[7]
        secondKind = row[8]
        secondLevel = row[9]
        secondColour = row[10]
        winner = row[11]
        winningCells = row[12]
        started = row[13]
        finished = row[14]
        hinted = row[15]
    }

    /// The table's columns in order, as ``values`` gives them.
    static let columnNames = ["id", "moves", "music", "firstName", "firstKind", "firstLevel", "firstColour",
                              "secondName", "secondKind", "secondLevel", "secondColour", "winner",
                              "winningCells", "started", "finished", "hinted"]

    /// The row's values in the order of ``columnNames``.
    var values: [(any DatabaseValueConvertible)?] {
        [id, moves, music, firstName, firstKind, firstLevel, firstColour, secondName, secondKind, secondLevel,
         secondColour, winner, winningCells, started, finished, hinted]
    }

    func encode(to container: inout PersistenceContainer) {
        for (name, value) in zip(Self.columnNames, values) { container[name] = value }
    }

    /// Inserts the row as a new game (its ID given by the database) through one statement the connection
    /// keeps: GRDB's record insert rebuilds its statement's arguments by name, a third of an import's time.
    mutating func insertAsNew(_ db: Database) throws {
        try db.cachedStatement(sql: Self.insertSQL).execute(arguments: StatementArguments(values.dropFirst()))
        id = db.lastInsertedRowID
    }

    private static let insertSQL = """
        INSERT INTO game (\(columnNames.dropFirst().joined(separator: ", ")))
        VALUES (\(Array(repeating: "?", count: columnNames.count - 1).joined(separator: ", ")))
        """

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// The row of a game (its ID when positive).
    init(_ stored: StoredGame) {
        id = stored.id > 0 ? stored.id : nil
        moves = MoveRecord.encode(stored.game)
        music = stored.music.description
        (firstName, firstKind, firstLevel, firstColour) = Self.columns(stored.players.first)
        (secondName, secondKind, secondLevel, secondColour) = Self.columns(stored.players.second)
        winner = stored.finished == nil ? nil : stored.game.outcome.winnerName
        winningCells = WinningCells.json(stored.game.winningCells)
        started = stored.started.iso8601
        finished = stored.finished?.iso8601
        hinted = stored.hinted
    }

    private static func columns(_ side: Seat) -> (String, String, String?, Int) {
        (side.name, side.kind.name, side.kind.level?.rawValue, side.colour.rawValue)
    }

    /// The game the row holds, every column checked.
    ///
    /// - Throws: ``HistoryError/damagedGame(_:reason:)`` naming what does not hold.
    func storedGame() throws(HistoryError) -> StoredGame {
        let id = id ?? 0
        func damaged(_ reason: HistoryError.DamagedGame) -> HistoryError { .damagedGame(id, reason: reason) }
        let game: Game
        do { game = try Self.game(moves) } catch { throw damaged(.moves(moves, error)) }
        let melody: MusicString
        do { melody = try MusicString.stored(music) } catch { throw damaged(.music(music, error)) }
        guard let startedTime = Timestamp(iso8601: started) else { throw damaged(.startedNotATime(started)) }
        var finishedTime: Timestamp?
        if let finished {
            guard let time = Timestamp(iso8601: finished) else { throw damaged(.finishedNotATime(finished)) }
            finishedTime = time
        }
        let players = Seats(first: try side(firstName, firstKind, firstLevel, firstColour, damaged),
                              second: try side(secondName, secondKind, secondLevel, secondColour, damaged))
        let stored = StoredGame(id: id, game: game, music: melody, players: players,
                                started: startedTime, finished: finishedTime, hinted: hinted)
        do { try stored.check() } catch { throw damaged(.breaksRule(error)) }
        if let winner, winner != game.outcome.winnerName {
            throw damaged(.winner(stored: winner, moves: game.outcome.winnerName))
        }
        return stored
    }

    /// The game of a column-digit record, read byte by byte (`history` reads 10,000 of them);
    /// a bad record is parsed again by ``MoveRecord`` for its message.
    private static func game(_ moves: String) throws(MoveRecordError) -> Game {
        var columns: [Int] = []
        columns.reserveCapacity(moves.utf8.count)
        for byte in moves.utf8 {
            guard (UInt8(ascii: "1")...UInt8(ascii: "7")).contains(byte) else { return try MoveRecord.parse(moves) }
            columns.append(Int(byte - UInt8(ascii: "1")))
        }
        // `play` one by one: `Game(columns:)` is generic over the sequence and, across the module
        // boundary, runs unspecialized at several times the cost.
        var game = Game()
        for column in columns {
            do { try game.play(column) } catch { return try MoveRecord.parse(moves) }
        }
        return game
    }

    private func side(_ name: String, _ kind: String, _ level: String?, _ colour: Int,
                      _ damaged: (HistoryError.DamagedGame) -> HistoryError) throws(HistoryError) -> Seat {
        guard let pieceColour = PieceColour(rawValue: colour) else { throw damaged(.colourNotInPalette(colour)) }
        let playerKind: PlayerKind
        switch kind {
        case "human": playerKind = .human
        case "bot":
            guard let level else { playerKind = .bot(nil); break }
            guard let botLevel = BotLevel(rawValue: level) else { throw damaged(.unknownBotLevel(level)) }
            playerKind = .bot(botLevel)
        default: throw damaged(.unknownPlayerKind(kind))
        }
        return Seat(kind: playerKind, name: name, colour: pieceColour)
    }
}

extension Outcome {
    /// `first`, `second` or `draw` once the game is over; nil while it goes on.
    public var winnerName: String? {
        switch self {
        case .ongoing: nil
        case .draw: "draw"
        case .win(let player): player == .first ? "first" : "second"
        }
    }
}

/// Winning cells as JSON: `[[column,row],…]`, 1-based, row 1 = bottom.
enum WinningCells {
    /// E.g. `[[4,1],[5,1],[6,1],[7,1]]`; `[]` when there are none.
    static func json(_ cells: [Cell]) -> String {
        "[" + cells.map { "[\($0.column + 1),\($0.row + 1)]" }.joined(separator: ",") + "]"
    }
}
