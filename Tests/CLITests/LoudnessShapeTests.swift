import Game
import Music
import RealModule
import SoundChecks
import Testing

/// The loudness of a game's shape, measured in rendered samples (the synthesized piano at 16 kHz): an
/// ending that lands over the game's notes, a fast game no louder than a slow one, and short games whose
/// players' median notes stay close.
@Suite struct LoudnessShapeTests {
    static let rate = 16_000
    static let bank = NoteBank.synthesized(sampleRate: rate)

    /// `cues` mixed alone as the mixer plays them (variants made), dry and mono unless asked.
    static func mix(_ cues: [Cue], room: Bool = false) -> [Float] {
        var bank = Self.bank
        bank.makeVariants(for: cues)
        return Mixer.mix(cues, bank: bank, channels: 1, room: room)
    }

    /// Cue `cue` alone from frame 0.
    static func alone(_ cue: Cue) -> [Float] {
        var cue = cue
        cue.frame = 0
        return mix([cue])
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count.isMultiple(of: 2) ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2 : sorted[sorted.count / 2]
    }

    /// A seeded random game that is over, and its melody.
    static func game(seed: UInt64, humans: Humans) -> (Game, MusicString) {
        var generator = SeededGenerator(seed: seed)
        var game = Game()
        while !game.outcome.isOver {
            let position = game.position
            let column = game.legalColumns.first(where: position.isWinningMove) ?? game.legalColumns.randomElement(using: &generator)!
            try! game.play(column)
        }
        var composer = Composer(seed: seed)
        return (game, GameMusic.compose(for: game, humans: humans, composer: &composer))
    }

    @Test(arguments: [(seed: UInt64(3), humans: Humans.first), (5, .second), (8, .none), (13, .both)])
    func theEndingLandsOverTheGame(seed: UInt64, humans: Humans) {
        let (game, melody) = Self.game(seed: seed, humans: humans)
        let cues = GameScore.cues(for: game, melody: melody, interval: 1, sampleRate: Self.rate)
        let moment = { (cue: Cue) in Loudness.loudestMoment(Self.alone(cue), channels: 1, sampleRate: Self.rate) }
        let notes = cues.prefix(game.moves.count).map(moment)
        let ending = cues.last!, endingSamples = Self.alone(ending)
        let loudest = Loudness.loudestMoment(endingSamples, channels: 1, sampleRate: Self.rate)
        // 4 LU over the median note at least; about as loud as the deciding piece (before: 3–8 LU under it).
        #expect(loudest - Self.median(notes) >= 4, "\(loudest) against a median of \(Self.median(notes))")
        #expect(loudest - notes.last! >= -2, "\(loudest) against the deciding piece's \(notes.last!)")
        // Raised, yet no peak past the accent stroke's: no clipping, no more of the limiter than an accent.
        #expect(Mixer.peak(endingSamples.withUnsafeBufferPointer { $0 }) <= 0.85)
        let stored = Loudness.loudestMoment(Self.bank[ending.sound], channels: 1, sampleRate: Self.rate)
        #expect(loudest - stored >= 2.5, "raised by \(loudest - stored) LU only")
    }

    @Test func aFastGameIsNoLouderThanASlowOne() throws {
        // Game 38 of `c4-bench phrasing` without its last piece (the notes alone; the ending keeps its level).
        let game = try MoveRecord.parse("11262122511555436416665247335434743")
        let melody = try MusicString(parsing: "01014102303231310423202413123132342")
        let loudness = { (interval: Double) in
            Loudness.integrated(Self.mix(GameScore.cues(for: game, melody: melody, interval: interval, sampleRate: Self.rate), room: true),
                                channels: 1, sampleRate: Self.rate)
        }
        let fast = loudness(0.05), slow = loudness(2), usual = loudness(1)
        #expect(abs(fast - slow) <= 2, "0.05 s: \(fast) LUFS, 2 s: \(slow) LUFS")
        #expect(abs(fast - usual) <= 2, "0.05 s: \(fast) LUFS, 1 s: \(usual) LUFS")
    }

    @Test func aFinishedFastGameIsNoLouderThanASlowOne() throws {
        // Game 38 of `c4-bench phrasing` with its Bad ending: at 0.05 s the ending is most of what is heard
        // (at its own level the game measured 4.3 LU over the one at 2 s).
        let game = try MoveRecord.parse("112621225115554364166652473354347433")
        let melody = try MusicString(parsing: "0101410230323131042320241312313234236")
        let loudness = [0.05, 0.25, 1, 2].map { interval in
            Loudness.integrated(Self.mix(GameScore.cues(for: game, melody: melody, interval: interval, sampleRate: Self.rate), room: true),
                                channels: 1, sampleRate: Self.rate)
        }
        #expect(loudness.max()! - loudness.min()! <= 4, "0.05, 0.25, 1, 2 s within ±2 LU: \(loudness) LUFS")
    }

    @Test func theEndingOfAFastGameFollowsItsNotesHalfWay() {
        for interval in [0.02, 0.05, 0.1, 0.3, 0.7, 1, 2] {
            let notes = OverlapLevel.gain(interval: interval, pieces: 36)
            #expect(abs(OverlapLevel.endingGain(interval: interval, pieces: 36) - notes.squareRoot()) < 1e-12)
        }
        #expect(OverlapLevel.endingGain(interval: 1, pieces: 36) == 1 && OverlapLevel.endingGain(interval: 3, pieces: 7) == 1)
    }

    @Test func theNotesOfAFastGamePlaySofter() {
        #expect(OverlapLevel.gain(interval: 1, pieces: 30) == 1 && OverlapLevel.gain(interval: 2, pieces: 30) == 1)
        // 7.5 dB softer for each tenfold.
        #expect(abs(OverlapLevel.gain(interval: 0.1, pieces: 30) - Double.pow(10, -7.5 / 20)) < 1e-12)
        // All the pieces at once: the sum of them as loud as one.
        #expect(abs(OverlapLevel.gain(interval: 0.0005, pieces: 16) - 0.25) < 1e-12)
    }

    @Test(arguments: ["1212121", "4343434", "1122334", "7766554", "1213141", "4455667"])
    func aSevenPieceGamesPlayersStayClose(moves: String) throws {
        let game = try MoveRecord.parse(moves)
        #expect(game.moves.count == 7 && game.outcome.winner == .first)
        for seed in UInt64(1)...4 {
            var composer = Composer(seed: seed)
            let melody = GameMusic.compose(for: game, humans: .none, composer: &composer)
            let levels = GameScore.cues(for: game, melody: melody, interval: 1, sampleRate: Self.rate).prefix(7).map {
                Loudness.integrated(Self.alone($0), channels: 1, sampleRate: Self.rate)
            }
            let first = Self.median([levels[0], levels[2], levels[4], levels[6]]), second = Self.median([levels[1], levels[3], levels[5]])
            #expect(abs(first - second) <= 3, "\(moves) seed \(seed): \(first) against \(second) LUFS")
        }
    }
}
