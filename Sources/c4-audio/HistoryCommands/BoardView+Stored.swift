import Game
import History
import TerminalUI

extension BoardView {
    /// A stored game: each side named with its kind and colour.
    init(stored: StoredGame, colour: Bool) {
        func side(_ player: Player) -> Side {
            let side = stored.players[player]
            let kind = switch side.kind {
            case .human: "person"
            case .bot(let level): "bot" + (level.map { " \($0)" } ?? "")
            }
            return Side(name: side.name, colour: side.colour,
                        role: "\(SafeText.visible(side.name)), \(kind), \(player == .first ? "moved first" : "moved second")")
        }
        self.init(game: stored.game, sides: [.first: side(.first), .second: side(.second)],
                  secondPersonPlayer: nil, colour: colour)
    }
}
