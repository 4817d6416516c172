import Game
import Wording
import History
import TerminalUI

/// A reviewed game as `c4-audio review` prints it: a heading, one table row per move (scores, verdict,
/// the best columns of a move that was not best), and a summary per player with the move that decided
/// the game. Names are painted in their colours when the renderer's policy allows colour.
///
/// ```
/// game 3: Bot hard (red) moved first vs Bot perfect (yellow); Bot perfect won with move 30
/// scores for the player who moved: 0 draw, +n win, -n loss (n = 22 - the winner's disc count)
///
/// move  player       column  before  after  verdict     best
///    1  Bot hard          4      +1     +1  best
///    2  Bot perfect       4      -1     -1  best
///   …
///   13  Bot hard          2      +2     -3  blunder     5
///
/// Bot hard (red): 13 best moves, 1 inaccuracy, 0 mistakes, 1 blunder
/// Bot perfect (yellow): 15 best moves, 0 inaccuracies, 0 mistakes, 0 blunders
/// decided by move 13 (Bot hard, column 2): a blunder, a won game lost
/// ```
public struct ReviewView {
    let subject: ReviewedGame
    let review: GameReview
    let renderer: BoardRenderer

    /// The view of `review`, the review of `subject`, drawn by `renderer`.
    public init(_ subject: ReviewedGame, _ review: GameReview, renderer: BoardRenderer) {
        self.subject = subject
        self.review = review
        self.renderer = renderer
    }

    /// The whole text, each line ending in a newline.
    public func text() -> String {
        var output: [UInt8] = []
        heading(into: &output)
        table(into: &output)
        summaries(into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// `+3`, `0`, `-2`.
    static func signed(_ score: Int) -> String { score > 0 ? "+\(score)" : "\(score)" }

    /// `text` right-aligned in `width` columns.
    static func right(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// `text` left-aligned in `width` columns.
    static func left(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private func name(_ player: Player) -> String { SafeText.visible(subject.seats[player].name) }

    private func paint(_ text: String, _ player: Player, into output: inout [UInt8]) {
        renderer.appendPainted(text, subject.seats[player].colour, into: &output)
    }

    private func heading(into output: inout [UInt8]) {
        if let id = subject.id { output += "game \(id): ".utf8 }
        for player in Player.allCases {
            paint(name(player), player, into: &output)
            output += " (\(subject.seats[player].colour))".utf8
            output += (player == .first ? " moved first vs " : "; ").utf8
        }
        let game = subject.game
        switch game.outcome {
        case .win(let player):
            paint(name(player), player, into: &output)
            output += " won with move \(game.moves.count)\n".utf8
        case .draw: output += "a draw\n".utf8
        case .ongoing: output += "unfinished after \(game.moves.count) move\(game.moves.count == 1 ? "" : "s")\n".utf8
        }
        output += "scores for the player who moved: 0 draw, +n win, -n loss (n = 22 - the winner's disc count)\n\n".utf8
    }

    private func table(into output: inout [UInt8]) {
        let width = max(6, Player.allCases.map { name($0).count }.max() ?? 0)
        output += " move  \(Self.left("player", width))  column  before  after  verdict     best\n".utf8
        for move in review.moves {
            output += "\(Self.right("\(move.number)", 5))  ".utf8
            paint(Self.left(name(move.player), width), move.player, into: &output)
            output += "  \(Self.right("\(move.column + 1)", 6))  \(Self.right(Self.signed(move.before), 6))".utf8
            output += "  \(Self.right(Self.signed(move.after), 5))  ".utf8
            if move.isBest {
                output += "\(move.verdict)\n".utf8
            } else {
                let best = move.bestColumns.map { "\($0 + 1)" }.joined(separator: " ")
                output += "\(Self.left(move.verdict.description, 10))  \(best)\n".utf8
            }
        }
        output += "\n".utf8
    }

    private func summaries(into output: inout [UInt8]) {
        for player in Player.allCases {
            let summary = review.summary(of: player)
            paint(name(player), player, into: &output)
            let counts = MoveVerdict.allCases.map { verdict in
                let count = summary.count(of: verdict)
                return verdict.counted(count)
            }
            output += " (\(subject.seats[player].colour)): \(counts.joined(separator: ", "))\n".utf8
        }
        guard let deciding = review.decidingMove else {
            output += "no move changed the outcome: the game went as perfect play from the empty board goes\n".utf8
            return
        }
        output += "decided by move \(deciding.number) (".utf8
        paint(name(deciding.player), deciding.player, into: &output)
        let change = deciding.verdict == .blunder ? "a won game lost"
            : deciding.before > 0 ? "a won game drawn" : "a drawn game lost"
        output += ", column \(deciding.column + 1)): a \(deciding.verdict), \(change)\n".utf8
    }
}
