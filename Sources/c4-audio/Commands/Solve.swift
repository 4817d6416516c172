import ArgumentParser
import Assets
import Game
import Session
import TableMemory
import TerminalUI
import Wording

extension C4Audio {
    /// `c4-audio solve`: exact scores of positions, in Pons' convention.
    struct Solve: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "solve",
            abstract: tr("Print the exact score of positions under perfect play."),
            discussion: HelpText.discussion(
                [tr("Each POSITION is a game in column digits (4453; an empty argument is the empty board). Without POSITION arguments, positions are read one per line from standard input (lines end with LF, CR LF or CR); blank lines are skipped, and a line may carry a second field, as in Pascal Pons' benchmark files (MOVES SCORE): it must be an integer, and is otherwise ignored. Each answer is printed as soon as it and the ones before it are known: POSITION SCORE, in the order of the input. Several positions are solved two at a time, one per core; a single position gets a helper thread once its search grows long."),
                 tr("SCORE is for the player to move: 0 a draw; 22 - k when that player wins with their k-th stone; minus the opponent's such score when that player loses."),
                 tr("With --analyze, the line holds one score per column (1 to 7): the score the player to move gets by playing there, so a column that wins at once shows the winning score; a full column shows -. With --weak, only the outcome is printed: 1 win, 0 draw, -1 loss."),
                 tr("A position that is invalid or where the game is already over prints \"error: line N: ...\" (or \"argument N\") on standard error; the other positions are still solved, and the exit code is then 1. Each solver uses a table of up to 128 MiB.")],
                examples: [.init("c4-audio solve 4453 44455", note: tr("POSITION SCORE, one line each")),
                           .init("c4-audio solve --analyze 4453", note: tr("the score of each column 1-7")),
                           "cut -d\" \" -f1 Test_L2_R1 | c4-audio solve --weak"])
        )

        @Argument(help: ArgumentHelp(tr("Positions in column digits; none means read them from standard input.")))
        var positions: [String] = []

        @Flag(help: ArgumentHelp(tr("Print the score of every column instead of the position's score.")))
        var analyze = false

        @Flag(help: ArgumentHelp(tr("Print only the outcome (1 win, 0 draw, -1 loss), which is faster.")))
        var weak = false

        @OptionGroup var global: GlobalOptions

        func run() throws {
            let book = try OpeningBookFile.load()
            let question: SolveLine.Question = analyze ? .analysis : .score
            let weak = weak
            // One position: answered alone, a long solve with a helper thread and a progress line.
            if positions.count == 1 {
                do {
                    let line = try SolveLine(parsing: positions[0])
                    let solver = Solver(table: TableMemory.table())
                    let answer = line.answer(question, weak: weak, solver: solver, book: book) { search in
                        let progress = SolveProgress(label: line.solvingWords)
                        defer { progress?.stop() }
                        search()
                    }
                    Text.write(answer + "\n", to: Text.standardOutput)
                    return
                } catch {
                    Console.error(tr("argument {number}: {reason}", ["number": 1, "reason": error.words]))
                    throw ExitCode(1)
                }
            }
            // Several: two at a time (SolveBatch), answered in their order.
            let failed = SolveBatch(source: Self.inputs(positions)).run({ line, solver in
                line.answer(question, weak: weak, solver: solver, book: book)
            }, deliver: { answer in
                switch answer {
                case .line(let line): Text.write(line + "\n", to: Text.standardOutput)
                case .error(let label, let error): Console.printError(LineKind.error.line("\(label): \(error.words)"))
                }
            })
            if failed { throw ExitCode(1) }
        }

        /// The positions in `arguments`, or without any the lines of standard input that are not blank, each
        /// named as an error line names it ("argument 2", "line 3").
        static func inputs(_ arguments: [String]) -> () -> SolveBatch.Input? {
            guard arguments.isEmpty else {
                var arguments = arguments.enumerated().makeIterator()
                return { arguments.next().map { SolveBatch.Input(text: $0.element, label: tr("argument {number}", ["number": $0.offset + 1])) } }
            }
            var number = 0
            var lines = LineReader()
            return {
                while let line = lines.next() {
                    number += 1
                    if !line.allSatisfy(\.isWhitespace) { return SolveBatch.Input(text: line, label: tr("line {number}", ["number": number])) }
                }
                return nil
            }
        }
    }
}
