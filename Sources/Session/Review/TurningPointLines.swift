import Game
import Wording

/// A game's turning points as lines of text, shared by `review`, the screen-reader mode's end of a game and
/// the replay: per turning point, the move and what it changed, the line after the move played and the line
/// after the best move, the two indented.
///
/// ```
/// move 3, Player 1 (red), column 5: a blunder, a won game lost; best: 4
///   after 5: yellow 3, red 4, …; yellow wins with move 34: four in row 2, columns 2 to 5
///   after 4: yellow 4, red 4, …; red wins with move 35: four in column 4, rows 2 to 5
/// ```
public struct TurningPointLines {
    /// The reviewed game.
    public let game: Game
    /// Who played it.
    public let seats: Seats

    /// The lines of `game`'s turning points, played by `seats`.
    public init(game: Game, seats: Seats) {
        self.game = game
        self.seats = seats
    }

    /// Three lines per turning point; `name` lays out (and may paint) a player's name.
    public func lines(_ points: [TurningPoint], name: (Player) -> String) -> [String] {
        let colours = (first: seats[.first].colour, second: seats[.second].colour)
        return points.flatMap { point -> [String] in
            let move = point.move
            let opponent = move.player.opponent
            let played = TurningPointWords.line(after: move.column, moves: said(point.line, first: opponent),
                                                end: point.endOfLine(in: game), colours: colours)
            let best = TurningPointWords.line(after: point.bestLine[0], moves: said(Array(point.bestLine.dropFirst()), first: opponent),
                                              end: point.endOfBestLine(in: game), colours: colours)
            return [TurningPointWords.point(move, name: name(move.player), colour: seats[move.player].colour), "  " + played, "  " + best]
        }
    }

    /// `line`'s moves with the colour of who plays each, `first` playing the first.
    private func said(_ line: [Int], first: Player) -> [(colour: PieceColour, column: Int)] {
        line.enumerated().map { step, column in
            (seats[step.isMultiple(of: 2) ? first : first.opponent].colour, column)
        }
    }
}
