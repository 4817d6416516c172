import Music

/// Which players of a game are people; the others are the bot.
///
/// It decides a finished game's ending (``Ending/init(outcome:humans:)``).
public enum Humans: String, CaseIterable, Hashable, Sendable {
    /// A person moved first against the bot.
    case first
    /// The bot moved first against a person.
    case second
    /// Two people played each other.
    case both
    /// The bot played itself.
    case none

    /// Whether `player` is a person.
    public func isHuman(_ player: Player) -> Bool {
        switch self {
        case .first: player == .first
        case .second: player == .second
        case .both: true
        case .none: false
        }
    }
}

extension Ending {
    /// The ending a finished game gets, or nil while it is still going.
    ///
    /// - A full board is a Draw.
    /// - A person beating the bot is Good; the bot beating a person is Bad.
    /// - Between two people any win is Good (somebody in the room won).
    /// - Between two bots the first player's win is Good and the second's is Bad.
    public init?(outcome: Outcome, humans: Humans) {
        switch outcome {
        case .ongoing:
            return nil
        case .draw:
            self = .draw
        case .win(let winner):
            switch humans {
            case .both: self = .good
            case .none: self = winner == .first ? .good : .bad
            case .first, .second: self = humans.isHuman(winner) ? .good : .bad
            }
        }
    }
}

/// The melody of a game: composing it piece by piece, continuing it after a resume, and checking a
/// stored music string against the game it claims to be.
public enum GameMusic {
    /// The whole melody of `game`: one composed note per piece and, when the game is over, its ending.
    ///
    /// - Parameters:
    ///   - game: the game, finished or not.
    ///   - humans: who the people are, for the ending.
    ///   - composer: draws the notes (seed it for reproducible output).
    /// - Complexity: O(n) in the number of moves.
    public static func compose(for game: Game, humans: Humans, composer: inout Composer) -> MusicString {
        var melody = MusicString.empty
        extend(&melody, toMatch: game, humans: humans, composer: &composer)
        return melody
    }

    /// Continues a stored melody for the pieces played since it was saved, and ends it when the game is over.
    ///
    /// This is what a resumed game does: the next note still differs from the last stored one. (The
    /// Current tune that opens a resumed game is played, never stored.)
    ///
    /// - Parameters:
    ///   - melody: the stored melody of the game's first `melody.notes.count` pieces, with no ending.
    ///   - game: the game now; it has at least as many pieces as the melody has notes.
    /// - Throws: ``GameMusicError`` when the melody cannot belong to a prefix of `game`.
    public static func `continue`(_ melody: MusicString, for game: Game, humans: Humans,
                                  composer: inout Composer) throws(GameMusicError) -> MusicString {
        guard melody.ending == nil else { throw .endingTooEarly(melody.ending!, pieces: game.moves.count) }
        guard melody.notes.count <= game.moves.count else {
            throw .noteCount(notes: melody.notes.count, pieces: game.moves.count)
        }
        var result = melody
        extend(&result, toMatch: game, humans: humans, composer: &composer)
        return result
    }

    private static func extend(_ melody: inout MusicString, toMatch game: Game, humans: Humans,
                               composer: inout Composer) {
        while melody.notes.count < game.moves.count { composer.extend(&melody) }
        if let ending = Ending(outcome: game.outcome, humans: humans) { melody.finish(with: ending) }
    }

    /// Checks that `melody` is the music of `game`.
    ///
    /// - Parameters:
    ///   - melody: a valid music string (its own rules are checked when it is parsed).
    ///   - game: the game it should belong to.
    ///   - humans: who the people are; when nil, any ending a win could have (Good or Bad) is accepted.
    /// - Throws: ``GameMusicError``: a note count different from the piece count, an ending while the
    ///   game is going, none when it is over, or the wrong one.
    public static func check(_ melody: MusicString, against game: Game, humans: Humans?) throws(GameMusicError) {
        guard melody.notes.count == game.moves.count else {
            throw .noteCount(notes: melody.notes.count, pieces: game.moves.count)
        }
        switch (game.outcome, melody.ending) {
        case (.ongoing, nil):
            return
        case (.ongoing, let ending?):
            throw .endingTooEarly(ending, pieces: game.moves.count)
        case (let outcome, nil):
            throw .missingEnding(outcome)
        case (let outcome, let ending?):
            let allowed: [Ending] = if let humans {
                [Ending(outcome: outcome, humans: humans)!]
            } else {
                Array(Set(Humans.allCases.map { Ending(outcome: outcome, humans: $0)! })).sorted { $0.rawValue < $1.rawValue }
            }
            guard allowed.contains(ending) else {
                throw .wrongEnding(ending, expected: allowed[0], outcome: outcome, humans: humans)
            }
        }
    }
}

/// Why a valid music string is not the music of a given game.
public enum GameMusicError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The melody has a different number of notes than the game has pieces.
    case noteCount(notes: Int, pieces: Int)
    /// The melody has an ending but the game is still going.
    case endingTooEarly(Ending, pieces: Int)
    /// The game is over but the melody has no ending.
    case missingEnding(Outcome)
    /// The ending does not match the outcome (and who played).
    case wrongEnding(Ending, expected: Ending, outcome: Outcome, humans: Humans?)

    /// The problem in words, as the wording layer says it (``Phrases``).
    public var description: String { Phrases.of(self) }
}
