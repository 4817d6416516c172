import Game
import History
import SessionFacts
import TerminalUI
import Wording

/// One puzzle asked line by line, as `c4-audio puzzle` asks it at a terminal, through a pipe or a screen
/// reader (plain lines, no key handling): the board and the task, then a prompt for a column. A bad answer
/// (not 1–7, a full column) is answered in one line and asked again; `q` or the end of the input stops
/// without an answer. A right or wrong answer is kept in the history, then the verdict, its line and the
/// stats are printed.
public struct PuzzleRound {
    /// The puzzle and how it is drawn.
    public let view: PuzzleView
    /// Works out the answer's line.
    public let reviewer: GameReviewer
    /// Where the answer is kept.
    public let store: HistoryStore

    /// A round of `view`'s puzzle.
    public init(view: PuzzleView, reviewer: GameReviewer, store: HistoryStore) {
        self.view = view
        self.reviewer = reviewer
        self.store = store
    }

    /// Asks until an answer or `q`; returns the verdict, or nil when the person quit.
    @discardableResult
    public func run(reader: inout LineReader, write: (String) -> Void) throws -> PuzzleAnswer? {
        write(view.task())
        while true {
            write(PuzzleWords.prompt)
            guard let line = reader.next(), line.lowercased() != "q" else {
                write("\n")
                return nil
            }
            let column: Int
            do throws(PuzzleError) { column = try view.column(line) } catch {
                write(PuzzleWords.badAnswer(error) + "\n")
                continue
            }
            let (answer, stats) = try Self.check(column, of: view.set, reviewer: reviewer, store: store)
            write(view.verdict(answer, stats: stats))
            return answer
        }
    }

    /// Checks `column` (0-based, playable) as the answer to `set` and keeps it in `store`.
    ///
    /// - Returns: the verdict and the stats with the answer counted.
    public static func check(_ column: Int, of set: SetPuzzle, reviewer: GameReviewer,
                             store: HistoryStore) throws -> (PuzzleAnswer, PuzzleStats) {
        let answer = set.puzzle.answer(column, reviewer: reviewer)
        let stats = try store.recordPuzzleAttempt(PuzzleAttempt(puzzle: set.id.description, answer: column + 1,
                                                                solved: answer.isRight, answered: .now))
        return (answer, stats)
    }
}
