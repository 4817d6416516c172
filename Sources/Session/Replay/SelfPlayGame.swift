import Game
import History
import Music
import TerminalUI

/// One finished bot-against-bot game.
public struct SelfPlayGame {
    public var game: Game
    var levels: (first: BotLevel, second: BotLevel)
    /// The game's melody (two bots: Good when the first player wins, Bad when the second does).
    public var music: MusicString = .empty

    /// Plays a whole game.
    public static func play(first: Bot, second: Bot,
                     using generator: inout some RandomNumberGenerator) -> SelfPlayGame {
        var game = Game()
        while !game.outcome.isOver {
            let bot = game.moves.count % 2 == 0 ? first : second
            try! game.play(bot.move(in: game.position, using: &generator))
        }
        return SelfPlayGame(game: game, levels: (first.level, second.level))
    }

    /// Stores the finished game with both bots as players (one transaction).
    public func save(in store: HistoryStore, started: Timestamp) throws {
        let players = Seats(first: .bot(levels.first, colour: .red), second: .bot(levels.second, colour: .yellow))
        try store.saveFinishedGame(game, music: music, players: players, started: started)
    }

    /// `first`, `second` or `draw`.
    var winner: String {
        switch game.outcome {
        case .win(let player): player == Player.playing(moveIndex: 0) ? "first" : "second"
        default: "draw"
        }
    }

    /// The game as one JSON object.
    public var jsonLine: String {
        let fields = [
            "\"moves\":\"\(MoveRecord.encode(game))\"",
            "\"music\":\"\(music)\"",
            "\"winner\":\"\(winner)\"",
            "\"levels\":[\"\(levels.first)\",\"\(levels.second)\"]",
        ]
        return "{" + fields.joined(separator: ",") + "}"
    }
}

/// Wins per level and draws, over a series.
public struct SelfPlayTally {
    var levels: (BotLevel, BotLevel)
    var winsA = 0, winsB = 0, draws = 0
    var winsAFirst = 0, winsBFirst = 0

    /// An empty tally of the two levels.
    public init(levels: (BotLevel, BotLevel)) {
        self.levels = levels
    }

    public mutating func record(_ game: SelfPlayGame, aFirst: Bool) {
        switch game.winner {
        case "draw": draws += 1
        case "first":
            if aFirst { winsA += 1; winsAFirst += 1 } else { winsB += 1; winsBFirst += 1 }
        default:
            if aFirst { winsB += 1 } else { winsA += 1 }
        }
    }

    public var summary: String {
        let decided = winsA + winsB
        let share = decided == 0 ? 0 : Double(winsA) * 100 / Double(decided)
        return """
            \(levels.0) wins \(winsA) (\(winsAFirst) moving first), \
            \(levels.1) wins \(winsB) (\(winsBFirst) moving first), draws \(draws); \
            \(levels.0) took \(Text.printf("%.1f", share))% of decided games
            """
    }
}
