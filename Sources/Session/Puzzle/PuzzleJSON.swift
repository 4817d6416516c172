import Game
import History

/// The JSON forms of `c4-audio puzzle`, one object on one line each. Columns count from 1; `outcome` is the
/// outcome to keep for the side to move (`win`, `draw` or `loss`). Keys may be added, never renamed.
///
/// ```
/// {"id":"12:7","game":12,"move":7,"moves":"445566","toMove":"first","colour":"red","outcome":"win"}
/// {"id":"12:7","answer":3,"right":false,"score":-18,"result":"loses in 2 moves","line":[3,3],"accepted":[4],"stats":{…}}
/// {"solved":3,"tried":4,"answers":6,"streak":2,"bestStreak":3}
/// ```
///
/// `moves` is the position in column digits (what `show` and `play --moves` take); a seeded puzzle has no
/// `game`. An answer's `score` is its exact score for the side to move (Pons' convention), `result` its
/// outcome in the hints' words, `line` perfect play after it (the opponent's reply first) and `accepted`
/// every right column.
public enum PuzzleJSON {
    /// The puzzle's object.
    public static func puzzle(_ set: SetPuzzle) -> String {
        let game = set.id.game.map { "\"game\":\($0)," } ?? ""
        return "{\"id\":\"\(set.id)\",\(game)\"move\":\(set.move),\"moves\":\"\(set.puzzle.moves.map { String($0 + 1) }.joined())\","
            + "\"toMove\":\"\(set.puzzle.player == .first ? "first" : "second")\","
            + "\"colour\":\"\(set.seats[set.puzzle.player].colour)\",\"outcome\":\"\(outcome(set.puzzle.outcome))\"}"
    }

    /// An answer's object, with the stats after it (`result` in the language in use).
    public static func answer(_ answer: PuzzleAnswer, to set: SetPuzzle, result: String, stats: PuzzleStats) -> String {
        "{\"id\":\"\(set.id)\",\"answer\":\(answer.column + 1),\"right\":\(answer.isRight),\"score\":\(answer.score),"
            + "\"result\":\"\(result)\",\"line\":\(columns(answer.line)),\"accepted\":\(columns(set.puzzle.accepted)),"
            + "\"stats\":\(self.stats(stats))}"
    }

    /// The stats' object.
    public static func stats(_ stats: PuzzleStats) -> String {
        "{\"solved\":\(stats.solved.count),\"tried\":\(stats.tried),\"answers\":\(stats.answers),"
            + "\"streak\":\(stats.streak),\"bestStreak\":\(stats.bestStreak)}"
    }

    static func outcome(_ sign: Int) -> String { sign > 0 ? "win" : sign < 0 ? "loss" : "draw" }

    static func columns(_ columns: [Int]) -> String { "[" + columns.map { "\($0 + 1)" }.joined(separator: ",") + "]" }
}
