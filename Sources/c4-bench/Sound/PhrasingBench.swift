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
/// gain 1, plus 20 log10 of its cue's gain (loudness scales exactly so). Per game it prints the median note
/// of each player and their difference, the decisive piece (the last) above the median note, and the
/// range (loudest − quietest note); then the worst of each over all games against the targets
/// (≤ 3 LU, ≥ 4 LU, ≥ 8 LU).
enum PhrasingBench {
    struct Result {
        var playerDifference: Double, decisiveAboveMedian: Double, range: Double
    }

    static func run(games: Int, seed: UInt64, midiDirectory: String?, quiet: Bool) throws {
        let rate = 44_100
        var loudness: [String: Double] = [:]
        var results: [Result] = []
        var list = ""
        for number in 0..<games {
            let gameSeed = seed &+ UInt64(number)
            let game = play(seed: gameSeed)
            var composer = Composer(seed: gameSeed)
            let melody = GameMusic.compose(for: game, humans: .none, composer: &composer)
            let cues = GameScore.cues(for: game, melody: melody, interval: 1, sampleRate: rate).prefix(game.moves.count)
            let levels: [Double] = cues.map { cue -> Double in
                let key = "\(cue.sound.fileStem)/\(cue.variant)"
                if loudness[key] == nil {
                    var bank = NoteBank(sampleRate: rate, sounds: [cue.sound: NoteBank.synthesize(cue.sound, sampleRate: rate)])
                    bank.makeVariants(for: [cue])
                    loudness[key] = Loudness.integrated(Mixer.mix([Cue(sound: cue.sound, frame: 0, variant: cue.variant)],
                                                                  bank: bank, channels: 1, room: false),
                                                        channels: 1, sampleRate: rate)
                }
                return loudness[key]! + 20 * log10(cue.gain)
            }
            let first = levels.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)
            let second = levels.enumerated().filter { !$0.offset.isMultiple(of: 2) }.map(\.element)
            let result = Result(playerDifference: abs(median(first) - median(second)),
                                decisiveAboveMedian: levels.last! - median(levels),
                                range: levels.max()! - levels.min()!)
            results.append(result)
            let moves = MoveRecord.encode(game)
            list += "\(moves) \(gameSeed) \(melody)\n"
            if !quiet {
                print(String(format: "game %3d  %2d pieces  players %-6.1f %-6.1f diff %4.1f LU  decisive +%4.1f LU  range %4.1f LU  %@",
                             number + 1, game.moves.count, median(first), median(second), result.playerDifference,
                             result.decisiveAboveMedian, result.range, moves))
            }
            if let midiDirectory {
                let bytes = GameMIDI.file(for: game, melody: melody, interval: 1)
                try Data(bytes).write(to: URL(fileURLWithPath: "\(midiDirectory)/game\(number + 1).mid"))
            }
        }
        if let midiDirectory { try Data(list.utf8).write(to: URL(fileURLWithPath: "\(midiDirectory)/games.txt")) }
        let worstDifference = results.map(\.playerDifference).max()!, leastDecisive = results.map(\.decisiveAboveMedian).min()!
        let leastRange = results.map(\.range).min()!
        print(String(format: "%d games: players' median notes differ at most %.1f LU (target <= 3): %@", games, worstDifference,
                     worstDifference <= 3 ? "ok" : "MISSED"))
        print(String(format: "%d games: decisive piece at least %.1f LU above the median note (target >= 4): %@", games, leastDecisive,
                     leastDecisive >= 4 ? "ok" : "MISSED"))
        print(String(format: "%d games: range over a game at least %.1f LU (target >= 8): %@", games, leastRange,
                     leastRange >= 8 ? "ok" : "MISSED"))
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count.isMultiple(of: 2) ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2 : sorted[sorted.count / 2]
    }

    /// A seeded game: win at once if possible, else block the opponent's immediate win, else a random column.
    static func play(seed: UInt64) -> Game {
        var generator = SeededGenerator(seed: seed)
        var game = Game()
        while !game.outcome.isOver {
            let legal = game.legalColumns
            let position = game.position
            let opponentWins = position.opponentWinningCells & position.possible
            let column = legal.first(where: position.isWinningMove)
                ?? legal.first { Position.columnMask($0) & opponentWins != 0 }
                ?? legal.randomElement(using: &generator)!
            try! game.play(column)
        }
        return game
    }
}
