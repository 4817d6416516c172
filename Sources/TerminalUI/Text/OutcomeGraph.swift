import Game

/// A game's course as up to five rows of text, one character per move: the outcome after each move for the
/// first player, wins above the axis, losses below, the bar taller the sooner the win or the loss; a draw
/// is the bare axis. The outermost rows are left out when no bar reaches them. Under it, a ruler marks
/// moves 1, 10, 20, 30 and 40.
///
/// ```
///  ▄▄ ▄
/// ▄██▄█
/// ───────
///        ▀█
///          ▀
/// 1
/// ```
///
/// Heights come from the exact scores (Pons' convention, for the first player, as
/// ``GameReview/firstPlayerScores`` gives them): 1–5 one half block, 6–9 a full one, 10–14 a block and a
/// half, 15 or more two full blocks; so graphs of different games compare. In ASCII the half blocks are
/// `.` and `'` and the full ones `#`. Bars are painted in the winner's colour when the policy allows colour.
public struct OutcomeGraph {
    /// The scores after each move, for the first player.
    public let scores: [Int]
    /// The colours of the first and the second player.
    public let colours: (first: PieceColour, second: PieceColour)

    /// The graph of `scores` (the first player's, after each move), bars painted in `colours`.
    public init(scores: [Int], colours: (first: PieceColour, second: PieceColour)) {
        self.scores = scores
        self.colours = colours
    }

    /// Half blocks a bar is tall (0 for a draw, 1–4 else).
    public static func height(_ score: Int) -> Int {
        switch abs(score) {
        case 0: 0
        case 1...5: 1
        case 6...9: 2
        case 10...14: 3
        default: 4
        }
    }

    /// The rows, top first, as `renderer` draws them (no newline at the end of each).
    public func rows(_ renderer: BoardRenderer) -> [String] {
        let bars = bars(unicode: renderer.policy.glyphs != .ascii)
        var lines = [[UInt8]](repeating: [], count: 4)
        for (index, row) in bars.enumerated() {
            for (bar, colour) in row {
                if bar == " " { lines[index] += " ".utf8 } else { renderer.appendPainted(bar, colour, into: &lines[index]) }
            }
        }
        let text = lines.map { String(decoding: $0, as: UTF8.self) }.map(Self.trimmed)
        // The outer rows only when a bar reaches them.
        let rows = [text[0], text[1], String(repeating: renderer.policy.glyphs.across, count: scores.count), text[2], text[3]]
        return rows.enumerated().filter { !(($0.offset == 0 || $0.offset == 4) && $0.element.isEmpty) }.map(\.element) + [ruler]
    }

    /// The four rows of bars, top first (two above the axis, two below), a character per move with the
    /// colour of the side it favours: `█` a full block, `▄` and `▀` half ones, a space for none.
    func bars(unicode: Bool) -> [[(text: String, colour: PieceColour)]] {
        let full = unicode ? "█" : "#", rising = unicode ? "▄" : ".", hanging = unicode ? "▀" : "'"
        // The character of row `row` (0 nearest the axis, 1 the outer one) for a bar `height` tall.
        func cell(_ height: Int, row: Int, half: String) -> String {
            let filled = height - 2 * row
            return filled >= 2 ? full : filled == 1 ? half : " "
        }
        var rows = [[(text: String, colour: PieceColour)]](repeating: [], count: 4)
        for score in scores {
            let height = Self.height(score)
            let colour = score > 0 ? colours.first : colours.second
            let bars = [cell(score > 0 ? height : 0, row: 1, half: rising), cell(score > 0 ? height : 0, row: 0, half: rising),
                        cell(score < 0 ? height : 0, row: 0, half: hanging), cell(score < 0 ? height : 0, row: 1, half: hanging)]
            for (index, bar) in bars.enumerated() { rows[index].append((bar, colour)) }
        }
        return rows
    }

    /// The graph at most `width` characters wide: a game of more moves shows the outcome after every
    /// second move (or third, …), the last move always among them.
    ///
    /// - Returns: the graph, and how many moves each character stands for.
    public func folded(to width: Int) -> (graph: OutcomeGraph, movesPerCharacter: Int) {
        let step = max(1, (scores.count + width - 1) / max(1, width))
        guard step > 1 else { return (self, 1) }
        let kept = stride(from: scores.count - 1, through: 0, by: -step).reversed().map { scores[$0] }
        return (OutcomeGraph(scores: Array(kept), colours: colours), step)
    }

    /// "1        10        20": the move numbers 1, 10, 20, … under their moves.
    var ruler: String {
        var ruler = "1"
        for mark in stride(from: 10, through: scores.count, by: 10) {
            ruler += String(repeating: " ", count: max(1, mark - 1 - ruler.count)) + "\(mark)"
        }
        return ruler
    }

    /// `row` without trailing spaces.
    public static func trimmed(_ row: String) -> String {
        var row = Substring(row)
        while row.last == " " { row.removeLast() }
        return String(row)
    }
}
