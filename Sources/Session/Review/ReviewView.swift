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

    private func name(_ player: Player) -> String { subject.seats[player].shownName }

    /// `name(player)` in the player's colour when the policy allows colour.
    private func painted(_ text: String, _ player: Player) -> String {
        var bytes: [UInt8] = []
        renderer.appendPainted(text, subject.seats[player].colour, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func heading(into output: inout [UInt8]) {
        let game = subject.game
        let result = ReviewWords.result(of: game, winner: game.outcome.winner.map { painted(name($0), $0) })
        output += ReviewWords.heading(id: subject.id, first: painted(name(.first), .first), firstColour: subject.seats[.first].colour,
                                      second: painted(name(.second), .second), secondColour: subject.seats[.second].colour,
                                      result: result).utf8
        output += "\n\(ReviewWords.legend)\n\n".utf8
    }

    private func table(into output: inout [UInt8]) {
        let names = ReviewWords.columns
        let verdicts = MoveVerdict.allCases.map(\.words)
        // Each column as wide as its name and its widest value (the English widths at least: 5, 6, 6, 6, 5, 10).
        let widths = [max(5, names[0].count), max(6, names[1].count, Player.allCases.map { name($0).count }.max() ?? 0),
                      max(6, names[2].count), max(6, names[3].count), max(5, names[4].count),
                      max(10, names[5].count, verdicts.map(\.count).max() ?? 0)]
        let header: [String] = [Self.right(names[0], widths[0]), Self.left(names[1], widths[1]), Self.right(names[2], widths[2]),
                                Self.right(names[3], widths[3]), Self.right(names[4], widths[4]), Self.left(names[5], widths[5]), names[6]]
        output += (header.joined(separator: "  ") + "\n").utf8
        for move in review.moves {
            output += "\(Self.right("\(move.number)", widths[0]))  ".utf8
            output += painted(Self.left(name(move.player), widths[1]), move.player).utf8
            output += "  \(Self.right("\(move.column + 1)", widths[2]))  \(Self.right(Self.signed(move.before), widths[3]))".utf8
            output += "  \(Self.right(Self.signed(move.after), widths[4]))  ".utf8
            if move.isBest {
                output += "\(move.verdict.words)\n".utf8
            } else {
                let best = move.bestColumns.map { "\($0 + 1)" }.joined(separator: " ")
                output += "\(Self.left(move.verdict.words, widths[5]))  \(best)\n".utf8
            }
        }
        output += "\n".utf8
    }

    private func summaries(into output: inout [UInt8]) {
        for player in Player.allCases {
            let summary = review.summary(of: player)
            let counts = MoveVerdict.allCases.map { ($0, summary.count(of: $0)) }
            output += (ReviewWords.summary(name: painted(name(player), player), colour: subject.seats[player].colour, counts: counts) + "\n").utf8
        }
        guard let deciding = review.decidingMove else {
            output += (ReviewWords.noDecidingMove + "\n").utf8
            return
        }
        output += (ReviewWords.decided(by: deciding, name: painted(name(deciding.player), deciding.player)) + "\n").utf8
    }
}
