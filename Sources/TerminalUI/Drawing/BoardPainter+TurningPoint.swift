import Game
import GameFlow
import Wording

extension BoardPainter {
    /// The panel beside a turning point shown on the board (``FlowScreen/inspection``): which one, the move
    /// and its verdict, which line the faint discs are, how it ends, the command that plays the move again
    /// (when the screen has one) and what `p` shows next.
    ///
    /// ```
    /// Turning point 1 of 2
    ///   Move 7, You: a blunder
    ///   Faint: perfect play after
    ///   the move played, 3
    ///   Bot hard wins with move 14.
    ///
    /// Play it again, better:
    ///   c4-audio play --from 3:7
    ///
    /// p: the best move instead
    /// ```
    func turningPointLines(_ shown: TurningPointView.Shown, screen: FlowScreen) -> [[Run]] {
        let dim = mode == .none ? "" : "2"
        let move = shown.point.move
        let verdictStyle = mode == .none ? "" : move.verdict == .blunder ? "1;31" : "33"
        var lines: [[Run]] = [
            [Run(tr("Turning point {number} of {count}", ["number": shown.view.index + 1, "count": shown.count]), style: "1")],
            [Run("  " + tr("Move {number}, {name}:", ["number": move.number, "name": screen.seats[move.player].shownName]) + " "),
             Run(move.verdict.words, style: verdictStyle)],
            [Run("  " + tr("Faint: perfect play after"), style: dim)],
            [Run("  " + shownMove(shown))],
            [Run("  " + lineEnd(shown.end, screen: screen))],
        ]
        if let command = screen.tryAgain {
            lines += [[], [Run(tr("Play it again, better:"))], [Run("  " + command, style: "1")]]
        }
        let next = !shown.view.best ? tr("p: the best move instead")
            : shown.view.index + 1 < shown.count ? tr("p: the next turning point") : tr("p: back to the end")
        lines += [[], [Run(next, style: dim)]]
        return lines
    }

    /// The move the faint discs follow: "the move played, 3" or "the best move, 4".
    func shownMove(_ shown: TurningPointView.Shown) -> String {
        shown.view.best
            ? tr("the best move, {column}", ["column": shown.point.bestLine[0] + 1])
            : tr("the move played, {column}", ["column": shown.point.move.column + 1])
    }

    /// How the line shown ends: "Bot hard wins with move 14." or "A draw: the board is full."
    func lineEnd(_ end: Game, screen: FlowScreen) -> String {
        guard let winner = end.outcome.winner else { return tr("A draw: the board is full.") }
        guard winner != addressee.player(in: screen.seats) else { return tr("You win with move {number}.", ["number": end.moves.count]) }
        return tr("{name} wins with move {number}.", ["name": screen.seats[winner].shownName, "number": end.moves.count])
    }
}
