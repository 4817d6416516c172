import Foundation
import Music
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built binary on fuzzed inputs for a bounded time and checks what a user may rely on:
/// no crash (death by a signal), no hang (a deadline), exit codes only 0, 1 or 64, and errors on one line
/// each (`error: …` for exit 1; for exit 64 one `error: …` line, then one `hint: …` line).
///
/// Each parser gets `FUZZ_INPUTS` inputs (default 150, the same on every machine however fast) drawn from
/// `FUZZ_SEED` (default 1), so a failure is reproduced by running the same seed again.
struct FuzzRunner {
    /// What went wrong with one input.
    struct Finding: CustomStringConvertible {
        var arguments: [String]
        var stdin: String?
        var problem: String
        var description: String { "\(problem): \(arguments.map(\.debugDescription)) stdin \(stdin.debugDescription)" }
    }

    static var inputs: Int { ProcessInfo.processInfo.environment["FUZZ_INPUTS"].flatMap(Int.init) ?? 150 }
    static var seed: UInt64 { ProcessInfo.processInfo.environment["FUZZ_SEED"].flatMap(UInt64.init) ?? 1 }

    var generator: SeededGenerator
    var runs = 0
    var exitCodes: [Int32: Int] = [:]
    var findings: [Finding] = []

    init(salt: UInt64) {
        generator = SeededGenerator(seed: Self.seed &* 1_000_003 &+ salt)
    }

    /// Whether inputs of this parser's fixed number are left to try.
    var hasInputsLeft: Bool { runs < Self.inputs }

    /// Runs one input; `timeout` seconds make a hang. An input killed at its deadline is run once more, on
    /// its own: a command line that hangs hangs again, while one slowed by a loaded machine (two cores and
    /// the rest of the suite at work) finishes, and is then checked as any other.
    mutating func check(_ arguments: [String], stdin: String? = nil, timeout: Double = 10,
                        environment: [String: String] = [:]) throws {
        runs += 1
        func found(_ problem: String) { findings.append(Finding(arguments: arguments, stdin: stdin, problem: problem)) }
        var run = try Self.run(arguments, stdin: stdin, timeout: timeout, environment: environment)
        if run.killed {
            print("fuzz: killed after \(timeout) s, run again: \(arguments.map(\.debugDescription))")
            run = try Self.run(arguments, stdin: stdin, timeout: timeout, environment: environment)
        }
        let (status, stderr) = (run.status, run.stderr)
        if run.killed { return found("hang (over \(timeout) s, twice)") }
        if run.signalled { return found("crash (signal \(status))") }
        exitCodes[status, default: 0] += 1
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        switch status {
        case 0: break
        case 1:
            if lines.isEmpty || !lines.allSatisfy({ $0.hasPrefix("error: ") }) || !stderr.hasSuffix("\n") {
                found("exit 1 without one-line errors: \(stderr.debugDescription)")
            }
        case 64:
            if lines.count != 2 || lines.first?.hasPrefix("error: ") != true || lines.last?.hasPrefix("hint: c4-audio") != true {
                found("exit 64 without one error line and one hint line: \(stderr.debugDescription)")
            }
        default:
            found("exit code \(status)")
        }
    }

    /// One run of the binary: its exit status (or signal), whether the deadline killed it, its standard error.
    private static func run(_ arguments: [String], stdin: String?, timeout: Double,
                            environment: [String: String]) throws -> (status: Int32, signalled: Bool, killed: Bool, stderr: String) {
        let process = Process()
        process.executableURL = CLIRunner.productsDirectory.appendingPathComponent("c4-audio")
        process.arguments = arguments
        process.environment = Sandbox.environment(environment)
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let pid = process.processIdentifier
        let killer = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: killer)
        let (_, errData) = PipeReader.readBoth(out, err)
        process.waitUntilExit()
        killer.cancel()
        let status = process.terminationStatus
        let signalled = process.terminationReason == .uncaughtSignal
        return (status, signalled, signalled && status == SIGKILL, String(decoding: errData, as: UTF8.self))
    }

    /// Prints the tally (seen in the test log) and records every finding as a test issue.
    func report(_ name: String) {
        let codes = exitCodes.sorted { $0.key < $1.key }.map { "exit \($0.key): \($0.value)" }.joined(separator: ", ")
        print("fuzz \(name): \(runs) inputs (seed \(Self.seed)): \(codes); findings \(findings.count)")
        for finding in findings.prefix(20) { Issue.record("\(name): \(finding)") }
    }

    // MARK: - Input material

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &generator) < p }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }

    /// Characters a user (or an adversary) might type: the valid ones most often.
    mutating func character(valid: String) -> Character {
        if chance(0.8) { return pick(Array(valid)) }
        return pick(Array("0123456789 \t\n\r-+.,;:x8a9é€😀\u{0}\u{1B}\u{7F}\u{200B}\u{FEFF}\u{2028}'\"\\$%"))
    }

    /// A mutated string: characters dropped, repeated, replaced or inserted.
    mutating func mutate(_ text: String, valid: String) -> String {
        var characters = Array(text)
        for _ in 0..<int(0...3) {
            let position = characters.isEmpty ? 0 : int(0...characters.count - 1)
            switch int(0...4) {
            case 0 where !characters.isEmpty: characters.remove(at: position)
            case 1 where !characters.isEmpty: characters.insert(characters[position], at: position)
            case 2 where !characters.isEmpty: characters[position] = character(valid: valid)
            case 3: characters.insert(character(valid: valid), at: min(position, characters.count))
            default: characters += (0..<int(0...6)).map { _ in character(valid: valid) }
            }
        }
        return String(characters)
    }

    /// A random string of `valid` characters (and a few others), 0…`length` long.
    mutating func string(valid: String, length: Int) -> String {
        String((0..<int(0...length)).map { _ in character(valid: valid) })
    }
}
