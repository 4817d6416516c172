import Game
import Music
import RealModule
import Testing

/// The board's cues (`--cues`), measured like the music: a column's ticks as many as its stones, rising,
/// each owner's timbre, at the column's place; the threat cue exactly when a four becomes playable, by a
/// plain model of the board (``GameReadingTests``).
@Suite struct BoardCueTests {
    static let rate = 44_100
    static let bank = NoteBank(sampleRate: rate, sounds: [:]).addingBoardSounds()

    /// The cue mixed dry in stereo, as the engine plays it.
    static func stereo(_ cue: BoardCue) -> [Float] {
        Mixer.mix(cue.cues(sampleRate: rate), bank: bank, channels: 2, room: false)
    }

    /// The onsets heard in `samples` (mono): 2 ms windows whose level rises past a tenth of the loudest
    /// after having been below a hundredth of it.
    static func onsets(_ samples: [Float]) -> [Int] {
        let window = rate / 500
        let levels = stride(from: 0, to: samples.count - window, by: window).map { start in
            samples[start..<(start + window)].reduce(Float(0)) { max($0, abs($1)) }
        }
        let loudest = levels.max() ?? 0
        var found: [Int] = [], quiet = true
        for (index, level) in levels.enumerated() {
            if quiet, level > loudest / 10 { found.append(index * window); quiet = false }
            if level < loudest / 100 { quiet = true }
        }
        return found
    }

    /// The sum of a stereo mix's two channels.
    static func mono(_ stereo: [Float]) -> [Float] { (0..<(stereo.count / 2)).map { stereo[2 * $0] + stereo[2 * $0 + 1] } }

    /// Left over right in decibels, over the whole of `stereo`.
    static func balance(_ stereo: [Float]) -> Double {
        var left = 0.0, right = 0.0
        for frame in 0..<(stereo.count / 2) {
            left += Double(stereo[2 * frame] * stereo[2 * frame])
            right += Double(stereo[2 * frame + 1] * stereo[2 * frame + 1])
        }
        return 10 * Double.log10(left / right)
    }

    @Test("a column's ticks: one per stone, rising, each owner's timbre, at the column's place")
    func columnTicksAreMeasured() throws {
        // Column 3 (0-based 2) holding first, second, second, first, first.
        let stones: [Player] = [.first, .second, .second, .first, .first]
        let mix = Self.stereo(.column(2, stones: stones))
        let mono = Self.mono(mix)
        let onsets = Self.onsets(mono)
        #expect(onsets.count == stones.count, "\(onsets)")
        var pitches: [Double] = []
        for (height, onset) in onsets.enumerated() {
            let tick = Array(mono[onset..<min(mono.count, onset + Self.rate * 40 / 1000)])
            let spectrum = Spectrum(tick, sampleRate: Double(Self.rate))
            let pitch = spectrum.peakFrequency(in: 950...2_300)
            pitches.append(pitch)
            #expect(abs(Spectrum.cents(pitch, from: BoardSound.heights[height])) < 60, "tick \(height): \(pitch) Hz")
            // The owner by timbre: the first player's partial at 2×, the second's at 3×.
            let double = spectrum.level(at: 2 * pitch, cents: 60), triple = spectrum.level(at: 3 * pitch, cents: 60)
            if stones[height] == .first {
                #expect(double > triple * 4, "tick \(height) (first): 2× \(double), 3× \(triple)")
            } else {
                #expect(triple > double * 4, "tick \(height) (second): 2× \(double), 3× \(triple)")
            }
        }
        #expect(pitches == pitches.sorted() && Set(pitches).count == pitches.count, "rising: \(pitches)")
        // Evenly spaced in time.
        for (a, b) in zip(onsets, onsets.dropFirst()) {
            #expect(abs(Double(b - a) / Double(Self.rate) - BoardCue.tickSpacing) < 0.004)
        }
    }

    @Test("the seven places: column 4 centred, the others evenly spread, neighbours 3 dB or more apart")
    func columnsArePlaced() {
        let balances = (0..<7).map { Self.balance(Self.stereo(.column($0, stones: [.first]))) }
        #expect(abs(balances[3]) < 0.01, "\(balances)")
        for column in 0..<3 { #expect(abs(balances[column] + balances[6 - column]) < 0.01, "mirrored: \(balances)") }
        for (a, b) in zip(balances, balances.dropFirst()) { #expect(a - b >= 3, "\(balances)") }
        // An empty column is heard too, once, at its place.
        let empty = Self.stereo(.column(5, stones: []))
        #expect(Self.onsets(Self.mono(empty)).count == 1)
        #expect(abs(Self.balance(empty) - balances[5]) < 0.01)
    }

    @Test("the threat cue: a glide up an octave at the cell's column, after the note")
    func threatGlides() throws {
        let threat = Game.Threat(cell: Cell(row: 0, column: 6), player: .second, isPlayable: true)
        let mix = Self.stereo(.threats([threat]))
        let mono = Self.mono(mix)
        let start = try #require(Self.onsets(mono).first)
        #expect(abs(Double(start) / Double(Self.rate) - BoardCue.threatDelay) < 0.004)
        let early = Spectrum(mono[start..<(start + 1_764)], sampleRate: Double(Self.rate)).peakFrequency(in: 700...1_700)
        let late = Spectrum(mono[(start + 6_000)..<(start + 7_500)], sampleRate: Double(Self.rate)).peakFrequency(in: 700...1_700)
        #expect(late / early > 1.6, "glides up: \(early) → \(late) Hz")
        #expect(Self.balance(mix) < -10, "at column 7, right")
    }

    /// Random games of 300 seeds: after every piece, the threat cue lists exactly the cells the model finds
    /// playable and completing a four that it did not find before the piece.
    @Test func threatCueExactlyWhenAFourBecomesPlayable() {
        var cued = 0, quiet = 0
        for seed in 1...300 {
            var generator = SeededGenerator(seed: UInt64(seed))
            var game = Game()
            while !game.outcome.isOver {
                let before = game
                let open = (0..<7).filter { game.position.canPlay($0) }
                try! game.play(open.randomElement(using: &generator)!)
                let cue = BoardCue.newlyPlayable(before: before, after: game)
                let key = { (t: Game.Threat) in [t.cell.column, t.cell.row, t.player.rawValue] }
                let earlier = Set(GameReadingTests.threats(before.moves).filter(\.isPlayable).map(key))
                let expected = game.outcome.isOver ? []
                    : GameReadingTests.threats(game.moves).filter { $0.isPlayable && !earlier.contains(key($0)) }
                #expect(Set(cue.map(key)) == Set(expected.map(key)), "seed \(seed), moves \(game.moves)")
                #expect(cue.count == expected.count)
                if cue.isEmpty { quiet += 1 } else { cued += 1 }
            }
        }
        #expect(cued > 300 && quiet > 3_000, "cued \(cued), quiet \(quiet)")
    }
}
