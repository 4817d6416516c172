/// One answer given to a puzzle, as the history keeps it (table `puzzleAttempt`).
public struct PuzzleAttempt: Hashable, Sendable {
    /// The puzzle's ID: `GAME:MOVE` for a position of a stored game, `seed:N` for a seeded one.
    public var puzzle: String
    /// The column answered, 1–7.
    public var answer: Int
    /// Whether the answer was right.
    public var solved: Bool
    /// When it was given.
    public var answered: Timestamp

    /// An answer to `puzzle`.
    public init(puzzle: String, answer: Int, solved: Bool, answered: Timestamp) {
        precondition((1...7).contains(answer), "a column from 1 to 7")
        (self.puzzle, self.answer, self.solved, self.answered) = (puzzle, answer, solved, answered)
    }
}

/// What the answers to puzzles came to: how many puzzles were solved and tried, and the streaks of right
/// answers (current and best).
///
/// A puzzle counts as solved once any answer to it was right; a streak counts right answers in a row,
/// and a wrong one ends it.
public struct PuzzleStats: Hashable, Sendable {
    /// The puzzles with at least one right answer.
    public var solved: Set<String>
    /// How many different puzzles were answered.
    public var tried: Int
    /// How many answers were given in all.
    public var answers: Int
    /// Right answers in a row up to the last one.
    public var streak: Int
    /// The longest run of right answers.
    public var bestStreak: Int

    /// The stats of `attempts`, oldest first.
    public init(_ attempts: [PuzzleAttempt]) {
        solved = Set(attempts.filter(\.solved).map(\.puzzle))
        tried = Set(attempts.map(\.puzzle)).count
        answers = attempts.count
        var run = 0, best = 0
        for attempt in attempts {
            run = attempt.solved ? run + 1 : 0
            best = max(best, run)
        }
        streak = run
        bestStreak = best
    }
}
