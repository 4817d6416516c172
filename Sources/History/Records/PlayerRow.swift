import Game
import GRDB

/// A row of the `player` table: a name and its results, those of games played with hints apart.
struct PlayerRow: FetchableRecord, TableRecord {
    static let databaseTableName = "player"

    var name: String
    var wins: Int
    var losses: Int
    var draws: Int
    var hintedWins: Int
    var hintedLosses: Int
    var hintedDraws: Int

    init(row: Row) {
        name = row["name"]
        wins = row["wins"]
        losses = row["losses"]
        draws = row["draws"]
        hintedWins = row["hintedWins"]
        hintedLosses = row["hintedLosses"]
        hintedDraws = row["hintedDraws"]
    }

    /// What is wrong with a `player` row read raw, or nil: a name that is not text in valid UTF-8, or
    /// a result that is not a whole number from 0 (SQLite stores what it is given: `wins = 'abc'` reads as 0).
    static func damage(in row: Row) -> HistoryError.DamagedPlayer? {
        guard let name = row.dataNoCopy(named: "name"), String(validating: name, as: UTF8.self) != nil else {
            return .nameNotUTF8
        }
        for column in ["wins", "losses", "draws", "hintedWins", "hintedLosses", "hintedDraws"] {
            let value: DatabaseValue = row[column]
            guard case .int64(let count) = value.storage, count >= 0 else {
                let shown: HistoryError.StoredValue = switch value.storage {
                case .int64(let number): .text(String(number))
                case .double(let number): .text(String(number))
                case .string(let text): .text(text)
                case .blob: .bytes
                case .null: .null
                }
                return .notACount(column: column, value: shown)
            }
        }
        return nil
    }

    /// Adds one result to `name`'s row, creating it when the name is new.
    static func record(_ result: PlayerResult, hinted: Bool, for name: String, in db: Database) throws {
        let column = result.column(hinted: hinted)
        // A statement kept by the connection for each column: an import records two results a game.
        try db.cachedStatement(sql: """
            INSERT INTO player (name, \(column)) VALUES (?, 1)
            ON CONFLICT(name) DO UPDATE SET \(column) = \(column) + 1
            """).execute(arguments: [name])
    }

    /// Takes back one result of `name` (a finished game reopened); never below zero.
    static func takeBack(_ result: PlayerResult, hinted: Bool, for name: String, in db: Database) throws {
        let column = result.column(hinted: hinted)
        try db.cachedStatement(sql: "UPDATE player SET \(column) = MAX(0, \(column) - 1) WHERE name = ?")
            .execute(arguments: [name])
    }
}

/// One player's result in one game.
enum PlayerResult {
    case win, loss, draw

    /// `player`'s result in the finished game `stored`.
    init(of stored: StoredGame, for player: Player) {
        self = switch stored.game.outcome.winner {
        case nil: .draw
        case player?: .win
        default: .loss
        }
    }

    /// The `player` column that counts it: `wins`, or `hintedWins` for a game played with hints.
    func column(hinted: Bool) -> String {
        let plain = switch self {
        case .win: "wins"
        case .loss: "losses"
        case .draw: "draws"
        }
        return hinted ? "hinted" + plain.prefix(1).uppercased() + plain.dropFirst() : plain
    }
}

/// A player's wins, losses and draws, as `stats` shows them.
public struct Standing: Hashable, Sendable {
    /// The player's name.
    public var name: String
    /// Games won.
    public var wins: Int
    /// Games lost.
    public var losses: Int
    /// Games drawn.
    public var draws: Int
    /// Games won, lost and drawn with hints (a person asked the solver during the game); not in
    /// ``wins``, ``losses`` or ``draws``.
    public var hinted: (wins: Int, losses: Int, draws: Int)

    /// A standing from its parts.
    public init(name: String, wins: Int, losses: Int, draws: Int, hinted: (wins: Int, losses: Int, draws: Int) = (0, 0, 0)) {
        self.name = name
        self.wins = wins
        self.losses = losses
        self.draws = draws
        self.hinted = hinted
    }

    /// Games played without hints.
    public var games: Int { wins + losses + draws }
    /// Games played with hints.
    public var hintedGames: Int { hinted.wins + hinted.losses + hinted.draws }

    public static func == (a: Standing, b: Standing) -> Bool {
        a.name == b.name && a.wins == b.wins && a.losses == b.losses && a.draws == b.draws && a.hinted == b.hinted
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        for count in [wins, losses, draws, hinted.wins, hinted.losses, hinted.draws] { hasher.combine(count) }
    }
}
