import Game
import History
import Music
import SessionFacts

/// Where puzzles come from: the person's mistakes in the stored games, and seeded positions.
///
/// A stored game gives a puzzle for every move of a person (not a bot) that the review judges a
/// ``MoveVerdict/mistake`` or a ``MoveVerdict/blunder``: the position before it, to be answered with a move
/// that keeps the outcome the mistake lost. The newest games come first, each game's moves in order; the
/// next puzzle is the first one not yet solved. Games are reviewed one move at a time, and only as far as
/// the next puzzle is found.
///
/// ```swift
/// let source = PuzzleSource(store: store, reviewer: reviewer)
/// if let next = try source.next(solved: store.puzzleStats().solved) { print(next.puzzle.id) }
/// ```
public struct PuzzleSource {
    /// The history the games come from.
    public let store: HistoryStore
    /// The reviewer that judges the moves and scores the positions (book first, then solver).
    public let reviewer: GameReviewer

    /// Puzzles from `store`'s games, judged by `reviewer`.
    public init(store: HistoryStore, reviewer: GameReviewer) {
        self.store = store
        self.reviewer = reviewer
    }

    /// The next puzzle from the stored games.
    public enum Next {
        /// The first puzzle not yet solved.
        case unsolved(SetPuzzle)
        /// Every puzzle was solved: the first one, set again.
        case again(SetPuzzle)
        /// No stored game has a mistake of a person: the first seeded puzzle not yet solved.
        case seeded(SetPuzzle)

        /// The puzzle set.
        public var puzzle: SetPuzzle {
            switch self { case .unsolved(let set), .again(let set), .seeded(let set): set }
        }
    }

    /// The first stored puzzle whose ID is not in `solved`; else the first one again; else a seeded one.
    ///
    /// - Parameter progress: called with the ID of each game before its moves are judged (a game the book
    ///   never saw can take seconds).
    public func next(solved: Set<String>, progress: (GameID) -> Void = { _ in }) throws -> Next {
        var first: SetPuzzle?
        var found: SetPuzzle?
        try store.forEachGame(damaged: { _ in }) { stored in
            guard found == nil else { return }
            progress(stored.id)
            for index in mistakes(in: stored) {
                let id = PuzzleID.stored(game: stored.id, move: index + 1)
                if solved.contains(id.description) && first != nil { continue }
                let set = puzzle(of: stored, index: index)
                if first == nil { first = set }
                if !solved.contains(id.description) { found = set; return }
            }
        }
        if let found { return .unsolved(found) }
        if let first { return .again(first) }
        let seed = (1...).first { !solved.contains(PuzzleID.seeded(UInt64($0)).description) }!
        return .seeded(SeededPuzzle.make(seed: UInt64(seed), solver: reviewer.solver, book: reviewer.book))
    }

    /// The puzzle `id`.
    ///
    /// - Throws: ``PuzzleError/notAPuzzle(game:move:)`` when that move was not a person's mistake or blunder,
    ///   ``HistoryError/noSuchGame(_:)`` for an unknown game.
    public func puzzle(_ id: PuzzleID) throws -> SetPuzzle {
        switch id {
        case .seeded(let seed):
            return SeededPuzzle.make(seed: seed, solver: reviewer.solver, book: reviewer.book)
        case .stored(let game, let move):
            let stored = try store.game(id: game)
            let index = move - 1
            guard index < stored.game.moves.count, stored.players[Player.playing(moveIndex: index)].isHuman else {
                throw PuzzleError.notAPuzzle(game: game, move: move)
            }
            let set = puzzle(of: stored, index: index)
            let played = stored.game.moves[index]
            guard let score = set.puzzle.scores[played], MoveVerdict(before: set.puzzle.bestScore, after: score).changesOutcome else {
                throw PuzzleError.notAPuzzle(game: game, move: move)
            }
            return set
        }
    }

    /// The indices of the moves of a person in `stored` that changed the outcome, in order.
    func mistakes(in stored: StoredGame) -> [Int] {
        var position = Position()
        var found: [Int] = []
        for (index, column) in stored.game.moves.enumerated() {
            if stored.players[Player.playing(moveIndex: index)].isHuman,
               reviewer.review(column, at: index, in: position).verdict.changesOutcome {
                found.append(index)
            }
            position.play(column)
        }
        return found
    }

    private func puzzle(of stored: StoredGame, index: Int) -> SetPuzzle {
        let moves = Array(stored.game.moves[..<index])
        return SetPuzzle(id: .stored(game: stored.id, move: index + 1),
                         puzzle: Puzzle(moves: moves, solver: reviewer.solver, book: reviewer.book), seats: stored.players)
    }
}


/// The puzzle of a seed (`puzzle --seed N`, ID `seed:N`): a random game, as self-play between two careless
/// players goes, played from the empty board with ``Music/SeededGenerator`` until it reaches a position
/// where a move can lose the outcome (a won or drawn position with at least one wrong column). The same
/// seed gives the same position on every run.
///
/// The game has at least 14 stones, where the solver answers in milliseconds even without the book.
public enum SeededPuzzle {
    /// The fewest stones a seeded position has.
    static let firstStone = 14

    /// The puzzle of `seed`.
    public static func make(seed: UInt64, solver: Solver, book: OpeningBook?) -> SetPuzzle {
        var generator = SeededGenerator(seed: seed)
        let seats = Seats(first: .person(Seat.numberedPersonName(1), colour: .red),
                          second: .person(Seat.numberedPersonName(2), colour: .yellow))
        while true {
            var position = Position()
            var moves: [Int] = []
            let length = firstStone + Int.random(in: 0...10, using: &generator)
            while true {
                let playable = (0..<Position.width).filter { position.canPlay($0) && !position.isWinningMove($0) }
                guard !playable.isEmpty, !position.isFull else { break }
                let column = playable.randomElement(using: &generator)!
                position.play(column)
                moves.append(column)
                guard moves.count >= length, !position.isFull else { continue }
                let puzzle = Puzzle(moves: moves, solver: solver, book: book)
                if puzzle.outcome >= 0 && puzzle.hasWrongAnswer {
                    return SetPuzzle(id: .seeded(seed), puzzle: puzzle, seats: seats)
                }
            }
        }
    }
}
