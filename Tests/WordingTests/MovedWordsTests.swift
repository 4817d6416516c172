import Game
import History
import Music
import SessionFacts
import Testing
@testable import Wording

/// The words of what moved out of the app (solve's refusals, the stats table, selfplay's summary, the
/// themes' harmony), in English: the bytes the app printed before.
@Suite struct MovedWordsTests {
    @Test func solveRefusals() {
        #expect(SolveLineError.extraFields(3).words == "expected MOVES or MOVES SCORE, found 3 fields")
        #expect(SolveLineError.badScore("x").words == "'x' is not a score")
        #expect(SolveLineError.boardFull.words == "the board is full")
        #expect(SolveLineError.alreadyWon.words == "the game is already won")
        #expect(SolveLineError.moves(.invalidCharacter("8", move: 2)).words == "move 2: '8' is not a column (expected 1-7)")
    }

    @Test func solvingLabels() throws {
        #expect(try SolveLine(parsing: "").solvingWords == "solving the empty board")
        #expect(try SolveLine(parsing: "4453 1").solvingWords == "solving 4453")
    }

    @Test func standingsTable() {
        let standings = [Standing(name: "You", wins: 2, losses: 1, draws: 0, hinted: (1, 0, 0)),
                         Standing(name: "Bot hard", wins: 1, losses: 2, draws: 0)]
        #expect(StandingsTable.lines(standings) == [
            "  #  player     wins  losses  draws  games  won  with hints (W-L-D)",
            "  1  You           2       1      0      3  67%                1-0-0",
            "  2  Bot hard      1       2      0      3  33%                    -",
        ])
        #expect(StandingsTable.lines([]) == ["No finished games yet."])
        #expect(StandingsTable.share(Standing(name: "A", wins: 1, losses: 1, draws: 0)) == "50%")
        #expect(StandingsTable.share(Standing(name: "A", wins: 0, losses: 0, draws: 0, hinted: (1, 0, 0))) == "-")
    }

    @Test func selfPlaySummary() {
        var tally = SelfPlayTally(levels: (.hard, .medium))
        tally.record(winner: .first, aFirst: true)
        tally.record(winner: .second, aFirst: false)
        tally.record(winner: .first, aFirst: false)
        tally.record(winner: nil, aFirst: true)
        #expect(tally.words == "hard wins 2 (1 moving first), medium wins 1 (1 moving first), draws 1; hard took 66.7% of decided games")
    }

    @Test(arguments: [(Theme.good, "perfect cadence V7-I, C major"), (.bad, "Ab - G7 - C minor"),
                      (.draw, "interrupted cadence I-V-vi, A minor"), (.current, "rising phrase into C major (resume)")])
    func themes(theme: Theme, text: String) {
        #expect(theme.character == text)
    }

    @Test func numbersAsPrintfWritesThem() {
        #expect(NumberText.decimal(66.666, places: 1) == "66.7")
        #expect(NumberText.decimal(6.25, places: 1) == "6.2")
        #expect(NumberText.decimal(0.5, places: 0) == "0" && NumberText.decimal(75, places: 0) == "75")
    }
}
