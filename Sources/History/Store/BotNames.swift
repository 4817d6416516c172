import Game
import GRDB

/// Version 3 of the schema: every bot side named by its level (``Seat/botName(level:)``), and the
/// results kept under the names it had before moved with it, so that `stats` loses nothing.
///
/// Results of finished games still stored move to the bot of their level; what remains of an older
/// bot name (games deleted since, whose level no row says) moves to `Bot`, the bot of unknown level.
/// A name that a person also played under is left as it is (its results cannot be told apart).
enum BotNames {
    /// One player's wins, losses and draws.
    struct Results {
        var wins = 0, losses = 0, draws = 0
        static func += (left: inout Results, right: Results) {
            left.wins += right.wins
            left.losses += right.losses
            left.draws += right.draws
        }
    }

    static func migrate(_ db: Database) throws {
        let people = Set(try String.fetchAll(db, sql: """
            SELECT firstName FROM game WHERE firstKind = 'human' UNION SELECT secondName FROM game WHERE secondKind = 'human'
            """))
        var gained: [String: Results] = [:]       // new name: results of stored games
        var older: Set<String> = people.contains("The bot") ? [] : ["The bot"]
        let rows = try Row.fetchAll(db, sql: """
            SELECT id, firstName, firstKind, firstLevel, secondName, secondKind, secondLevel, winner FROM game
            """)
        for row in rows {
            for side in ["first", "second"] where row["\(side)Kind"] as String == "bot" {
                let name: String = row["\(side)Name"]
                let level = (row["\(side)Level"] as String?).flatMap(BotLevel.init(rawValue:))
                let renamed = Seat.botName(level: level)
                guard name != renamed, !people.contains(name) else { continue }
                try db.execute(sql: "UPDATE game SET \(side)Name = ? WHERE id = ?", arguments: [renamed, row["id"] as Int64])
                older.insert(name)
                guard let winner: String = row["winner"] else { continue }
                var result = Results()
                if winner == "draw" { result.draws = 1 } else if winner == side { result.wins = 1 } else { result.losses = 1 }
                gained[renamed, default: Results()] += result
            }
        }
        // What the older names hold beyond the stored games' results goes to the bot of unknown level.
        var leftOver = Results()
        for name in older {
            guard let row = try Row.fetchOne(db, sql: "SELECT wins, losses, draws FROM player WHERE name = ?", arguments: [name]) else { continue }
            leftOver += Results(wins: row["wins"], losses: row["losses"], draws: row["draws"])
            try db.execute(sql: "DELETE FROM player WHERE name = ?", arguments: [name])
        }
        var taken = Results()
        for results in gained.values { taken += results }
        gained[Seat.botName(level: nil), default: Results()] += Results(wins: max(0, leftOver.wins - taken.wins),
                                                                         losses: max(0, leftOver.losses - taken.losses),
                                                                         draws: max(0, leftOver.draws - taken.draws))
        for (name, results) in gained where results.wins + results.losses + results.draws > 0 {
            try db.execute(sql: """
                INSERT INTO player (name, wins, losses, draws) VALUES (?1, ?2, ?3, ?4)
                ON CONFLICT(name) DO UPDATE SET wins = wins + ?2, losses = losses + ?3, draws = draws + ?4
                """, arguments: [name, results.wins, results.losses, results.draws])
        }
    }
}
