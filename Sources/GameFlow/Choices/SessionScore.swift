import Game

/// The results of the games finished in this session, per side's name: what the score line shows.
public struct SessionScore: Hashable, Sendable {
    /// Wins per name, in the order the names first played.
    public private(set) var wins: [(name: String, count: Int)] = []
    /// Games that ended in a draw.
    public private(set) var draws = 0

    /// An empty score.
    public init() {}

    /// Notes a names' seats so the line shows them from their first game (at 0).
    public mutating func meet(_ seats: Seats) {
        for name in [seats.first.name, seats.second.name] where !wins.contains(where: { $0.name == name }) {
            wins.append((name, 0))
        }
    }

    /// Counts a finished game.
    public mutating func count(_ outcome: Outcome, seats: Seats) {
        meet(seats)
        switch outcome {
        case .win(let player):
            let name = seats[player].name
            if let index = wins.firstIndex(where: { $0.name == name }) { wins[index].count += 1 }
        case .draw: draws += 1
        case .ongoing: break
        }
    }

    /// Takes back a counted game (an undo after the end).
    public mutating func uncount(_ outcome: Outcome, seats: Seats) {
        switch outcome {
        case .win(let player):
            let name = seats[player].name
            if let index = wins.firstIndex(where: { $0.name == name }) { wins[index].count -= 1 }
        case .draw: draws -= 1
        case .ongoing: break
        }
    }

    /// Whether any game has been finished.
    public var isEmpty: Bool { draws == 0 && wins.allSatisfy { $0.count == 0 } }

    public static func == (lhs: SessionScore, rhs: SessionScore) -> Bool {
        lhs.draws == rhs.draws && lhs.wins.map(\.name) == rhs.wins.map(\.name) && lhs.wins.map(\.count) == rhs.wins.map(\.count)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(draws)
        for (name, count) in wins { hasher.combine(name); hasher.combine(count) }
    }
}
