import Game
import History

/// `stats`' table: every player's wins, losses, draws, games and share won, best first, and the games
/// played with hints in a column of their own when there are any.
///
/// ```text
///   #  player  wins  losses  draws  games  won
///   1  You        3       1      0      4  75%
/// ```
///
/// Each number's column is as wide as its heading and two spaces (the English widths: 6, 8, 7, 7, 5);
/// the names the program gives read in the language in use (``Game/Seat/shownName(_:)``).
public enum StandingsTable {
    /// The table's lines (no newline), or the one line saying there is nothing yet.
    public static func lines(_ standings: [Standing]) -> [String] {
        guard !standings.isEmpty else { return [tr("No finished games yet.")] }
        let names = standings.map { Seat.shownName($0.name) }
        let headers = [trc("stats column", "player"), trc("stats column", "wins"), trc("stats column", "losses"),
                       trc("stats column", "draws"), trc("stats column", "games"), trc("stats column", "won")]
        let width = max(6, headers[0].count, names.map(\.count).max() ?? 0)
        let widths = zip([6, 8, 7, 7, 5], headers.dropFirst()).map { max($0, $1.count + 2) }
        let hintedHeading = tr("with hints (W-L-D)")
        let anyHinted = standings.contains { $0.hintedGames > 0 }
        let hintedWidth = max(19, hintedHeading.count + 1)
        var lines = ["  #  " + padded(headers[0], to: width) + " "
                     + zip(headers.dropFirst(), widths).map { right($0, $1) }.joined()
                     + (anyHinted ? "  " + hintedHeading : "")]
        for (index, standing) in standings.enumerated() {
            let numbers = [String(standing.wins), String(standing.losses), String(standing.draws), String(standing.games),
                           share(standing)]
            lines.append(right(String(index + 1), 3) + "  " + padded(names[index], to: width) + " "
                         + zip(numbers, widths).map { right($0, $1) }.joined()
                         + (anyHinted ? "  " + right(hinted(standing), hintedWidth) : ""))
        }
        return lines
    }

    /// The share of games won, in whole percent (`75%`), `-` with no games.
    static func share(_ standing: Standing) -> String {
        guard standing.games > 0 else { return "-" }
        return NumberText.decimal(Double(standing.wins) * 100 / Double(standing.games), places: 0) + "%"
    }

    /// `2-1-0`, or `-` when no game was played with hints.
    static func hinted(_ standing: Standing) -> String {
        standing.hintedGames == 0 ? "-" : "\(standing.hinted.wins)-\(standing.hinted.losses)-\(standing.hinted.draws)"
    }

    /// `text` cut or padded with spaces to `length` characters.
    private static func padded(_ text: String, to length: Int) -> String {
        text.count >= length ? String(text.prefix(length)) : text + String(repeating: " ", count: length - text.count)
    }

    /// `text` after spaces up to `width` characters.
    private static func right(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
