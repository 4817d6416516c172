import Foundation
import Game
import Music

extension GameJSON {
    /// Reads one game object of the JSON form (as parsed by `JSONSerialization`).
    ///
    /// `moves` and `players` are required; `music` is composed when missing or null; `started`
    /// defaults to `now`, and `finished` of a game that is over to `started`. `winner` and
    /// `winningCells`, when given, must agree with the moves; `hinted` defaults to false. `id` is ignored.
    /// - Throws: ``HistoryError/invalid(_:)`` naming the key and the problem.
    static func decode(_ value: Any, now: Timestamp, composer: inout Composer) throws(HistoryError) -> StoredGame {
        guard let object = value as? [String: Any] else { throw .invalid("expected a JSON object for a game") }
        guard let moves = object["moves"] as? String else { throw .invalid("moves: expected a string of column digits") }
        let game: Game
        do { game = try MoveRecord.parse(moves) } catch { throw .invalid("moves: \(error)") }
        guard let sides = object["players"] as? [Any], sides.count == 2 else {
            throw .invalid("players: expected an array of two player objects")
        }
        let players = Seats(first: try side(sides[0], "players[0]"), second: try side(sides[1], "players[1]"))
        let started = try time(object["started"], "started") ?? now
        var finished = try time(object["finished"], "finished")
        if game.outcome.isOver && finished == nil { finished = started }
        if !game.outcome.isOver && finished != nil {
            throw .invalid("finished: set, but the game is still going after \(game.moves.count) moves")
        }
        if let winner = object["winner"], !(winner is NSNull) {
            guard let name = winner as? String, name == game.outcome.winnerName else {
                throw .invalid("winner: '\(SafeText.shown(String(describing: winner)))' but the moves give \(game.outcome.winnerName ?? "no winner yet")")
            }
        }
        if let cells = object["winningCells"], !(cells is NSNull) {
            let expected = game.winningCells.map { [$0.column + 1, $0.row + 1] }
            guard let given = cells as? [[Int]], Set(given) == Set(expected) else {
                throw .invalid("winningCells: they are not the cells the moves win with (\(WinningCells.json(game.winningCells)))")
            }
        }
        let music: MusicString
        switch object["music"] {
        case nil, is NSNull:
            music = GameMusic.compose(for: game, humans: players.humans, composer: &composer)
        case let text as String:
            do { music = try MusicString.stored(text) } catch { throw .invalid("music: \(error)") }
        default:
            throw .invalid("music: expected a string")
        }
        var hinted = false
        if let value = object["hinted"], !(value is NSNull) {
            guard let flag = value as? Bool else { throw .invalid("hinted: expected true or false") }
            hinted = flag
        }
        let stored = StoredGame(id: 0, game: game, music: music, players: players, started: started, finished: finished,
                                hinted: hinted)
        try stored.check()
        return stored
    }

    private static func side(_ value: Any, _ key: String) throws(HistoryError) -> Seat {
        guard let object = value as? [String: Any] else { throw .invalid("\(key): expected an object") }
        guard let name = object["name"] as? String else { throw .invalid("\(key).name: expected a string") }
        let checkedName: String
        do { checkedName = try Seat.checkedName(name) } catch { throw .invalid("\(key).name: \(error)") }
        guard let colourName = object["colour"] as? String, let colour = PieceColour(name: colourName) else {
            throw .invalid("\(key).colour: expected one of \(PieceColour.allCases.map(\.name).joined(separator: ", "))")
        }
        let kind: PlayerKind
        switch object["kind"] as? String {
        case "human": kind = .human
        case "bot":
            switch object["level"] {
            case nil, is NSNull: kind = .bot(nil)
            case let text as String:
                guard let level = BotLevel(rawValue: text) else {
                    throw .invalid("\(key).level: '\(SafeText.shown(text))' is not a level (\(BotLevel.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                kind = .bot(level)
            default: throw .invalid("\(key).level: expected a string")
            }
        default: throw .invalid("\(key).kind: expected \"human\" or \"bot\"")
        }
        return Seat(kind: kind, name: checkedName, colour: colour)
    }

    private static func time(_ value: Any?, _ key: String) throws(HistoryError) -> Timestamp? {
        switch value {
        case nil, is NSNull: return nil
        case let text as String:
            guard let time = Timestamp(iso8601: text) else { throw .invalid("\(key): '\(SafeText.shown(text))' is not an ISO 8601 time") }
            return time
        default: throw .invalid("\(key): expected an ISO 8601 time string")
        }
    }
}
