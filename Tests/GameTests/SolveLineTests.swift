import Testing
@testable import Game

/// ``SolveLine``: `solve`'s line, its refusals as facts, and the book-or-solve policy of its answer.
@Suite struct SolveLineTests {
    @Test func readsMovesAndAnIgnoredScore() throws {
        #expect(try SolveLine(parsing: "4453").moves == "4453")
        #expect(try SolveLine(parsing: "  4453   -2 ").moves == "4453")
        #expect(try SolveLine(parsing: "").moves == "")
        #expect(try SolveLine(parsing: "4453\t7").game.moves.count == 4)
    }

    @Test(arguments: [
        ("4453 2 9", SolveLineError.extraFields(3)),
        ("4453 x", .badScore("x")),
        ("4453 2.5", .badScore("2.5")),
        ("448", .moves(.invalidCharacter("8", move: 3))),
        ("4444444", .moves(.illegalMove(.columnFull(3, moveIndex: 6)))),
        ("4545454", .alreadyWon),
        ("257771314744647214154617633623313656555222", .boardFull),
    ])
    func refusesWithTheFacts(text: String, error: SolveLineError) {
        #expect(throws: error) { try SolveLine(parsing: text) }
    }

    /// An analysis and a score straight from the solver; a full column has no score.
    @Test func answersFromTheSolver() throws {
        let solver = Solver(tableSizeLog2: 16)
        let line = try SolveLine(parsing: "44444")
        let position = line.game.position
        #expect(line.answer(.score, weak: false, solver: solver, book: nil) == "44444 \(solver.solve(position))")
        #expect(line.answer(.score, weak: true, solver: solver, book: nil) == "44444 \(solver.solve(position, weak: true))")
        let analysis = line.answer(.analysis, weak: false, solver: solver, book: nil).split(separator: " ")
        #expect(analysis.count == 8 && analysis[0] == "44444")
        let full = try SolveLine(parsing: "444444").answer(.analysis, weak: false, solver: solver, book: nil).split(separator: " ")
        #expect(full[4] == "-")
    }

    /// The search runs inside `whileSolving` only when there is no book to answer.
    @Test func whileSolvingWrapsOnlySearches() throws {
        let solver = Solver(tableSizeLog2: 16)
        let line = try SolveLine(parsing: "4453")
        var wrapped = 0
        let answer = line.answer(.score, weak: false, solver: solver, book: nil) { search in
            wrapped += 1
            search()
        }
        #expect(wrapped == 1)
        #expect(answer == "4453 \(solver.solve(line.game.position))")
    }
}
