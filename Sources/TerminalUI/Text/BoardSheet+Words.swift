import Game
import GameFlow
import Wording

/// The words `show`, `history show` and scripted play print around the board (``BoardSheet`` draws it):
/// each side's colour and role in the legend, and the line saying how the game stands. Who is spoken to
/// as "you" is said by the caller, never guessed from a name.
extension BoardSheet {
    /// A game read from moves: first player red, second yellow.
    public init(game: Game) {
        self.init(game: game, names: [.first: tr("Red"), .second: tr("Yellow")], colours: [.first: .red, .second: .yellow],
                  roles: [.first: tr("first player"), .second: tr("second player")], addressed: nil)
    }

    /// A game between `seats`; `addressee` says who is spoken to as "you".
    public init(game: Game, seats: Seats, addressee: Addressee) {
        var roles: [Player: String] = [:]
        for player in Player.allCases {
            let seat = seats[player]
            roles[player] = switch (seat.botLevel, player) {
            case (let level?, .first): tr("bot, {level}, moves first", ["level": level.words])
            case (let level?, .second): tr("bot, {level}, moves second", ["level": level.words])
            case (nil, .first): tr("person, moves first")
            case (nil, .second): tr("person, moves second")
            }
        }
        self.init(game: game, names: [.first: seats.first.name, .second: seats.second.name],
                  colours: [.first: seats.first.colour, .second: seats.second.colour],
                  roles: roles, addressed: addressee.player(in: seats))
    }

    /// A saved game of the original app: the person (spoken to as "you") and the bot, with their colours.
    public init(savedGame: SavedGame) {
        let human = savedGame.humanPlayer
        let bot = human.opponent
        self.init(game: savedGame.game, names: [human: Seat.defaultPersonName, bot: Seat.botName(level: nil)],
                  colours: [human: savedGame.humanColour, bot: savedGame.botColour],
                  roles: [human: human == .first ? tr("you, moved first") : tr("you, moved second"),
                          bot: human == .first ? tr("the bot, moved second") : tr("the bot, moved first")],
                  addressed: human)
    }

    /// A sheet whose legend reads `colour (role)` and whose last line names the side to move or the winner.
    ///
    /// - Parameters:
    ///   - names: each side's name (shown safely: control characters are escaped).
    ///   - roles: each side's role in the legend, e.g. `first player`.
    ///   - addressed: the side spoken to as "you" ("You are to move", "You win"), if any.
    public init(game: Game, names: [Player: String], colours: [Player: PieceColour], roles: [Player: String], addressed: Player?) {
        var legend: [Player: String] = [:]
        for player in Player.allCases { legend[player] = "\(colours[player]!.words) (\(roles[player]!))" }
        self.init(game: game, colours: colours, legend: legend,
                  outcome: Self.outcome(of: game, names: names, addressed: addressed))
    }

    /// `Red to move (move 5).`, `Red won with move 7: four in a row, shown in brackets.`, or the draw. A name
    /// takes no verb that agrees with it (a person may be named "You"); only the addressed side reads
    /// `You are to move` and `You win`.
    public static func outcome(of game: Game, names: [Player: String], addressed: Player?) -> String {
        switch game.outcome {
        case .ongoing:
            let next = game.playerToMove
            let number = game.moves.count + 1
            return next == addressed ? tr("You are to move (move {number}).", ["number": number])
                : tr("{name} to move (move {number}).", ["name": Seat.shownName(names[next]!), "number": number])
        case .win(let player):
            let lines = game.winningCells.count > 4 ? tr("{count} winning cells", ["count": game.winningCells.count]) : tr("four in a row")
            let values: [String: any CustomStringConvertible] = ["name": Seat.shownName(names[player]!), "number": game.moves.count, "lines": lines]
            return player == addressed ? tr("You win with move {number}: {lines}, shown in brackets.", values)
                : tr("{name} won with move {number}: {lines}, shown in brackets.", values)
        case .draw:
            return tr("Draw: the board is full after {count} moves.", ["count": game.moves.count])
        }
    }
}
