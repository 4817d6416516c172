import Game
import GameFlow

/// The words `show`, `history show` and scripted play print around the board (``BoardSheet`` draws it):
/// each side's colour and role in the legend, and the line saying how the game stands. Who is spoken to
/// as "you" is said by the caller, never guessed from a name.
extension BoardSheet {
    /// A game read from moves: first player red, second yellow.
    public init(game: Game) {
        self.init(game: game, names: [.first: "Red", .second: "Yellow"], colours: [.first: .red, .second: .yellow],
                  roles: [.first: "first player", .second: "second player"], addressed: nil)
    }

    /// A game between `seats`; `addressee` says who is spoken to as "you".
    public init(game: Game, seats: Seats, addressee: Addressee) {
        var roles: [Player: String] = [:]
        for player in Player.allCases {
            let seat = seats[player]
            roles[player] = (seat.botLevel.map { "bot, \($0)" } ?? "person") + ", moves \(player == .first ? "first" : "second")"
        }
        self.init(game: game, names: [.first: seats.first.name, .second: seats.second.name],
                  colours: [.first: seats.first.colour, .second: seats.second.colour],
                  roles: roles, addressed: addressee.player(in: seats))
    }

    /// A saved game of the original app: the person (spoken to as "you") and the bot, with their colours.
    public init(savedGame: SavedGame) {
        let human = savedGame.humanPlayer
        let bot = human.opponent
        self.init(game: savedGame.game, names: [human: "You", bot: Seat.botName(level: nil)],
                  colours: [human: savedGame.humanColour, bot: savedGame.botColour],
                  roles: [human: "you, \(human == .first ? "moved first" : "moved second")",
                          bot: "the bot, \(human == .first ? "moved second" : "moved first")"],
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
        for player in Player.allCases { legend[player] = "\(colours[player]!) (\(roles[player]!))" }
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
            let subject = next == addressed ? "You are" : SafeText.visible(names[next]!)
            return "\(subject) to move (move \(game.moves.count + 1))."
        case .win(let player):
            let subject = player == addressed ? "You win" : "\(SafeText.visible(names[player]!)) won"
            let lines = game.winningCells.count > 4 ? "\(game.winningCells.count) winning cells" : "four in a row"
            return "\(subject) with move \(game.moves.count): \(lines), shown in brackets."
        case .draw:
            return "Draw: the board is full after \(game.moves.count) moves."
        }
    }
}
