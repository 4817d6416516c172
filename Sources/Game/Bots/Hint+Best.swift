extension Hint {
    /// How good the move is for the player making it: a quicker win is better, a draw is 0, a later
    /// loss is better than a quicker one; nil for a full column.
    public var rank: Int? {
        switch self {
        case .full: nil
        case .win(let moves): 100 - moves
        case .draw: 0
        case .loss(let moves): -100 + moves
        }
    }

    /// The best columns (0-based) of `hints`, once every playable column is known; nil before.
    public static func best(of hints: [Hint?]) -> Set<Int>? {
        guard !hints.contains(where: { $0 == nil }) else { return nil }
        let ranks = hints.map { $0?.rank }
        guard let top = ranks.compactMap(\.self).max() else { return nil }
        return Set(ranks.indices.filter { ranks[$0] == top })
    }
}
