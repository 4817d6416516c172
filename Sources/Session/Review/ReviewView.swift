import Game
import Wording
import History
import TerminalUI

/// A reviewed game as `c4-audio review` prints it: a heading, one table row per move (the outcome before and
/// after it in the hints' words, the verdict, the best columns of a move that was not best), the outcome
/// graph, a summary per player with their accuracy, the turning points with their lines, and the move that
/// decided the game. Names are painted in their colours when the renderer's policy allows colour.
///
/// ```
/// game 3: Bot hard (red) moved first vs Bot perfect (yellow); Bot perfect won with move 30
/// before: the best the position allowed the player who moved; after: what the move kept; …
///
/// move  player       column  before            after             verdict     best
///    1  Bot hard          4  wins in 18 moves  wins in 18 moves  best
///   …
///   13  Bot hard          2  wins in 9 moves   loses in 8 moves  blunder     5
///
/// outcome for Bot hard (red) after each move: wins above the line, losses below, taller for sooner
/// (the graph: see OutcomeGraph)
///
/// Bot hard (red): 13 best moves, 1 inaccuracy, 0 mistakes, 1 blunder; accuracy 93%
/// Bot perfect (yellow): 15 best moves, 0 inaccuracies, 0 mistakes, 0 blunders; accuracy 100%
///
/// turning points (the moves that changed the outcome, with perfect play after them):
/// move 13, Bot hard (red), column 2: a blunder, a won game lost; best: 5
///   after 2: yellow 4, red 3, …; yellow wins with move 30: four in row 2, columns 2 to 5
///   after 5: yellow 4, …; red wins with move 29: four in column 5, rows 1 to 4
/// decided by move 13 (Bot hard, column 2): a blunder, a won game lost
/// ```
public struct ReviewView {
    let subject: ReviewedGame
    let review: GameReview
    let points: [TurningPoint]
    let renderer: BoardRenderer
    let graph: Bool
    let playAgain: ((GameID, Int) -> String)?

    /// The view of `review`, the review of `subject`, with its turning `points`, drawn by `renderer`.
    ///
    /// - Parameters:
    ///   - graph: whether to draw the outcome graph (not for a screen reader: the table says it in words).
    ///   - playAgain: the command that plays a stored game again from before its move (`c4-audio play --from
    ///     ID:MOVE`), offered for the last turning point a person made; nil offers none.
    public init(_ subject: ReviewedGame, _ review: GameReview, points: [TurningPoint], renderer: BoardRenderer, graph: Bool = true,
                playAgain: ((_ id: GameID, _ move: Int) -> String)? = nil) {
        self.subject = subject
        self.review = review
        self.points = points
        self.renderer = renderer
        self.graph = graph
        self.playAgain = playAgain
    }

    /// The whole text, each line ending in a newline.
    public func text() -> String {
        var output: [UInt8] = []
        heading(into: &output)
        table(into: &output)
        if graph { outcomeGraph(into: &output) }
        summaries(into: &output)
        return String(decoding: output, as: UTF8.self)
    }

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
        var result = ReviewWords.result(of: game, winner: game.outcome.winner.map { painted(name($0), $0) })
        if subject.hinted { result += "; " + ReviewWords.playedWithHints }
        output += ReviewWords.heading(id: subject.id, first: painted(name(.first), .first), firstColour: subject.seats[.first].colour,
                                      second: painted(name(.second), .second), secondColour: subject.seats[.second].colour,
                                      result: result).utf8
        output += "\n\(ReviewWords.legend)\n\n".utf8
    }

    private func table(into output: inout [UInt8]) {
        let names = ReviewWords.columns
        let verdicts = MoveVerdict.allCases.map(\.words)
        let before = review.moves.map { ReviewWords.outcome(score: $0.before, index: $0.index) }
        let after = review.moves.map { ReviewWords.outcome(score: $0.after, index: $0.index) }
        // Each column as wide as its name and its widest value (the English widths at least: 5, 6, 6, 6, 5, 10).
        let nameWidth: Int = Player.allCases.map { name($0).count }.max() ?? 0
        let beforeWidth: Int = before.map(\.count).max() ?? 0, afterWidth: Int = after.map(\.count).max() ?? 0
        let verdictWidth: Int = verdicts.map(\.count).max() ?? 0
        let widths: [Int] = [max(5, names[0].count), max(6, names[1].count, nameWidth), max(6, names[2].count),
                             max(6, names[3].count, beforeWidth), max(5, names[4].count, afterWidth), max(10, names[5].count, verdictWidth)]
        let header: [String] = [Self.right(names[0], widths[0]), Self.left(names[1], widths[1]), Self.right(names[2], widths[2]),
                                Self.left(names[3], widths[3]), Self.left(names[4], widths[4]), Self.left(names[5], widths[5]), names[6]]
        output += (header.joined(separator: "  ") + "\n").utf8
        for (row, move) in review.moves.enumerated() {
            output += "\(Self.right("\(move.number)", widths[0]))  ".utf8
            output += painted(Self.left(name(move.player), widths[1]), move.player).utf8
            output += "  \(Self.right("\(move.column + 1)", widths[2]))  \(Self.left(before[row], widths[3]))".utf8
            output += "  \(Self.left(after[row], widths[4]))  ".utf8
            if move.isBest {
                output += "\(move.verdict.words)\n".utf8
            } else {
                let best = move.bestColumns.map { "\($0 + 1)" }.joined(separator: " ")
                output += "\(Self.left(move.verdict.words, widths[5]))  \(best)\n".utf8
            }
        }
        output += "\n".utf8
    }

    private func outcomeGraph(into output: inout [UInt8]) {
        output += (TurningPointWords.graphHeading(name: painted(name(.first), .first), colour: subject.seats[.first].colour) + "\n").utf8
        let graph = OutcomeGraph(scores: review.firstPlayerScores, colours: (subject.seats[.first].colour, subject.seats[.second].colour))
        for row in graph.rows(renderer) { output += (row + "\n").utf8 }
        output += "\n".utf8
    }

    private func summaries(into output: inout [UInt8]) {
        for player in Player.allCases {
            let summary = review.summary(of: player)
            let counts = MoveVerdict.allCases.map { ($0, summary.count(of: $0)) }
            output += (ReviewWords.summary(name: painted(name(player), player), colour: subject.seats[player].colour, counts: counts,
                                           accuracy: summary.accuracy) + "\n").utf8
        }
        if !points.isEmpty {
            output += "\n\(TurningPointWords.heading)\n".utf8
            for line in TurningPointLines(game: subject.game, seats: subject.seats).lines(points, name: { painted(name($0), $0) }) {
                output += (line + "\n").utf8
            }
        }
        guard let deciding = review.decidingMove else {
            output += (ReviewWords.noDecidingMove + "\n").utf8
            return
        }
        output += (ReviewWords.decided(by: deciding, name: painted(name(deciding.player), deciding.player)) + "\n").utf8
        // A stored game's last turning point made by a person, to play again from there.
        if let id = subject.id, let playAgain, let point = points.last(where: { subject.seats[$0.move.player].isHuman }) {
            output += (TurningPointWords.tryAgain(move: point.move.number, command: playAgain(id, point.move.number)) + "\n").utf8
        }
    }
}
