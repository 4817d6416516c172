import Game
import Music

// The rules' and records' refusals in words: each names the problem and where it is, on one line.

extension MoveError {
    /// The problem without its position: "column 4 is full".
    public var reasonWords: String {
        switch self {
        case .columnOutOfRange(let column, _): tr("column {column} is not on the board (expected 1-7)", ["column": column + 1])
        case .columnFull(let column, _): tr("column {column} is full", ["column": column + 1])
        case .gameOver: tr("the game is already over")
        }
    }

    /// "move 7: column 4 is full".
    public var words: String { tr("move {number}: {reason}", ["number": moveIndex + 1, "reason": reasonWords]) }
}

extension MoveRecordError {
    /// "move 2: '8' is not a column (expected 1-7)", or the rules' refusal.
    public var words: String {
        switch self {
        case .invalidCharacter(let character, let move):
            tr("move {number}: {character} is not a column (expected 1-7)", ["number": move, "character": CharacterName.of(character)])
        case .illegalMove(let error): error.words
        }
    }
}

extension GameMusicError {
    /// "the music has 5 notes but the game has 6 pieces".
    public var words: String {
        switch self {
        case .noteCount(let notes, let pieces):
            tr("the music has {notes} but the game has {pieces}",
               ["notes": trn("{count} note", "{count} notes", notes), "pieces": trn("{count} piece", "{count} pieces", pieces)])
        case .endingTooEarly(let ending, let pieces):
            tr("character {position}: ending {ending} ({code}) but the game is still going",
               ["position": pieces + 1, "ending": ending.words, "code": ending.rawValue])
        case .missingEnding(let outcome):
            tr("the music has no ending but the game is over ({outcome})", ["outcome": Self.words(outcome)])
        case .wrongEnding(let ending, let expected, let outcome, let humans):
            humans.map { humans in
                tr("the ending is {ending} ({code}), but when {outcome} and {humans} the ending is {expected} ({expectedCode})",
                   ["ending": ending.words, "code": ending.rawValue, "outcome": Self.words(outcome), "humans": Self.words(humans),
                    "expected": expected.words, "expectedCode": expected.rawValue])
            } ?? tr("the ending is {ending} ({code}), but when {outcome} the ending is {expected} ({expectedCode})",
                    ["ending": ending.words, "code": ending.rawValue, "outcome": Self.words(outcome),
                     "expected": expected.words, "expectedCode": expected.rawValue])
        }
    }

    private static func words(_ outcome: Outcome) -> String {
        switch outcome {
        case .ongoing: tr("still going")
        case .draw: tr("a draw")
        case .win(.first): tr("the first player wins")
        case .win(.second): tr("the second player wins")
        }
    }

    private static func words(_ humans: Humans) -> String {
        switch humans {
        case .first: tr("a person moved first")
        case .second: tr("a person moved second")
        case .both: tr("two people played")
        case .none: tr("bots played each other")
        }
    }
}

extension OpeningBookError {
    /// "book entry 12 is out of order".
    public var words: String {
        switch self {
        case .notABook: tr("not an opening book (too short, or no C4BOOK01 header)")
        case .truncated(let count): tr("the book should hold {count} entries of 8 bytes but its size differs", ["count": count])
        case .unsorted(let entry): tr("book entry {entry} is out of order", ["entry": entry])
        }
    }
}
