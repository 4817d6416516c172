/// Answers from the opening book where it has them, else from the solver: the one path by which
/// `solve --analyze` and reviews get the score of every column.
extension Solver {
    /// The score of every column of `position`, column 0 first (nil for a full column): from `book`
    /// when it determines them all (``OpeningBook/analysis(of:weak:)``, microseconds), else solved
    /// (``analyze(_:weak:)``).
    ///
    /// - Parameters:
    ///   - position: a position where the game is not over.
    ///   - weak: when true, only signs (-1, 0, 1).
    ///   - book: the opening book, or nil to solve every position.
    /// - Returns: seven scores from the point of view of the player to move (Pons' convention).
    /// - Complexity: O(49 log n) from the book; else up to seven exact solves.
    public func analyze(_ position: Position, weak: Bool = false, book: OpeningBook?) -> [Int?] {
        book?.analysis(of: position, weak: weak) ?? analyze(position, weak: weak)
    }
}
