import Foundation
import Testing

@Suite struct SolveCommandTests {
    @Test func argumentsPrintPositionAndScore() throws {
        let result = try CLIRunner.run(["solve", "5554224333234511764415115", "52753311433677442422121"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == "5554224333234511764415115 4\n52753311433677442422121 8\n")
    }

    @Test func stdinAcceptsPonsLinesAndSkipsBlankOnes() throws {
        let input = "5554224333234511764415115 4\n\n1233722555341451114725221333\n"
        let result = try CLIRunner.run(["solve"], stdin: input)
        #expect(result.status == 0)
        #expect(result.stdout == "5554224333234511764415115 4\n1233722555341451114725221333 -1\n")
    }

    @Test func analyzePrintsEveryColumnAndDashesForFullOnes() throws {
        let result = try CLIRunner.run(["solve", "--analyze", "23163416124767223154467471272416755633"])
        #expect(result.status == 0)
        #expect(result.stdout == "23163416124767223154467471272416755633 - - 0 - -2 - -\n")
    }

    @Test func analyzeShowsTheWinningScoreOfAWinningColumn() throws {
        // 39 stones: the second player wins at once in columns 6 and 7 (22 - 20 = 2).
        let result = try CLIRunner.run(["solve", "--analyze", "22525762534622441115633653436713514417"])
        #expect(result.stdout == "22525762534622441115633653436713514417 - - - - - 2 2\n")
    }

    @Test func weakPrintsSigns() throws {
        let result = try CLIRunner.run(["solve", "--weak"],
                                       stdin: "5554224333234511764415115\n1233722555341451114725221333\n")
        #expect(result.stdout == "5554224333234511764415115 1\n1233722555341451114725221333 -1\n")
        let analyzed = try CLIRunner.run(["solve", "--weak", "--analyze", "52753311433677442422121"])
        #expect(analyzed.stdout == "52753311433677442422121 1 1 1 1 1 1 1\n")
    }

    @Test func badLinesAreReportedAndTheRestSolved() throws {
        let input = "74223417356477411661335734732425665\n44444444\n4480\n4455667\n445566737\n4453 x\n5554224333234511764415115\n"
        let result = try CLIRunner.run(["solve"], stdin: input)
        #expect(result.status == 1)
        #expect(result.stdout == "74223417356477411661335734732425665 4\n5554224333234511764415115 4\n")
        #expect(result.stderr == """
            error: line 2: move 7: column 4 is full
            error: line 3: move 3: '8' is not a column (expected 1-7)
            error: line 4: the game is already won
            error: line 5: move 8: the game is already over
            error: line 6: 'x' is not a score

            """)
    }

    @Test func badArgumentsAreNumbered() throws {
        let result = try CLIRunner.run(["solve", "5554224333234511764415115", "9"])
        #expect(result.status == 1)
        #expect(result.stdout == "5554224333234511764415115 4\n")
        #expect(result.stderr == "error: argument 2: move 1: '9' is not a column (expected 1-7)\n")
    }
}

@Suite struct SelfPlayCommandTests {
    @Test func jsonlPrintsOneObjectPerGame() throws {
        let result = try CLIRunner.run(["selfplay", "--games", "4", "--levels", "random,easy",
                                        "--seed", "3", "--jsonl"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 4)
        struct Line: Decodable { var moves: String; var music: String; var winner: String; var levels: [String] }
        for (index, line) in lines.enumerated() {
            #expect(line.hasPrefix("{\"moves\":\""))
            // Each melody fits its game, with the ending of a bot-against-bot game.
            let record = try JSONDecoder().decode(Line.self, from: Data(line.utf8))
            let check = try CLIRunner.run(["music", "--check", record.music, "--moves", record.moves,
                                           "--human", "none"])
            #expect(check.status == 0, "\(check.stderr)")
            #expect(record.music.last == (record.winner == "first" ? "5" : record.winner == "second" ? "6" : "7"))
            #expect(line.contains("\"winner\":\"first\"") || line.contains("\"winner\":\"second\"")
                    || line.contains("\"winner\":\"draw\""))
            let levels = index % 2 == 0 ? "[\"random\",\"easy\"]" : "[\"easy\",\"random\"]"
            #expect(line.hasSuffix("\"levels\":\(levels)}"))
        }
        let again = try CLIRunner.run(["selfplay", "--games", "4", "--levels", "random,easy",
                                       "--seed", "3", "--jsonl"])
        #expect(again.stdout == result.stdout, "a seed replays the same games")
    }

    @Test func summaryAndUsageErrors() throws {
        let result = try CLIRunner.run(["selfplay", "--games", "2", "--levels", "random,easy", "--seed", "1"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("random wins"))
        let bad = try CLIRunner.run(["selfplay", "--games", "2", "--levels", "easy"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--levels takes two of"))
    }
}

@Suite struct SolveLineEndTests {
    @Test(arguments: ["\r", "\r\n", "\n"])
    func everyLineEndEndsALine(end: String) throws {
        let input = ["5554224333234511764415115", "", "1233722555341451114725221333 -1", "52753311433677442422121"]
            .joined(separator: end)
        let result = try CLIRunner.run(["solve"], stdin: input + end)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "5554224333234511764415115 4\n1233722555341451114725221333 -1\n52753311433677442422121 8\n")
        let bad = try CLIRunner.run(["solve"], stdin: "5554224333234511764415115" + end + "48" + end)
        #expect(bad.stderr == "error: line 2: move 2: '8' is not a column (expected 1-7)\n")
    }
}
