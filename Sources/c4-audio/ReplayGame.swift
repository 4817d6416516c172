import Game
import Music

/// The game a replay plays and how each move is announced.
///
/// Today a replay comes from `--moves` (with `--music` or a composed melody); a stored game (`replay ID`)
/// is one more initializer giving the same two values.
struct ReplayGame {
    /// The game.
    var game: Game
    /// Its notes and ending.
    var melody: MusicString

    /// The game of `moves` with the given music string, or one composed (from `seed` when given).
    ///
    /// - Throws: ``Failure`` for bad moves or a music string that does not fit the game.
    init(moves: String, music: String?, seed: UInt64?, human: Humans?) throws {
        game = try Failure.parsingGame(moves, option: "--moves")
        guard !game.moves.isEmpty else { throw Failure("--moves: the game has no moves, so there is nothing to play") }
        melody = try C4Audio.Render.melody(for: game, music: music, seed: seed, human: human)
    }

    /// The colours of the original app's default players: red moves first, yellow second.
    static func colour(of player: Player) -> PieceColour { player == .first ? .red : .yellow }

    /// The line printed as move `index` (0-based) sounds, e.g. `move 7: red, column 4, G`.
    func line(for index: Int) -> String {
        let player = Player.playing(moveIndex: index)
        let note = melody.notes[index]
        return "move \(index + 1): \(Self.colour(of: player)), column \(game.moves[index] + 1), \(note.description.prefix(1))"
    }

    /// `result: red wins with move 7, ending Good`, `result: draw after 42 moves, ending Draw`, or
    /// `result: unfinished after 5 moves`.
    var resultLine: String {
        let names: [Theme: String] = [.good: "Good", .bad: "Bad", .draw: "Draw"]
        let ending = melody.ending.map { ", ending \(names[Theme($0)] ?? "\(Theme($0))")" } ?? ""
        switch game.outcome {
        case .win(let player): return "result: \(Self.colour(of: player)) wins with move \(game.moves.count)\(ending)"
        case .draw: return "result: draw after \(game.moves.count) moves\(ending)"
        case .ongoing: return "result: unfinished after \(game.moves.count) moves"
        }
    }
}
