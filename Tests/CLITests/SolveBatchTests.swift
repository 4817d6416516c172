import Foundation
import Game
import Music
import TestSupport
import Testing

/// `solve` over several positions answers two at a time (`SolveBatch`): the same lines, in the input's
/// order, as each position solved alone; and each answer as soon as the answers before it are known.
@Suite struct SolveBatchTests {
    /// Seeded random-play positions of 6-30 stones (each still open), some lines broken on purpose, a few
    /// blank lines and a slow position first, solved as one batch on standard input and as arguments, against
    /// one process per position (the one-position path): the same output, errors and exit status.
    @Test(arguments: [UInt64(3), 11])
    func aBatchAnswersAsEachPositionAlone(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        // The first line of Pons' Test_L1_R2 (14 stones, half a second in a debug build): the quicker
        // positions behind it, solved meanwhile, must wait for it.
        var lines = ["32751571231557"]
        for index in 0..<24 {
            switch index % 8 {
            case 3: lines.append("44444444")               // move 7: column 4 is full
            case 5: lines.append("4453 x")                 // not a score
            case 6: lines.append("")                       // skipped
            default: lines.append(Self.randomPosition(stones: Int.random(in: 6...30, using: &generator), using: &generator))
            }
        }
        var expectedOut = "", expectedErr = ""
        var number = 0
        for line in lines {
            number += 1
            guard !line.isEmpty else { continue }
            let alone = try CLIRunner.run(["solve", line])
            expectedOut += alone.stdout
            expectedErr += alone.stderr.replacingOccurrences(of: "error: argument 1:", with: "error: line \(number):")
        }
        #expect(expectedErr.split(separator: "\n").count == 6, "\(expectedErr)")
        let batch = try CLIRunner.run(["solve"], stdin: lines.joined(separator: "\n") + "\n")
        #expect(batch.status == 1)
        #expect(batch.stdout == expectedOut)
        #expect(batch.stderr == expectedErr)

        let open = lines.filter { !$0.isEmpty && !$0.contains(" ") && $0 != "44444444" }
        let arguments = try CLIRunner.run(["solve"] + open)
        #expect(arguments.status == 0, "\(arguments.stderr)")
        #expect(arguments.stdout == expectedOut)
        let analyzed = try CLIRunner.run(["solve", "--analyze"], stdin: open.joined(separator: "\n"))
        let analyzedAlone = try open.map { try CLIRunner.run(["solve", "--analyze", $0]).stdout }.joined()
        #expect(analyzed.stdout == analyzedAlone)
    }

    /// A script that writes a position and waits gets its line before it writes the next one.
    @Test func eachAnswerComesBeforeTheNextLineIsWritten() throws {
        let process = Process()
        process.executableURL = CLIRunner.productsDirectory.appendingPathComponent("c4-audio")
        process.arguments = ["solve"]
        process.environment = Sandbox.environment()
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        // A program that never answers fails the test (its output ends) instead of hanging it.
        DispatchQueue.global().asyncAfter(deadline: .now() + 120) { if process.isRunning { process.terminate() } }
        let reader = output.fileHandleForReading
        var received = ""
        for (position, answer) in [("5554224333234511764415115", "5554224333234511764415115 4\n"),
                                   ("52753311433677442422121", "52753311433677442422121 8\n"),
                                   ("4453", "4453 -2\n")] {
            input.fileHandleForWriting.write(Data((position + "\n").utf8))
            var line = ""
            while !line.hasSuffix("\n") {
                let chunk = reader.availableData
                #expect(!chunk.isEmpty, "the output ended before the answer to \(position)")
                if chunk.isEmpty { return }
                line += String(decoding: chunk, as: UTF8.self)
            }
            #expect(line == answer)
            received += line
        }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(reader.readDataToEndOfFile().isEmpty)
    }

    /// Random legal moves from the empty board, `stones` of them, stopping short of a finished game.
    static func randomPosition(stones: Int, using generator: inout SeededGenerator) -> String {
        var moves = ""
        while moves.count < stones {
            let candidates = (1...7).map(String.init).filter { column in
                guard let game = try? MoveRecord.parse(moves + column) else { return false }
                return game.outcome == .ongoing
            }
            guard let column = candidates.randomElement(using: &generator) else { break }
            moves += column
        }
        return moves
    }
}
