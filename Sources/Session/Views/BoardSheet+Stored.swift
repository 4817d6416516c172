import Game
import History
import TerminalUI

extension BoardSheet {
    /// A stored game: each side named with its kind and colour; nobody is spoken to as "you".
    public init(stored: StoredGame) {
        var names: [Player: String] = [:], colours: [Player: PieceColour] = [:], roles: [Player: String] = [:]
        for player in Player.allCases {
            let side = stored.players[player]
            let kind = switch side.kind {
            case .human: "person"
            case .bot(let level): "bot" + (level.map { " \($0)" } ?? "")
            }
            names[player] = side.name
            colours[player] = side.colour
            roles[player] = "\(SafeText.visible(side.name)), \(kind), \(player == .first ? "moved first" : "moved second")"
        }
        self.init(game: stored.game, names: names, colours: colours, roles: roles, addressed: nil)
    }
}
