import Game
import SessionFacts

// The words of a review's turning points and outcome graph: each move that changed the outcome, with the
// line of perfect play after it and after the best move, as `review`, the end of a game and the replay say
// them. Names come in laid out (and painted, where the view paints).

/// The words of turning points and of the outcome graph.
public enum TurningPointWords {
    /// "turning points (the moves that changed the outcome, with perfect play after them):".
    public static var heading: String {
        tr("turning points (the moves that changed the outcome, with perfect play after them):")
    }

    /// "move 13, Bot hard (red), column 2: a blunder, a won game lost; best: 5".
    public static func point(_ move: MoveReview, name: String, colour: PieceColour) -> String {
        tr("move {number}, {name} ({colour}), column {column}: a {verdict}, {change}; best: {best}",
           ["number": move.number, "name": name, "colour": colour.words, "column": move.column + 1,
            "verdict": move.verdict.words, "change": ReviewWords.change(move),
            "best": move.bestColumns.map { String($0 + 1) }.joined(separator: ", ")])
    }

    /// "play move 13 again, better: c4-audio play --from 12:13" — where a stored game's turning point can be
    /// played again from the position before it, by `command`.
    public static func tryAgain(move: Int, command: String) -> String {
        tr("play move {number} again, better: {command}", ["number": move, "command": command])
    }

    /// "after 2: yellow 4, red 3, yellow 3; yellow wins with move 20: four in row 2, columns 2 to 5": the
    /// line after the move in column `played` (its first move the opponent's), and how it ends. A line of
    /// more than 12 moves says its first 8, how many are left out, and its last 3.
    ///
    /// - Parameters:
    ///   - played: the column (0-based) of the move the line follows (the move played, or the best one).
    ///   - moves: the line's moves, each with the colour of who plays it.
    ///   - end: the game at the end of the line.
    ///   - colours: the colours of the first and the second player.
    public static func line(after played: Int, moves: [(colour: PieceColour, column: Int)], end: Game,
                            colours: (first: PieceColour, second: PieceColour)) -> String {
        var said = moves.map { tr("{colour} {column}", ["colour": $0.colour.words, "column": $0.column + 1]) }
        // A long line: its first moves and the last ones that make the four (JSON has every move).
        if said.count > 12 {
            said = said.prefix(8) + [trn("… {count} more move …", "… {count} more moves …", said.count - 11)] + said.suffix(3)
        }
        let result: String
        if let winner = end.outcome.winner {
            result = tr("{colour} wins with move {number}: four in {line}",
                        ["colour": (winner == .first ? colours.first : colours.second).words, "number": end.moves.count,
                         "line": end.winningLines.map { ReaderLine.four($0) }.joined(separator: tr(" and "))])
        } else {
            result = tr("a draw: the board is full")
        }
        guard !said.isEmpty else { return tr("after {column}: {result}", ["column": played + 1, "result": result]) }
        return tr("after {column}: {moves}; {result}", ["column": played + 1, "moves": said.joined(separator: ", "), "result": result])
    }

    /// "outcome for Bot hard (red) after each move: wins above the line, losses below, taller for sooner".
    public static func graphHeading(name: String, colour: PieceColour) -> String {
        tr("outcome for {name} ({colour}) after each move: wins above the line, losses below, taller for sooner",
           ["name": name, "colour": colour.words])
    }
}
