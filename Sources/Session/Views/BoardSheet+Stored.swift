import Game
import History
import TerminalUI
import Wording

extension BoardSheet {
    /// A stored game: each side named with its kind and colour; nobody is spoken to as "you".
    public init(stored: StoredGame) {
        var names: [Player: String] = [:], colours: [Player: PieceColour] = [:], roles: [Player: String] = [:]
        for player in Player.allCases {
            let side = stored.players[player]
            names[player] = side.name
            colours[player] = side.colour
            roles[player] = side.storedRole(player)
        }
        self.init(game: stored.game, names: names, colours: colours, roles: roles, addressed: nil)
    }
}
