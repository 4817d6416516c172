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
            abstract: tr("Judge every move of a game by the perfect solver: the outcome before and after, a verdict, the turning points and their lines."),
            discussion: HelpText.discussion(
                [tr("For each move: the outcome before it (the best the position allowed) and after it, for the player who moved, in the hints' words (wins in N moves, draw, loses in N moves; N counts the mover's own moves, this one first), and a verdict: best (the move keeps the best outcome), inaccuracy (the same outcome, but a slower win or a quicker loss), mistake (a win becomes a draw, or a draw a loss) or blunder (a won position becomes lost), with the best columns where the move was not best. Then the outcome graph (the outcome for the first player after each move: wins above the line, losses below, taller for sooner), each player's counts and accuracy (the share of their moves that kept the outcome), the turning points (every mistake and blunder) each with the line of perfect play after the move played and after the best move, to the game's end, and the move that decided the game: the last turning point. A game played with hints says so."),
                 tr("The outcomes come from the opening book where it answers, else from the solver, as `c4-audio solve --analyze` gives them. A game the perfect bot's book never saw (against easy, or between two people) can take minutes to review in its first dozen moves; on a terminal a line on standard error shows how far the review is."),
                 tr("With --json: an array with one object per move, one a line: {example}; columns count from 1, best lists every column that kept the best score, before and after are the exact scores for the player who moved (Pons' convention: 0 a draw; 22 - k when that player wins with their k-th disc; minus the opponent's such score when they lose) and firstScore the score after the move for the first player. A turning point adds line and bestLine, the perfect play after the move played and after the best move, as columns.",
                    ["example": "{\"move\":1,\"column\":4,\"player\":\"first\",\"before\":1,\"after\":1,\"verdict\":\"best\",\"best\":[4],\"firstScore\":1}"])],
                examples: [.init("c4-audio review 12", note: tr("a stored game (see c4-audio history)")),
                           "c4-audio review --moves 4453 --json"])
        )

        @Argument(help: ArgumentHelp(tr("The ID of a stored game (see c4-audio history).")))
        var id: Int64?

        @Option(help: ArgumentHelp(tr("The moves in column digits, 1 = leftmost column (e.g. 4453).")))
        var moves: String?

        @Flag(help: ArgumentHelp(tr("Print one JSON object per move instead of the table and summary (with the lines of the turning points).")))
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
            progress?.update(label: tr("working out the lines of the turning points"))
            let points = try subject.turningPoints(of: review, with: reviewer)
            progress?.stop()
            if json {
                Text.write(ReviewJSON.encode(review, points: points), to: Text.standardOutput)
            } else {
                // For a screen reader: no escape sequence, only words.
                var policy = Terminal.policy
                let screenReader = reader.isOn(stored: { global.storedSettings() })
                if screenReader { policy.colours = .none }
                let view = ReviewView(subject, review, points: points, renderer: BoardRenderer(policy: policy), graph: !screenReader,
                                      playAgain: { id, move in CommandLineNames.frontEnd.advice(.playFromCommand(id, move: move)) ?? "" })
                Text.write(view.text(), to: Text.standardOutput)
            }
        }
    }
}
