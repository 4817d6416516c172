import Dispatch
import Game
import Synchronization
import TableMemory
import TerminalUI

/// A replayed game's review by the perfect solver, worked out move by move on a thread of its own
/// while the replay plays, so that each move's verdict can be shown as its piece lands; then the
/// turning points' lines, which `p` shows at the end.
final class ReplayReview: Sendable {
    private let moves = Mutex<[MoveReview]>([])
    private let points = Mutex<[TurningPoint]?>(nil)
    private let stopped = Atomic<Bool>(false)
    /// The number of moves of the game.
    let total: Int

    /// Starts reviewing `game` with a solver of its own, `book` first when there is one.
    init(game: Game, book: OpeningBook?) {
        total = game.moves.count
        DispatchQueue.global().async { [self] in
            ThreadPriority.normal()
            let reviewer = GameReviewer(solver: Solver(table: TableMemory.table()), book: book)
            var reviews = reviewer.reviews(of: game)
            var all: [MoveReview] = []
            while !self.stopped.load(ordering: .relaxed), let review = reviews.next() {
                all.append(review)
                self.moves.withLock { $0.append(review) }
            }
            // Then the turning points' lines, one at a time so that a stop is heard between them.
            guard all.count == game.moves.count else { return }
            var found: [TurningPoint] = []
            for move in GameReview(moves: all).turningMoves {
                guard !self.stopped.load(ordering: .relaxed),
                      let point = try? reviewer.turningPoints(of: game, in: GameReview(moves: [move])).first else { return }
                found.append(point)
            }
            self.points.withLock { $0 = found }
        }
    }

    /// The turning points with their lines, once every move is reviewed and the lines are solved.
    var turningPoints: [TurningPoint]? { points.withLock { $0 } }

    /// The moves reviewed so far, from the first.
    var reviewed: [MoveReview] { moves.withLock { $0 } }

    /// Stops the work before its next move (the replay is over).
    func stop() { stopped.store(true, ordering: .relaxed) }
}
