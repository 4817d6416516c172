import ArgumentParser
import Assets
import Game
import History
import Session
import TableMemory
import TerminalUI
import Wording

extension C4Audio {
    /// `c4-audio review`: every move of a game judged by its exact scores.
    struct ReviewCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "review",
            abstract: tr("Judge every move of a game by the perfect solver: scores before and after, and a verdict."),
            discussion: HelpText.discussion(
                [tr("For each move: the exact score before it (the best the position allowed) and after it, both for the player who moved, in Pons' convention (0 a draw; 22 - k when that player wins with their k-th disc; minus the opponent's such score when they lose), and a verdict: best (the move keeps the best score), inaccuracy (the same outcome, but a slower win or a quicker loss), mistake (a win becomes a draw, or a draw a loss) or blunder (a won position becomes lost), with the best columns where the move was not best. Then, per player, how many moves got each verdict, and the move that decided the game: the last one that changed its outcome."),
                 tr("The scores come from the opening book where it answers, else from the solver, as `c4-audio solve --analyze` gives them. A game the perfect bot's book never saw (against easy, or between two people) can take minutes to review in its first dozen moves; on a terminal a line on standard error shows how far the review is."),
                 tr("With --json: an array with one object per move, one a line: {example}; columns count from 1, and best lists every column that kept the best score.",
                    ["example": "{\"move\":1,\"column\":4,\"player\":\"first\",\"before\":1,\"after\":1,\"verdict\":\"best\",\"best\":[4]}"])],
                examples: [.init("c4-audio review 12", note: tr("a stored game (see c4-audio history)")),
                           "c4-audio review --moves 4453 --json"])
        )

        @Argument(help: ArgumentHelp(tr("The ID of a stored game (see c4-audio history).")))
        var id: Int64?

        @Option(help: ArgumentHelp(tr("The moves in column digits, 1 = leftmost column (e.g. 4453).")))
        var moves: String?

        @Flag(help: ArgumentHelp(tr("Print one JSON object per move instead of the table and summary.")))
        var json = false

        @OptionGroup var reader: ReaderOption
        @OptionGroup var global: GlobalOptions

        /// A stored game's ID or `--moves`, exactly one.
        func validate() throws {
            if id == nil && moves == nil { throw ValidationError(tr("Give a stored game's ID or --moves MOVES.")) }
            if id != nil && moves != nil { throw ValidationError(tr("Give a stored game's ID or --moves MOVES, not both.")) }
        }

        func run() throws {
            let subject = if let id {
                try ReviewedGame(stored: global.openStore(reading: true).game(id: id))
            } else {
                try ReviewedGame(moves: moves ?? "")
            }
            let book = try OpeningBookFile.load(warnUnlessFound: { Console.warning(OpeningBookFile.missingWords(lookedIn: $0)) })
            let reviewer = GameReviewer(solver: Solver(table: TableMemory.table()), book: book)
            let progress = SolveProgress(label: tr("reviewing move {number} of {total}", ["number": 1, "total": subject.game.moves.count]))
            let review = try subject.review(with: reviewer) { reviewed, total in
                if reviewed < total { progress?.update(label: tr("reviewing move {number} of {total}", ["number": reviewed + 1, "total": total])) }
            }
            progress?.stop()
            if json {
                Text.write(ReviewJSON.encode(review), to: Text.standardOutput)
            } else {
                // For a screen reader: no escape sequence, only words.
                var policy = Terminal.policy
                if reader.isOn(stored: { global.storedSettings() }) { policy.colours = .none }
                let view = ReviewView(subject, review, renderer: BoardRenderer(policy: policy))
                Text.write(view.text(), to: Text.standardOutput)
            }
        }
    }
}
