import ArgumentParser
import Wording
import Game
import History
import Music
import Session
import Wording

/// Which game `render` and `replay` play: a stored game's ID (with its own music and players), or
/// `--moves` with `--music`, or a melody composed for it (from `--seed`, for the people `--human` names);
/// with neither, the newest stored game that has a move.
///
/// One declaration and one check for both commands, so that they accept and refuse the same things.
struct GameChoice: ParsableArguments {
    @Argument(help: ArgumentHelp(tr("The ID of a stored game (see c4-audio history), played with its own music; the newest game when neither ID nor --moves is given.")))
    var id: Int64?

    @Option(help: ArgumentHelp(tr("The moves in column digits, 1 = leftmost column (e.g. 4453).")))
    var moves: String?

    @Option(help: ArgumentHelp(tr("The music string to play instead of composing one (see c4-audio music).")))
    var music: String?

    // `.unconditional`: `--seed -1` is the value -1 (then refused as not a seed), not an option `-1`.
    @Option(parsing: .unconditional, help: ArgumentHelp(tr("Compose reproducibly from this seed.")))
    var seed: UInt64?

    @Option(help: ArgumentHelp(tr("Who the people are (first|second|both|none), for the ending; composing assumes first.")))
    var human: Humans?

    /// A stored game's ID or `--moves` (or neither: the newest game), never both; `--music`, `--seed` and `--human` only with `--moves`,
    /// and not `--music` with `--seed`.
    ///
    /// - Throws: `ValidationError` (usage, exit 64) naming the conflict.
    func validate() throws {
        if music != nil && seed != nil { throw ValidationError(tr("Give --music or --seed, not both.")) }
        if id == nil && moves == nil && (music != nil || seed != nil || human != nil) {
            throw ValidationError(tr("--music, --seed and --human go with --moves MOVES."))
        }
        if id != nil && moves != nil { throw ValidationError(tr("Give a stored game's ID or --moves MOVES, not both.")) }
        if id != nil && (music != nil || seed != nil || human != nil) {
            throw ValidationError("A stored game plays its own music: --music, --seed and --human go with --moves.")
        }
    }

    /// The chosen game with its melody and players: read from the history (read-only) or made from `--moves`.
    ///
    /// - Throws: ``Failure`` for bad moves or music, a game with no moves, or a store that cannot be read.
    func load(_ global: GlobalOptions) throws -> ReplayGame {
        if let id { return try ReplayGame(stored: global.openStore(reading: true).game(id: id)) }
        if let moves { return try ReplayGame(moves: moves, music: music, seed: seed, human: human) }
        let store = try global.openStore(reading: true)
        // The newest few: only games just started have no move.
        let recent = try store.games(limit: 20, damaged: { _ in })
        guard let newest = recent.first(where: { !$0.game.moves.isEmpty }) else {
            throw Failure(tr("no stored game has a move yet: play one (c4-audio), or give --moves MOVES"))
        }
        return try ReplayGame(stored: newest)
    }
}
