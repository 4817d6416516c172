import GRDB

/// A file (or standard input) that `history import` stored games from, recognised by the SHA-256 of its
/// bytes: the same bytes imported again store nothing, whatever the file is called or wherever it lies.
public struct ImportedFile: Hashable, Sendable {
    /// The SHA-256 of the file's bytes, in lower-case hexadecimal.
    public var sha256: String
    /// When it was imported.
    public var imported: Timestamp
    /// How many games it stored.
    public var games: Int

    /// A record of a file, for tests and trials.
    public init(sha256: String, imported: Timestamp, games: Int) {
        self.sha256 = sha256
        self.imported = imported
        self.games = games
    }

    /// The record of the file whose bytes hash to `sha256`, if it was imported before.
    static func find(sha256: String, in db: Database) throws -> ImportedFile? {
        guard let row = try Row.fetchOne(db, sql: "SELECT imported, games FROM importedFile WHERE sha256 = ?",
                                         arguments: [sha256]) else { return nil }
        let imported = Timestamp(iso8601: row[0] as String) ?? Timestamp(millisecondsSince1970: 0)
        return ImportedFile(sha256: sha256, imported: imported, games: row[1])
    }

    /// Records this file as imported.
    func insert(in db: Database) throws {
        try db.execute(sql: "INSERT INTO importedFile (sha256, imported, games) VALUES (?, ?, ?)",
                       arguments: [sha256, imported.iso8601, games])
    }
}

extension HistoryStore {
    /// The record of the file whose bytes hash to `sha256` (``ImportInput/digest``), if it was imported.
    public func importedFile(sha256: String) throws(HistoryError) -> ImportedFile? {
        try read { db in try ImportedFile.find(sha256: sha256, in: db) }
    }
}
