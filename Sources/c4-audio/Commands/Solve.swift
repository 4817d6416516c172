import ArgumentParser
import Wording
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
            let (analyze, weak) = (analyze, weak)
            // One position: answered alone, a long solve with a helper thread.
            if positions.count == 1 {
                do {
                    let line = try SolveLine(parsing: positions[0])
                    let solver = Solver(table: TableMemory.table())
                    Text.write(line.answer(solver: solver, book: book, analyze: analyze, weak: weak) + "\n", to: Text.standardOutput)
                    return
                } catch {
                    Console.error(tr("argument {number}: {reason}", ["number": 1, "reason": "\(error)"]))
                    throw ExitCode(1)
                }
            }
            // Several: two at a time (SolveBatch), answered in their order.
            let source: () -> SolveBatch.Input?
            if positions.isEmpty {
                var number = 0
                var lines = LineReader()
                source = {
                    while let line = lines.next() {
                        number += 1
                        if !line.allSatisfy(\.isWhitespace) { return SolveBatch.Input(text: line, label: tr("line {number}", ["number": number])) }
                    }
                    return nil
                }
            } else {
                var arguments = positions.enumerated().makeIterator()
                source = { arguments.next().map { SolveBatch.Input(text: $0.element, label: tr("argument {number}", ["number": $0.offset + 1])) } }
            }
            let failed = SolveBatch(source: source).run { line, solver in
                line.answer(solver: solver, book: book, analyze: analyze, weak: weak, progress: false)
            }
            if failed { throw ExitCode(1) }
        }
    }
}

/// One position to solve, as written on a line or in an argument.
struct SolveLine {
    /// The moves as written.
    var moves: String
    /// The game they lead to (not over).
    var game: Game

    /// Reads `MOVES` or `MOVES SCORE` (the score is ignored).
    init(parsing text: String) throws(SolveLineError) {
        let fields = text.split(whereSeparator: \.isWhitespace)
        guard fields.count <= 2 else { throw .extraFields(fields.count) }
        if fields.count == 2, Int(fields[1]) == nil { throw .badScore(String(fields[1])) }
        moves = fields.first.map(String.init) ?? ""
        do {
            game = try MoveRecord.parse(moves)
        } catch {
            throw .moves(error)
        }
        switch game.outcome {
        case .ongoing: break
        case .draw: throw .over("the board is full")
        case .win: throw .over("the game is already won")
        }
    }

    /// The output line: from the opening book when it determines the answer (the position or the
    /// positions after it are in the book; see ``OpeningBook/score(of:)``), else solved, with a
    /// progress line on a terminal when that takes long.
    ///
    /// - Parameter progress: whether to show ``SolveProgress`` itself (``SolveBatch`` shows its own).
    func answer(solver: Solver, book: OpeningBook?, analyze: Bool, weak: Bool, progress: Bool = true) -> String {
        let position = game.position
        if analyze {
            let scores = book?.analysis(of: position, weak: weak)
                ?? solving(progress) { solver.analyze(position, weak: weak, book: book) }
            return ([moves] + scores.map { $0.map(String.init) ?? "-" }).joined(separator: " ")
        }
        let score = book?.score(of: position).map { weak ? $0.signum() : $0 }
            ?? solving(progress) { solver.solve(position, weak: weak) }
        return "\(moves) \(score)"
    }

    /// `body`, with ``SolveProgress`` shown while it runs when `shown`.
    private func solving<T>(_ shown: Bool, _ body: () -> T) -> T {
        let progress = shown ? SolveProgress(label: moves.isEmpty ? tr("solving the empty board") : tr("solving {moves}", ["moves": moves])) : nil
        defer { progress?.stop() }
        return body()
    }
}

/// Why a line cannot be solved.
enum SolveLineError: Error, CustomStringConvertible {
    case moves(MoveRecordError)
    case extraFields(Int)
    case badScore(String)
    case over(String)

    var description: String {
        switch self {
        case .moves(let error): "\(error)"
        case .extraFields(let count): "expected MOVES or MOVES SCORE, found \(count) fields"
        case .badScore(let text): "'\(SafeText.shown(text))' is not a score"
        case .over(let reason): reason
        }
    }
}
