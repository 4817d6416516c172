import Game
import GameFlow
import Wording

extension BoardPainter {
    /// The review to show beside or under the board: once the game (or the replay) is over.
    func finalReview(_ screen: FlowScreen) -> FlowScreen.Review? {
        screen.status.isOver ? screen.review : nil
    }

    /// A replay's line for the move just played: its verdict, or that it is still being solved.
    func replayVerdictLine(_ screen: FlowScreen) -> [Run] {
        guard let review = screen.review, screen.moveCount > 0 else { return [] }
        let number = screen.moveCount
        guard review.moves.count >= number else {
            return [Run(tr("Move {number}: solving{ellipsis}", ["number": number, "ellipsis": policy.glyphs.ellipsis]), style: mode == .none ? "" : "2")]
        }
        let move = review.moves[number - 1]
        guard !move.isBest else { return [Run(tr("Move {number}: best", ["number": number]))] }
        let best = move.bestColumns.map { "\($0 + 1)" }.joined(separator: " ")
        let style = mode == .none ? "" : move.verdict == .inaccuracy ? "33" : "1;31"
        return [Run(tr("Move {number}: ", ["number": number])), Run(move.verdict.words, style: style), Run(" " + tr("(best {columns})", ["columns": best]))]
    }

    /// The review panel beside a finished game's board: per player the verdicts so far and their
    /// accuracy, then the turning points (every move that changed the outcome, with the best columns it
    /// missed; the first two, then how many more, so that the panel fits beside the board) and the move that decided the game, or progress while
    /// the solver works.
    func reviewPanelLines(_ review: FlowScreen.Review, screen: FlowScreen) -> [[Run]] {
        if let shown = screen.inspection { return turningPointLines(shown, screen: screen) }
        let dim = mode == .none ? "" : "2"
        var lines: [[Run]] = [[Run(tr("Review"), style: "1"), Run(" " + tr("(perfect play)"), style: dim)]]
        let summary = GameReview(moves: review.moves)
        for player in Player.allCases {
            let counts = summary.summary(of: player)
            var name = [disc(player, screen.seats), Run(" " + screen.seats[player].shownName, style: "1")]
            if review.isComplete, let accuracy = counts.accuracy {
                name.append(Run(" " + tr("(accuracy {percent}%)", ["percent": Int((accuracy * 100).rounded())]), style: dim))
            }
            lines.append(name)
            lines.append([Run("  " + tr("{best} best, {inaccurate} inaccurate",
                                            ["best": counts.count(of: .best), "inaccurate": counts.count(of: .inaccuracy)]))])
            lines.append([Run("  " + trn("{count} mistake", "{count} mistakes", counts.count(of: .mistake)) + ", "
                              + trn("{count} blunder", "{count} blunders", counts.count(of: .blunder)))])
        }
        lines.append([])
        guard review.isComplete else {
            lines.append([Run(tr("Solving: {done} of {total}{ellipsis}", ["done": review.moves.count, "total": review.total, "ellipsis": policy.glyphs.ellipsis]), style: dim)])
            return lines
        }
        guard let deciding = summary.decidingMove else {
            lines.append([Run(tr("No move changed the outcome."))])
            return lines + [[]] + graphLines(review, screen: screen)
        }
        let turning = summary.turningMoves
        lines.append([Run(tr("Turning points:"), style: "1")])
        for move in turning.prefix(2) {
            let style = mode == .none ? "" : move.verdict == .blunder ? "1;31" : "33"
            lines.append([Run("  " + tr("{number}. {name}:", ["number": move.number, "name": screen.seats[move.player].shownName]) + " "),
                          Run(move.verdict.words, style: style),
                          Run(tr(", best {best}", ["best": move.bestColumns.map { "\($0 + 1)" }.joined(separator: " ")]))])
        }
        if turning.count > 2 {
            lines.append([Run("  " + trn("and {count} more: c4-audio review", "and {count} more: c4-audio review", turning.count - 2), style: dim)])
        }
        lines.append([Run(tr("Decided by move {number}.", ["number": deciding.number]))])
        return lines + [[]] + graphLines(review, screen: screen)
    }

    /// One line under a finished game's board where no panel fits: the deciding move, or progress.
    func reviewLine(_ review: FlowScreen.Review, screen: FlowScreen) -> [Run] {
        if let shown = screen.inspection {
            let move = shown.point.move
            return [Run(" " + tr("Turning point {number} of {count}: move {move}, {verdict}; faint: after {shown}",
                                 ["number": shown.view.index + 1, "count": shown.count, "move": move.number,
                                  "verdict": move.verdict.words, "shown": shownMove(shown)]))]
        }
        guard review.isComplete else {
            return [Run(" " + tr("Review: solving {done} of {total}{ellipsis}", ["done": review.moves.count, "total": review.total, "ellipsis": policy.glyphs.ellipsis]), style: mode == .none ? "" : "2")]
        }
        guard let deciding = GameReview(moves: review.moves).decidingMove else {
            return [Run(" " + tr("Review: no move changed the outcome."))]
        }
        let best = deciding.bestColumns.map { "\($0 + 1)" }.joined(separator: " ")
        return [Run(" " + tr("Review: move {number}, {name}, a {verdict} (best {best})",
                             ["number": deciding.number, "name": screen.seats[deciding.player].shownName,
                              "verdict": deciding.verdict.words, "best": best]))]
    }
}
