import Game
import Music

/// Wins per level and draws over a series of bot-against-bot games (`selfplay`'s summary), the levels
/// taking turns to move first; the wording layer says it.
public struct SelfPlayTally: Sendable, Equatable, CustomStringConvertible {
    /// The two levels, as given (A, B).
    public var levels: (BotLevel, BotLevel)
    /// Games won by level A, by level B, and drawn.
    public var winsA = 0, winsB = 0, draws = 0
    /// Of those wins, the ones of a level that moved first.
    public var winsAFirst = 0, winsBFirst = 0

    /// An empty tally of the two levels.
    public init(levels: (BotLevel, BotLevel)) {
        self.levels = levels
    }

    /// Counts a game that `winner` (first or second player; nil: a draw) won, A having moved first when `aFirst`.
    public mutating func record(winner: Player?, aFirst: Bool) {
        switch winner {
        case nil: draws += 1
        case .first?:
            if aFirst { winsA += 1; winsAFirst += 1 } else { winsB += 1; winsBFirst += 1 }
        case .second?:
            if aFirst { winsB += 1 } else { winsA += 1 }
        }
    }

    /// Level A's share of the decided games, in percent (0 with none decided).
    public var shareA: Double {
        let decided = winsA + winsB
        return decided == 0 ? 0 : Double(winsA) * 100 / Double(decided)
    }

    public static func == (a: SelfPlayTally, b: SelfPlayTally) -> Bool {
        a.levels == b.levels && a.winsA == b.winsA && a.winsB == b.winsB && a.draws == b.draws
            && a.winsAFirst == b.winsAFirst && a.winsBFirst == b.winsBFirst
    }

    /// The summary in words, as the wording layer says it.
    public var description: String { Phrases.of(self) }
}
