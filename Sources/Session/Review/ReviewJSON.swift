import Game

/// The JSON form of a review (`c4-audio review --json`): an array with one object per move, in order,
/// each on its own line, as `history --json` writes its games:
///
/// ```
/// [
/// {"move":1,"column":4,"player":"first","before":1,"after":1,"verdict":"best","best":[4],"firstScore":1},
/// {"move":2,"column":5,"player":"second","before":-1,"after":-2,"verdict":"mistake",…,"line":[4,4,…],"bestLine":[4,4,…]}
/// ]
/// ```
///
/// `move` counts from 1; `column` and `best` are columns 1–7 (`best` lists every column that kept the
/// best score, so it holds `column` when the verdict is `best`); `player` is `first` or `second`;
/// `before` and `after` are the mover's exact scores (Pons' convention); `verdict` is `best`,
/// `inaccuracy`, `mistake` or `blunder`; `firstScore` is the score after the move for the first player
/// (the outcome graph's value). A turning point (a mistake or a blunder) adds `line`, perfect play after
/// the move (the opponent's reply first), and `bestLine`, the best move and perfect play after it, both to
/// the game's end, as columns 1–7. Keys may be added, never renamed.
public enum ReviewJSON {
    /// One move's object, e.g. `{"move":1,"column":4,"player":"first",…}`.
    public static func object(_ move: MoveReview, point: TurningPoint? = nil) -> String {
        var object = "{\"move\":\(move.number),\"column\":\(move.column + 1),"
            + "\"player\":\"\(move.player == .first ? "first" : "second")\","
            + "\"before\":\(move.before),\"after\":\(move.after),"
            + "\"verdict\":\"\(move.verdict)\",\"best\":\(columns(move.bestColumns)),\"firstScore\":\(move.firstPlayerScore)"
        if let point { object += ",\"line\":\(columns(point.line)),\"bestLine\":\(columns(point.bestLine))" }
        return object + "}"
    }

    /// `[4,3]`: 0-based columns as 1–7.
    static func columns(_ columns: [Int]) -> String { "[" + columns.map { "\($0 + 1)" }.joined(separator: ",") + "]" }

    /// The whole array, ending in a newline; `points` are the review's turning points.
    public static func encode(_ review: GameReview, points: [TurningPoint]) -> String {
        guard !review.moves.isEmpty else { return "[]\n" }
        let lines = Dictionary(points.map { ($0.move.index, $0) }) { first, _ in first }
        return "[\n" + review.moves.map { object($0, point: lines[$0.index]) }.joined(separator: ",\n") + "\n]\n"
    }
}
