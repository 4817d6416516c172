import Game
import GameFlow
import History
import Music
import SessionFacts
import TerminalUI

/// The game a replay plays and how each move is announced.
///
/// A replay comes from `--moves` (with `--music` or a composed melody) or from a stored game (`replay ID`),
/// which plays its own music and names its pieces by the players' colours; a demo makes its own games.
public struct ReplayGame {
    /// The game.
    public var game: Game
    /// Its notes and ending.
    public var melody: MusicString
    /// Who played (names and colours on the animated board; colours in the lines): the stored players,
    /// else "Player 1" in red and "Player 2" in yellow.
    var seats = Seats(first: .person(Seat.numberedPersonName(1), colour: .red),
                      second: .person(Seat.numberedPersonName(2), colour: .yellow))
    /// The stored game's ID when it came from the history.
    var storedID: Int64?

    /// A game with its melody and players.
    init(game: Game, melody: MusicString, seats: Seats) {
        self.game = game
        self.melody = melody
        self.seats = seats
    }

    /// The game of `moves` with the given music string, or one composed (from `seed` when given).
    ///
    /// - Throws: ``SessionError/badGame(source:reason:)`` for bad moves or a music string that does not fit
    ///   the game.
    public init(moves: String, music: String?, seed: UInt64?, human: Humans?) throws(SessionError) {
        do {
            game = try MoveRecord.parse(moves)
        } catch {
            throw .badMoves(error)
        }
        guard !game.moves.isEmpty else { throw .noMoves(.given, .play) }
        melody = try Self.chosenMelody(for: game, music: music, seed: seed, human: human)
    }

    /// The given music string checked against the game, or a composed one (from `seed` when given).
    ///
    /// - Throws: ``SessionError/badGame(source:reason:)`` (`--music: …`) for a string that does not fit.
    public static func chosenMelody(for game: Game, music: String?, seed: UInt64?, human: Humans?) throws(SessionError) -> MusicString {
        guard let music else {
            var composer = seed.map(Composer.init(seed:)) ?? Composer()
            return GameMusic.compose(for: game, humans: human ?? .first, composer: &composer)
        }
        do {
            let melody = try MusicString(parsing: music)
            try GameMusic.check(melody, against: game, humans: human)
            return melody
        } catch {
            throw .badMusic(error)
        }
    }

    /// A stored game with its own music and its players' colours.
    ///
    /// - Throws: ``SessionError/emptyGame(_:)`` when the game has no moves yet.
    public init(stored: StoredGame) throws(SessionError) {
        guard !stored.game.moves.isEmpty else { throw .noMoves(.stored(stored.id), .play) }
        game = stored.game
        melody = stored.music
        seats = stored.players
        storedID = stored.id
    }

    /// The colour `player`'s pieces are announced by.
    func colour(of player: Player) -> PieceColour { seats[player].colour }

    /// The line printed as move `index` (0-based) sounds, e.g. `move 7: red, column 4, row 2, G`.
    func line(for index: Int) -> String {
        let cell = game.cells[index]
        return SessionLine.replayMove(number: index + 1, colour: colour(of: Player.playing(moveIndex: index)), column: cell.column + 1,
                                      row: cell.row + 1, note: melody.notes[index]).description
    }

    /// `result: red wins with move 7, ending Good`, `result: draw after 42 moves, ending Draw`, or
    /// `result: unfinished after 5 moves`.
    var resultLine: String {
        SessionLine.replayResult(winner: game.outcome.winner.map(colour(of:)), over: game.outcome.isOver, moves: game.moves.count,
                                 ending: melody.ending).description
    }

    /// `game 3: Bot hard (green) vs Bot easy (purple)`: a demo game's first line.
    public func heading(number: Int) -> String {
        SessionLine.demoHeading(number: number, first: seats.first, second: seats.second).description
    }

    /// `replay: c4-audio replay --moves 4455667 --music 03142305`: the command that plays the game again.
    public var replayLine: String {
        SessionLine.replayAgain(moves: MoveRecord.encode(game), music: melody).description
    }
}
