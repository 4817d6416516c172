import GRDB

/// The database schema, migration by migration.
///
/// Migrations name tables and columns by string, never through the record types, so a later
/// change to a type cannot change what an old migration did (GRDB's `Migrations.md`). Each
/// migration runs in its own transaction. Version 1 (version 2 lets any number of games be unfinished; version 3 names every bot side by its level; version 4 adds `game.hinted` (0/1) and `player.hintedWins` `hintedLosses` `hintedDraws`):
///
/// | table | one row per | columns |
/// |---|---|---|
/// | `game` | stored game | `id`, `moves` (column digits), `music` (music string, `''` before the first piece), `firstName` `firstKind` `firstLevel` `firstColour`, the same for `second…`, `winner` (`first`/`second`/`draw`, NULL while unfinished), `winningCells` (JSON `[[column,row],…]`, 1-based), `started`, `finished` (ISO 8601 UTC, `finished` NULL for the current game) |
/// | `player` | player name | `name`, `wins`, `losses`, `draws` |
/// | `setting` | stored setting | `key`, `value` (text, validated by ``Settings``) |
/// | `foldedJournal` | journal folded in (migration `journal`) | `name` (the journal's file name) |
/// | `puzzleAttempt` | answer given to a puzzle (migration `puzzleAttempt`) | `id`, `puzzle` (its ID, `12:7` or `seed:3`), `answer` (column 1–7), `solved` (0/1), `answered` (ISO 8601 UTC) |
/// | `importedFile` | file `history import` stored games from (migration `importedFile`) | `sha256` (of its bytes, lower-case hexadecimal), `imported` (ISO 8601 UTC), `games` (how many it stored) |
enum Schema {
    /// The migrator from an empty file to the current version.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "game") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("moves", .text).notNull()
                t.column("music", .text).notNull()
                for side in ["first", "second"] {
                    t.column("\(side)Name", .text).notNull()
                    t.column("\(side)Kind", .text).notNull().check { ["human", "bot"].contains($0) }
                    t.column("\(side)Level", .text)
                    t.column("\(side)Colour", .integer).notNull().check { (0...9).contains($0) }
                }
                t.column("winner", .text).check { ["first", "second", "draw"].contains($0) }
                t.column("winningCells", .text).notNull().defaults(to: "[]")
                t.column("started", .text).notNull()
                t.column("finished", .text)
                t.check(sql: "(winner IS NULL) = (finished IS NULL)")
            }
            // At most one unfinished game: every unfinished row has the same index value (1).
            try db.execute(sql: "CREATE UNIQUE INDEX game_current ON game((finished IS NULL)) WHERE finished IS NULL")
            try db.create(index: "game_started", on: "game", columns: ["started"])
            try db.create(table: "player") { t in
                t.primaryKey("name", .text)
                for column in ["wins", "losses", "draws"] {
                    t.column(column, .integer).notNull().defaults(to: 0).check { $0 >= 0 }
                }
            }
            try db.create(table: "setting") { t in
                t.primaryKey("key", .text)
                t.column("value", .text).notNull()
            }
        }
        // Version 2: any number of unfinished games (the index that allowed one is gone); a game
        // is never deleted to make room for another.
        migrator.registerMigration("v2") { db in
            try db.execute(sql: "DROP INDEX game_current")
            try db.execute(sql: "CREATE INDEX game_unfinished ON game(id) WHERE finished IS NULL")
        }
        // Version 3: a bot side is named by its level (``Seat/botName(level:)``), however its game came in;
        // played games named every bot "The bot" and imported data strings "Bot". See ``BotNames``.
        migrator.registerMigration("v3") { db in try BotNames.migrate(db) }
        // Version 4: a game played with hints is marked, and its results count apart.
        migrator.registerMigration("v4") { db in
            try db.execute(sql: "ALTER TABLE game ADD COLUMN hinted INTEGER NOT NULL DEFAULT 0 CHECK (hinted IN (0, 1))")
            for column in ["hintedWins", "hintedLosses", "hintedDraws"] {
                try db.execute(sql: "ALTER TABLE player ADD COLUMN \(column) INTEGER NOT NULL DEFAULT 0 CHECK (\(column) >= 0)")
            }
        }
        // The journals of writes kept beside the database while it was busy (``PendingJournal``) that have
        // been folded in: each is folded once, even when its file outlives the fold.
        migrator.registerMigration("journal") { db in
            try db.execute(sql: "CREATE TABLE foldedJournal (name TEXT PRIMARY KEY NOT NULL)")
        }
        // The files `history import` has stored games from, by the SHA-256 of their bytes (``ImportedFile``):
        // the same file imported again stores nothing.
        migrator.registerMigration("importedFile") { db in
            try db.execute(sql: """
                CREATE TABLE importedFile (
                    sha256 TEXT PRIMARY KEY NOT NULL CHECK (length(sha256) = 64),
                    imported TEXT NOT NULL,
                    games INTEGER NOT NULL CHECK (games >= 0))
                """)
        }
        // Every answer given to a puzzle (``PuzzleAttempt``), in order: what `puzzle --stats` counts, and
        // which puzzles are solved, so the next puzzle is an unsolved one.
        migrator.registerMigration("puzzleAttempt") { db in
            try db.execute(sql: """
                CREATE TABLE puzzleAttempt (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    puzzle TEXT NOT NULL,
                    answer INTEGER NOT NULL CHECK (answer BETWEEN 1 AND 7),
                    solved INTEGER NOT NULL CHECK (solved IN (0, 1)),
                    answered TEXT NOT NULL)
                """)
            try db.execute(sql: "CREATE INDEX puzzleAttempt_puzzle ON puzzleAttempt(puzzle)")
        }
        return migrator
    }

    /// The `PRAGMA user_version` of every database this program writes: it never sets one, so any other
    /// value is another program's mark, or a later version's, and the file is not touched.
    static let userVersion = 0

    /// The migrations `db` has been through (none for a file without GRDB's `grdb_migrations` table).
    static func applied(_ db: Database) throws -> Set<String> {
        try migrator.appliedIdentifiers(db)
    }

    /// Refuses a database this program must not write: one a newer version migrated further (a
    /// migration this version does not know), or one whose `user_version` is not ``userVersion``.
    ///
    /// - Throws: ``HistoryError/newerVersion(path:)`` or ``HistoryError/unknownVersion(path:version:)``.
    static func checkVersion(user: Int, applied: Set<String>, path: String) throws(HistoryError) {
        guard applied.isSubset(of: migrator.migrations) else { throw .newerVersion(path: path) }
        guard user == userVersion else { throw .unknownVersion(path: path, version: user) }
    }
}
