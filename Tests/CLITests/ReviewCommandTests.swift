import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `c4-audio review` through the built binary: seeded games between `hard` and `perfect` checked against
/// `solve --analyze`, a stored game from a private history, the errors, progress on a terminal only.
@Suite struct ReviewCommandTests {
    /// One move of `review --json`.
    struct Move: Decodable {
        var move: Int, column: Int, player: String, before: Int, after: Int, verdict: String, best: [Int], firstScore: Int
        var line: [Int]?, bestLine: [Int]?
    }

    static func review(_ arguments: [String], history: TemporaryHistory? = nil) throws -> [Move] {
        let result = try history?.run(["review", "--json"] + arguments) ?? CLIRunner.run(["review", "--json"] + arguments)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        return try JSONDecoder().decode([Move].self, from: Data(result.stdout.utf8))
    }

    /// The verdict rules of issue 21 by outcome: same outcome → inaccuracy, one step down → mistake,
    /// won → lost a blunder.
    static func verdict(before: Int, after: Int) -> String {
        if before == after { return "best" }
        if before.signum() == after.signum() { return "inaccuracy" }
        return before > 0 && after < 0 ? "blunder" : "mistake"
    }

    /// Seeded games between `hard` and `perfect` (`selfplay`): each move's scores and best columns equal
    /// `solve --analyze` of the position before it, for every position before `hard`'s moves (the book
    /// answers them) and every position from the 14th stone on (the solver's, quick from there even in
    /// a debug build); every verdict follows the rules; `perfect` never errs.
    @Test func hardAgainstPerfectMatchesSolveAnalyze() throws {
        let play = try CLIRunner.run(["selfplay", "--games", "2", "--levels", "hard,perfect", "--seed", "3", "--jsonl"])
        #expect(play.status == 0)
        for (number, line) in play.stdout.split(separator: "\n").enumerated() {
            let game = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let moves = try #require(game["moves"] as? String)
            let review = try Self.review(["--moves", moves])
            #expect(review.map { "\($0.column)" }.joined() == moves)
            let hard = number == 0 ? "first" : "second"
            var sample: [Int] = []
            for move in review {
                #expect(move.player == (move.move % 2 == 1 ? "first" : "second"))
                #expect(move.verdict == Self.verdict(before: move.before, after: move.after), "\(moves) move \(move.move)")
                #expect(move.best.contains(move.column) == (move.verdict == "best"))
                if move.player != hard { #expect(move.verdict == "best", "perfect's move \(move.move) of \(moves)") }
                if move.player == hard || move.move > 14 { sample.append(move.move - 1) }
            }
            // One process for all the positions, as a user would pipe them.
            let positions = sample.map { String(moves.prefix($0)) }
            let analyzed = try CLIRunner.run(["solve", "--analyze"], stdin: positions.filter { !$0.isEmpty }.map { $0 + "\n" }.joined())
            // `solve` skips empty lines: the empty board is analysed as an argument.
            var lines = analyzed.stdout.split(separator: "\n").map(String.init)
            if positions.first == "" { lines.insert(try CLIRunner.run(["solve", "--analyze", ""]).stdout.trimmingCharacters(in: .newlines), at: 0) }
            try #require(lines.count == positions.count, "\(analyzed.stderr)")
            for (index, line) in zip(sample, lines) {
                let scores = line.split(separator: " ", omittingEmptySubsequences: false).suffix(7).map { Int($0) }
                let best = try #require(scores.compactMap { $0 }.max())
                let move = review[index]
                #expect(move.before == best, "\(line)")
                #expect(move.after == scores[move.column - 1], "\(line)")
                #expect(move.best == (1...7).filter { scores[$0 - 1] == best }, "\(line)")
            }
        }
    }

    @Test func aStoredGameFromAPrivateHistory() throws {
        let history = TemporaryHistory()
        let play = try history.run(["selfplay", "--games", "1", "--levels", "hard,perfect", "--seed", "3", "--save", "--jsonl"])
        #expect(play.status == 0)
        let moves = String(play.stdout.split(separator: "\"")[3])  // {"moves":"4453…","music":…
        // The stored game reviews as its moves do.
        let stored = try history.run(["review", "1", "--json"])
        let given = try history.run(["review", "--moves", moves, "--json"])
        #expect(stored.status == 0 && stored.stdout == given.stdout)
        let text = try history.run(["review", "1"])
        #expect(text.status == 0 && text.stderr.isEmpty)
        let lines = text.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].hasPrefix("game 1: Bot hard (red) moved first vs Bot perfect (yellow); "), "\(lines[0])")
        #expect(lines[1].hasPrefix("before: the best the position allowed the player who moved; after: what the move kept"))
        #expect(lines[3].hasPrefix(" move  player       column  before  "), "\(lines[3])")
        let json = try Self.review(["1"], history: history)
        // One row per move, the outcomes in the hints' words (wins in N moves counts the mover's own moves, this one first).
        for (row, move) in zip(lines[4...], json) {
            let before = Self.words(score: move.before, index: move.move - 1), after = Self.words(score: move.after, index: move.move - 1)
            #expect(row.hasPrefix(String(format: "%5d  ", move.move)) && row.contains("  \(move.column)  \(before)")
                    && row.contains("  \(after)  ") && row.contains("  \(move.verdict)"), "\(row) for \(move)")
        }
        #expect(lines[4 + moves.count] == "")
        // The outcome graph: the axis is one character per move; a bar above it for each move red wins after.
        #expect(lines[5 + moves.count] == "outcome for Bot hard (red) after each move: wins above the line, losses below, taller for sooner")
        let axis = try #require(lines.firstIndex { $0 == String(repeating: "-", count: moves.count) || $0 == String(repeating: "─", count: moves.count) })
        let above = lines[axis - 1].map { $0 != " " } + Array(repeating: false, count: moves.count - lines[axis - 1].count)
        #expect(above == json.map { $0.firstScore > 0 }, "\(lines[axis - 1])")
        // The summaries with their accuracy, the turning points with their lines, the deciding move.
        let hard = json.filter { $0.player == "first" }
        let kept = hard.filter { $0.verdict == "best" || $0.verdict == "inaccuracy" }.count
        let summary = try #require(lines.firstIndex { $0.hasPrefix("Bot hard (red): ") })
        #expect(lines[summary].hasSuffix("; accuracy \(Int((Double(kept) / Double(hard.count) * 100).rounded()))%"), "\(lines[summary])")
        let perfectBest = moves.count / 2
        #expect(lines[summary + 1] == "Bot perfect (yellow): \(perfectBest) best moves, 0 inaccuracies, 0 mistakes, 0 blunders; accuracy 100%")
        let turning = json.filter { $0.verdict == "mistake" || $0.verdict == "blunder" }
        #expect(json.filter { $0.line != nil && $0.bestLine != nil }.map(\.move) == turning.map(\.move))
        let points = lines.filter { $0.hasPrefix("move ") && $0.contains(", Bot hard (red), column ") }
        #expect(points.count == turning.count)
        #expect(lines.filter { $0.hasPrefix("  after ") }.count == 2 * turning.count)
        #expect(lines.last { !$0.isEmpty }.map { $0.hasPrefix("decided by move \(turning.last?.move ?? 0) ") || $0.hasPrefix("no move changed") } == true)
        #expect(!text.stdout.contains("\u{1B}["), "no colour in a pipe")
    }

    @Test func forAScreenReaderTheOutcomesAreWordsWithoutAGraph() throws {
        let history = TemporaryHistory()
        let plain = try history.run(["review", "--moves", "4453"])
        let reader = try history.run(["review", "--moves", "4453", "--screen-reader"])
        #expect(plain.status == 0 && reader.status == 0)
        #expect(plain.stdout.contains("outcome for Player 1 (red) after each move") && !reader.stdout.contains("outcome for Player 1"))
        #expect(reader.stdout.contains("    3  Player 1       5  wins in 20 moves   loses in 19 moves  blunder     4\n"), "\(reader.stdout)")
        #expect(reader.stdout.contains("\nmove 3, Player 1 (red), column 5: a blunder, a won game lost; best: 4\n  after 5: yellow 3, red 3, "))
        #expect(!reader.stdout.utf8.contains(0x1B))
    }

    /// The hints' words for a move's outcome: `score` in Pons' convention for the mover of 0-based move `index`.
    static func words(score: Int, index: Int) -> String {
        let own = index / 2, opponent = index - own
        if score > 0 { return 22 - score - own == 1 ? "wins in 1 move" : "wins in \(22 - score - own) moves" }
        if score < 0 { return 22 + score - opponent == 1 ? "loses in 1 move" : "loses in \(22 + score - opponent) moves" }
        return "draw"
    }

    @Test(arguments: [
        (["review"], Int32(64), "error: give a stored game's ID or --moves MOVES\nhint: c4-audio review --help\n"),
        (["review", "1", "--moves", "44"], 64, "error: give a stored game's ID or --moves MOVES, not both\nhint: c4-audio review --help\n"),
        (["review", "--moves", "4478"], 1, "error: --moves: move 4: '8' is not a column (expected 1-7)\n"),
        (["review", "--moves", "4444444"], 1, "error: --moves: move 7: column 4 is full\n"),
        (["review", "--moves", ""], 1, "error: --moves: the game has no moves, so there is nothing to review\n"),
        (["review", "7"], 1, "error: no game with ID 7\n"),
    ])
    func errors(arguments: [String], status: Int32, stderr: String) throws {
        let result = try TemporaryHistory().run(arguments)
        #expect(result.status == status && result.stderr == stderr && result.stdout.isEmpty, "\(result.stderr)")
    }

    @Test func aStoredGameWithoutMoves() throws {
        let history = TemporaryHistory()
        let game = #"{"moves":"","music":"","players":[{"name":"A","kind":"human","colour":"red"},{"name":"B","kind":"human","colour":"yellow"}]}"#
        #expect(try history.run(["history", "import"], stdin: game + "\n").status == 0)
        let result = try history.run(["review", "1"])
        #expect(result.status == 1 && result.stderr == "error: game 1 has no moves yet, so there is nothing to review\n")
    }

    /// A stored game's review names its last turning point made by a person with the command that plays it
    /// again from there, and that command starts from that position; a game of bots only has no such line.
    @Test func offersToPlayAPersonsTurningPointAgain() throws {
        let history = TemporaryHistory()
        // Two people: yellow's move 6 (column 3) lets red complete row 1 at column 4.
        #expect(try history.run(["history", "import"], stdin: "1122334\n").status == 0)
        let text = try history.run(["review", "1"]).stdout
        let line = text.split(separator: "\n").last.map(String.init) ?? ""
        #expect(line == "play move 6 again, better: c4-audio play --from 1:6", "\(text)")
        let again = try history.run(["play", "--from", "1:6", "--opponent", "human"], stdin: "4\n")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("You to move (move 6).\nYou played 4."), "\(again.stdout)")
        // The moves it starts from are said as the game so far, not as moves played now.
        #expect(again.stdout.hasPrefix("The game so far: Player 2 in 1, You in 1, Player 2 in 2, You in 2, Player 2 in 3.\n"),
                "\(again.stdout)")
        let bots = TemporaryHistory()
        _ = try bots.run(["selfplay", "--games", "1", "--levels", "easy,perfect", "--seed", "3", "--save"])
        #expect(!(try bots.run(["review", "1"]).stdout.contains("again, better")))
    }

    @Test func progressOnATerminalOnly() throws {
        let moves = "444543555532363321242"
        let pty = try PseudoTerminal()
        let process = Process()
        process.executableURL = CLIRunner.productsDirectory.appendingPathComponent("c4-audio")
        process.arguments = ["review", "--moves", moves, "--json"]
        process.environment = Sandbox.environment(["C4_AUDIO_PROGRESS_DELAY": "0.01"])
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(fileDescriptor: pty.terminal, closeOnDealloc: true)
        try process.run()
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var bytes = [UInt8](repeating: 0, count: Int(pty.pending()))
        if !bytes.isEmpty { _ = read(pty.master, &bytes, bytes.count) }
        let terminal = String(decoding: bytes, as: UTF8.self)
        #expect(process.terminationStatus == 0)
        // The moves reached depend on the machine's load: only the form is checked.
        #expect(terminal.hasPrefix("\r\u{1B}[Kreviewing move "), "\(terminal.debugDescription)")
        #expect(terminal.contains(" of 21… "), "\(terminal.debugDescription)")
        #expect(terminal.hasSuffix("\r\u{1B}[K"), "\(terminal.debugDescription)")
        #expect(stdout.hasPrefix("[\n{\"move\":1,"))
        // A pipe gets nothing.
        let piped = try CLIRunner.run(["review", "--moves", moves], environment: ["C4_AUDIO_PROGRESS_DELAY": "0.01"])
        #expect(piped.status == 0 && piped.stderr.isEmpty)
    }
}
