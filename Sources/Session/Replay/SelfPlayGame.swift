import Game
import History
import Music

/// One finished bot-against-bot game and its melody, as `selfplay` and the demo play them.
public struct SelfPlayGame {
    public var game: Game
    var levels: (first: BotLevel, second: BotLevel)
    /// The game's melody (two bots: Good when the first player wins, Bad when the second does).
    public var music: MusicString = .empty

    /// Plays a whole game and composes its melody in `style`, all from `generator`: the bots' choices, then
    /// the melody's own seed (so the same generator gives the same game and the same melody).
    public static func play(first: Bot, second: Bot, composer style: Composer.Style = .phrased,
                            using generator: inout some RandomNumberGenerator) -> SelfPlayGame {
        var game = Game()
        while !game.outcome.isOver {
            let bot = game.moves.count % 2 == 0 ? first : second
            try! game.play(bot.move(in: game.position, using: &generator))
        }
        var composer = Composer(seed: generator.next(), style: style)
        let music = GameMusic.compose(for: game, humans: .none, composer: &composer)
        return SelfPlayGame(game: game, levels: (first.level, second.level), music: music)
    }

    /// Stores the finished game with both bots as players (one transaction).
    public func save(in store: HistoryStore, started: Timestamp) throws {
        let players = Seats(first: .bot(levels.first, colour: .red), second: .bot(levels.second, colour: .yellow))
        try store.saveFinishedGame(game, music: music, players: players, started: started)
    }

    /// The winner: the first or the second player, nil for a draw.
    public var winner: Player? {
        if case .win(let player) = game.outcome { player } else { nil }
    }

    /// The game as one JSON object: `{"moves":…,"music":…,"winner":"first"|"second"|"draw","levels":[A,B]}`,
    /// levels in playing order; the same bytes in every language.
    public var jsonLine: String {
        let winner = switch winner {
        case .first?: "first"
        case .second?: "second"
        case nil: "draw"
        }
        let fields = [
            "\"moves\":\"\(MoveRecord.encode(game))\"",
            "\"music\":\"\(music)\"",
            "\"winner\":\"\(winner)\"",
            "\"levels\":[\"\(levels.first)\",\"\(levels.second)\"]",
        ]
        return "{" + fields.joined(separator: ",") + "}"
    }
}
