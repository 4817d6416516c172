import Game

/// The JSON form of a review (`c4-audio review --json`): an array with one object per move, in order,
/// each on its own line, as `history --json` writes its games:
///
/// ```
/// [
/// {"move":1,"column":4,"player":"first","before":1,"after":1,"verdict":"best","best":[4]},
/// {"move":2,"column":1,"player":"second","before":-1,"after":-4,"verdict":"inaccuracy","best":[4]}
/// ]
/// ```
///
/// `move` counts from 1; `column` and `best` are columns 1–7 (`best` lists every column that kept the
/// best score, so it holds `column` when the verdict is `best`); `player` is `first` or `second`;
/// `before` and `after` are the mover's exact scores (Pons' convention); `verdict` is `best`,
/// `inaccuracy`, `mistake` or `blunder`. Keys may be added, never renamed.
public enum ReviewJSON {
    /// One move's object, e.g. `{"move":1,"column":4,"player":"first",…}`.
    public static func object(_ move: MoveReview) -> String {
        let best = move.bestColumns.map { "\($0 + 1)" }.joined(separator: ",")
        return "{\"move\":\(move.number),\"column\":\(move.column + 1),"
            + "\"player\":\"\(move.player == .first ? "first" : "second")\","
            + "\"before\":\(move.before),\"after\":\(move.after),"
            + "\"verdict\":\"\(move.verdict)\",\"best\":[\(best)]}"
    }

    /// The whole array, ending in a newline.
    public static func encode(_ review: GameReview) -> String {
        guard !review.moves.isEmpty else { return "[]\n" }
        return "[\n" + review.moves.map(object).joined(separator: ",\n") + "\n]\n"
    }
}
