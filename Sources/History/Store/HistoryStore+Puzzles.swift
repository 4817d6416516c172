import GRDB

// The answers given to puzzles (`c4-audio puzzle`): one row each, oldest first.
extension HistoryStore {
    /// Keeps one answer to a puzzle, and returns the stats with it counted.
    ///
    /// - Throws: a database failure (``HistoryError``), e.g. ``HistoryError/readOnly(path:)``.
    @discardableResult
    public func recordPuzzleAttempt(_ attempt: PuzzleAttempt) throws(HistoryError) -> PuzzleStats {
        try write { db in
            try db.execute(sql: "INSERT INTO puzzleAttempt (puzzle, answer, solved, answered) VALUES (?, ?, ?, ?)",
                           arguments: [attempt.puzzle, attempt.answer, attempt.solved ? 1 : 0, attempt.answered.iso8601])
        }
        return try puzzleStats()
    }

    /// Every answer given to a puzzle, oldest first.
    public func puzzleAttempts() throws(HistoryError) -> [PuzzleAttempt] {
        let rows = try read { db in
            try Row.fetchAll(db, sql: "SELECT puzzle, answer, solved, answered FROM puzzleAttempt ORDER BY id")
        }
        return rows.compactMap { row in
            let answer: Int = row["answer"]
            guard (1...7).contains(answer) else { return nil }
            let answered = Timestamp(iso8601: row["answered"]) ?? Timestamp(millisecondsSince1970: 0)
            return PuzzleAttempt(puzzle: row["puzzle"], answer: answer, solved: row["solved"] as Int == 1, answered: answered)
        }
    }

    /// The stats of every answer given so far.
    public func puzzleStats() throws(HistoryError) -> PuzzleStats {
        PuzzleStats(try puzzleAttempts())
    }
}
