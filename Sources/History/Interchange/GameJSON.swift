import Game

/// The JSON form of a stored game (`history --json`, `history show ID --json`, `history export`).
///
/// One object, keys in this order (keys may be added, never renamed):
/// `id` (integer), `moves` (column digits), `music` (music string), `started` and `finished`
/// (ISO 8601 UTC; `finished` null for an unfinished game), `players` (two objects, the first
/// player's first: `name`, `kind` `human`/`bot`, `level` for a bot when known, `colour`),
/// `winner` (`first`/`second`/`draw`, null while unfinished) and `winningCells`
/// (`[column, row]` pairs, 1-based, row 1 = bottom); `hinted` (true) last, only for a game
/// played with hints.
public enum GameJSON {
    /// The game as one line of JSON.
    public static func encode(_ stored: StoredGame) -> String {
        var bytes: [UInt8] = []
        encode(stored, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the game as one line of JSON (no newline) to `bytes`, as UTF-8: `history --json`
    /// writes 10,000 games this way.
    public static func encode(_ stored: StoredGame, into bytes: inout [UInt8]) {
        func add(_ text: String) { bytes.append(contentsOf: text.utf8) }
        add("{\"id\":\(stored.id),\"moves\":\"")
        for column in stored.game.moves { bytes.append(UInt8(ascii: "1") + UInt8(column)) }
        add("\",\"music\":\"")
        for note in stored.music.notes { bytes.append(UInt8(ascii: "0") + UInt8(note.rawValue)) }
        if let ending = stored.music.ending { bytes.append(UInt8(ascii: "0") + UInt8(ending.rawValue)) }
        add("\",\"started\":\"")
        add(stored.started.iso8601)
        add("\",\"finished\":")
        add(stored.finished.map { "\"\($0.iso8601)\"" } ?? "null")
        add(",\"players\":[")
        side(stored.players.first, into: &bytes)
        add(",")
        side(stored.players.second, into: &bytes)
        add("],\"winner\":")
        add(stored.isFinished ? stored.game.outcome.winnerName.map { "\"\($0)\"" } ?? "null" : "null")
        add(",\"winningCells\":[")
        for (index, cell) in stored.game.winningCells.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes += [UInt8(ascii: "["), UInt8(ascii: "1") + UInt8(cell.column), UInt8(ascii: ","),
                      UInt8(ascii: "1") + UInt8(cell.row), UInt8(ascii: "]")]
        }
        add(stored.hinted ? "],\"hinted\":true}" : "]}")
    }

    /// Games as a JSON array, one game a line.
    public static func encode(_ games: [StoredGame]) -> String {
        games.isEmpty ? "[]" : "[\n" + games.map(encode).joined(separator: ",\n") + "\n]"
    }

    private static func side(_ side: Seat, into bytes: inout [UInt8]) {
        bytes.append(contentsOf: "{\"name\":".utf8)
        // Most names need no escaping: their bytes go in as they are.
        let name = side.name.utf8
        if name.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
            || !side.name.unicodeScalars.contains(where: { SafeText.isControl($0) || $0 == "\"" || $0 == "\\" }) {
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: name)
            bytes.append(UInt8(ascii: "\""))
        } else {
            bytes.append(contentsOf: string(side.name).utf8)
        }
        bytes.append(contentsOf: ",\"kind\":\"\(side.kind.name)\"".utf8)
        if let level = side.kind.level { bytes.append(contentsOf: ",\"level\":\"\(level.rawValue)\"".utf8) }
        bytes.append(contentsOf: ",\"colour\":\"\(side.colour.name)\"}".utf8)
    }

    /// `text` as a JSON string literal, quotes included; every character ``SafeText`` escapes on a
    /// terminal (C0 and C1 controls, DEL, U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069, U+2028,
    /// U+2029) is written as `\uXXXX` (lower-case hex), so JSON output never carries one raw.
    public static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            // Controls, bidirectional controls and line/paragraph separators, as \uXXXX: valid JSON
            // either way, but printed raw they would act on a terminal (or end a JavaScript line).
            case _ where SafeText.isControl(scalar):
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
