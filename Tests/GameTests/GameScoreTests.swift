import Game
import Music
import RealModule
import Testing

@Suite struct GameScoreTests {
    @Test func scoreTimesPansAndAccents() throws {
        let game = try MoveRecord.parse("4455667")
        let melody = try MusicString(parsing: "01010105")
        let cues = GameScore.cues(for: game, melody: melody, interval: 1, sampleRate: 1000)
        // Each piece on its beat (breathing: ``Breathing``) plus its phrasing delay: none for the opening C,
        // under 20 ms for the others, 60–80 ms for the winning piece, whose delay the ending keeps.
        let breathing = Breathing.offsets(of: melody.notes)
        let delays = cues.enumerated().map { $0.element.frame - GameScore.beatFrame($0.offset, breathing: breathing, interval: 1, sampleRate: 1000) }
        #expect(breathing[6] == Breathing.cadence && breathing[7] == breathing[6])
        #expect(delays[0] == 0 && delays[1...5].allSatisfy { (0..<20).contains($0) }, "\(delays)")
        #expect((60..<80).contains(delays[6]) && delays[7] == delays[6], "\(delays)")
        // Each column's place, the same for both players; the second player an octave lower.
        let places = [0, 0, 0.25, 0.25, 0.5, 0.5, 0.75]
        #expect(zip(cues, places).allSatisfy { $0.pan == $1 })
        #expect(cues.prefix(7).enumerated().allSatisfy { NoteVariant.isLowered($1.variant) == !$0.isMultiple(of: 2) })
        #expect(cues[7].pan == 0)
        // The opening C stated (medium, 2 dB under full gain), the winning C accented 0.5 dB up.
        #expect(cues[0].sound == .note(.c, .medium) && abs(cues[0].gain - 0.794) < 0.001)
        #expect(cues[6].sound == .note(.c, .accent) && abs(cues[6].gain - 1.059) < 0.001 && cues[7].sound == .theme(.good))
        // Twice as fast, every note 2.26 dB softer (0.75 × 3 dB: their sum as loud), the ending half as much.
        let fast = GameScore.cues(for: game, melody: melody, interval: 0.5, sampleRate: 1000)
        #expect(zip(fast.prefix(7), cues).allSatisfy { abs($0.gain / $1.gain - Double.pow(0.5, 0.375)) < 1e-12 })
        #expect(abs(fast[7].gain - Double.pow(0.5, 0.1875)) < 1e-12 && cues[7].gain == 1)
    }

    @Test func successiveIdenticalNotesPlayDifferentVariantsReproducibly() throws {
        var generator = SeededGenerator(seed: 12)
        for _ in 0..<50 {
            // A random legal game of up to 42 pieces and a melody for it.
            var game = Game()
            while let column = game.legalColumns.randomElement(using: &generator) {
                _ = try game.play(column)
            }
            var composer = Composer(seed: generator.next())
            let melody = GameMusic.compose(for: game, humans: .first, composer: &composer)
            let cues = GameScore.cues(for: game, melody: melody, interval: 1, sampleRate: 1000)
            #expect(cues == GameScore.cues(for: game, melody: melody, interval: 1, sampleRate: 1000))
            var last: [Sound: Int] = [:]
            for cue in cues {
                #expect((0..<NoteVariant.all).contains(cue.variant))
                if case .theme = cue.sound { #expect(cue.variant == 0); continue }
                let shape = NoteVariant.shape(of: cue.variant)
                if let previous = last[cue.sound] { #expect(previous != shape, "\(cue.sound) twice as shape \(previous)") }
                last[cue.sound] = shape
            }
        }
    }
}
