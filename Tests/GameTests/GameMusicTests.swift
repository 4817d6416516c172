import Game
import Music
import Testing

@Suite struct GameMusicTests {
    /// A random game of `length` moves at most (it stops early when someone wins or the board fills).
    static func randomGame(maxMoves: Int, using generator: inout SeededGenerator) -> Game {
        var game = Game()
        var legal = [Int](repeating: 0, count: Position.width)
        while game.moves.count < maxMoves, !game.outcome.isOver {
            // Plain loops rather than `legalColumns` and `filter`: this runs 200,000 times in a debug build.
            var count = 0
            for column in 0..<Position.width where game.position.canPlay(column) {
                legal[count] = column
                count += 1
            }
            try! game.play(legal[Int(generator.next() % UInt64(count))])
        }
        return game
    }

    /// The rules a composed melody breaks, checked without the code under test (empty when it follows them).
    ///
    /// Plain comparisons rather than one `#expect` each: the property test runs this 100,000 times.
    static func brokenRules(_ melody: MusicString, game: Game, humans: Humans) -> [String] {
        var broken: [String] = []
        let text = Array(melody.description.utf8)
        let count = game.moves.count
        guard text.count >= count else { return ["fewer notes than pieces: \(melody)"] }
        var first = true, previous: UInt8 = 0
        for index in 0..<count {
            let character = text[index]
            if character < 48 || character > 52 { broken.append("one note per piece"); break }
            if first && character != 48 { broken.append("first note C") }
            if !first && character == previous { broken.append("no repeated note"); break }
            first = false
            previous = character
        }
        let expected: [UInt8]
        switch game.outcome {
        case .ongoing: expected = []
        case .draw: expected = [55]
        case .win(let winner):
            let good = switch humans {
            case .both: true
            case .none, .first: winner == .first
            case .second: winner == .second
            }
            expected = good ? [53] : [54]
        }
        if !text[count...].elementsEqual(expected) { broken.append("ending for \(game.outcome), humans \(humans)") }
        if (try? GameMusic.check(melody, against: game, humans: humans)) == nil { broken.append("check accepts it") }
        if (try? MusicString(parsing: melody.description)) != melody { broken.append("round trip") }
        return broken.map { "\($0): \(melody) for \(MoveRecord.encode(game))" }
    }

    /// 100,000 seeded compositions (4 × 25,000, one per way of assigning the players) over 10,000 seeded random
    /// games (each game is composed ten times with different seeds: replaying the rules is what costs time in a
    /// debug build); half of them are composed in two sittings, saved part-way and resumed with a new composer.
    /// Each melody is checked against every rule.
    @Test(arguments: [(seed: UInt64(1), humans: Humans.first), (2, .second), (3, .both), (4, .none)])
    func composedGamesFollowEveryRule(seed: UInt64, humans: Humans) throws {
        var generator = SeededGenerator(seed: seed)
        var failures: [String] = []
        var finished = 0
        for _ in 0..<2_500 {
            let game = Self.randomGame(maxMoves: 42, using: &generator)
            if game.outcome.isOver { finished += 1 }
            for round in 0..<10 {
                var composer = Composer(seed: generator.next())
                let melody: MusicString
                if round.isMultiple(of: 2) {
                    melody = GameMusic.compose(for: game, humans: humans, composer: &composer)
                } else {
                    // Resume: the stored melody covers a prefix; a fresh composer continues it.
                    let saved = Int.random(in: 1...game.moves.count, using: &generator)
                    var stored = MusicString.empty
                    for _ in 0..<saved { composer.extend(&stored) }
                    var resumed = Composer(seed: generator.next())
                    melody = try GameMusic.continue(stored, for: game, humans: humans, composer: &resumed)
                    if !melody.notes.prefix(saved).elementsEqual(stored.notes) { failures.append("resume changed the stored notes") }
                }
                failures += Self.brokenRules(melody, game: game, humans: humans)
            }
            if failures.count > 10 { break }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
        #expect(finished > 2_000, "most random games reach an end, so endings are exercised")
    }

    /// The chi-square statistic of 200,000 successors drawn by `next` from C on (15 degrees of freedom,
    /// all 20 pairs with 5 constraints; 37.7 is the 0.1 % critical value), and how often a note followed itself.
    static func successorStatistic(_ next: (Note) -> Note) -> (chiSquare: Double, repeats: Int) {
        var counts = [[Int]](repeating: [Int](repeating: 0, count: 5), count: 5)
        var previous = Note.c
        for _ in 0..<200_000 {
            let following = next(previous)
            counts[previous.rawValue][following.rawValue] += 1
            previous = following
        }
        var chiSquare = 0.0, repeats = 0
        for from in 0..<5 {
            repeats += counts[from][from]
            let total = Double(counts[from].reduce(0, +))
            for to in 0..<5 where to != from {
                let expected = total / 4
                chiSquare += (Double(counts[from][to]) - expected) * (Double(counts[from][to]) - expected) / expected
            }
        }
        return (chiSquare, repeats)
    }

    /// The successor of each note is uniform over the four others, and never the note itself.
    @Test func successorsAreUniform() {
        var composer = Composer(seed: 2024)
        #expect(composer.nextNote(after: nil) == .c)
        let (chiSquare, repeats) = Self.successorStatistic { composer.nextNote(after: $0) }
        #expect(repeats == 0)
        #expect(chiSquare < 37.7, "chi-square \(chiSquare)")
    }

    /// The same statistic fails the composer with a small bias put in (one successor in eight drawn again
    /// when it is the next note up the scale): the uniformity test above can fail.
    @Test func theStatisticCatchesTheComposerWithASmallBias() {
        var composer = Composer(seed: 2024)
        var coin = SeededGenerator(seed: 9)
        let (chiSquare, repeats) = Self.successorStatistic { previous in
            let next = composer.nextNote(after: previous)
            let stepUp = (previous.rawValue + 1) % 5 == next.rawValue
            return stepUp && Int.random(in: 0..<2, using: &coin) == 0 ? composer.nextNote(after: previous) : next
        }
        #expect(repeats == 0)
        #expect(chiSquare > 37.7, "chi-square \(chiSquare)")
    }

    @Test(arguments: [
        (outcome: Outcome.draw, humans: Humans.first, ending: Ending.draw),
        (.draw, .none, .draw),
        (.win(.first), .first, .good), (.win(.second), .first, .bad),
        (.win(.first), .second, .bad), (.win(.second), .second, .good),
        (.win(.first), .both, .good), (.win(.second), .both, .good),
        (.win(.first), .none, .good), (.win(.second), .none, .bad),
    ])
    func endings(outcome: Outcome, humans: Humans, ending: Ending) {
        #expect(Ending(outcome: outcome, humans: humans) == ending)
    }

    @Test func noEndingWhileGoing() {
        #expect(Humans.allCases.allSatisfy { Ending(outcome: .ongoing, humans: $0) == nil })
    }

    @Test(arguments: [
        (moves: "4455667", music: "010101", humans: Humans?.some(.first),
         error: GameMusicError.noteCount(notes: 6, pieces: 7)),
        ("445566", "0101015", nil, .endingTooEarly(.good, pieces: 6)),
        ("4455667", "0101010", nil, .missingEnding(.win(.first))),
        ("4455667", "01010106", .first, .wrongEnding(.bad, expected: .good, outcome: .win(.first), humans: .first)),
        ("4455667", "01010107", nil, .wrongEnding(.draw, expected: .good, outcome: .win(.first), humans: nil)),
    ])
    func rejectsMusicThatDoesNotFit(moves: String, music: String, humans: Humans?, error: GameMusicError) throws {
        let game = try MoveRecord.parse(moves)
        let melody = try MusicString(parsing: music)
        #expect(throws: error) { try GameMusic.check(melody, against: game, humans: humans) }
    }

    @Test func sameSeedSameMelody() throws {
        let game = try MoveRecord.parse("4455667")
        var a = Composer(seed: 5), b = Composer(seed: 5)
        #expect(GameMusic.compose(for: game, humans: .none, composer: &a)
            == GameMusic.compose(for: game, humans: .none, composer: &b))
    }

    @Test func resumingAFinishedOrLongerMelodyIsRefused() throws {
        let game = try MoveRecord.parse("4455")
        var composer = Composer(seed: 1)
        #expect(throws: GameMusicError.noteCount(notes: 5, pieces: 4)) {
            try GameMusic.continue(try MusicString(parsing: "01010"), for: game, humans: .first, composer: &composer)
        }
        #expect(throws: GameMusicError.endingTooEarly(.good, pieces: 4)) {
            try GameMusic.continue(try MusicString(parsing: "0105"), for: game, humans: .first, composer: &composer)
        }
    }

    @Test func resumingContinuesAfterTheLastStoredNote() throws {
        // The stored melody ends on A; whatever the composer draws next, it is not A.
        let game = try MoveRecord.parse("4455667")
        for seed in 0..<200 as Range<UInt64> {
            var composer = Composer(seed: seed)
            let melody = try GameMusic.continue(try MusicString(parsing: "014"), for: game, humans: .none, composer: &composer)
            #expect(melody.notes[3] != .a && melody.ending == .good && melody.description.hasPrefix("014"))
        }
    }
}
