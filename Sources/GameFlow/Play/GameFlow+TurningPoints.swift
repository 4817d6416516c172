import Game

/// Which view of a finished game's turning points is on the board: turning point `index` (0-based), with the
/// line after the move played or, with `best`, after the best move.
///
/// `p` steps through them in order, each turning point twice (the move played, then the best one), and
/// after the last back to the game's end; Esc goes back at once.
public struct TurningPointView: Hashable, Sendable {
    /// The turning point, counted from 0.
    public var index: Int
    /// Whether the line shown follows the best move instead of the move played.
    public var best: Bool

    /// The view of turning point `index` (from 0), after the best move with `best`.
    public init(index: Int, best: Bool) {
        self.index = index
        self.best = best
    }

    /// The view `p` shows after `view` (nil: the game's end) among `count` turning points: the line after
    /// the move played, then after the best move, then the next turning point; after the last, the end.
    public static func next(after view: TurningPointView?, count: Int) -> TurningPointView? {
        guard count > 0 else { return nil }
        switch view {
        case nil: return TurningPointView(index: 0, best: false)
        case let view? where !view.best: return TurningPointView(index: view.index, best: true)
        case let view? where view.index + 1 < count: return TurningPointView(index: view.index + 1, best: false)
        default: return nil
        }
    }

    /// What the screen shows of it.
    public struct Shown: Hashable, Sendable {
        /// The view.
        public var view: TurningPointView
        /// How many turning points the game has.
        public var count: Int
        /// The turning point.
        public var point: TurningPoint
        /// The game as the line shown ends it.
        public var end: Game
    }
}

extension GameFlow {
    /// `p` after a game: the next view of its turning points, once they are solved.
    mutating func stepTurningPoint() {
        guard game.outcome.isOver, reviewRequest != nil else { return }
        guard let points = turningPoints else {
            message = .turningPointsComing
            return
        }
        guard !points.isEmpty else {
            message = .noTurningPoints
            return
        }
        inspected = TurningPointView.next(after: inspected, count: points.count)
    }
}

extension FlowScreen {
    /// Shows `view` of `points` (the turning points of the finished `game`) in place of the game's end.
    public mutating func show(_ view: TurningPointView, of points: [TurningPoint], in game: Game) {
        let point = points[view.index]
        let end = view.best ? point.endOfBestLine(in: game) : point.endOfLine(in: game)
        // The line's first move: the opponent's reply, or the best move itself.
        let firstGhost = point.move.index + (view.best ? 0 : 1)
        discs = Self.board(of: end, pieces: end.moves.count, hiding: nil, showsWinning: true)
        for row in discs.indices {
            for column in discs[row].indices {
                guard var disc = discs[row][column] else { continue }
                disc.isGhost = disc.moveNumber > firstGhost
                disc.isLast = disc.moveNumber == point.move.number && !view.best
                discs[row][column] = disc
            }
        }
        inspection = TurningPointView.Shown(view: view, count: points.count, point: point, end: end)
    }
}
