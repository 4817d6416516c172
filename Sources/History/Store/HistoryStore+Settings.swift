import GRDB

// The stored settings. Only keys that were set are stored; the others keep their defaults.
extension HistoryStore {
    /// The settings: the defaults, changed by every stored value.
    ///
    /// - Throws: ``HistoryError/invalid(_:)`` when a stored value is not valid (edited by hand, say;
    ///   the message names the key and how to reset it), or a database failure.
    public func settings() throws(HistoryError) -> Settings {
        try read { db in try Self.settings(in: db) }
    }

    /// Checks and stores one setting.
    ///
    /// - Returns: the settings after the change.
    /// - Throws: ``HistoryError/invalid(_:)`` when the key is unknown or the value is not accepted.
    @discardableResult
    public func setSetting(_ key: String, to value: String) throws(HistoryError) -> Settings {
        try write { db in
            var settings = try Self.settings(in: db)
            try settings.set(key, to: value)
            try settings.check()
            try SettingRow(key: key, value: settings.value(of: key)).upsert(db)
            return settings
        }
    }

    /// Restores the default of one setting, or of all when `key` is nil.
    ///
    /// Resetting one colour to a default the other colour has resets both.
    /// - Throws: ``HistoryError/invalid(_:)`` for an unknown key, or a database failure.
    public func resetSettings(_ key: String? = nil) throws(HistoryError) {
        if let key, !Settings.keys.contains(key) {
            throw Settings.unknownKey(key)
        }
        try write { db in
            guard let key else { _ = try SettingRow.deleteAll(db); return }
            _ = try SettingRow.deleteOne(db, key: key)
            if key.hasSuffix("colour"), (try? Self.settings(in: db)) == nil {
                _ = try SettingRow.deleteAll(db, keys: ["colour", "bot-colour"])
            }
        }
    }

    private static func settings(in db: Database) throws -> Settings {
        var settings = Settings()
        for row in try SettingRow.fetchAll(db) where Settings.keys.contains(row.key) {  // others: a newer version's
            do {
                try settings.set(row.key, to: row.value)
            } catch let HistoryError.invalid(.setting(error)) {
                throw HistoryError.invalid(.storedSetting(key: row.key, error))
            } catch {
                throw error
            }
        }
        do { try settings.check() } catch {
            throw HistoryError.invalid(.storedSettings(error))
        }
        return settings
    }
}
