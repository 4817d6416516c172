import Foundation
import Game
import Music
import SoundChecks

/// `c4-bench phrasing`: the loudness shape of seeded games, measured note by note, and (with `--midi DIR`)
/// each game's Standard MIDI File for reading back.
///
/// Games: a seeded player that wins when it can, blocks an immediate loss when it can, and otherwise
/// plays a random legal column; each game's melody is composed with the game's seed. Every piece's note
/// is measured alone: the integrated loudness (ITU BS.1770, dry, mono) of its bank sound and variant at
/// gain 1, plus 20 log10 of its cue's gain (loudness scales exactly so), and its loudest moment (the
/// highest momentary loudness, 400 ms) the same way. The ending is mixed alone as the mixer plays it (its
/// ending gain, the limiter) and measured at its loudest moment. Per game it prints the median note
/// of each player and their difference, the decisive piece (the last) above the median note, the range
/// (loudest − quietest note) and the ending's loudest moment over the deciding piece's and the median
/// note's; then the worst of each over all games against the targets (≤ 3 LU, ≥ 4 LU, ≥ 8 LU, ≥ 0 LU,
/// ≥ 4 LU). Then short games: as many seeded games of 7–12 pieces between two random players (the first
/// of each seed's games that short), their players' median notes (≤ 3 LU apart).
enum PhrasingBench {
    struct Result {
        var playerDifference: Double, decisiveAboveMedian: Double, range: Double
        var endingOverDecisive: Double, endingOverMedian: Double
    }

    static let rate = 44_100

    /// Per-sound measurements, shared by every game.
    struct Meter {
        var integrated: [String: Double] = [:], moments: [String: Double] = [:]

        /// The integrated loudness and loudest moment of `cue`'s sound and variant at gain 1, dry.
        mutating func measure(_ cue: Cue) -> (integrated: Double, moment: Double) {
            let key = "\(cue.sound.fileStem)/\(cue.variant)"
            if integrated[key] == nil {
                var bank = NoteBank(sampleRate: rate, sounds: [cue.sound: NoteBank.synthesize(cue.sound, sampleRate: rate)])
                bank.makeVariants(for: [cue])
                let mix = Mixer.mix([Cue(sound: cue.sound, frame: 0, variant: cue.variant)], bank: bank, channels: 1, room: false)
                integrated[key] = Loudness.integrated(mix, channels: 1, sampleRate: rate)
                moments[key] = Loudness.loudestMoment(mix, channels: 1, sampleRate: rate)
            }
            return (integrated[key]!, moments[key]!)
        }
    }

    static func run(games: Int, seed: UInt64, midiDirectory: String?, quiet: Bool) throws {
        var meter = Meter()
        var results: [Result] = []
        var list = ""
        for number in 0..<games {
            let gameSeed = seed &+ UInt64(number)
            let game = play(seed: gameSeed)
            var composer = Composer(seed: gameSeed)
            let melody = GameMusic.compose(for: game, humans: .none, composer: &composer)
            let cues = GameScore.cues(for: game, melody: melody, interval: 1, sampleRate: rate)
            let notes = cues.prefix(game.moves.count).map { cue in
                let sound = meter.measure(cue), gain = 20 * log10(cue.gain)
                return (integrated: sound.integrated + gain, moment: sound.moment + gain)
            }
            let levels = notes.map(\.integrated), moments = notes.map(\.moment)
            let (first, second) = byPlayer(levels)
            let ending = endingMoment(cues.last!)
            let result = Result(playerDifference: abs(median(first) - median(second)),
                                decisiveAboveMedian: levels.last! - median(levels),
                                range: levels.max()! - levels.min()!,
                                endingOverDecisive: ending - moments.last!, endingOverMedian: ending - median(moments))
            results.append(result)
            let moves = MoveRecord.encode(game)
            list += "\(moves) \(gameSeed) \(melody)\n"
            if !quiet {
                print(String(format: "game %3d  %2d pieces  players %-6.1f %-6.1f diff %4.1f LU  decisive +%4.1f LU  range %4.1f LU  ending %+5.1f LU over the decisive, %+5.1f over the median  %@",
                             number + 1, game.moves.count, median(first), median(second), result.playerDifference,
                             result.decisiveAboveMedian, result.range, result.endingOverDecisive, result.endingOverMedian, moves))
            }
            if let midiDirectory {
                let bytes = GameMIDI.file(for: game, melody: melody, interval: 1)
                try Data(bytes).write(to: URL(fileURLWithPath: "\(midiDirectory)/game\(number + 1).mid"))
            }
        }
        if let midiDirectory { try Data(list.utf8).write(to: URL(fileURLWithPath: "\(midiDirectory)/games.txt")) }
        report(games, "players' median notes differ at most %.1f LU (target <= 3)", results.map(\.playerDifference).max()!) { $0 <= 3 }
        report(games, "decisive piece at least %.1f LU above the median note (target >= 4)", results.map(\.decisiveAboveMedian).min()!) { $0 >= 4 }
        report(games, "range over a game at least %.1f LU (target >= 8)", results.map(\.range).min()!) { $0 >= 8 }
        let overDecisive = results.map(\.endingOverDecisive)
        report(games, "ending's loudest moment %.1f … \(String(format: "%.1f", overDecisive.max()!)) LU over the deciding piece's (target >= 0)", overDecisive.min()!) { $0 >= 0 }
        let overMedian = results.map(\.endingOverMedian)
        report(games, "ending's loudest moment %.1f … \(String(format: "%.1f", overMedian.max()!)) LU over the median note's (target >= 4)", overMedian.min()!) { $0 >= 4 }
        shortGames(games, seed: seed, meter: &meter)
    }

    /// The players' median notes in `games` seeded short games (7–12 pieces) between two random players.
    static func shortGames(_ games: Int, seed: UInt64, meter: inout Meter) {
        var differences: [Int: [Double]] = [:]
        var gameSeed = seed
        for _ in 0..<games {
            var game = play(seed: gameSeed, blocking: false)
            while game.moves.count > 12 { gameSeed &+= 1; game = play(seed: gameSeed, blocking: false) }
            var composer = Composer(seed: gameSeed)
            gameSeed &+= 1
            let melody = GameMusic.compose(for: game, humans: .none, composer: &composer)
            let levels = GameScore.cues(for: game, melody: melody, interval: 1, sampleRate: rate).prefix(game.moves.count).map {
                meter.measure($0).integrated + 20 * log10($0.gain)
            }
            let (first, second) = byPlayer(levels)
            differences[game.moves.count, default: []].append(abs(median(first) - median(second)))
        }
        for pieces in differences.keys.sorted() {
            let values = differences[pieces]!
            print(String(format: "   short games of %2d pieces: %3d, players' median notes %.1f … %.1f LU apart", pieces, values.count,
                         values.min()!, values.max()!))
        }
        report(games, "short games (7-12 pieces): players' median notes differ at most %.1f LU (target <= 3)",
               differences.values.flatMap { $0 }.max()!) { $0 <= 3 }
    }

    /// The loudest moment of the ending's cue mixed alone, dry, as the mixer plays it.
    static func endingMoment(_ cue: Cue) -> Double {
        let bank = NoteBank(sampleRate: rate, sounds: [cue.sound: NoteBank.synthesize(cue.sound, sampleRate: rate)])
        let mix = Mixer.mix([Cue(sound: cue.sound, frame: 0, gain: cue.gain)], bank: bank, channels: 1, room: false)
        return Loudness.loudestMoment(mix, channels: 1, sampleRate: rate)
    }

    static func report(_ games: Int, _ format: String, _ value: Double, target: (Double) -> Bool) {
        print(String(format: "%d games: " + format + ": %@", games, value, target(value) ? "ok" : "MISSED"))
    }

    /// The first player's values (pieces 0, 2, …) and the second's.
    static func byPlayer(_ levels: [Double]) -> (first: [Double], second: [Double]) {
        (levels.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element),
         levels.enumerated().filter { !$0.offset.isMultiple(of: 2) }.map(\.element))
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count.isMultiple(of: 2) ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2 : sorted[sorted.count / 2]
    }

    /// A seeded game: win at once if possible, else (when `blocking`) block the opponent's immediate win, else
    /// a random column.
    static func play(seed: UInt64, blocking: Bool = true) -> Game {
        var generator = SeededGenerator(seed: seed)
        var game = Game()
        while !game.outcome.isOver {
            let legal = game.legalColumns
            let position = game.position
            let opponentWins = position.opponentWinningCells & position.possible
            let column = legal.first(where: position.isWinningMove)
                ?? (blocking ? legal.first { Position.columnMask($0) & opponentWins != 0 } : nil)
                ?? legal.randomElement(using: &generator)!
            try! game.play(column)
        }
        return game
    }
}
