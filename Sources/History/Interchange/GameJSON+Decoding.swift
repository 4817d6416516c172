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
        guard let object = value as? [String: Any] else { throw json(nil, .notAGame) }
        guard let moves = object["moves"] as? String else { throw json("moves", .notColumnDigits) }
        let game: Game
        do { game = try MoveRecord.parse(moves) } catch { throw json("moves", .moves(error)) }
        guard let sides = object["players"] as? [Any], sides.count == 2 else {
            throw json("players", .notTwoPlayers)
        }
        let players = Seats(first: try side(sides[0], "players[0]"), second: try side(sides[1], "players[1]"))
        let started = try time(object["started"], "started") ?? now
        var finished = try time(object["finished"], "finished")
        if game.outcome.isOver && finished == nil { finished = started }
        if !game.outcome.isOver && finished != nil {
            throw json("finished", .finishedButGoing(moves: game.moves.count))
        }
        if let winner = object["winner"], !(winner is NSNull) {
            guard let name = winner as? String, name == game.outcome.winnerName else {
                throw json("winner", .winner(given: String(describing: winner), moves: game.outcome.winnerName))
            }
        }
        if let cells = object["winningCells"], !(cells is NSNull) {
            let expected = game.winningCells.map { [$0.column + 1, $0.row + 1] }
            guard let given = cells as? [[Int]], Set(given) == Set(expected) else {
                throw json("winningCells", .winningCells(expected: WinningCells.json(game.winningCells)))
            }
        }
        let music: MusicString
        switch object["music"] {
        case nil, is NSNull:
            music = GameMusic.compose(for: game, humans: players.humans, composer: &composer)
        case let text as String:
            do { music = try MusicString.stored(text) } catch { throw json("music", .music(error)) }
        default:
            throw json("music", .notAString)
        }
        var hinted = false
        if let value = object["hinted"], !(value is NSNull) {
            guard let flag = value as? Bool else { throw json("hinted", .notABool) }
            hinted = flag
        }
        let stored = StoredGame(id: 0, game: game, music: music, players: players, started: started, finished: finished,
                                hinted: hinted)
        try stored.check()
        return stored
    }

    private static func side(_ value: Any, _ key: String) throws(HistoryError) -> Seat {
        guard let object = value as? [String: Any] else { throw json(key, .notAnObject) }
        guard let name = object["name"] as? String else { throw json(key + ".name", .notAString) }
        let checkedName: String
        do { checkedName = try Seat.checkedName(name) } catch { throw json(key + ".name", .name(error)) }
        guard let colourName = object["colour"] as? String, let colour = PieceColour(name: colourName) else {
            throw json(key + ".colour", .notAColour(colours: PieceColour.allCases.map(\.name)))
        }
        let kind: PlayerKind
        switch object["kind"] as? String {
        case "human": kind = .human
        case "bot":
            switch object["level"] {
            case nil, is NSNull: kind = .bot(nil)
            case let text as String:
                guard let level = BotLevel(rawValue: text) else {
                    throw json(key + ".level", .notALevel(text, levels: BotLevel.allCases.map(\.rawValue)))
                }
                kind = .bot(level)
            default: throw json(key + ".level", .notAString)
            }
        default: throw json(key + ".kind", .notAKind)
        }
        return Seat(kind: kind, name: checkedName, colour: colour)
    }

    /// The error of a JSON object's `key` (nil: the object itself) that does not hold.
    private static func json(_ key: String?, _ problem: HistoryError.JSONProblem) -> HistoryError {
        .invalid(.entry(.json(key: key, problem)))
    }

    private static func time(_ value: Any?, _ key: String) throws(HistoryError) -> Timestamp? {
        switch value {
        case nil, is NSNull: return nil
        case let text as String:
            guard let time = Timestamp(iso8601: text) else { throw json(key, .notATime(text)) }
            return time
        default: throw json(key, .notATimeString)
        }
    }
}
