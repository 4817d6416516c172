import Dispatch
import Game
import GameFlow
import Music
import Synchronization
import TableMemory
import TerminalUI

/// The bot's search and the hint solver, each on a thread of its own at the normal priority (the
/// game's loop may run at a real-time one, which new threads would inherit), so the screen stays
/// responsive while they work. Their answers queue up here as flow events and wake the input
/// loop through ``wake``.
public final class Background: Sendable {
    /// The pipe that wakes the input loop when an answer is ready.
    let wake: WakePipe
    private let answers = Mutex<[FlowEvent]>([])
    private let botQueue = DispatchQueue(label: "c4-audio.bot")
    private let hintQueue = DispatchQueue(label: "c4-audio.hints")
    /// The newest hint request; a solve for an older one gives up at its next checkpoint.
    private let latestHint = Atomic<Int>(0)
    /// The newest review request; a review for an older one stops before its next move.
    private let latestReview = Atomic<Int>(0)
    private let engines: Engines

    /// The solvers and the book, used only on their queues.
    private final class Engines: @unchecked Sendable {
        let botSolver = Solver(table: TableMemory.table())
        let hintSolver = Solver(table: TableMemory.table())
        let book: OpeningBook?
        init(book: OpeningBook?) { self.book = book }
    }

    /// Two worker threads sharing the perfect bot's opening `book`.
    public init(book: OpeningBook?) throws {
        wake = try WakePipe()
        engines = Engines(book: book)
    }

    /// Starts the bot's search for `request`; its column arrives as ``FlowEvent/botMove(id:column:)``.
    func requestBotMove(_ request: BotRequest) {
        botQueue.async { [engines] in
            ThreadPriority.normal()
            let bot = Bot(level: request.level, solver: engines.botSolver, book: engines.book)
            var generator = SeededGenerator(seed: request.seed)
            let column = bot.move(in: request.game.position, using: &generator)
            self.post(.botMove(id: request.id, column: column))
        }
    }

    /// Starts reviewing the finished game of `request` move by move on the hints' thread (a finished
    /// game asks for no hints); each move's review arrives as ``FlowEvent/reviewed(id:_:)``, in order,
    /// then the turning points with their lines as ``FlowEvent/turningPoints(id:_:)``.
    /// A newer request (another game, an undo) stops it before its next move or turning point.
    func requestReview(_ request: ReviewRequest) {
        latestReview.store(request.id, ordering: .relaxed)
        hintQueue.async { [engines] in
            ThreadPriority.normal()
            let reviewer = GameReviewer(solver: engines.hintSolver, book: engines.book)
            var reviews = reviewer.reviews(of: request.game)
            var moves: [MoveReview] = []
            while self.latestReview.load(ordering: .relaxed) == request.id, let review = reviews.next() {
                moves.append(review)
                self.post(.reviewed(id: request.id, review))
            }
            guard moves.count == request.game.moves.count else { return }
            var points: [TurningPoint] = []
            for move in GameReview(moves: moves).turningMoves {
                guard self.latestReview.load(ordering: .relaxed) == request.id,
                      let point = try? reviewer.turningPoints(of: request.game, in: GameReview(moves: [move])).first else { return }
                points.append(point)
            }
            self.post(.turningPoints(id: request.id, points))
        }
    }

    /// Starts solving every column for `request`; each verdict arrives as soon as it is known,
    /// the quick ones (a full column, a win at once, a book position) first.
    func requestHints(_ request: HintRequest) {
        latestHint.store(request.id, ordering: .relaxed)
        hintQueue.async { [engines] in
            ThreadPriority.normal()
            let hints = HintSearch(position: request.game.position, solver: engines.hintSolver, book: engines.book)
            hints.run(isCancelled: { self.latestHint.load(ordering: .relaxed) != request.id }) { column, hint in
                self.post(.hint(id: request.id, column: column, hint))
            }
        }
    }

    /// The answers that arrived since the last call, oldest first.
    func collect() -> [FlowEvent] {
        wake.drain()
        return answers.withLock { queue in
            defer { queue.removeAll() }
            return queue
        }
    }

    private func post(_ event: FlowEvent) {
        answers.withLock { $0.append(event) }
        wake.wake()
    }
}
