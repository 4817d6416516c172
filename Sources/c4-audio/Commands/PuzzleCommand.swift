import ArgumentParser
import Assets
import Game
import History
import Session
import SessionFacts
import TableMemory
import TerminalUI
import Wording

extension C4Audio {
    /// `c4-audio puzzle`: the person's mistakes in the stored games set as puzzles.
    struct PuzzleCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "puzzle",
            abstract: tr("Your mistakes as puzzles: find a move that keeps the outcome of a position where you made a mistake or a blunder."),
            discussion: HelpText.discussion(
                [tr("A puzzle is the position before a move of yours (not a bot's) that the review judges a mistake or a blunder; its ID is GAME:MOVE, as play --from takes it. The next puzzle is the first one not yet solved, newest game first. Without stored mistakes it says so in one line and sets a seeded position instead (seed:N: a random game with a position where a move loses the outcome, the same for the same N)."),
                 tr("The rule: an answer is right when it keeps the outcome the position allows the side to move: in a won position any move that still wins (however slowly, not only the quickest), in a drawn one any move that still draws. A wrong answer is told what it leads to, with the line of perfect play after it; a right one what it wins or holds, in the hints' words. Every answer is kept in the history: solved and tried puzzles and the streak of right answers (--stats)."),
                 tr("At a terminal or through a pipe it shows the board and asks for a column (1-7) on a line; q quits. With --answer COLUMN it checks one answer and prints the verdict; with --json the puzzle, the verdict or the stats as one JSON object.")],
                examples: [.init("c4-audio puzzle", note: tr("the next puzzle from your games")),
                           .init("c4-audio puzzle seed:3 --answer 4", note: tr("check an answer")),
                           "c4-audio puzzle --stats"])
        )

        @Argument(help: ArgumentHelp(tr("The puzzle: GAME:MOVE (the position before move MOVE of a stored game) or seed:N; else the next one."),
                                     valueName: "puzzle"))
        var puzzle: String?

        @Option(help: ArgumentHelp(tr("A seeded puzzle: the same as the puzzle seed:N."), valueName: "n"))
        var seed: UInt64?

        @Option(help: ArgumentHelp(tr("Check this column (1-7) as the answer, keep it in the history and print the verdict."), valueName: "1-7"))
        var answer: String?

        @Flag(help: ArgumentHelp(tr("Print the solved and tried puzzles and the streaks.")))
        var stats = false

        @Flag(help: ArgumentHelp(tr("Print the puzzle, the verdict or the stats as one JSON object.")))
        var json = false

        @OptionGroup var reader: ReaderOption
        @OptionGroup var global: GlobalOptions

        func validate() throws {
            if puzzle != nil && seed != nil { throw ValidationError(tr("Give a puzzle or --seed N, not both.")) }
            if stats && (puzzle != nil || seed != nil || answer != nil) { throw ValidationError(tr("--stats goes alone (or with --json).")) }
            if answer != nil && puzzle == nil && seed == nil { throw ValidationError(tr("--answer needs the puzzle it answers: give its ID or --seed N.")) }
        }

        func run() throws {
            if stats {
                let kept = try global.openStore(reading: true).puzzleStats()
                Text.write((json ? PuzzleJSON.stats(kept) : PuzzleWords.stats(kept)) + "\n", to: Text.standardOutput)
                return
            }
            let store = try global.openStore(reading: json && answer == nil)
            let book = try OpeningBookFile.load(warnUnlessFound: { Console.warning(OpeningBookFile.missingWords(lookedIn: $0)) })
            let reviewer = GameReviewer(solver: Solver(table: TableMemory.table()), book: book)
            let source = PuzzleSource(store: store, reviewer: reviewer)
            let set: SetPuzzle
            if let given = puzzle ?? seed.map({ "seed:\($0)" }) {
                set = try source.puzzle(PuzzleID(parsing: given))
            } else {
                // On a terminal, a line on standard error while the games are judged (SolveProgress).
                let progress = SolveProgress(label: tr("looking for your mistakes in the stored games"))
                let next = try source.next(solved: store.puzzleStats().solved) { id in
                    progress?.update(label: tr("looking for your mistakes: game {id}", ["id": id]))
                }
                progress?.stop()
                let notice: String? = switch next {
                case .unsolved: nil
                case .again: PuzzleWords.allSolved
                case .seeded: PuzzleWords.noMistakes(another: "c4-audio puzzle --seed N")
                }
                if let notice { Text.write(notice + "\n", to: json ? Text.standardError : Text.standardOutput) }
                set = next.puzzle
            }
            // For a screen reader: the board in words, no escape sequence.
            var policy = Terminal.policy
            let screenReader = reader.isOn(stored: { global.storedSettings() })
            if screenReader { policy.colours = .none }
            let view = PuzzleView(set, renderer: BoardRenderer(policy: policy), spoken: screenReader)
            if let answer {
                let (verdict, kept) = try PuzzleRound.check(try view.column(answer), of: set, reviewer: reviewer, store: store)
                Text.write(json ? PuzzleJSON.answer(verdict, to: set, result: verdict.hint.words, stats: kept) + "\n"
                           : view.verdict(verdict, stats: kept), to: Text.standardOutput)
            } else if json {
                Text.write(PuzzleJSON.puzzle(set) + "\n", to: Text.standardOutput)
            } else {
                var lines = LineReader()
                try PuzzleRound(view: view, reviewer: reviewer, store: store).run(reader: &lines) { Text.write($0, to: Text.standardOutput) }
            }
        }
    }
}
