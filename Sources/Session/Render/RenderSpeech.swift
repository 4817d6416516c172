import Game
import Music
import SessionFacts
import Speech
import Wording

/// The spoken lines of a render (`render --speak`): each move as the screen-reader mode says it ("Player 1,
/// red, column 4, row 1."), then the result ("Player 1 (red) wins with move 7: four in column 4, rows 1
/// to 4."), synthesized by espeak-ng in the voice of the language in use, resampled to the render's rate.
public struct RenderSpeech {
    /// The lines in words, in order: one per move, then the result of a finished game.
    public var lines: [String]
    /// The language of the voice: `en`, `nl`.
    public var language: String
    /// The speech's gain (linear) against espeak-ng's full scale; 0 keeps the timeline and leaves the speech
    /// out (what the notes do between the lines, measured against the render with speech).
    public var gain = RenderSpeech.level

    /// The lines as synthesized (``synthesize()``), nil until they are.
    public private(set) var said: [SpeechSynthesizer.Line]?

    /// The gain that sets espeak-ng's lines (peaking near full scale) near the median note of the shipped
    /// bank: at 0.3 a line measured −30.8 LUFS against the median note's −23.9 (`RenderSpeakTimingTests`); with
    /// the second player an octave lower the median note rose to −21.1 LUFS, and 0.65 left the lines 2.6–3.4 LU
    /// under it, hence 0.85 (+2.3 dB).
    public static let level = 0.85

    /// The lines of `game` played between `seats`, in the language in use.
    public init(game: Game, seats: Seats) {
        var lines: [String] = []
        for (index, cell) in game.cells.enumerated() {
            let seat = seats[Player.playing(moveIndex: index)]
            let move = ReaderLine.Move(name: seat.name, colour: seat.colour, column: cell.column + 1, row: cell.row + 1)
            lines.append(ReaderLine.moved(move).words)
        }
        if game.outcome.isOver {
            let winner = game.outcome.winner.map { (name: seats[$0].name, colour: seats[$0].colour) }
            lines.append(ReaderLine.result(winner: winner, lines: game.winningLines, moves: game.moves.count).words)
        }
        self.lines = lines
        language = Catalogue.language
    }

    /// Synthesizes the lines, in order (a render does it when they are not yet; a copy keeps them, so renders
    /// of the same copy have the same timeline).
    ///
    /// - Throws: ``SessionError/speech(_:)`` without libespeak-ng or when it fails.
    public mutating func synthesize() throws(SessionError) {
        guard said == nil else { return }
        var result: [SpeechSynthesizer.Line] = []
        for line in lines {
            do { result.append(try SpeechSynthesizer.say(line, language: language)) } catch { throw .speech(error) }
        }
        said = result
    }

    /// Each line's samples at `sampleRate`, mono, the gain applied (0: silence of the same length).
    ///
    /// - Throws: ``SessionError/speech(_:)`` without libespeak-ng or when it fails.
    func samples(sampleRate: Int) throws(SessionError) -> [[Float]] {
        var copy = self
        try copy.synthesize()
        let scale = Float(gain) / 32_768
        return (copy.said ?? []).map { line in
            Resampler.resample(line.samples.map { Float($0) * scale }, from: line.sampleRate, to: sampleRate)
        }
    }
}

extension ReplayGame {
    /// The game's lines, its players named as a replay names them (a stored game's players, else Player 1 and
    /// Player 2), in the language in use.
    public var speech: RenderSpeech { RenderSpeech(game: game, seats: seats) }
}
