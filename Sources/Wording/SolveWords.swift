import Game

// `solve`'s words that come from the game's values: why a line cannot be solved, and what the progress
// line says while a position is being solved.

extension SolveLineError {
    /// "expected MOVES or MOVES SCORE, found 3 fields", "'x' is not a score", "the board is full", or the
    /// record's refusal ("move 2: '8' is not a column (expected 1-7)").
    public var words: String {
        switch self {
        case .moves(let error): error.words
        case .extraFields(let count):
            trn("expected MOVES or MOVES SCORE, found {count} field", "expected MOVES or MOVES SCORE, found {count} fields", count)
        case .badScore(let text): tr("'{text}' is not a score", ["text": SafeText.shown(text)])
        case .boardFull: tr("the board is full")
        case .alreadyWon: tr("the game is already won")
        }
    }
}

extension SolveLine {
    /// What the progress line says while the position is solved: "solving 4453", "solving the empty board".
    public var solvingWords: String {
        moves.isEmpty ? tr("solving the empty board") : tr("solving {moves}", ["moves": moves])
    }
}
