import Game
import History

// The words of a review as `c4-audio review` prints it: the heading, the table's column names, each
// player's summary and the move that decided the game. Names come in already laid out and painted by
// the view, so that a translation can put them where its grammar wants them.

/// The review text's words.
public enum ReviewWords {
    /// "game 3: Bot hard (red) moved first vs Bot perfect (yellow); Bot perfect won with move 30".
    public static func heading(id: GameID?, first: String, firstColour: PieceColour, second: String, secondColour: PieceColour,
                               result: String) -> String {
        let values: [String: any CustomStringConvertible] = ["first": first, "firstColour": firstColour.words, "second": second,
                                                              "secondColour": secondColour.words, "result": result]
        guard let id else { return tr("{first} ({firstColour}) moved first vs {second} ({secondColour}); {result}", values) }
        return tr("game {id}: {first} ({firstColour}) moved first vs {second} ({secondColour}); {result}", values.merging(["id": id]) { $1 })
    }

    /// "Bot perfect won with move 30", "a draw", "unfinished after 5 moves" (`winner`: the winner's name).
    public static func result(of game: Game, winner: String?) -> String {
        switch game.outcome {
        case .win: tr("{name} won with move {number}", ["name": winner ?? "", "number": game.moves.count])
        case .draw: tr("a draw")
        case .ongoing: trn("unfinished after {count} move", "unfinished after {count} moves", game.moves.count)
        }
    }

    /// What the columns before and after mean.
    public static var legend: String {
        tr("before: the best the position allowed the player who moved; after: what the move kept; moves counted as the hints count them: the mover's own, this one first")
    }

    /// "; played with hints", added to the heading's result of a game played with hints.
    public static var playedWithHints: String { tr("played with hints") }

    /// The table's column names, in order: move, player, column, before, after, verdict, best.
    public static var columns: [String] {
        [trc("review column", "move"), trc("review column", "player"), trc("review column", "column"), trc("review column", "before"),
         trc("review column", "after"), trc("review column", "verdict"), trc("review column", "best")]
    }

    /// "Bot hard (red): 13 best moves, 1 inaccuracy, 0 mistakes, 1 blunder; accuracy 93%" (`name` laid out
    /// and painted; `accuracy` the share of moves that kept the outcome, nil without moves).
    public static func summary(name: String, colour: PieceColour, counts: [(MoveVerdict, Int)], accuracy: Double?) -> String {
        let values: [String: any CustomStringConvertible] = ["name": name, "colour": colour.words,
                                                              "counts": counts.map { $0.0.counted($0.1) }.joined(separator: ", ")]
        guard let accuracy else { return tr("{name} ({colour}): {counts}", values) }
        return tr("{name} ({colour}): {counts}; accuracy {percent}%", values.merging(["percent": Int((accuracy * 100).rounded())]) { $1 })
    }

    /// A move's outcome for the player who made it, as the hints say it: "wins in 9 moves", "draw", "loses
    /// in 4 moves" (`score` in Pons' convention, `index` the move's 0-based index).
    public static func outcome(score: Int, index: Int) -> String { Hint(score: score, moveCount: index).words }

    /// When no move changed the outcome.
    public static var noDecidingMove: String {
        tr("no move changed the outcome: the game went as perfect play from the empty board goes")
    }

    /// "decided by move 13 (Bot hard, column 2): a blunder, a won game lost".
    public static func decided(by move: MoveReview, name: String) -> String {
        return tr("decided by move {number} ({name}, column {column}): a {verdict}, {change}",
                  ["number": move.number, "name": name, "column": move.column + 1, "verdict": move.verdict.words, "change": change(move)])
    }

    /// What a turning point changed: "a won game lost", "a won game drawn", "a drawn game lost".
    static func change(_ move: MoveReview) -> String {
        move.verdict == .blunder ? tr("a won game lost") : move.before > 0 ? tr("a won game drawn") : tr("a drawn game lost")
    }
}
