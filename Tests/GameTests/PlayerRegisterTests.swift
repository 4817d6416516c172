import Game
import Music
import RealModule
import Testing

/// Where the players' notes sound and how they differ, measured in rendered samples (issue 42, item 3):
/// both players' notes at their column's place, the second player's an octave lower.
@Suite struct PlayerRegisterTests {
    static let rate = 16_000

    /// A game (not over) in which both players drop a piece into every column, with a melody in which
    /// each player plays every note.
    static let game = try! MoveRecord.parse("11223354456677")
    static let melody = try! MusicString(parsing: "01234012340123")

    /// The synthesized piano bank, the notes only, with the variants the game plays.
    static let bank: NoteBank = {
        let sounds = Sound.all.filter { if case .note = $0 { true } else { false } }
        var bank = NoteBank(sampleRate: rate, sounds: Dictionary(uniqueKeysWithValues: sounds.map {
            ($0, NoteBank.synthesize($0, sampleRate: rate))
        }))
        bank.makeVariants(for: cues)
        return bank
    }()

    static let cues = GameScore.cues(for: game, melody: melody, interval: 1, sampleRate: rate)

    /// Cue `index` rendered alone, dry, in stereo from its first frame (left, right).
    static func alone(_ index: Int) -> (left: [Float], right: [Float]) {
        var cue = cues[index]
        cue.frame = 0
        let mix = Mixer.mix([cue], bank: bank, channels: 2, room: false)
        return (stride(from: 0, to: mix.count, by: 2).map { mix[$0] }, stride(from: 1, to: mix.count, by: 2).map { mix[$0] })
    }

    /// The balance of a stereo sound: right over left in dB, from the energy of each channel.
    static func balance(_ sound: (left: [Float], right: [Float])) -> Double {
        let energy = { (x: [Float]) in x.reduce(0.0) { $0 + Double($1) * Double($1) } }
        return 10 * Double.log10(energy(sound.right) / energy(sound.left))
    }

    @Test func bothPlayersSoundAtTheirColumnsPlaceAndColumnsAreThreeDecibelsApart() throws {
        var byColumn: [Double] = []
        for column in 0..<7 {
            // The first player's piece in the column (an even index) and the second's (odd).
            let pieces = Self.game.moves.indices.filter { Self.game.moves[$0] == column }
            let firsts = pieces.filter { $0.isMultiple(of: 2) }, seconds = pieces.filter { !$0.isMultiple(of: 2) }
            try #require(!firsts.isEmpty && !seconds.isEmpty)
            let first = Self.balance(Self.alone(firsts[0])), second = Self.balance(Self.alone(seconds[0]))
            #expect(abs(first - second) < 0.01, "column \(column + 1): \(first) dB and \(second) dB")
            byColumn.append(first)
        }
        // Column 4 centred; every neighbour at least 3 dB further right (measured 3.5, 4.2, 6.4 dB).
        #expect(abs(byColumn[3]) < 0.01, "column 4 at \(byColumn[3]) dB")
        for column in 1..<7 {
            #expect(byColumn[column] - byColumn[column - 1] >= 3, "columns \(column) and \(column + 1): \(byColumn)")
        }
        // Mirror images: column 4 ± k at ∓ the same balance.
        for k in 1...3 { #expect(abs(byColumn[3 + k] + byColumn[3 - k]) < 0.01) }
    }

    @Test func theSecondPlayersFundamentalIsAnOctaveBelowTheFirsts() {
        for (index, note) in Self.melody.notes.enumerated() {
            let (left, right) = Self.alone(index)
            let mono = zip(left, right).map { $0 + $1 }
            // Half a second from 0.1 s on: past the attack, while every partial still sounds.
            let spectrum = Spectrum(mono[(Self.rate / 10)..<(Self.rate * 6 / 10)], sampleRate: Double(Self.rate))
            let expected = note.frequency / (index.isMultiple(of: 2) ? 1 : 2)
            let measured = spectrum.peakFrequency(in: expected * 0.97...expected * 1.03)
            #expect(abs(Spectrum.cents(measured, from: expected)) < 1, "piece \(index + 1) (\(note)): \(measured) Hz")
            // The octave below the note is there for the second player only: at least 20 dB under the note's own
            // fundamental for the first (nothing sounds there), a real partial for the second.
            let below = spectrum.level(at: note.frequency / 2), at = spectrum.level(at: note.frequency)
            let ratio = 20 * Double.log10(below / at)
            if index.isMultiple(of: 2) {
                #expect(ratio < -20, "piece \(index + 1) (\(note)): \(ratio) dB an octave below")
            } else {
                #expect(ratio > -12, "piece \(index + 1) (\(note)): \(ratio) dB an octave below")
            }
        }
    }
}
