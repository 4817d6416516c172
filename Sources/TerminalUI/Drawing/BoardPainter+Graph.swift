import Game
import GameFlow
import Wording

extension BoardPainter {
    /// The outcome graph in the review panel: the outcome for the first player after each move (wins
    /// above the axis, losses below, taller for sooner, in the colour of the side it favours), folded to
    /// the panel's width for a long game (every second move, the last always shown).
    ///
    /// ```
    /// Outcome, move by move:
    ///  ▄▄█
    /// ────────────
    ///     ▀▀█▀▀▀██
    /// 1        10
    /// ```
    func graphLines(_ review: FlowScreen.Review, screen: FlowScreen) -> [[Run]] {
        let dim = mode == .none ? "" : "2"
        let whole = OutcomeGraph(scores: GameReview(moves: review.moves).firstPlayerScores,
                                 colours: (screen.seats[.first].colour, screen.seats[.second].colour))
        let (graph, step) = whole.folded(to: Self.panelWidth)
        let heading = step == 1 ? tr("Outcome, move by move:") : tr("Outcome, every {count} moves:", ["count": step])
        var lines: [[Run]] = [[Run(heading, style: dim)]]
        let bars = graph.bars(unicode: policy.glyphs != .ascii)
        for (index, row) in bars.enumerated() {
            // The outer rows only when a bar reaches them.
            if index == 2 { lines.append([Run(String(repeating: policy.glyphs.across, count: graph.scores.count), style: dim)]) }
            guard (index == 1 || index == 2) || row.contains(where: { $0.text != " " }) else { continue }
            lines.append(row.map { Run($0.text, style: $0.text == " " || mode == .none ? "" : Palette.parameters($0.colour, mode)) })
        }
        if step == 1 { lines.append([Run(graph.ruler, style: dim)]) }
        return lines
    }
}
