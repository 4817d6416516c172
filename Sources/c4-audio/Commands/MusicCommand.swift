import ArgumentParser
import Wording
import Game
import Music
import Wording

extension C4Audio {
    /// `c4-audio music`: composes or checks a game's music string.
    struct MusicCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "music",
            abstract: tr("Print the music string composed for a game, or check one."),
            discussion: HelpText.discussion(
                [tr("A music string has one character per piece, 0-4 = the notes C D E G A, then for a finished game one ending: 5 Good, 6 Bad, 7 Draw. The first note is always C and no note repeats the one before; the next note is drawn uniformly from the four others."),
                 tr("The ending depends on who played (--human): a person beating the bot is Good, the bot winning is Bad, any win between two people is Good, and between two bots the first player's win is Good and the second's Bad. A full board is a Draw. Composing assumes --human first."),
                 tr("With --check the string is validated, alone or against the game of --moves (without --human either ending of a win is accepted); an invalid string prints the reason and exits 1.")],
                examples: ["c4-audio music 4455667 --seed 3",
                           "c4-audio music 4455667 --seed 3 --human second",
                           "c4-audio music --check 03203125 --moves 4455667"])
        )

        @Argument(help: ArgumentHelp(tr("The moves in column digits, 1 = leftmost column (e.g. 4453).")))
        var moves: String?

        @Option(help: ArgumentHelp(tr("A music string to validate instead of composing one.")))
        var check: String?

        @Option(name: .customLong("moves"), help: ArgumentHelp(tr("With --check: the game the string must fit."), valueName: "moves"))
        var checkMoves: String?

        // `.unconditional`: `--seed -1` is the value -1 (then refused as not a seed), not an option `-1`.
        @Option(parsing: .unconditional, help: ArgumentHelp(tr("Compose reproducibly from this seed.")))
        var seed: UInt64?

        @Option(help: ArgumentHelp(tr("Who the people are (first|second|both|none), for the ending.")))
        var human: Humans?

        @OptionGroup var global: GlobalOptions

        func validate() throws {
            if (moves == nil) == (check == nil) { throw ValidationError(tr("Give either MOVES or --check STRING.")) }
            if check != nil && seed != nil { throw ValidationError(tr("--seed composes; it does not go with --check.")) }
            if check == nil && checkMoves != nil { throw ValidationError(tr("--moves goes with --check; give the game as MOVES to compose.")) }
        }

        func run() throws {
            if let check {
                let melody: MusicString
                melody = try MusicString(parsing: check)   // its typed error is the line printed
                var summary = trn("{count} note", "{count} notes", melody.notes.count) + ", "
                    + (melody.ending.map { tr("ending {ending}", ["ending": $0.words]) } ?? tr("no ending (game in progress)"))
                if let checkMoves {
                    let game = try Failure.parsingGame(checkMoves, option: "--moves")
                    try GameMusic.check(melody, against: game, humans: human)
                    summary += ", " + tr("fits the game")
                }
                print(tr("valid: {summary}", ["summary": summary]))
            } else {
                let game = try Failure.parsingGame(moves ?? "")
                guard !game.moves.isEmpty else { throw Failure(tr("the game has no moves, so it has no music")) }
                var composer = seed.map(Composer.init(seed:)) ?? Composer()
                print(GameMusic.compose(for: game, humans: human ?? .first, composer: &composer))
            }
        }
    }
}
