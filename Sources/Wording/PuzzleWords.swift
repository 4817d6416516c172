import Game
import History
import SessionFacts

// The words of `c4-audio puzzle`: the task, the verdict on an answer, the stats and the refusals. The
// verdict's outcome words are the hints' (``Hint/words``) and its line is said as a review's turning point
// says it (``TurningPointWords/line(after:moves:end:colours:)``).

/// The puzzle's words.
public enum PuzzleWords {
    /// "Puzzle 12:7 (game 12, before move 7): red to move; find a move that wins (any win counts)."
    public static func task(id: String, game: GameID?, move: Int, colour: PieceColour, outcome: Int) -> String {
        let goal = outcome > 0 ? tr("find a move that still wins (any win counts, not only the quickest)")
            : outcome == 0 ? tr("find a move that still draws") : tr("every move loses; find one")
        let values: [String: any CustomStringConvertible] = ["id": id, "colour": colour.words, "goal": goal, "move": move]
        guard let game else { return tr("Puzzle {id}: {colour} to move (move {move}); {goal}.", values) }
        return tr("Puzzle {id} (game {game}, where you made a mistake with move {move}): {colour} to move; {goal}.",
                  values.merging(["game": game]) { $1 })
    }

    /// The prompt of the line mode: "Your column (1-7, q quits): ".
    public static var prompt: String { tr("Your column (1-7, q quits): ") }

    /// "Right: column 4 wins in 5 moves." / "Right: column 3 draws."
    public static func right(column: Int, hint: Hint) -> String {
        tr("Right: column {column}: {outcome}.", ["column": column + 1, "outcome": hint.words])
    }

    /// "Wrong: column 2: loses in 4 moves; right were 3, 4." (`accepted` 0-based).
    public static func wrong(column: Int, hint: Hint, accepted: [Int]) -> String {
        tr("Wrong: column {column}: {outcome}; right were {columns}.",
           ["column": column + 1, "outcome": hint.words, "columns": accepted.map { String($0 + 1) }.joined(separator: ", ")])
    }

    /// "solved 3 of 4 puzzles tried; streak 2 (best 3)".
    public static func stats(_ stats: PuzzleStats) -> String {
        trn("solved {solved} of {count} puzzle tried; streak {streak} (best {best})",
            "solved {solved} of {count} puzzles tried; streak {streak} (best {best})", stats.tried,
            ["solved": stats.solved.count, "streak": stats.streak, "best": stats.bestStreak])
    }

    /// When the stored games hold no mistake of a person; `another` is the command that sets another seeded
    /// position (the front end's words, e.g. `c4-audio puzzle --seed N`).
    public static func noMistakes(another: String) -> String {
        tr("No stored game has a mistake of yours to set as a puzzle; here is a seeded position instead ({command} sets another).",
           ["command": another])
    }

    /// When every stored mistake was solved: the first one is set again.
    public static var allSolved: String { tr("Every puzzle from your games is solved; here is one again.") }

    /// A bad answer in the line mode, before asking again.
    public static func badAnswer(_ error: PuzzleError) -> String { error.words }
}

extension PuzzleError {
    /// "'12x' is not a puzzle (give GAME:MOVE, e.g. 12:7, or seed:N)", "column 4 is full".
    public var words: String {
        switch self {
        case .badID(let text):
            tr("'{text}' is not a puzzle: give GAME:MOVE (e.g. 12:7) or seed:N", ["text": SafeText.shown(text)])
        case .notAPuzzle(let game, let move):
            tr("no puzzle {game}:{move}: move {move} of game {game} is not a mistake of a person", ["game": game, "move": move])
        case .badColumn(let text):
            tr("'{text}' is not a column: give 1 to 7", ["text": SafeText.shown(text)])
        case .fullColumn(let column):
            tr("column {column} is full: give another", ["column": column + 1])
        }
    }
}
