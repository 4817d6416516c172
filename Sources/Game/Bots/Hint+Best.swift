extension Hint {
    /// How good the move is for the player making it: a quicker win is better, a draw is 0, a later
    /// loss is better than a quicker one; nil for a full column.
    public var rank: Int? {
        switch self {
        case .full: nil
        case .win(let moves): 100 - moves
        case .draw: 0
        case .loss(let moves): -100 + moves
        case .winning: 50
        case .losing: -50
        }
    }

    /// The outcome for the player making the move: 1 a win, 0 a draw, -1 a loss; nil for a full column.
    public var sign: Int? {
        switch self {
        case .full: nil
        case .win, .winning: 1
        case .draw: 0
        case .loss, .losing: -1
        }
    }

    /// The best columns (0-based) of `hints`, once every playable column's outcome is known and the
    /// columns of the best outcome are exact; nil before.
    public static func best(of hints: [Hint?]) -> Set<Int>? {
        guard !hints.contains(where: { $0 == nil }) else { return nil }
        guard let top = hints.compactMap({ $0?.sign }).max(),
              hints.allSatisfy({ $0?.sign != top || $0!.isExact }) else { return nil }
        let ranks = hints.map { $0?.rank }
        guard let top = ranks.compactMap(\.self).max() else { return nil }
        return Set(ranks.indices.filter { ranks[$0] == top })
    }
}
