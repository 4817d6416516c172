import GRDB

/// A row of the `setting` table: one stored setting as text.
struct SettingRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "setting"

    var key: String
    var value: String

    init(key: String, value: String) {
        self.key = key
        self.value = value
    }

    init(row: Row) {
        key = row["key"]
        value = row["value"]
    }

    func encode(to container: inout PersistenceContainer) {
        container["key"] = key
        container["value"] = value
    }
}
