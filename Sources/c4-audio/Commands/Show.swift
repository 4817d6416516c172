import ArgumentParser
import Wording
import Game
import TerminalUI
import Wording

extension C4Audio {
    /// `c4-audio show`: the board of a game, its winning cells and its outcome.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: tr("Print the board of a game with its winning cells, move numbers and outcome."),
            discussion: HelpText.discussion(
                [tr("Give the game as column digits (c4-audio show 4453) or as the saved-game data string of the original iOS app (c4-audio show --data 13414241516). Once the game is over, every piece shows its move number and the winning line is bracketed.")],
                examples: [.init("c4-audio show 4455667", note: tr("a win: the four pieces bracketed")),
                           .init("c4-audio show --data 13414241516", note: tr("the original app's saved game")),
                           "c4-audio --color always show 4453 | less -R"])
        )

        @Argument(help: ArgumentHelp(tr("The moves in column digits, 1 = leftmost column (e.g. 4453).")))
        var moves: String?

        @Option(help: ArgumentHelp(tr("A saved-game data string of the original app (live or archived form).")))
        var data: String?

        @OptionGroup var global: GlobalOptions

        // Checked in run(), not validate(): the parser runs validate() before it looks for unknown options,
        // so `show --nosuch` said "give the game" instead of naming the option. A ValidationError from run()
        // is still a usage error (exit 64, with the hint).
        func run() throws {
            if moves == nil && data == nil { throw ValidationError(tr("Give the game: MOVES or --data STRING.")) }
            if moves != nil && data != nil { throw ValidationError(tr("Give either MOVES or --data STRING, not both.")) }
            let sheet: BoardSheet
            if let data {
                let saved: SavedGame
                do { saved = try SavedGame(parsing: data) } catch { throw Failure("--data: \(error)") }
                sheet = BoardSheet(savedGame: saved)
            } else {
                sheet = BoardSheet(game: try Failure.parsingGame(moves ?? ""))
            }
            print(BoardRenderer(policy: Terminal.policy).sheet(sheet))
        }
    }
}
