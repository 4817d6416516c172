import Game
import Music
import Testing

/// The note of each piece, decided as it drops (``PieceNotes``): what the live game plays must be what
/// `render` of the whole game plays, for every prefix of every game.
@Suite struct PieceNotesTests {
    /// A seeded random game: played to its end, or stopped early one time in four.
    static func randomGame(_ generator: inout SeededGenerator) -> Game {
        var game = Game()
        let stop = Int.random(in: 0..<4, using: &generator) == 0 ? Int.random(in: 1...41, using: &generator) : 42
        while game.moves.count < stop, let column = game.legalColumns.randomElement(using: &generator) {
            _ = try! game.play(column)
        }
        return game
    }

    /// The game of the first `count` moves of `game`.
    static func prefix(_ game: Game, _ count: Int) -> Game {
        var prefix = Game()
        for column in game.moves.prefix(count) { _ = try! prefix.play(column) }
        return prefix
    }

    /// The sounds the pieces of `game` play (their dynamics come from ``Phrasing``, tested on their own).
    static func sounds(of game: Game, notes: [Note]) -> [Sound] {
        var pieces = PieceNotes()
        return game.moves.enumerated().map { index, column in
            pieces.next(notes[index], column: column, wins: game.outcome.winner != nil && index == game.moves.count - 1).cue.sound
        }
    }

    /// The variant rule written out directly, from scratch for each piece: FNV-1a over the columns 0…k and
    /// the sound's name, the previous variant of the same sound found by working out the earlier piece again.
    static func referenceVariants(of game: Game, notes: [Note]) -> [(Sound, Int)] {
        let moves = game.moves
        let sounds = Self.sounds(of: game, notes: notes)
        func sound(_ k: Int) -> Sound { sounds[k] }
        func hash(_ k: Int) -> UInt64 {
            let bytes = moves[0...k].map { UInt8($0) } + Array(sound(k).fileStem.utf8)
            return bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
        }
        func variant(_ k: Int) -> Int {
            let count = UInt64(NoteVariant.count)
            guard let previous = (0..<k).last(where: { sound($0) == sound(k) }) else { return Int(hash(k) % count) }
            return (variant(previous) + 1 + Int(hash(k) % (count - 1))) % NoteVariant.count
        }
        // The second player plays the same shape an octave lower.
        return moves.indices.map { (sound($0), $0.isMultiple(of: 2) ? variant($0) : NoteVariant.lowered(variant($0))) }
    }

    @Test func theLiveNoteOfEveryPrefixIsRendersNote() {
        var generator = SeededGenerator(seed: 2024)
        for _ in 0..<120 {
            let game = Self.randomGame(&generator)
            var composer = Composer(seed: generator.next())
            let melody = GameMusic.compose(for: game, humans: .first, composer: &composer)
            // At 1 s: a score's notes play softer at shorter intervals (``OverlapLevel``), the live game's never.
            let rendered = GameScore.cues(for: game, melody: melody, interval: 1, sampleRate: 1000)
            let reference = Self.referenceVariants(of: game, notes: melody.notes)
            for count in 1...game.moves.count {
                let live = PieceNotes.lastCue(of: Self.prefix(game, count), notes: melody.notes)
                var expected = rendered[count - 1]
                expected.frame = 0   // the render's beat and phrasing delay; live plays at once
                #expect(live == expected, "piece \(count) of \(game.moves.map { $0 + 1 })")
                #expect(live.sound == reference[count - 1].0 && live.variant == reference[count - 1].1)
                // Placed by column alone, whoever played it.
                #expect(live.pan == GameScore.pan(column: game.moves[count - 1]))
            }
            // The deciding piece (the winning one, or the last of a full board) is accented live as in the
            // render; nothing else is.
            let accented = rendered.filter { if case .note(_, .accent) = $0.sound { true } else { false } }
            #expect(accented.count == (game.outcome.isOver ? 1 : 0))
            if game.outcome.isOver { #expect(accented.first == rendered[game.moves.count - 1]) }
        }
    }

    @Test func successiveOccurrencesOfASoundNeverRepeatAVariant() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<120 {
            let game = Self.randomGame(&generator)
            var composer = Composer(seed: generator.next())
            let melody = GameMusic.compose(for: game, humans: .both, composer: &composer)
            var pieces = PieceNotes()
            var last: [Sound: Int] = [:]
            for (index, column) in game.moves.enumerated() {
                let cue = pieces.next(melody.notes[index], column: column,
                                      wins: game.outcome.winner != nil && index == game.moves.count - 1).cue
                // The first player in the bank's register, the second an octave lower.
                #expect(NoteVariant.isLowered(cue.variant) == !index.isMultiple(of: 2))
                let shape = NoteVariant.shape(of: cue.variant)
                #expect(last[cue.sound] != shape, "\(cue.sound) twice in a row as shape \(shape)")
                last[cue.sound] = shape
            }
            #expect(pieces.count == game.moves.count)
        }
    }

    @Test func gamesSoundAlikeUntilTheirMovesDifferAndDifferAfter() {
        // Pairs of games sharing their first moves and their melody: the same variants while the moves
        // agree, and some variant differs among the pieces after (a game always sounds the same, different
        // games differ).
        var generator = SeededGenerator(seed: 99)
        var compared = 0
        while compared < 60 {
            let first = Self.randomGame(&generator)
            let shared = Int.random(in: 0..<max(1, first.moves.count - 12), using: &generator)
            var second = Self.prefix(first, shared)
            while !second.outcome.isOver, let column = second.legalColumns.randomElement(using: &generator) {
                _ = try! second.play(column)
            }
            let length = min(first.moves.count, second.moves.count)
            guard length - shared >= 10, second.moves[shared] != first.moves[shared] else { continue }
            compared += 1
            var composer = Composer(seed: generator.next())
            var melody = MusicString.empty
            while melody.notes.count < 42 { composer.extend(&melody) }
            let notes = Array(melody.notes)
            let a = Self.referenceVariants(of: Self.prefix(first, length - 1), notes: notes).map(\.1)
            let b = Self.referenceVariants(of: Self.prefix(second, length - 1), notes: notes).map(\.1)
            #expect(a.prefix(shared) == b.prefix(shared))
            #expect(a.dropFirst(shared) != b.dropFirst(shared), "\(first.moves) and \(second.moves)")
        }
    }
}
