import Game
import GameFlow

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
            return [Run("Move \(number): solving\(policy.glyphs.ellipsis)", style: mode == .none ? "" : "2")]
        }
        let move = review.moves[number - 1]
        guard !move.isBest else { return [Run("Move \(number): best")] }
        let best = move.bestColumns.map { "\($0 + 1)" }.joined(separator: " ")
        let style = mode == .none ? "" : move.verdict == .inaccuracy ? "33" : "1;31"
        return [Run("Move \(number): "), Run("\(move.verdict)", style: style), Run(" (best \(best))")]
    }

    /// The review panel beside a finished game's board: per player the verdicts so far, then the move
    /// that decided the game (with the best column it missed), or progress while the solver works.
    func reviewPanelLines(_ review: FlowScreen.Review, screen: FlowScreen) -> [[Run]] {
        let dim = mode == .none ? "" : "2"
        var lines: [[Run]] = [[Run("Review", style: "1"), Run(" (perfect play)", style: dim)]]
        let summary = GameReview(moves: review.moves)
        for player in Player.allCases {
            let counts = summary.summary(of: player)
            lines.append([disc(player, screen.seats), Run(" " + SafeText.visible(screen.seats[player].name), style: "1")])
            lines.append([Run("  \(counts.count(of: .best)) best, \(counts.count(of: .inaccuracy)) inaccurate")])
            lines.append([Run("  \(counts.count(of: .mistake)) \(counts.count(of: .mistake) == 1 ? "mistake" : "mistakes"), "
                              + "\(counts.count(of: .blunder)) \(counts.count(of: .blunder) == 1 ? "blunder" : "blunders")")])
        }
        lines.append([])
        guard review.isComplete else {
            lines.append([Run("Solving: \(review.moves.count) of \(review.total)\(policy.glyphs.ellipsis)", style: dim)])
            return lines
        }
        guard let deciding = summary.decidingMove else {
            lines.append([Run("No move changed the outcome.")])
            return lines
        }
        lines.append([Run("Decided by move \(deciding.number):")])
        lines.append([Run("  " + SafeText.visible(screen.seats[deciding.player].name) + ", a \(deciding.verdict)")])
        lines.append([Run("  (column \(deciding.column + 1); best: " + deciding.bestColumns.map { "\($0 + 1)" }.joined(separator: " ") + ")")])
        return lines
    }

    /// One line under a finished game's board where no panel fits: the deciding move, or progress.
    func reviewLine(_ review: FlowScreen.Review, screen: FlowScreen) -> [Run] {
        guard review.isComplete else {
            return [Run(" Review: solving \(review.moves.count) of \(review.total)\(policy.glyphs.ellipsis)", style: mode == .none ? "" : "2")]
        }
        guard let deciding = GameReview(moves: review.moves).decidingMove else {
            return [Run(" Review: no move changed the outcome.")]
        }
        let best = deciding.bestColumns.map { "\($0 + 1)" }.joined(separator: " ")
        return [Run(" Review: move \(deciding.number), " + SafeText.visible(screen.seats[deciding.player].name)
                    + ", a \(deciding.verdict) (best \(best))")]
    }
}
