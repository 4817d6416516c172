import Game
import Wording

/// The end of a game in the screen-reader mode: the perfect solver's review, in the review's own words
/// (each side's best moves, inaccuracies, mistakes and blunders and accuracy, the turning points with their lines, and the move that decided the game),
/// one line each and nothing painted.
struct ReaderReview {
    let game: Game
    let seats: Seats
    let solver: Solver
    let book: OpeningBook?

    /// The review's lines; none when the review is cancelled.
    func lines() -> [String] {
        let reviewer = GameReviewer(solver: solver, book: book)
        guard let review = try? reviewer.review(game), let points = try? reviewer.turningPoints(of: game, in: review) else { return [] }
        var lines = Player.allCases.map { player in
            let summary = review.summary(of: player)
            let counts = MoveVerdict.allCases.map { ($0, summary.count(of: $0)) }
            return ReviewWords.summary(name: seats[player].shownName, colour: seats[player].colour, counts: counts, accuracy: summary.accuracy)
        }
        if !points.isEmpty {
            lines.append(TurningPointWords.heading)
            lines += TurningPointLines(game: game, seats: seats).lines(points) { seats[$0].shownName }
        }
        if let deciding = review.decidingMove {
            lines.append(ReviewWords.decided(by: deciding, name: seats[deciding.player].shownName))
        } else {
            lines.append(ReviewWords.noDecidingMove)
        }
        return lines
    }
}
