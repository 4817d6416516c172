/// How well the bot plays.
public enum BotLevel: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Uniformly random legal moves: the baseline of the strength ladder, not offered in play.
    case random
    /// Takes a win in one, usually blocks one, otherwise plays loosely around the centre.
    case easy
    /// Looks 3 plies ahead with a threat-counting evaluation; one move in four is an `easy` one.
    case medium
    /// Exact scores once the solver answers within a small budget (mid and end game), an
    /// 7-ply look-ahead before that; now and then settles for the second-best move.
    case hard
    /// Always a move of the best exact score (fastest win, slowest loss), at random among equals.
    case perfect

    /// The levels a player can choose, weakest first.
    public static let playable: [BotLevel] = [.easy, .medium, .hard, .perfect]

    /// The level's name, as typed on the command line.
    public var description: String { rawValue }
}

/// A computer player.
///
/// Every level chooses with the generator it is given, so a seeded generator makes its games
/// reproducible; with different generators the lower levels (and `perfect` among equal moves)
/// vary their play.
public final class Bot {
    /// How well it plays.
    public let level: BotLevel
    /// The exact solver behind `hard` and `perfect`; its table is reused from move to move.
    public let solver: Solver
    /// Best moves of early positions, for `perfect` (see ``OpeningBook``).
    public let book: OpeningBook?

    /// Positions the `hard` level may search exactly before falling back to the look-ahead
    /// (about 15 ms).
    public static let hardNodeBudget = 100_000

    /// A bot of `level`.
    ///
    /// - Parameters:
    ///   - level: how well it plays.
    ///   - solver: the solver to use (share one between bots to share its table).
    ///   - book: the opening book for `perfect`; without it, early moves can take long.
    public init(level: BotLevel, solver: Solver, book: OpeningBook? = nil) {
        self.level = level
        self.solver = solver
        self.book = book
    }

    /// The column (0-based) the bot plays in `position`.
    ///
    /// - Parameters:
    ///   - position: a position where the game is not over.
    ///   - generator: the source of the bot's choices among equal or near-equal moves.
    /// - Returns: a playable column.
    /// - Complexity: `perfect` solves exactly (instant from the book, at most about a second
    ///   past it); the other levels are bounded to a few tens of milliseconds.
    public func move(in position: Position, using generator: inout some RandomNumberGenerator) -> Int {
        precondition(!position.isFull && !position.isWonByLastMover, "the game is over")
        let legal = (0..<Position.width).filter(position.canPlay)
        switch level {
        case .random:
            return legal.randomElement(using: &generator)!
        case .easy:
            return easyMove(position, legal: legal, using: &generator)
        case .medium:
            if Int.random(in: 0..<4, using: &generator) == 0 {
                return easyMove(position, legal: legal, using: &generator)
            }
            var search = HeuristicSearch()
            let values = search.columnValues(position, depth: 3)
            return Self.choose(values, tolerance: 2, using: &generator)
        case .hard:
            if let scores = solver.analyze(position, nodeLimit: Self.hardNodeBudget) {
                // Usually the best move; one time in ten the second-best distinct score.
                let distinct = Set(scores.compactMap { $0 }).sorted(by: >)
                let target = distinct.count > 1 && Int.random(in: 0..<10, using: &generator) == 0
                    ? distinct[1] : distinct[0]
                return legal.filter { scores[$0] == target }.randomElement(using: &generator)!
            }
            var search = HeuristicSearch()
            let values = search.columnValues(position, depth: 7)
            return Self.choose(values, tolerance: 1, using: &generator)
        case .perfect:
            if let columns = book?.bestMoves(in: position), !columns.isEmpty {
                return columns.randomElement(using: &generator)!
            }
            return solver.bestMoves(in: position).columns.randomElement(using: &generator)!
        }
    }

    /// Wins at once when it can, blocks a threat five times in six, avoids handing over a win
    /// two times in three, and otherwise plays at random, the centre twice as likely.
    private func easyMove(_ position: Position, legal: [Int],
                          using generator: inout some RandomNumberGenerator) -> Int {
        if let win = legal.filter(position.isWinningMove).randomElement(using: &generator) {
            return win
        }
        let forced = position.possible & position.opponentWinningCells
        if forced != 0 && Int.random(in: 0..<6, using: &generator) != 0 {
            return legal.first { forced & Position.columnMask($0) != 0 }!
        }
        let safeMoves = position.possibleNonLosingMoves
        var candidates = legal
        if safeMoves != 0 && Int.random(in: 0..<3, using: &generator) != 0 {
            candidates = legal.filter { safeMoves & Position.columnMask($0) != 0 }
        }
        let weighted = candidates.flatMap { (2...4).contains($0) ? [$0, $0] : [$0] }
        return weighted.randomElement(using: &generator)!
    }

    /// A random column among those whose value is within `tolerance` of the best.
    private static func choose(_ values: [Int?], tolerance: Int,
                               using generator: inout some RandomNumberGenerator) -> Int {
        let best = values.compactMap { $0 }.max()!
        let good = values.indices.filter { values[$0].map { $0 >= best - tolerance } ?? false }
        return good.randomElement(using: &generator)!
    }
}
