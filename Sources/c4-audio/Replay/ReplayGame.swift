import ArgumentParser
import Game
import GameFlow
import History
import Music
import TerminalUI

/// The game a replay plays and how each move is announced.
///
/// A replay comes from `--moves` (with `--music` or a composed melody) or from a stored game (`replay ID`),
/// which plays its own music and names its pieces by the players' colours; a demo makes its own games.
struct ReplayGame {
    /// The game.
    var game: Game
    /// Its notes and ending.
    var melody: MusicString
    /// Who played (names and colours on the animated board; colours in the lines): the stored players,
    /// else "Player 1" in red and "Player 2" in yellow.
    var seats = Seats(first: Seat(kind: .human, name: "Player 1", colour: .red),
                      second: Seat(kind: .human, name: "Player 2", colour: .yellow))

    /// A game with its melody and players.
    init(game: Game, melody: MusicString, seats: Seats) {
        self.game = game
        self.melody = melody
        self.seats = seats
    }

    /// The game of `moves` with the given music string, or one composed (from `seed` when given).
    ///
    /// - Throws: ``Failure`` for bad moves or a music string that does not fit the game.
    init(moves: String, music: String?, seed: UInt64?, human: Humans?) throws {
        game = try Failure.parsingGame(moves, option: "--moves")
        guard !game.moves.isEmpty else { throw Failure("--moves: the game has no moves, so there is nothing to play") }
        melody = try C4Audio.Render.melody(for: game, music: music, seed: seed, human: human)
    }

    /// A stored game with its own music and its players' colours.
    ///
    /// - Throws: ``Failure`` when the game has no moves yet.
    init(stored: StoredGame) throws {
        guard !stored.game.moves.isEmpty else {
            throw Failure("game \(stored.id) has no moves yet, so there is nothing to play")
        }
        game = stored.game
        melody = stored.music
        seats = Seats(stored.players)
    }

    /// The colour `player`'s pieces are announced by.
    func colour(of player: Player) -> PieceColour { seats[player].colour }

    /// The line printed as move `index` (0-based) sounds, e.g. `move 7: red, column 4, G`.
    func line(for index: Int) -> String {
        let player = Player.playing(moveIndex: index)
        let note = melody.notes[index]
        return "move \(index + 1): \(colour(of: player)), column \(game.moves[index] + 1), \(note.description.prefix(1))"
    }

    /// `result: red wins with move 7, ending Good`, `result: draw after 42 moves, ending Draw`, or
    /// `result: unfinished after 5 moves`.
    var resultLine: String {
        let names: [Theme: String] = [.good: "Good", .bad: "Bad", .draw: "Draw"]
        let ending = melody.ending.map { ", ending \(names[Theme($0)] ?? "\(Theme($0))")" } ?? ""
        switch game.outcome {
        case .win(let player): return "result: \(colour(of: player)) wins with move \(game.moves.count)\(ending)"
        case .draw: return "result: draw after \(game.moves.count) moves\(ending)"
        case .ongoing: return "result: unfinished after \(game.moves.count) moves"
        }
    }

    /// `game 3: Bot hard (green) vs Bot easy (purple)`: a demo game's first line.
    func heading(number: Int) -> String {
        "game \(number): \(SafeText.visible(seats.first.name)) (\(seats.first.colour)) vs \(SafeText.visible(seats.second.name)) (\(seats.second.colour))"
    }

    /// `replay: c4-audio replay --moves 4455667 --music 03142305`: the command that plays the game again.
    var replayLine: String {
        "replay: c4-audio replay --moves \(MoveRecord.encode(game)) --music \(melody)"
    }
}
