import ArgumentParser
import Assets
import Game
import Session
import SessionFacts
import TerminalUI
import Wording

extension BotLevel: ExpressibleByArgument {}

extension C4Audio {
    /// `c4-audio selfplay`: bot-against-bot games, the tool behind the strength ladder.
    struct SelfPlay: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "selfplay",
            abstract: tr("Play bots against each other and report the results."),
            discussion: HelpText.discussion(
                [tr("--levels A,B pits level A against level B (random, easy, medium, hard, perfect); A moves first in odd-numbered games and B in even-numbered ones. Without --jsonl, a summary of wins per level and draws is printed at the end. With --jsonl, each game is printed as soon as it ends, as one JSON object: {example}, levels in playing order (first player first). The music string is composed as for two bots: Good when the first player wins, Bad when the second does.",
                    ["example": "{\"moves\":\"4453…\",\"music\":\"0312…5\",\"winner\":\"first\"|\"second\"|\"draw\",\"levels\":[\"A\",\"B\"]}"]),
                 tr("The perfect level plays from the opening book in Resources/book (or $C4_AUDIO_BOOK); positions the book lacks are solved on the spot, which can take minutes in the first moves of a game.")],
                examples: ["c4-audio selfplay --games 200 --levels easy,medium --seed 42",
                           "c4-audio selfplay --games 2 --levels medium,hard --seed 1 --jsonl",
                           "c4-audio selfplay --games 10 --levels hard,perfect"])
        )

        @Option(parsing: .unconditional, help: ArgumentHelp(tr("How many games to play.")))
        var games: Int

        @Option(help: ArgumentHelp(tr("The two levels, comma-separated (e.g. hard,perfect).")))
        var levels: String = "medium,hard"

        // `.unconditional`: `--seed -1` is the value -1 (then refused as not a seed), not an option `-1`.
        @Option(parsing: .unconditional, help: ArgumentHelp(tr("Seed for the bots' choices, to replay the same games.")))
        var seed: UInt64?

        @Flag(help: ArgumentHelp(tr("Print one JSON object per game instead of a summary.")))
        var jsonl = false

        @Flag(help: ArgumentHelp(tr("Store every game in the history (players named after their levels, e.g. Bot hard).")))
        var save = false

        @OptionGroup var global: GlobalOptions

        func validate() throws {
            guard games >= 1 else { throw ValidationError(tr("--games must be at least 1.")) }
            _ = try parsedLevels()
        }

        func parsedLevels() throws -> (BotLevel, BotLevel) {
            let names = levels.split(separator: ",").map(String.init)
            guard names.count == 2, let a = BotLevel(rawValue: names[0]),
                  let b = BotLevel(rawValue: names[1])
            else {
                let all = BotLevel.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError(tr("--levels takes two of {levels}, e.g. hard,perfect.", ["levels": all]))
            }
            return (a, b)
        }

        func run() throws {
            let series = SelfPlaySeries(levels: try parsedLevels(), games: games, seed: seed)
            let book = series.needsBook ? try OpeningBookFile.load(warnUnlessFound: { Console.warning(OpeningBookFile.missingWords(lookedIn: $0)) })
                : try OpeningBookFile.load()
            let jsonl = jsonl
            let tally = try series.play(book: book, store: save ? try global.openStore() : nil) { game in
                if jsonl { Text.write(game.jsonLine + "\n", to: Text.standardOutput) }
            }
            if !jsonl { print(tally.words) }
        }
    }
}
