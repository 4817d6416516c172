import Game

// The game's values in words: what the core hands out as facts (a hint's outcome, a verdict, a level, a
// colour), said in the language in use. Data (JSON, stored names, the database) keeps the values' own
// English codes (`description`); only what is shown goes through here.

extension Hint {
    /// The hint as a person reads it: "wins in 5 moves", "draw", "full".
    public var words: String {
        switch self {
        case .full: tr("full")
        case .draw: tr("draw")
        case .win(let moves): trn("wins in {count} move", "wins in {count} moves", moves)
        case .loss(let moves): trn("loses in {count} move", "loses in {count} moves", moves)
        case .winning: tr("wins")
        case .losing: tr("loses")
        }
    }
}

extension MoveVerdict {
    /// The verdict's name: "best", "inaccuracy", "mistake", "blunder".
    public var words: String {
        switch self {
        case .best: trc("verdict", "best")
        case .inaccuracy: tr("inaccuracy")
        case .mistake: tr("mistake")
        case .blunder: tr("blunder")
        }
    }
}

extension MoveVerdict {
    /// A count of moves with this verdict: "1 best move", "3 inaccuracies", "0 blunders".
    public func counted(_ count: Int) -> String {
        switch self {
        case .best: trn("{count} best move", "{count} best moves", count)
        case .inaccuracy: trn("{count} inaccuracy", "{count} inaccuracies", count)
        case .mistake: trn("{count} mistake", "{count} mistakes", count)
        case .blunder: trn("{count} blunder", "{count} blunders", count)
        }
    }
}

extension BotLevel {
    /// The level as shown: "easy" … "perfect" (stored names such as `Bot hard` keep the code).
    public var words: String {
        switch self {
        case .random: trc("level", "random")
        case .easy: tr("easy")
        case .medium: tr("medium")
        case .hard: tr("hard")
        case .perfect: tr("perfect")
        }
    }
}

extension PieceColour {
    /// The colour as shown: "red", "yellow".
    public var words: String {
        switch self {
        case .red: tr("red")
        case .yellow: tr("yellow")
        case .green: tr("green")
        case .purple: tr("purple")
        case .blue: tr("blue")
        case .orange: tr("orange")
        case .pink: tr("pink")
        case .cyan: tr("cyan")
        case .white: tr("white")
        case .brown: tr("brown")
        }
    }
}
