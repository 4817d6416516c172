import GRDB

/// A row of the `player` table: a name and its results.
struct PlayerRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "player"

    var name: String
    var wins: Int
    var losses: Int
    var draws: Int

    init(row: Row) {
        name = row["name"]
        wins = row["wins"]
        losses = row["losses"]
        draws = row["draws"]
    }

    func encode(to container: inout PersistenceContainer) {
        container["name"] = name
        container["wins"] = wins
        container["losses"] = losses
        container["draws"] = draws
    }

    /// Adds one result to `name`'s row, creating it when the name is new.
    static func record(_ result: PlayerResult, for name: String, in db: Database) throws {
        let column = switch result {
        case .win: "wins"
        case .loss: "losses"
        case .draw: "draws"
        }
        try db.execute(sql: """
            INSERT INTO player (name, \(column)) VALUES (?, 1)
            ON CONFLICT(name) DO UPDATE SET \(column) = \(column) + 1
            """, arguments: [name])
    }

    /// Takes back one result of `name` (a finished game reopened); never below zero.
    static func takeBack(_ result: PlayerResult, for name: String, in db: Database) throws {
        let column = switch result {
        case .win: "wins"
        case .loss: "losses"
        case .draw: "draws"
        }
        try db.execute(sql: "UPDATE player SET \(column) = MAX(0, \(column) - 1) WHERE name = ?", arguments: [name])
    }
}

/// One player's result in one game.
enum PlayerResult {
    case win, loss, draw
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

    /// A standing from its parts.
    public init(name: String, wins: Int, losses: Int, draws: Int) {
        self.name = name
        self.wins = wins
        self.losses = losses
        self.draws = draws
    }

    /// Games played.
    public var games: Int { wins + losses + draws }
}
