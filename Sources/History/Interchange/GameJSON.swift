import Game

/// The JSON form of a stored game (`history --json`, `history show ID --json`, `history export`).
///
/// One object, keys in this order (keys may be added, never renamed):
/// `id` (integer), `moves` (column digits), `music` (music string), `started` and `finished`
/// (ISO 8601 UTC; `finished` null for the current game), `players` (two objects, the first
/// player's first: `name`, `kind` `human`/`bot`, `level` for a bot when known, `colour`),
/// `winner` (`first`/`second`/`draw`, null while unfinished) and `winningCells`
/// (`[column, row]` pairs, 1-based, row 1 = bottom).
public enum GameJSON {
    /// The game as one line of JSON.
    public static func encode(_ stored: StoredGame) -> String {
        var text = "{\"id\":\(stored.id),\"moves\":\"\(MoveRecord.encode(stored.game))\",\"music\":\"\(stored.music)\""
        text += ",\"started\":\"\(stored.started.iso8601)\",\"finished\":"
        text += stored.finished.map { "\"\($0.iso8601)\"" } ?? "null"
        text += ",\"players\":[" + side(stored.players.first) + "," + side(stored.players.second) + "]"
        text += ",\"winner\":" + (stored.isFinished ? stored.game.outcome.winnerName.map { "\"\($0)\"" } ?? "null" : "null")
        text += ",\"winningCells\":" + WinningCells.json(stored.game.winningCells) + "}"
        return text
    }

    /// Games as a JSON array, one game a line.
    public static func encode(_ games: [StoredGame]) -> String {
        games.isEmpty ? "[]" : "[\n" + games.map(encode).joined(separator: ",\n") + "\n]"
    }

    private static func side(_ side: Side) -> String {
        var text = "{\"name\":\(string(side.name)),\"kind\":\"\(side.kind.name)\""
        if let level = side.kind.level { text += ",\"level\":\"\(level.rawValue)\"" }
        return text + ",\"colour\":\"\(side.colour.name)\"}"
    }

    /// `text` as a JSON string literal, quotes included.
    public static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
